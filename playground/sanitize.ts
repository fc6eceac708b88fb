/// <reference lib="dom" />
// The page's wall against a stranger's document. Hover, completion and signature documentation
// arrive as markdown that @codemirror/lsp-client turns into HTML for innerHTML, and the record
// sheet arrives as SVG text; a share link decides both. The server already escapes doc comments
// (lsp/untrusted-markdown.ts); this is the second wall, with the browser's own parser behind it:
// DOMPurify keeps formatting, drops every script, handler and foreign element, and links keep only
// http(s) and mailto targets (opened in a new tab, never with the opener). The page's Content
// Security Policy (index.html) is the third.
import DOMPurify from 'dompurify';

const SAFE_HREF = /^(https?:|mailto:)/i;

const purify = DOMPurify(window);
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.hasAttribute('href')) {
    const href = node.getAttribute('href') ?? '';
    if (!SAFE_HREF.test(href.trim())) node.removeAttribute('href');
    else {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  }
  // Documentation never needs a picture from elsewhere: an <img> or <image> could call out.
  for (const attr of ['src', 'srcset', 'xlink:href', 'action', 'formaction', 'background', 'poster']) node.removeAttribute(attr);
});

/** Documentation HTML made inert: text formatting, code and http links only. */
export function sanitizeDocs(html: string): string {
  return purify.sanitize(html, {
    ALLOWED_TAGS: ['p', 'br', 'hr', 'em', 'strong', 'b', 'i', 'code', 'pre', 'span', 'div', 'a', 'ul', 'ol', 'li', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'del', 's', 'sup', 'sub'],
    ALLOWED_ATTR: ['href', 'title', 'class', 'target', 'rel', 'align'],
    ALLOW_DATA_ATTR: false,
  });
}

/**
 * The record sheet as an inert SVG element: parsed as SVG, cleaned of script, handlers, foreign
 * objects and outside references, and adopted into the page as a node (never as HTML text).
 */
export function sanitizeSvg(svg: string): DocumentFragment {
  return purify.sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['foreignObject', 'use', 'image', 'a', 'script', 'style', 'animate', 'set', 'animateMotion', 'animateTransform'],
    RETURN_DOM_FRAGMENT: true,
  });
}

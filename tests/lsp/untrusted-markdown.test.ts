// Doc comments are a stranger's text: whatever they hold, the markdown the server makes of them,
// rendered by the same `marked` the playground's client uses, has no live tag, no entity and no
// link to anything but http(s) or mailto, while ordinary formatting still renders.
import fc from 'fast-check';
import { Marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { docMarkdown, fenced } from '../../lsp/untrusted-markdown';

const marked = new Marked({ gfm: true });
const render = (md: string) => marked.parse(md, { async: false }) as string;
const FORMATTING = new Set(['p', 'em', 'strong', 'code', 'pre', 'a', 'ul', 'ol', 'li', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'br', 'del', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'input']);

/** What in rendered HTML could act: a tag that is not formatting, a handler, a non-http link. */
function live(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<\/?([a-zA-Z][\w:-]*)([^>]*)>/g)) {
    const tag = m[1].toLowerCase();
    if (!FORMATTING.has(tag)) out.push(m[0]);
    if (tag === 'input' && !/type="checkbox"/.test(m[2])) out.push(m[0]);
    if (/\son\w+\s*=/i.test(m[2])) out.push(m[0]);
    const href = /\s(?:href|src)="([^"]*)"/i.exec(m[2]);
    if (href && !/^(https?:|mailto:)/i.test(href[1].replace(/&#x?[0-9a-f]+;|&\w+;/gi, ''))) out.push(m[0]);
  }
  return out;
}

const PIECES = ['<', '>', '&', '"', "'", '`', '``', '```', '\\', '[', ']', '(', ')', ':', '!', '*', '_', '\n', '\n\n', '    ', 'img', 'script', 'svg', ' src=x', ' onerror=alert(1)', 'javascript:', 'JaVaScRiPt:', 'java\tscript:', 'data:text/html,', 'vbscript:', 'http://a.example/', 'mailto:x@y', '&#x6a;', '&lt;', '&amp;', '<!--', '-->', '<![CDATA[', '[x]: ', 'a', ' '];

describe('docMarkdown', () => {
  it('keeps ordinary markdown formatting', () => {
    expect(render(docMarkdown('A **fast** _refit_ with `2 + 2` and [notes](https://example.org/x).'))).toBe(
      '<p>A <strong>fast</strong> <em>refit</em> with <code>2 + 2</code> and <a href="https://example.org/x">notes</a>.</p>\n',
    );
  });

  it('shows raw HTML as the text it is', () => {
    const html = render(docMarkdown('<img src=x onerror="alert(1)"> & <b>bold</b>'));
    expect(live(html)).toEqual([]);
    expect(html).toContain('&lt;img src=x onerror=');
  });

  it('keeps the text of a script link but not the link', () => {
    for (const link of ['[x](javascript:alert(1))', '[x](JaVa\\Script:alert(1))', '![x](javascript:alert(1))', '[x](<javascript:alert(1)>)', '[x](java\tscript:alert(1))']) {
      const html = render(docMarkdown(link));
      expect(live(html), link).toEqual([]);
      expect(html, link).toContain('x');
    }
    const ref = render(docMarkdown('[x][r]\n\n[r]: javascript:alert(1)'));
    expect(live(ref)).toEqual([]);
  });

  it('leaves nothing live, whatever the comment holds (generated)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }), (parts) => {
        const html = render(docMarkdown(parts.join('')));
        expect(live(html), JSON.stringify(parts.join(''))).toEqual([]);
      }),
      { numRuns: 3000 },
    );
  });

  it('is linear in the comment', () => {
    const text = '<a href="javascript:x">`[y](javascript:z)'.repeat(20000);
    expect(docMarkdown(text).length).toBeLessThan(text.length * 6);
  });
});

describe('fenced', () => {
  it('cannot be closed early by the text it holds', () => {
    const text = 'name: "```\n<img src=x onerror=alert(1)>\n```"';
    const html = render(fenced(text));
    expect(live(html)).toEqual([]);
    expect(html.match(/<pre>/g)?.length).toBe(1);
  });
});

// Text that comes from a document (a `///` doc comment, a ship's name) is a stranger's text: a
// shared link or a downloaded file can carry anything. Clients render hover and completion
// markdown as HTML (the playground's CodeMirror client through `marked` into innerHTML), so such
// text goes into markdown only through these functions, which keep its markdown formatting but
// never let raw HTML, entities or a script link through. Clients that sanitize anyway (VS Code,
// the playground's DOMPurify wall) lose nothing by it.

const HTML = /[&<>"]/g;
const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
/** Backslash-escapable characters in CommonMark (ASCII punctuation). */
const PUNCT = /[!-/:-@[-`{-~]/;
/** Link destinations a doc comment may keep as links. */
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

/**
 * A doc comment as markdown that renders as its author meant it (emphasis, lists, code spans,
 * http links) with every `<`, `>` and `&` outside a code span written as an entity, so no tag or
 * entity is ever live, and every link to anything but http(s) or mailto left as plain text.
 * A code span is kept as written only when it opens and closes on one line, where no block
 * structure can end it early; anything less certain is escaped, which costs only looks.
 */
export function docMarkdown(text: string): string {
  return text
    .split(/\r\n|\r|\n|\u2028|\u2029/)
    .map((line) => neutralizeLinks(escapeLine(line)))
    .join('\n');
}

function escapeLine(line: string): string {
  let out = '';
  let i = 0;
  while (i < line.length) {
    const c = line[i];
    if (c === '\\' && i + 1 < line.length && PUNCT.test(line[i + 1])) {
      // An escaped character is text; `\<` must still not leave a bare `<` behind.
      out += ENTITY[line[i + 1]] ?? `\\${line[i + 1]}`;
      i += 2;
      continue;
    }
    if (c === '`') {
      let run = 1;
      while (line[i + run] === '`') run++;
      const close = closingRun(line, i + run, run);
      if (close >= 0) {
        out += line.slice(i, close + run);
        i = close + run;
      } else {
        out += '\\`'.repeat(run);
        i += run;
      }
      continue;
    }
    out += ENTITY[c] ?? c;
    i++;
  }
  return out;
}

/** Where a run of exactly `n` backticks starts at or after `from`, or -1. */
function closingRun(line: string, from: number, n: number): number {
  for (let i = from; i < line.length; ) {
    if (line[i] !== '`') {
      i++;
      continue;
    }
    let run = 1;
    while (line[i + run] === '`') run++;
    if (run === n) return i;
    i += run;
  }
  return -1;
}

/**
 * Inline links `[t](dest)` and `![t](dest)` whose destination is not http(s) or mailto lose their
 * link (the `(` is escaped, so the text reads as written), and reference definitions
 * (`[t]: dest`) are never definitions. Whitespace, control characters and backslashes are
 * ignored when the scheme is read, as browsers and markdown parsers ignore them.
 */
function neutralizeLinks(line: string): string {
  const noRefs = line.replace(/^(\s{0,3})\[(?=[^\]]*\]:)/, '$1\\[');
  return noRefs.replace(/\]\(([^)]*)/g, (whole, dest: string) => {
    const bare = dest.replace(/[\s\u0000-\u001f\u007f\\]/g, '');
    return bare === '' || SAFE_LINK.test(bare) ? whole : `]\\(${dest}`;
  });
}

/** A fenced code block that `text` cannot end early, whatever backticks it holds. */
export function fenced(text: string, lang = 'ship'): string {
  let longest = 0;
  for (const m of text.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${lang}\n${text}\n${fence}`;
}

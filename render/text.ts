// Text measuring without fonts. The sheet is set in a monospace face whose advance is 0.6 em for
// every character (DejaVu Sans Mono, Liberation Mono, Courier New and Menlo all are), and every
// <text> carries `textLength`, so a viewer with another face still draws the text exactly as wide
// as the layout assumed. Wide (East Asian) characters count as two cells, combining marks as none.

export const FONT_FAMILY = 'DejaVu Sans Mono, Liberation Mono, Menlo, Consolas, Courier New, monospace';

/** Advance of one cell, in em. */
export const CELL_EM = 0.6;
/** Ascent and descent used for bounding boxes, in em (generous for DejaVu's 0.76/0.24). */
export const ASCENT_EM = 0.8;
export const DESCENT_EM = 0.22;

function cellsOf(cp: number): number {
  // Combining marks, zero-width characters, variation selectors.
  if ((cp >= 0x300 && cp <= 0x36f) || (cp >= 0x200b && cp <= 0x200f) || (cp >= 0xfe00 && cp <= 0xfe0f)) return 0;
  if (
    (cp >= 0x1100 && cp <= 0x115f) ||
    (cp >= 0x2e80 && cp <= 0xa4cf) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0xffe0 && cp <= 0xffe6) ||
    (cp >= 0x1f300 && cp <= 0x1faff) ||
    (cp >= 0x20000 && cp <= 0x3fffd)
  )
    return 2;
  return 1;
}

/** Width in cells (monospace columns). */
export function cells(text: string): number {
  let n = 0;
  for (const ch of text) n += cellsOf(ch.codePointAt(0)!);
  return n;
}

/** Width of `text` at font size `size` (same units). */
export function textWidth(text: string, size: number): number {
  return cells(text) * CELL_EM * size;
}

/** Height of a line box at font size `size`. */
export function lineHeight(size: number): number {
  return (ASCENT_EM + DESCENT_EM) * size;
}

/**
 * Break `text` into lines no wider than `maxWidth`: at spaces where it can, inside a word only
 * when the word alone is too wide. Never returns an empty list.
 */
export function wrapText(text: string, size: number, maxWidth: number): string[] {
  const maxCells = Math.max(1, Math.floor(maxWidth / (CELL_EM * size) + 1e-9));
  const words = text.split(/\s+/).filter((w) => w.length > 0);
  if (!words.length) return [''];
  const lines: string[] = [];
  let line = '';
  const push = (w: string) => {
    // Hard-break a word that is too wide on its own.
    let rest = w;
    while (cells(rest) > maxCells) {
      let cut = '';
      for (const ch of rest) {
        if (cells(cut + ch) > maxCells) break;
        cut += ch;
      }
      if (!cut) cut = [...rest][0];
      lines.push(cut);
      rest = rest.slice(cut.length);
    }
    return rest;
  };
  for (const w of words) {
    if (!line) {
      line = push(w);
      continue;
    }
    if (cells(line) + 1 + cells(w) <= maxCells) line += ' ' + w;
    else {
      lines.push(line);
      line = push(w);
    }
  }
  if (line || !lines.length) lines.push(line);
  return lines;
}

/**
 * Break a list of phrases (`value 8`, `power 4`, ...) into lines joined by `sep`, keeping each
 * phrase whole unless it alone is wider than a line.
 */
export function wrapPhrases(phrases: string[], sep: string, size: number, maxWidth: number): string[] {
  const maxCells = Math.max(1, Math.floor(maxWidth / (CELL_EM * size) + 1e-9));
  const lines: string[] = [];
  let line = '';
  for (const p of phrases) {
    if (!line) line = p;
    else if (cells(line) + cells(sep) + cells(p) <= maxCells) line += sep + p;
    else {
      lines.push(line);
      line = p;
    }
    if (cells(line) > maxCells) {
      const parts = wrapText(line, size, maxWidth);
      lines.push(...parts.slice(0, -1));
      line = parts[parts.length - 1];
    }
  }
  if (line) lines.push(line);
  return lines;
}

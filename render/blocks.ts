// Blocks: rectangles of the sheet laid out top to bottom with a cursor. A panel is a block with a
// black title bar and a frame; the page layout (render/layout.ts) stacks blocks into columns.
import { group, text, type Item, type TextItem } from './model';
import { STYLE } from './style';
import { lineHeight, wrapPhrases, wrapText } from './text';

export class Block {
  items: Item[] = [];
  /** Cursor: the top of the next thing to add. */
  y = 0;
  constructor(public readonly width: number) {}

  add(...items: Item[]): void {
    this.items.push(...items);
  }

  space(h: number): void {
    this.y += h;
  }

  /** Lines of text from the cursor down, each on its own baseline. */
  lines(lines: string[], x: number, size: number, opts: { bold?: boolean; fill?: string; role?: string } = {}): TextItem[] {
    const out: TextItem[] = [];
    for (const line of lines) {
      const t = text(x, this.y + 0.8 * size, line, size, opts);
      out.push(t);
      this.items.push(t);
      this.y += size * STYLE.leading;
    }
    // The last line needs only its own height, not the leading below it.
    if (lines.length) this.y -= size * STYLE.leading - lineHeight(size);
    return out;
  }

  /** Wrapped text within [x, x + width). */
  paragraph(s: string, x: number, width: number, size: number, opts: { bold?: boolean; role?: string } = {}): TextItem[] {
    return this.lines(wrapText(s, size, width), x, size, opts);
  }

  /** Phrases joined by ` · `, wrapped between phrases. */
  phrases(phrases: string[], x: number, width: number, size: number, opts: { bold?: boolean; role?: string } = {}): TextItem[] {
    if (!phrases.length) return [];
    return this.lines(wrapPhrases(phrases, ' · ', size, width), x, size, opts);
  }
}

/** A framed panel with a title bar; `fill` lays out the content inside [pad, width - pad). */
export function panel(title: string, width: number, attrs: [string, string][], fill: (b: Block, x: number, w: number) => void): Block {
  const b = new Block(width);
  const pad = STYLE.pad;
  const titleLines = wrapText(title, STYLE.headSize, width - 2 * pad);
  const barH = Math.max(STYLE.headBar, titleLines.length * STYLE.headSize * STYLE.leading + 1.2);
  const bar: Item[] = [{ kind: 'rect', x: 0, y: 0, w: width, h: barH, fill: STYLE.ink }];
  b.y = (barH - (titleLines.length * STYLE.headSize * STYLE.leading - (STYLE.headSize * STYLE.leading - lineHeight(STYLE.headSize)))) / 2;
  b.add(...bar);
  b.lines(titleLines, pad, STYLE.headSize, { bold: true, fill: STYLE.paper, role: 'heading' });
  b.y = barH + pad;
  fill(b, pad, width - 2 * pad);
  b.y += pad;
  const frame: Item = { kind: 'rect', x: 0, y: 0, w: width, h: b.y, fill: 'none', stroke: STYLE.ink, strokeWidth: 0.35 };
  const out = new Block(width);
  out.add(group(0, 0, [...b.items, frame], [['class', 'panel'], ...attrs]));
  out.y = b.y;
  return out;
}

// Blocks: rectangles of the sheet laid out top to bottom with a cursor. A panel is a block with a
// black title bar and a frame; the page layout (render/layout.ts) stacks blocks into columns.
import { group, text, type Item, type TextItem } from './model';
import { findCut, splitAt } from './split';
import { STYLE } from './style';
import { lineHeight, wrapPhrases, wrapText } from './text';

export class Block {
  items: Item[] = [];
  /** Cursor: the top of the next thing to add. */
  y = 0;
  /**
   * Cuts the block into a first part no taller than `maxHeight` and the rest, when it can be cut
   * there (between rows); undefined when not.
   */
  split?: (maxHeight: number) => [Block, Block] | undefined;
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

/** A block that lays itself out at a given width; a `wide` one spans the sheet. */
export type BlockFactory = ((width: number) => Block) & { wide?: boolean };

/**
 * A framed panel with a title bar; `fill` lays out the content inside [pad, width - pad) from
 * y = 0 down. The panel can split (Block.split) between rows of its content; the second part
 * repeats the title, marked "(continued)".
 */
export function panel(title: string, width: number, attrs: [string, string][], fill: (b: Block, x: number, w: number) => void): Block {
  const content = new Block(width);
  fill(content, STYLE.pad, width - 2 * STYLE.pad);
  return framed(title, width, attrs, content.items, content.y, false);
}

function framed(title: string, width: number, attrs: [string, string][], items: Item[], contentH: number, continued: boolean): Block {
  const pad = STYLE.pad;
  const b = new Block(width);
  const titleLines = wrapText(continued ? `${title} (continued)` : title, STYLE.headSize, width - 2 * pad);
  const barH = Math.max(STYLE.headBar, titleLines.length * STYLE.headSize * STYLE.leading + 1.2);
  b.add({ kind: 'rect', x: 0, y: 0, w: width, h: barH, fill: STYLE.ink });
  b.y = (barH - (titleLines.length * STYLE.headSize * STYLE.leading - (STYLE.headSize * STYLE.leading - lineHeight(STYLE.headSize)))) / 2;
  b.lines(titleLines, pad, STYLE.headSize, { bold: true, fill: STYLE.paper, role: 'heading' });
  const top = barH + pad;
  if (items.length) b.add(group(0, top, items));
  const height = top + contentH + pad;
  const frame: Item = { kind: 'rect', x: 0, y: 0, w: width, h: height, fill: 'none', stroke: STYLE.ink, strokeWidth: 0.35 };
  const out = new Block(width);
  out.add(group(0, 0, [...b.items, frame], [['class', 'panel'], ...attrs, ...(continued ? ([['data-continued', 'true']] as [string, string][]) : [])]));
  out.y = height;
  out.split = (maxHeight) => {
    const cut = findCut(items, maxHeight - top - pad);
    if (cut === undefined) return undefined;
    const [above, below] = splitAt(items, cut);
    if (!above.length || !below.length) return undefined;
    return [framed(title, width, attrs, above, cut, continued), framed(title, width, attrs, below, contentH - cut, true)];
  };
  return out;
}

// Cutting a block's content in two at a height, so that a panel too tall for what is left of a
// column or a page continues in the next one at full scale. A cut may only fall where nothing
// straddles it: between system rows, table rows, rows of boxes, lines of text. Groups marked
// `keep` (a system row, a diagram, a table row) count as one piece. Linear after a sort, so a
// ship with thousands of boxes splits as fast as a small one.
import { group, itemBox, type Item } from './model';

interface Piece {
  top: number;
  bottom: number;
}

/** Every indivisible piece under `items` (at offset dy), as vertical extents. */
function pieces(items: Item[], dy: number, out: Piece[]): Piece[] {
  for (const item of items) {
    if (item.kind === 'group' && !item.keep) {
      pieces(item.items, dy + item.dy, out);
      continue;
    }
    const b = itemBox(item);
    if (b) out.push({ top: b.y + dy, bottom: b.y + b.h + dy });
  }
  return out;
}

/**
 * The lowest cut at or above `limit` with content above it and nothing straddling it, or
 * undefined when there is none. A cut at height c sends every piece whose top is at or below c to
 * the second part.
 */
export function findCut(items: Item[], limit: number, eps = 1e-6): number | undefined {
  const ps = pieces(items, 0, []).sort((a, b) => a.top - b.top);
  let maxBottom = -Infinity;
  let best: number | undefined;
  for (let i = 0; i < ps.length; i++) {
    const c = ps[i].top;
    if (c > limit + eps) break;
    // Every piece starting above c must end by c.
    if (i > 0 && maxBottom <= c + eps && c > eps) best = c;
    maxBottom = Math.max(maxBottom, ps[i].bottom);
  }
  return best;
}

/** Items above the cut, and the items below it moved up by `cut`. Groups keep their attributes. */
export function splitAt(items: Item[], cut: number, dy = 0, outermost = true): [Item[], Item[]] {
  const above: Item[] = [];
  const below: Item[] = [];
  for (const item of items) {
    if (item.kind === 'group' && !item.keep) {
      const [a, b] = splitAt(item.items, cut, dy + item.dy, false);
      if (a.length) above.push(group(item.dx, item.dy, a, item.attrs));
      if (b.length) below.push(group(item.dx, outermost ? item.dy - cut : item.dy, b, item.attrs));
      continue;
    }
    const box = itemBox(item);
    const top = box ? box.y + dy : 0;
    if (top < cut - 1e-6) above.push(item);
    else below.push(outermost ? shift(item, -cut) : item);
  }
  return [above, below];
}

/** An item moved down by dy (only used on top-level items; nested ones move with their group). */
function shift(item: Item, dy: number): Item {
  return group(0, dy, [item]);
}

// The Star Fleet Battles ship display, laid out as an SSD is: shields #6, #1 and #2 across the
// top, the hull outline under them with the ship's systems as labelled box groups inside it, and
// shields #5, #4 and #3 across the bottom, so each shield sits on the side of the ship it guards.
// The display spans the page; a hull whose groups outgrow what is left of the page is cut between
// their rows and continues on the next page in a hull of its own, so a large ship is never shrunk.
import { Block } from './blocks';
import { numberText } from './describe';
import { findCut, splitAt } from './split';
import { boxTrack } from './boxes';
import { group, text, type Item } from './model';
import { num } from './svg';
import { STYLE } from './style';
import { lineHeight, textWidth, wrapText } from './text';

/** A group of systems inside the hull: its caption and how to fill it at a width. */
export interface HullGroup {
  title: string;
  key: string;
  fill: (b: Block, x: number, w: number) => void;
}

const SHIELD_NAMES = ['front', 'right front', 'right rear', 'rear', 'left rear', 'left front'];
/** Where each shield goes: row 0 above the hull, row 1 under it; column 0-2 from the left. */
const SHIELD_PLACES: [number, number][] = [
  [0, 1],
  [0, 2],
  [1, 2],
  [1, 1],
  [1, 0],
  [0, 0],
];
/** The hull's corners are cut this far (mm): more at the bow than at the stern. */
const BOW_CUT = 6;
const STERN_CUT = 4;
/** Inside the hull outline: left and right, and below the bow and above the stern. */
const HULL_PAD_X = 2.5;
const HULL_PAD_TOP = 4.5;
const HULL_PAD_BOTTOM = 3;
/** Columns of groups inside the hull are at least this wide. */
const MIN_GROUP_COLUMN = 52;
/** A group is cut at a column end only when at least this much of it fits there. */
const MIN_PIECE = 10;
const CAPTION = STYLE.labelSize;

/**
 * A box group of the hull: a thin frame with its caption on a grey band. Like a panel it can be
 * cut between the rows of its content; the part after a cut repeats the caption, "(continued)".
 */
export function hullGroup(title: string, width: number, attrs: [string, string][], fill: (b: Block, x: number, w: number) => void): Block {
  const content = new Block(width);
  const pad = 1.4;
  fill(content, pad, width - 2 * pad);
  return framedGroup(title, width, attrs, content.items, content.y, false, pad);
}

function framedGroup(title: string, width: number, attrs: [string, string][], items: Item[], contentH: number, continued: boolean, pad: number): Block {
  const lines = wrapText(continued ? `${title} (continued)` : title, CAPTION, width - 2 * pad);
  const barH = lines.length * CAPTION * STYLE.leading - (CAPTION * STYLE.leading - lineHeight(CAPTION)) + 1;
  const head = new Block(width);
  head.add({ kind: 'rect', x: 0, y: 0, w: width, h: barH, fill: STYLE.light });
  head.y = 0.5;
  head.lines(lines, pad, CAPTION, { bold: true, role: 'heading' });
  const top = barH + pad;
  const height = top + contentH + pad;
  const out = new Block(width);
  const frame: Item = { kind: 'rect', x: 0, y: 0, w: width, h: height, fill: 'none', stroke: STYLE.ink, strokeWidth: 0.25 };
  out.add(
    group(
      0,
      0,
      [...head.items, ...(items.length ? [group(0, top, items)] : []), frame],
      [['class', 'hull-group'], ...attrs, ...(continued ? ([['data-continued', 'true']] as [string, string][]) : [])],
    ),
  );
  out.y = height;
  out.split = (maxHeight) => {
    const cut = findCut(items, maxHeight - top - pad);
    if (cut === undefined) return undefined;
    const [above, below] = splitAt(items, cut);
    if (!above.length || !below.length) return undefined;
    return [framedGroup(title, width, attrs, above, cut, continued, pad), framedGroup(title, width, attrs, below, contentH - cut, true, pad)];
  };
  return out;
}

/** A shield's group: `#1 front` and its strength, then a box per point in groups of five. */
function shieldGroup(n: number, value: number, width: number, minHeight = 0): Block {
  const b = new Block(width);
  const pad = 1.4;
  const boxes = Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
  const L = CAPTION;
  const items: Item[] = [];
  const label = `#${n}`;
  items.push(text(pad, pad + 0.8 * L, label, L, { bold: true, role: 'label' }));
  const name = SHIELD_NAMES[n - 1] ?? '';
  items.push(text(pad + textWidth(`${label} `, L), pad + 0.8 * L, name, STYLE.bodySize, { role: 'kind' }));
  const strength = numberText(value);
  items.push(text(width - pad - textWidth(strength, L), pad + 0.8 * L, strength, L, { bold: true, role: 'shield-strength' }));
  let y = pad + lineHeight(L) + 0.8;
  const track = boxTrack(boxes, pad, y, width - 2 * pad);
  // Centred in the group, the way a printed SSD lines up a shield's boxes.
  const dx = (width - 2 * pad - track.geometry.width) / 2;
  items.push(group(dx, 0, track.items, [['class', 'boxes']]));
  y = Math.max(minHeight, y + track.geometry.height + pad);
  items.push({ kind: 'rect', x: 0, y: 0, w: width, h: y, fill: 'none', stroke: STYLE.ink, strokeWidth: 0.35 });
  b.add(
    group(
      0,
      0,
      items,
      [
        ['class', 'shield'],
        ['data-shield', String(n)],
        ['data-boxes', String(boxes)],
      ],
      true,
    ),
  );
  b.y = y;
  return b;
}

interface Placed {
  block: Block;
  x: number;
  y: number;
}

/** The groups flowed down `n` columns no taller than `cap`; what does not fit is left in `rest`. */
function flowColumns(pieces: Block[], n: number, colW: number, cap: number, cut = true): { placed: Placed[]; height: number; rest: Block[] } {
  const placed: Placed[] = [];
  let col = 0;
  let y = 0;
  let height = 0;
  const queue = [...pieces];
  while (queue.length) {
    const b = queue[0];
    const x = col * (colW + STYLE.gap);
    if (y + b.y <= cap + 1e-9) {
      placed.push({ block: b, x, y });
      height = Math.max(height, y + b.y);
      y += b.y + STYLE.gap;
      queue.shift();
      continue;
    }
    const room = cap - y;
    const parts = cut && (room >= MIN_PIECE || y === 0) ? b.split?.(room) : undefined;
    if (parts) {
      placed.push({ block: parts[0], x, y });
      height = Math.max(height, y + parts[0].y);
      queue[0] = parts[1];
    }
    if (++col >= n) break;
    y = 0;
  }
  return { placed, height, rest: queue };
}

/** A hull may be this much taller (mm) to keep every group whole rather than cut one across columns. */
const WHOLE_GROUPS_SLACK = 12;

/**
 * The lowest column height (to 0.5 mm) at which every group fits `n` columns. Groups stay whole
 * when that costs at most WHOLE_GROUPS_SLACK of height: a group cut in two reads worse than a
 * hull a line or two taller.
 */
function balancedColumns(pieces: Block[], n: number, colW: number): { placed: Placed[]; height: number } {
  const lowest = (cut: boolean) => {
    const total = pieces.reduce((t, p) => t + p.y + STYLE.gap, 0);
    let lo = 0;
    let hi = Math.max(total, ...pieces.map((p) => p.y));
    let best = flowColumns(pieces, n, colW, hi, cut);
    for (let i = 0; i < 30 && hi - lo > 0.5; i++) {
      const mid = (lo + hi) / 2;
      const f = flowColumns(pieces, n, colW, mid, cut);
      if (!f.rest.length) {
        best = f;
        hi = mid;
      } else lo = mid;
    }
    return best;
  };
  const cut = lowest(true);
  const whole = lowest(false);
  return !whole.rest.length && whole.height <= cut.height + WHOLE_GROUPS_SLACK ? whole : cut;
}

/** Columns of groups that fit inside a hull of this width. */
function groupColumns(width: number): { n: number; colW: number } {
  const inner = width - 2 * HULL_PAD_X;
  const n = Math.max(1, Math.min(3, Math.floor((inner + STYLE.gap) / (MIN_GROUP_COLUMN + STYLE.gap))));
  return { n, colW: (inner - (n - 1) * STYLE.gap) / n };
}

/** The hull outline: a rectangle with its corners cut, the bow (up) more than the stern. */
function hullOutline(w: number, h: number): Item {
  const a = Math.min(BOW_CUT, h / 3, w / 4);
  const s = Math.min(STERN_CUT, h / 3, w / 4);
  const p = [
    [a, 0],
    [w - a, 0],
    [w, a],
    [w, h - s],
    [w - s, h],
    [s, h],
    [0, h - s],
    [0, a],
  ];
  return { kind: 'path', d: `M${p.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}Z`, fill: 'none', stroke: STYLE.ink, strokeWidth: 0.6, bbox: { x: 0, y: 0, w, h } };
}

/** A small arrowhead on the hull's top edge, pointing the way the ship faces (shield #1's side). */
function bowMark(w: number): Item {
  const c = w / 2;
  return { kind: 'path', d: `M${num(c)} 0.6L${num(c + 1.6)} 3L${num(c - 1.6)} 3Z`, fill: STYLE.ink, bbox: { x: c - 1.6, y: 0.6, w: 3.2, h: 2.4 } };
}

/** One row of three shield places (some may be empty), as items from y = 0, and its height. */
function shieldRow(shields: readonly number[], row: number, width: number): { items: Item[]; height: number } {
  const cellW = (width - 2 * STYLE.gap) / 3;
  const items: Item[] = [];
  const here = SHIELD_PLACES.map(([r, c], i) => ({ r, c, i })).filter((p) => p.r === row && p.i < shields.length);
  // The groups of a row are drawn as tall as its tallest, so that the row reads as one band.
  const height = Math.max(0, ...here.map((p) => shieldGroup(p.i + 1, shields[p.i], cellW).y));
  for (const p of here) items.push(group(p.c * (cellW + STYLE.gap), 0, shieldGroup(p.i + 1, shields[p.i], cellW, height).items));
  return { items, height };
}

interface HullPart {
  top: boolean;
  bottom: boolean;
  continued: boolean;
}

/**
 * The ship display at `width`: the shields around a hull holding `groups`, laid out in columns
 * of the hull. It can be cut between group rows (Block.split); the first part keeps the top
 * shields, the last the bottom ones.
 */
export function hullDisplay(shields: readonly number[], groups: HullGroup[], width: number): Block {
  const { n, colW } = groupColumns(width);
  const pieces = groups.map((g) => hullGroup(g.title, colW, [['data-panel', g.key]], g.fill));
  return hullPart(shields, pieces, width, n, colW, { top: true, bottom: true, continued: false });
}

function hullPart(shields: readonly number[], pieces: Block[], width: number, n: number, colW: number, part: HullPart): Block {
  const out = drawPart(shields, balancedColumns(pieces, n, colW), width, part);
  out.split = (maxHeight) => {
    // As many groups as fit above the cut; the rest, and the bottom shields, go on.
    const head = { ...part, bottom: false };
    const f = flowColumns(pieces, n, colW, maxHeight - overheadOf(shields, width, head));
    if (!f.placed.length) return undefined;
    const first = drawPart(shields, f, width, head);
    if (first.y > maxHeight + 1e-9) return undefined;
    return [first, hullPart(shields, f.rest, width, n, colW, { top: false, bottom: part.bottom, continued: true })];
  };
  return out;
}

function overheadOf(shields: readonly number[], width: number, part: HullPart): number {
  const t = part.top && shields.length ? shieldRow(shields, 0, width).height : 0;
  const b = part.bottom && shields.length ? shieldRow(shields, 1, width).height : 0;
  return (t ? t + STYLE.gap : 0) + HULL_PAD_TOP + HULL_PAD_BOTTOM + (b ? b + STYLE.gap : 0) + (part.continued ? lineHeight(STYLE.smallSize) + 1 : 0);
}

function drawPart(shields: readonly number[], inner: { placed: Placed[]; height: number }, width: number, part: HullPart): Block {
  const hasShields = shields.length > 0;
  const top = part.top && hasShields ? shieldRow(shields, 0, width) : { items: [], height: 0 };
  const bottom = part.bottom && hasShields ? shieldRow(shields, 1, width) : { items: [], height: 0 };
  const items: Item[] = [...top.items];
  let y = top.height ? top.height + STYLE.gap : 0;
  // A last part left with nothing but the stern shields has no hull of its own.
  if (inner.placed.length || !part.continued) {
    const hullTop = y;
    const hull: Item[] = [];
    let iy = HULL_PAD_TOP;
    if (part.continued) {
      hull.push(text(HULL_PAD_X, iy + 0.8 * STYLE.smallSize, 'Hull (continued)', STYLE.smallSize, { bold: true, role: 'continued-title' }));
      iy += lineHeight(STYLE.smallSize) + 1;
    }
    for (const p of inner.placed) hull.push(group(HULL_PAD_X + p.x, iy + p.y, p.block.items));
    const hullH = iy + inner.height + HULL_PAD_BOTTOM;
    items.push(group(0, hullTop, [hullOutline(width, hullH), ...(part.top ? [bowMark(width)] : []), ...hull], [['class', 'hull']]));
    y = hullTop + hullH;
  }
  if (bottom.height) {
    if (y > 0) y += STYLE.gap;
    items.push(group(0, y, bottom.items));
    y += bottom.height;
  }
  const out = new Block(width);
  out.add(group(0, 0, items, [['class', 'ship-display'], ...(part.continued ? ([['data-continued', 'true']] as [string, string][]) : [])], true));
  out.y = y;
  return out;
}

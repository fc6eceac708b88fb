// The record sheet of a fighter or shuttle flight (docs/render.md "Flights"): what a player needs to
// play it — the flight's figures (defense, thrust, offensive bonus, jinking, turning, initiative),
// each craft's armor by side, the weapons every craft carries, and a row of structure boxes per craft
// to cross off. One A4 (or Letter) page: a flight is at most 12 craft (compiler/catalog/flights.ts).
import type { CompiledFlight } from '../compiler/types';
import { Block, panel } from './blocks';
import { boxTrack } from './boxes';
import { PAGES, type RenderOptions } from './layout';
import { group, text, type Item, type Sheet } from './model';
import { STYLE } from './style';
import { table } from './tables';
import { sheetToSvg } from './svg-out';
import { textWidth, wrapText } from './text';
import { numberText } from './describe';
import { diceText, fireControlText, NOT_STATED, penaltyText } from './weapons';

// Numbers in the one form the ship sheets use (`1/3`, not `0.33`); a figure the file leaves out
// prints "not stated", never a blank or a bare dash.
const fmt = (n: unknown): string => (typeof n === 'number' ? numberText(n) : NOT_STATED);
const signed = (n: unknown): string => (typeof n === 'number' && n >= 0 ? `+${numberText(n)}` : fmt(n));
const arcText = (a: unknown): string => (Array.isArray(a) && a.length === 2 ? (a[0] === 0 && a[1] === 360 ? 'all' : `${a[0]}..${a[1]}`) : NOT_STATED);
const fireControl = (fc: unknown): string => fireControlText(fc) ?? NOT_STATED;

/** The modes of a weapon beyond its flat profile, as the ship sheet's Modes column words them. */
function modesText(w: Record<string, unknown>): string {
  const out: string[] = [];
  if (typeof w.mode === 'string') out.push(`${w.mode}${w.mode === 'raking' && typeof w.rake === 'number' ? ` (rake ${w.rake})` : ''}`);
  for (const m of Array.isArray(w.modes) ? (w.modes as Record<string, unknown>[]) : []) out.push(`${m.name ?? m.mode}${typeof m.damage === 'string' ? ` ${m.damage}` : ''}`);
  return out.join(', ') || 'standard';
}

function headerBlock(f: CompiledFlight, width: number): Block {
  const b = new Block(width);
  const title = f.displayName ?? f.name;
  b.lines(wrapText(title, STYLE.titleSize, width), 0, STYLE.titleSize, { bold: true, role: 'title' });
  b.space(1);
  const size = f.minCraft === f.maxCraft ? `${f.maxCraft} craft` : `${f.minCraft} to ${f.maxCraft} craft`;
  const sub = [`Fighter flight \`${f.name}\``, size, ...(typeof f.points === 'number' ? [`${fmt(f.points)} points a craft`] : []), ...(typeof f.faction === 'string' ? [f.faction] : [])];
  b.phrases(sub.map((s) => s.replace(/`/g, '')), 0, width, STYLE.subtitleSize, { role: 'subtitle' });
  return b;
}

function figuresBlock(f: CompiledFlight, width: number): Block {
  return panel('Flight', width, [['data-block', 'flight']], (b, x, w) => {
    table(b, x, w, [{ header: 'figure' }, { header: 'value', align: 'right' }], [
      ['Forward defense', fmt(f.forwardDefense)],
      ['Side defense', fmt(f.sideDefense)],
      ['Free thrust', fmt(f.freeThrust)],
      ['Offensive bonus', signed(f.offensiveBonus)],
      ['Jinking limit', fmt(f.jinkingLimit)],
      ['Turn cost', typeof f.turnCost === 'number' ? `${numberText(f.turnCost)} x speed` : NOT_STATED],
      ['Turn delay', typeof f.turnDelay === 'number' ? `${numberText(f.turnDelay)} x speed` : NOT_STATED],
      ['Initiative', signed(f.initiative)],
    ]);
  });
}

function armorBlock(f: CompiledFlight, width: number): Block {
  return panel('Armor (each craft)', width, [['data-block', 'armor']], (b, x, w) => {
    table(b, x, w, [{ header: 'fore' }, { header: 'aft' }, { header: 'port' }, { header: 'starboard' }], [f.armor.map(fmt)], { attrs: [['data-armor', f.armor.join('/')]] });
  });
}

function weaponsBlock(f: CompiledFlight, width: number): Block {
  return panel('Weapons (each craft)', width, [['data-block', 'weapons']], (b, x, w) => {
    if (!f.weapons.length) {
      b.paragraph('None: the flight carries no weapons.', x, w, STYLE.bodySize);
      return;
    }
    const rows = f.weapons.map((s) => {
      const name = typeof s.class === 'string' ? `${s.id} ${s.class}` : s.id;
      return [name, arcText(s.arc), diceText(s.damage) ?? NOT_STATED, typeof s.rangePenalty === 'number' ? penaltyText(s.rangePenalty) : NOT_STATED, fireControl(s.fireControl), fmt(s.rateOfFire ?? 1), fmt(s.loading ?? 1), fmt(s.intercept ?? 0), modesText(s)];
    });
    table(
      b,
      x,
      w,
      ['weapon', 'arc', 'damage', 'range pen.', 'fire control', 'shots', 'load', 'intercept', 'modes'].map((h, i) => ({ header: h, ...(i >= 3 && i <= 7 ? { align: 'right' as const } : {}) })),
      rows,
      { rowAttrs: f.weapons.map((s) => [['data-weapon', s.id]]) },
    );
  });
}

/** One row of structure boxes per craft; craft beyond `minCraft` are the ones a smaller flight leaves out. */
function craftBlock(f: CompiledFlight, width: number): Block {
  return panel(`Craft (structure ${f.structure} each)`, width, [['data-block', 'craft']], (b, x, w) => {
    const label = (k: number) => `Craft ${k}${k > f.minCraft ? ' (optional)' : ''}`;
    const labelW = textWidth(label(Math.max(f.maxCraft, 10)) + ' ', STYLE.labelSize);
    for (let k = 1; k <= f.maxCraft; k++) {
      const items: Item[] = [text(0, 0.8 * STYLE.labelSize, label(k), STYLE.labelSize, { role: 'label' })];
      const track = boxTrack(f.structure, labelW, 0, Math.max(STYLE.box, w - labelW));
      items.push(group(0, 0, track.items, [['class', 'boxes']]));
      b.add(group(x, b.y, items, [['data-craft', String(k)], ['data-boxes', String(f.structure)]], true));
      b.y += Math.max(STYLE.labelSize, track.geometry.height) + STYLE.rowGap;
    }
    b.y -= STYLE.rowGap;
  });
}

/** Lays a flight's sheet out on one page (the model render/svg-out.ts draws and tests measure). */
export function layoutFlight(f: CompiledFlight, options: RenderOptions = {}): Sheet {
  return flightLayout(f, options).sheet;
}

/** The flight's sheet and the height its content takes below the top margin. */
function flightLayout(f: CompiledFlight, options: RenderOptions): { sheet: Sheet; used: number } {
  const page = PAGES[options.page ?? 'a4'] ?? PAGES.a4;
  const m = STYLE.margin;
  const width = page.width - 2 * m;
  const colW = (width - STYLE.gap) / 2;
  const items: Item[] = [];
  let y = m;
  const place = (b: Block, x: number, at: number) => items.push(group(m + x, at, b.items));
  const header = headerBlock(f, width);
  place(header, 0, y);
  y += header.y + STYLE.gap;
  const figures = figuresBlock(f, colW);
  const armor = armorBlock(f, colW);
  place(figures, 0, y);
  place(armor, colW + STYLE.gap, y);
  y += Math.max(figures.y, armor.y) + STYLE.gap;
  const weapons = weaponsBlock(f, width);
  place(weapons, 0, y);
  y += weapons.y + STYLE.gap;
  const craft = craftBlock(f, width);
  place(craft, 0, y);
  y += craft.y;
  // Never larger than the page: a flight is at most 12 craft; should it not fit, scale it down.
  const scale = Math.min(1, (page.height - m) / (y + m));
  return { sheet: flightSheet(f, page, scale, items), used: y - m };
}

function flightSheet(f: CompiledFlight, page: { width: number; height: number }, scale: number, items: Item[]): Sheet {
  return {
    width: page.width,
    height: page.height,
    scale,
    columns: 2,
    title: `${f.displayName ?? f.name} — Fighter Flight`,
    rootAttrs: [
      ['data-flight', f.name],
      ['data-ruleset', 'b5wars'],
    ],
    pages: [items],
  };
}

/**
 * The sheets of several flights for one document: consecutive flights share a page when they fit
 * on it one under another, at full size, a rule between them (`drydock render --format pdf`).
 */
export function layoutFlights(flights: readonly CompiledFlight[], options: RenderOptions = {}): Sheet[] {
  return placeFlights(flights, options).sheets;
}

/** The flights' sheets, and for each flight the index of the sheet it is drawn on (a fleet roster names its page). */
export function placeFlights(flights: readonly CompiledFlight[], options: RenderOptions = {}): { sheets: Sheet[]; sheetOf: number[] } {
  const sheetOf: number[] = [];
  const page = PAGES[options.page ?? 'a4'] ?? PAGES.a4;
  const m = STYLE.margin;
  const room = page.height - 2 * m;
  const out: Sheet[] = [];
  let shared: { sheet: Sheet; y: number; names: string[] } | undefined;
  for (const f of flights) {
    const { sheet, used } = flightLayout(f, options);
    const gap = 4 * STYLE.gap;
    if (shared && sheet.scale === 1 && shared.y + gap + used <= room + 1e-9) {
      const top = shared.y + gap;
      const rule = m + top - gap / 2;
      shared.sheet.pages[0].push({ kind: 'line', x1: m, y1: rule, x2: page.width - m, y2: rule, stroke: STYLE.mid, strokeWidth: 0.35 });
      shared.sheet.pages[0].push(group(0, top, sheet.pages[0], [['data-flight', f.name]]));
      shared.y = top + used;
      shared.names.push(f.displayName ?? f.name);
      shared.sheet.title = `${shared.names.join(', ')} — Fighter Flights`;
      sheetOf.push(out.length - 1);
      continue;
    }
    const copy: Sheet = { ...sheet, pages: [[...sheet.pages[0]]] };
    out.push(copy);
    sheetOf.push(out.length - 1);
    shared = sheet.scale === 1 ? { sheet: copy, y: used, names: [f.displayName ?? f.name] } : undefined;
  }
  return { sheets: out, sheetOf };
}

/** A flight's record sheet as an SVG document. */
export function renderFlightSvg(f: CompiledFlight, options: RenderOptions = {}): string {
  return sheetToSvg(layoutFlight(f, options));
}

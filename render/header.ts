// The head of the sheet: the class name, the ship's handle, ruleset and affiliation, then the
// headline values as a grid of small captions over bold values.
import type { CompiledShip } from '../compiler/types';
import { Block } from './blocks';
import { RULESET_TITLES, numberText } from './describe';
import { group, text, type Item } from './model';
import { STYLE } from './style';
import { lineHeight, textWidth, wrapText } from './text';

export interface Headline {
  caption: string;
  value: string;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);
const numOrStr = (v: unknown): string | undefined => (typeof v === 'number' ? numberText(v) : str(v));

/**
 * Forward and side defense ratings as `14/16`: from `forwardDefense` / `sideDefense`, or a
 * `defense` record with `forward` and `side` (whichever form the compiled ship carries).
 */
export function defenseRatings(ship: CompiledShip): string | undefined {
  const rec = ship.defense && typeof ship.defense === 'object' && !Array.isArray(ship.defense) ? (ship.defense as Record<string, unknown>) : {};
  const fwd = numOrStr(ship.forwardDefense ?? ship.defenseForward ?? rec.forward ?? rec.fore);
  const side = numOrStr(ship.sideDefense ?? ship.defenseSide ?? rec.side);
  if (fwd === undefined && side === undefined) return undefined;
  return `${fwd ?? '-'}/${side ?? '-'}`;
}

/** The headline values of a ship, in the order an SSD's data block gives them. */
export function headlines(ship: CompiledShip): Headline[] {
  const out: Headline[] = [];
  const add = (caption: string, value: string | undefined) => {
    if (value !== undefined && value !== '') out.push({ caption, value });
  };
  const d = ship.derived ?? {};
  if (ship.ruleset === 'sfb') {
    add('BPV', numOrStr(ship.points));
    add('Size class', numOrStr(ship.sizeClass));
    add('Move cost', numOrStr(ship.moveCost));
    if (d.power) add('Power', `${numberText(d.power.total)}`);
    add('Sensor', numOrStr(ship.sensor));
    add('Scanner', numOrStr(ship.scanner));
    add('Damage control', numOrStr(ship.damageControl));
    if (d.ew) add('EW limit', numberText(d.ew.limit));
    add('Breakdown', str(ship.breakdown));
    add('Turn mode', str(ship.turnMode));
    if (ship.zship === true) add('Z-ship', 'yes');
    if (ship.xship === true) add('X-ship', 'yes');
  } else {
    add('Points', numOrStr(ship.points));
    add('Size', str(ship.size));
    const def = defenseRatings(ship);
    if (def) add('Defense fwd/side', def);
    const budget = d.powerBudget;
    add('Power', budget ? numberText(budget.available) : numOrStr(ship.power));
    if (budget) add('Power needed', numberText(budget.required));
    add('Thrust', d.impulseThrust !== undefined && d.impulseThrust !== ship.thrust && ship.thrust !== undefined ? `${numOrStr(ship.thrust)} (impulse ${numberText(d.impulseThrust)})` : numOrStr(ship.thrust ?? d.impulseThrust));
    add('Accel', numOrStr(ship.accel));
    // A fractional cost is paid in whole points, rounded up (the roundThrustCosts constant).
    const rounds = !Number.isInteger(ship.turnCost) && (ship.rules as Record<string, unknown> | undefined)?.roundThrustCosts !== false;
    add('Turn cost', typeof ship.turnCost === 'number' ? `${numberText(ship.turnCost)} x speed${rounds ? ', rounded up' : ''}` : undefined);
    add('Turn delay', typeof ship.turnDelay === 'number' ? `${numberText(ship.turnDelay)} x speed` : undefined);
    add('Pivot', numOrStr(ship.pivot));
    // B5-ROLL: a ship that cannot roll has no cost to print, and says so where the cost would be.
    add('Roll', ship.canRoll === false ? 'cannot roll' : numOrStr(ship.roll));
    add('Initiative', typeof ship.initiative === 'number' ? (ship.initiative > 0 ? `+${ship.initiative}` : String(ship.initiative)) : undefined);
    if (d.warp) add('Warp', d.warp.capable ? `delay ${numberText(d.warp.delay)}` : 'no');
    else add('Warp delay', numOrStr(ship.warpDelay));
    if (d.gravitic !== undefined) add('Gravitic', d.gravitic ? 'yes' : 'no');
    if (ship.firstOne === true) add('First One', 'yes');
    // Craft carried with no hangar system to hold them (B5-HANGAR).
    if (typeof ship.complement === 'number') add('Craft carried', [numberText(ship.complement), str(ship.complementCraft)].filter(Boolean).join(' '));
  }
  return out;
}

/** The line under the title: handle, ruleset, affiliation, class and lineage. */
export function subtitle(ship: CompiledShip): string {
  const parts: string[] = [String(ship.name)];
  parts.push(RULESET_TITLES[ship.ruleset] ?? String(ship.ruleset));
  const faction = str(ship.empire) ?? str(ship.faction);
  if (faction) parts.push(faction);
  for (const k of ['class', 'variant', 'year'] as const) {
    const v = str(ship[k]);
    if (v) parts.push(v);
  }
  if (str(ship.extends)) parts.push(`variant of ${ship.extends}`);
  return parts.join(' · ');
}

export function headerBlock(ship: CompiledShip, width: number): Block {
  const b = new Block(width);
  const title = str(ship.displayName) ?? String(ship.name);
  const items: Item[] = [];
  b.lines(wrapText(title, STYLE.titleSize, width), 0, STYLE.titleSize, { bold: true, role: 'ship-title' });
  b.space(1.2);
  b.paragraph(subtitle(ship), 0, width, STYLE.subtitleSize, { role: 'subtitle' });
  b.space(2);
  // Headline grid: captions over values, cells flowing left to right.
  const cells = headlines(ship);
  const C = STYLE.smallSize;
  const V = STYLE.labelSize + 0.5;
  const cellH = lineHeight(C) + 0.5 + lineHeight(V);
  const cellGap = 4;
  let x = 0;
  let rowTop = b.y;
  const rowH = cellH + 1.6;
  for (const cell of cells) {
    const caption = cell.caption.toUpperCase();
    const valueLines = wrapText(cell.value, V, width);
    const value = valueLines.length > 1 ? valueLines[0] : cell.value;
    const w = Math.min(width, Math.max(textWidth(caption, C), textWidth(value, V)));
    if (x > 0 && x + w > width) {
      x = 0;
      rowTop += rowH;
    }
    const cellItems: Item[] = [
      text(0, 0.8 * C, caption, C, { role: 'caption' }),
      text(0, lineHeight(C) + 0.5 + 0.8 * V, value, V, { bold: true, role: 'value' }),
    ];
    items.push(group(x, rowTop, cellItems, [['class', 'headline'], ['data-caption', cell.caption]]));
    x += w + cellGap;
  }
  if (cells.length) b.y = rowTop + cellH;
  b.space(1.5);
  items.push({ kind: 'line', x1: 0, y1: b.y, x2: width, y2: b.y, stroke: STYLE.ink, strokeWidth: 0.5 });
  b.add(...items);
  b.space(0.25);
  return b;
}

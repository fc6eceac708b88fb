// The Energy Allocation form of a Star Fleet Battles sheet: a line per source and use of energy
// the ship has (warp, impulse, other power, batteries, the ionic or central capacitor, shields,
// the seventh shield, movement) and a column per turn to write the turn's figures in. Like the
// b5wars turn record it is drawn in the paper the sheet leaves free, with as many turns as fit
// there: in bands, one under another, when one band across the space holds too few.
import type { CompiledShip } from '../compiler/types';
import { Block, panel } from './blocks';
import { numberText } from './describe';
import { group, text, type Item } from './model';
import { STYLE } from './style';
import { textWidth } from './text';

/** Height of a line to write a number in. */
export const EA_ROW = 4.5;
/** Width of a turn's column. */
export const EA_COL = 9;
/** Fewer turns than this are not worth a form. */
export const EA_MIN_TURNS = 3;
/** At most this many turns, however much paper is free. */
export const EA_MAX_TURNS = 30;

export interface EaLine {
  key: string;
  label: string;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** The lines this ship's form needs: only those of systems and figures it has. */
export function energyLines(ship: CompiledShip): EaLine[] {
  const d = ship.derived ?? {};
  const p = d.power;
  const has = (base: string) => ship.systems.some((s) => s.base === base);
  const out: EaLine[] = [];
  const add = (key: string, label: string, figure?: string) => out.push({ key, label: figure === undefined ? label : `${label} ${figure}` });
  if (p && p.warp > 0) add('warp', 'Warp', numberText(p.warp));
  if (p && p.impulse > 0) add('impulse', 'Impulse', numberText(p.impulse));
  if (p && p.other > 0) add('other', 'Other power', numberText(p.other));
  // Batteries hold what they state: quantum batteries their capacity (Z-BTY-1), others a box each.
  const qb = ship.systems.filter((s) => s.base === 'quantumBattery');
  const plain = ship.systems.filter((s) => s.base === 'battery');
  if (qb.length || plain.length || d.batteries) {
    const held = d.batteries && !plain.length ? d.batteries.capacity : sum(qb.map((s) => num(s.capacity) ?? 4)) + sum(plain.map((s) => num(s.boxes) ?? 0));
    add('batteries', 'Batteries', `of ${numberText(held)}`);
  }
  const ionic = ship.systems.find((s) => s.base === 'ionicCapacitor');
  if (ionic || d.ionicCapacitor) add('ionicCapacitor', 'Ionic capacitor', `of ${numberText(num(ionic?.capacity) ?? d.ionicCapacitor?.capacity ?? 0)}`);
  const central = ship.systems.find((s) => s.base === 'centralCapacitor');
  if (central || d.centralCapacitor) add('centralCapacitor', 'Central capacitor', `of ${numberText(num(central?.max) ?? d.centralCapacitor?.max ?? 0)}`);
  const sc = (d as { shieldCost?: { shields: number; seventhShield: number } }).shieldCost;
  if (Array.isArray(ship.shields) && ship.shields.length && (sc ? sc.shields > 0 : true)) add('shields', 'Shields', sc ? numberText(sc.shields) : undefined);
  if (has('seventhShield')) add('seventhShield', 'Seventh shield', sc?.seventhShield ? numberText(sc.seventhShield) : undefined);
  const move = num(ship.moveCost);
  if (move !== undefined) add('movement', 'Movement', `${numberText(move)}/hex`);
  return out;
}

function labelWidth(lines: EaLine[]): number {
  const S = STYLE.smallSize;
  return Math.max(textWidth('Turn', S), ...lines.map((l) => textWidth(l.label, S))) + 1.8;
}

/** How many turns one band holds across a width (inside the panel). */
export function bandTurns(ship: CompiledShip, width: number): number {
  return Math.max(0, Math.floor((width - 2 * STYLE.pad - labelWidth(energyLines(ship))) / EA_COL));
}

/** The form with `turns` columns, in as few bands as `width` allows, the bands equal. */
export function energyAllocation(ship: CompiledShip, width: number, turns: number): Block {
  const lines = energyLines(ship);
  const perBand = Math.max(1, bandTurns(ship, width));
  const bands = Math.max(1, Math.ceil(turns / perBand));
  const each = Math.ceil(turns / bands);
  return panel(
    'Energy allocation',
    width,
    [
      ['data-panel', 'energy-allocation'],
      ['data-turns', String(turns)],
    ],
    (b, x, w) => {
      const S = STYLE.smallSize;
      const labelW = labelWidth(lines);
      // The turns' columns share the band's width, a little wider than EA_COL when the bands are short.
      const col = Math.max(EA_COL, Math.min(1.6 * EA_COL, (w - labelW) / each));
      const stroke = { stroke: STYLE.ink, strokeWidth: 0.2 };
      const headH = S * STYLE.leading + 1;
      for (let band = 0; band < bands; band++) {
        const first = band * each;
        const n = Math.min(each, turns - first);
        if (n <= 0) break;
        if (band) b.space(1.5);
        const rows: Item[] = [];
        let y = 0;
        [{ key: 'turn', label: 'Turn' }, ...lines].forEach((line, r) => {
          const h = r === 0 ? headH : EA_ROW;
          const items: Item[] = [{ kind: 'rect', x: 0, y: 0, w: labelW + n * col, h, fill: r === 0 ? STYLE.light : 'none', ...stroke }];
          items.push(text(0.9, h / 2 + 0.35 * S, line.label, S, { bold: true, role: r === 0 ? 'table-header' : 'ea-line' }));
          for (let t = 0; t < n; t++) {
            const cx = labelW + t * col;
            items.push({ kind: 'line', x1: cx, y1: 0, x2: cx, y2: h, ...stroke });
            if (r === 0) items.push(text(cx + 0.9, h / 2 + 0.35 * S, String(first + t + 1), S, { bold: true, role: 'table-header' }));
          }
          rows.push(
            group(
              0,
              y,
              items,
              r === 0
                ? [['class', 'table-head']]
                : [
                    ['class', 'ea-line'],
                    ['data-line', line.key],
                  ],
              true,
            ),
          );
          y += h;
        });
        // A band stays whole: its lines mean nothing without the turn numbers over them.
        b.add(
          group(
            x,
            b.y,
            rows,
            [
              ['class', 'table'],
              ['data-table', 'energy-allocation'],
              ['data-band', String(band + 1)],
            ],
            true,
          ),
        );
        b.y += y;
      }
    },
  );
}

/** The most turns (at most EA_MAX_TURNS, at least EA_MIN_TURNS) whose form fits `width` x `height`; 0 when none. */
export function turnsThatFit(ship: CompiledShip, width: number, height: number): number {
  if (!energyLines(ship).length || bandTurns(ship, width) < EA_MIN_TURNS) return 0;
  for (let t = EA_MAX_TURNS; t >= EA_MIN_TURNS; t--) if (energyAllocation(ship, width, t).y <= height + 1e-9) return t;
  return 0;
}

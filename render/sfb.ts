// The Star Fleet Battles sheet: shields #1-6 (diagram and box tracks) with the seventh shield,
// weapons with their arcs, power systems with the power totals, capacitors and batteries with
// their derived capacities, the other systems, the Z-ship modifiers and notes.
import { zshipDefaults } from '../compiler/catalog/index';
import type { CompiledShip, CompiledSystem } from '../compiler/types';
import { panel, type Block } from './blocks';
import { group } from './model';
import { humanize, kindOf, numberText, valueText } from './describe';
import { sectorDiagram } from './diagram';
import { systemRowFor, systemRows, type BlockFactory } from './b5wars';
import { notesBlock, rulesBlock } from './notes';
import { statedAgainstRule } from './stated';
import { numberedTrack } from './boxes';
import { systemRow } from './rows';
import { STYLE } from './style';
import { table } from './tables';
import { wrapText } from './text';

/** Shield #n faces the hex side n: #1 the bow, then clockwise. */
export const SFB_SHIELD_ARCS: [number, number][] = [
  [330, 30],
  [30, 90],
  [90, 150],
  [150, 210],
  [210, 270],
  [270, 330],
];
const SHIELD_NAMES = ['front', 'right front', 'right rear', 'rear', 'left rear', 'left front'];

/** Energy points drawn at most (a track of thousands helps nobody). */
const MAX_ENERGY = 400;

function category(ship: CompiledShip, sys: CompiledSystem): string {
  if (sys.base === 'seventhShield') return 'shield';
  return kindOf(ship, sys)?.category ?? (sys.arc ? 'weapon' : 'structure');
}

function shieldsBlock(ship: CompiledShip, seventh: CompiledSystem[]): BlockFactory | undefined {
  const shields = Array.isArray(ship.shields) ? ship.shields : [];
  if (!shields.length && !seventh.length) return undefined;
  return (width) =>
    panel('Shields', width, [['data-panel', 'shields']], (b, x, w) => {
      if (shields.length) {
        sectorDiagram(
          b,
          x,
          w,
          shields.slice(0, 6).map((v, i) => ({
            key: `#${i + 1}`,
            arc: SFB_SHIELD_ARCS[i],
            lines: [`#${i + 1}`, numberText(v)],
            fill: i % 2 === 0 ? STYLE.light : STYLE.paper,
          })),
          13,
          [['data-diagram', 'shields']],
        );
        b.space(2.5);
        shields.forEach((v, i) => {
          if (i) b.space(STYLE.rowGap);
          const n = typeof v === 'number' && v > 0 ? Math.floor(v) : 0;
          systemRow(
            b,
            x,
            w,
            {
              label: `#${i + 1}`,
              title: SHIELD_NAMES[i] ?? '',
              boxes: n,
              details: [],
              attrs: [
                ['class', 'shield'],
                ['data-shield', String(i + 1)],
                ['data-boxes', String(n)],
              ],
            },
            false,
          );
        });
      }
      if (seventh.length) {
        if (shields.length) b.space(STYLE.rowGap + 0.6);
        systemRows(b, x, w, ship, seventh);
      }
    });
}

function listBlock(title: string, key: string, ship: CompiledShip, systems: CompiledSystem[], after?: (b: Block, x: number, w: number) => void): BlockFactory | undefined {
  if (!systems.length && !after) return undefined;
  return (width) =>
    panel(title, width, [['data-panel', key]], (b, x, w) => {
      systemRows(b, x, w, ship, systems);
      after?.(b, x, w);
    });
}

function capacitorsBlock(ship: CompiledShip, systems: CompiledSystem[]): BlockFactory | undefined {
  const d = ship.derived ?? {};
  const hasIonic = systems.some((s) => s.base === 'ionicCapacitor');
  const hasCentral = systems.some((s) => s.base === 'centralCapacitor');
  const orphanIonic = !hasIonic && d.ionicCapacitor;
  const orphanCentral = !hasCentral && d.centralCapacitor;
  if (!systems.length && !orphanIonic && !orphanCentral && !d.batteries) return undefined;
  const energy = (n: unknown) => (typeof n === 'number' && n > 0 ? Math.min(MAX_ENERGY, Math.ceil(n)) : 0);
  return (width) =>
    panel('Capacitors and batteries', width, [['data-panel', 'capacitors']], (b, x, w) => {
      let first = true;
      const sep = () => {
        if (!first) b.space(STYLE.rowGap);
        first = false;
      };
      for (const sys of systems) {
        sep();
        if (sys.base === 'ionicCapacitor') {
          // The sheet shows what the file states; where the rule gives another number (an allowed
          // canon exception, SSD-5) it says so beside it.
          const v = statedAgainstRule(ship, sys.capacity, d.ionicCapacitor?.capacity, 'H93.12', 'capacity');
          systemRowFor(b, x, w, ship, sys, false, { energy: energy(v.value), details: v.phrases, skip: ['capacity'], attrs: v.attrs });
        } else if (sys.base === 'centralCapacitor') {
          const v = statedAgainstRule(ship, sys.max, d.centralCapacitor?.max, 'Z-CC-1', 'max');
          systemRowFor(b, x, w, ship, sys, false, { energy: energy(v.value), details: v.phrases, skip: ['max'], attrs: v.attrs });
        } else if (sys.base === 'quantumBattery') {
          systemRowFor(b, x, w, ship, sys, false, { energy: energy(sys.capacity) });
        } else if (sys.base === 'battery') {
          systemRowFor(b, x, w, ship, sys, false, { energy: energy(sys.boxes), details: ['1 energy/box'] });
        } else systemRowFor(b, x, w, ship, sys, false);
      }
      const derivedRow = (key: string, title: string, value: number, rule: string, what: string) => {
        sep();
        systemRow(b, x, w, { label: title, title: '(derived)', boxes: 0, details: [`${what} ${numberText(value)} (${rule})`], energy: energy(value), attrs: [['class', 'derived-capacitor'], ['data-derived', key]] }, false);
      };
      if (orphanIonic) derivedRow('ionicCapacitor', 'Ionic capacitor', orphanIonic.capacity, 'H93.12', 'capacity');
      if (orphanCentral) derivedRow('centralCapacitor', 'Central capacitor', orphanCentral.max, 'Z-CC-1', 'max');
      if (d.batteries) {
        sep();
        // The batteries as written (each its stated capacity), against the rule's 4 each.
        const qb = systems.filter((s) => s.base === 'quantumBattery');
        const stated = qb.reduce((t, s) => t + (typeof s.capacity === 'number' ? s.capacity : 4), 0);
        const text =
          qb.length && Math.abs(stated - d.batteries.capacity) > 1e-9
            ? `Quantum batteries: ${qb.length} holding ${numberText(stated)} energy as written; Z-BTY-1 gives ${d.batteries.count} x 4 = ${numberText(d.batteries.capacity)}`
            : `Quantum batteries: ${d.batteries.count} x 4 = ${numberText(d.batteries.capacity)} energy (Z-BTY-1)`;
        b.paragraph(text, x, w, STYLE.smallSize, { bold: true, role: 'derived' });
      }
    });
}

function powerTotals(ship: CompiledShip): ((b: Block, x: number, w: number) => void) | undefined {
  const p = ship.derived?.power;
  const move = typeof ship.moveCost === 'number' ? ship.moveCost : undefined;
  if (!p && move === undefined && !(ship.derived as { shieldCost?: unknown } | undefined)?.shieldCost) return undefined;
  return (b, x, w) => {
    b.space(2);
    if (p) {
      table(
        b,
        x,
        w,
        [{ header: 'Warp', align: 'right' }, { header: 'Impulse', align: 'right' }, { header: 'Other', align: 'right' }, { header: 'Total', align: 'right' }],
        [[numberText(p.warp), numberText(p.impulse), numberText(p.other), numberText(p.total)]],
        { attrs: [['data-table', 'power']] },
      );
    }
    // Z-S7-2: the seventh shield's activation cost is part of the shield cost a player pays.
    const sc = (ship.derived as { shieldCost?: { shields: number; seventhShield: number; total: number } } | undefined)?.shieldCost;
    if (sc) {
      if (p) b.space(1);
      const text = sc.seventhShield ? `Shield cost ${numberText(sc.shields)} + seventh shield ${numberText(sc.seventhShield)} = ${numberText(sc.total)} per turn (Z-S7-2)` : `Shield cost ${numberText(sc.total)} per turn`;
      b.lines(wrapText(text, STYLE.smallSize, w), x, STYLE.smallSize, { role: 'derived' });
    }
    if (move !== undefined) {
      if (p || sc) b.space(1);
      b.lines(wrapText(`Movement cost ${numberText(move)} per hex`, STYLE.smallSize, w), x, STYLE.smallSize, { role: 'detail' });
    }
  };
}

function both(
  a: ((b: Block, x: number, w: number) => void) | undefined,
  c: ((b: Block, x: number, w: number) => void) | undefined,
): ((b: Block, x: number, w: number) => void) | undefined {
  if (!a || !c) return a ?? c;
  return (b, x, w) => {
    a(b, x, w);
    c(b, x, w);
  };
}

function zshipBlock(ship: CompiledShip): BlockFactory | undefined {
  const z = ship.derived?.zship;
  if (!z || typeof z !== 'object') return undefined;
  // The catalog's order (zshipDefaults) first, anything else by name.
  const known = Object.keys(zshipDefaults);
  const keys = Object.keys(z).sort((a, b) => {
    const ia = known.indexOf(a);
    const ib = known.indexOf(b);
    if (ia >= 0 || ib >= 0) return (ia < 0 ? Infinity : ia) - (ib < 0 ? Infinity : ib);
    return a < b ? -1 : a > b ? 1 : 0;
  });
  const rows = keys
    .map((k) => [k, (z as Record<string, unknown>)[k]] as const)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => [humanize(k), valueText(v)]);
  if (!rows.length) return undefined;
  return (width) =>
    panel('Z-ship modifiers', width, [['data-panel', 'zship']], (b, x, w) => {
      table(b, x, w, [{ header: 'Modifier' }, { header: 'Value' }], rows, { attrs: [['data-table', 'zship']] });
    });
}

/**
 * Sensor, scanner and damage-control tracks: one numbered box per point of the rating, highest
 * first, to cross off from the left as hits are scored; the rating in force is the first box
 * left. (The ship states one number per track; the steps of a printed SSD's track are not data
 * the language carries.)
 */
function tracksBlock(ship: CompiledShip): BlockFactory | undefined {
  const tracks = (
    [
      ['sensor', 'Sensor'],
      ['scanner', 'Scanner'],
      ['damageControl', 'Damage control'],
    ] as const
  ).filter(([k]) => typeof ship[k] === 'number' && (ship[k] as number) >= 0);
  if (!tracks.length) return undefined;
  return (width) =>
    panel('Tracks', width, [['data-panel', 'tracks']], (b, x, w) => {
      tracks.forEach(([key, title], i) => {
        if (i) b.space(STYLE.rowGap);
        const n = Math.min(MAX_ENERGY, Math.floor(ship[key] as number));
        b.lines([`${title} ${numberText(ship[key] as number)}`], x, STYLE.labelSize, { bold: true, role: 'label' });
        b.space(0.8);
        const labels = Array.from({ length: n + 1 }, (_, k) => String(n - k));
        const t = numberedTrack(labels, 0, 0, w);
        b.add(group(x, b.y, t.items, [['class', 'track'], ['data-track', key], ['data-boxes', String(labels.length)]]));
        b.y += t.geometry.height;
      });
    });
}

/** Energy allocation: a circle per point of power of each kind, to mark as it is spent in a turn. */
function powerTrack(ship: CompiledShip): ((b: Block, x: number, w: number) => void) | undefined {
  const p = ship.derived?.power;
  if (!p) return undefined;
  const kinds = (
    [
      ['warp', 'Warp', p.warp],
      ['impulse', 'Impulse', p.impulse],
      ['other', 'Other', p.other],
    ] as const
  ).filter(([, , v]) => v > 0);
  if (!kinds.length) return undefined;
  return (b, x, w) => {
    b.space(2);
    b.lines(['Energy this turn'], x, STYLE.smallSize, { bold: true, role: 'hit-chart-title' });
    for (const [key, title, v] of kinds) {
      b.space(STYLE.rowGap);
      const n = Math.min(MAX_ENERGY, Math.ceil(v));
      systemRow(b, x, w, { label: title, title: `${numberText(v)} power`, boxes: 0, details: [], energy: n, attrs: [['class', 'power-track'], ['data-power', key]] }, false);
    }
  };
}

export function sfbBlocks(ship: CompiledShip): BlockFactory[] {
  const by = (c: string) => ship.systems.filter((s) => category(ship, s) === c);
  const out: (BlockFactory | undefined)[] = [
    shieldsBlock(ship, by('shield')),
    listBlock('Weapons', 'weapons', ship, by('weapon')),
    listBlock('Power', 'power', ship, by('power'), both(powerTotals(ship), powerTrack(ship))),
    capacitorsBlock(ship, by('capacitor')),
    listBlock('Systems', 'systems', ship, ship.systems.filter((s) => !['shield', 'weapon', 'power', 'capacitor'].includes(category(ship, s)))),
    tracksBlock(ship),
    zshipBlock(ship),
    rulesBlock(ship),
    notesBlock(ship),
  ];
  return out.filter((f): f is BlockFactory => !!f);
}

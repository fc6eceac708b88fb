// The Star Fleet Battles sheet: the ship display (render/sfb-hull.ts: shields #1-6 around the
// hull, and inside it the weapons with their arcs, the power systems with the power totals, the
// capacitors and batteries with their derived capacities, the seventh shield and the other
// systems, each a box group), then the rating tracks, the Z-ship modifiers, rules and notes. The
// Energy Allocation form (render/energy-allocation.ts) goes in the paper the sheet leaves free.
import { zshipDefaults } from '../compiler/catalog/index';
import type { CompiledShip, CompiledSystem } from '../compiler/types';
import { panel, type Block } from './blocks';
import { group } from './model';
import { humanize, kindOf, numberText, valueText } from './describe';
import { systemRowFor, systemRows, type BlockFactory } from './b5wars';
import { notesBlock, rulesBlock } from './notes';
import { hullDisplay, type HullGroup } from './sfb-hull';
import { statedAgainstRule } from './stated';
import { numberedTrack } from './boxes';
import { systemRow } from './rows';
import { STYLE } from './style';
import { table } from './tables';
import { wrapText } from './text';

/** Energy points drawn at most (a track of thousands helps nobody). */
const MAX_ENERGY = 400;

function category(ship: CompiledShip, sys: CompiledSystem): string {
  if (sys.base === 'seventhShield') return 'shield';
  return kindOf(ship, sys)?.category ?? (sys.arc ? 'weapon' : 'structure');
}

function listGroup(title: string, key: string, ship: CompiledShip, systems: CompiledSystem[], after?: (b: Block, x: number, w: number) => void): HullGroup | undefined {
  if (!systems.length && !after) return undefined;
  return {
    title,
    key,
    fill: (b, x, w) => {
      systemRows(b, x, w, ship, systems);
      after?.(b, x, w);
    },
  };
}

function capacitorsGroup(ship: CompiledShip, systems: CompiledSystem[]): HullGroup | undefined {
  const d = ship.derived ?? {};
  const hasIonic = systems.some((s) => s.base === 'ionicCapacitor');
  const hasCentral = systems.some((s) => s.base === 'centralCapacitor');
  const orphanIonic = !hasIonic && d.ionicCapacitor;
  const orphanCentral = !hasCentral && d.centralCapacitor;
  if (!systems.length && !orphanIonic && !orphanCentral && !d.batteries) return undefined;
  const energy = (n: unknown) => (typeof n === 'number' && n > 0 ? Math.min(MAX_ENERGY, Math.ceil(n)) : 0);
  return {
    title: 'Capacitors and batteries',
    key: 'capacitors',
    fill: (b, x, w) => {
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
        systemRow(
          b,
          x,
          w,
          {
            label: title,
            title: '(derived)',
            boxes: 0,
            details: [`${what} ${numberText(value)} (${rule})`],
            energy: energy(value),
            attrs: [
              ['class', 'derived-capacitor'],
              ['data-derived', key],
            ],
          },
          false,
        );
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
    },
  };
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
        [
          { header: 'Warp', align: 'right' },
          { header: 'Impulse', align: 'right' },
          { header: 'Other', align: 'right' },
          { header: 'Total', align: 'right' },
        ],
        [[numberText(p.warp), numberText(p.impulse), numberText(p.other), numberText(p.total)]],
        { attrs: [['data-table', 'power']] },
      );
    }
    // Z-S7-2: the seventh shield's activation cost is part of the shield cost a player pays.
    const sc = (ship.derived as { shieldCost?: { shields: number; seventhShield: number; total: number } } | undefined)?.shieldCost;
    if (sc) {
      if (p) b.space(1);
      const text = sc.seventhShield
        ? `Shield cost ${numberText(sc.shields)} + seventh shield ${numberText(sc.seventhShield)} = ${numberText(sc.total)} per turn (Z-S7-2)`
        : `Shield cost ${numberText(sc.total)} per turn`;
      b.lines(wrapText(text, STYLE.smallSize, w), x, STYLE.smallSize, { role: 'derived' });
    }
    if (move !== undefined) {
      if (p || sc) b.space(1);
      b.lines(wrapText(`Movement cost ${numberText(move)} per hex`, STYLE.smallSize, w), x, STYLE.smallSize, { role: 'detail' });
    }
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
        // The boxes' group gives them paper fill, as every box on the sheet has.
        b.add(
          group(
            x,
            b.y,
            [group(0, 0, t.items, [['class', 'boxes']])],
            [
              ['class', 'track'],
              ['data-track', key],
              ['data-boxes', String(labels.length)],
            ],
          ),
        );
        b.y += t.geometry.height;
      });
    });
}

export function sfbBlocks(ship: CompiledShip): BlockFactory[] {
  const by = (c: string) => ship.systems.filter((s) => category(ship, s) === c);
  const groups = [
    listGroup('Weapons', 'weapons', ship, by('weapon')),
    listGroup('Power', 'power', ship, by('power'), powerTotals(ship)),
    capacitorsGroup(ship, by('capacitor')),
    listGroup('Seventh shield', 'seventh-shield', ship, by('shield')),
    listGroup(
      'Systems',
      'systems',
      ship,
      ship.systems.filter((s) => !['shield', 'weapon', 'power', 'capacitor'].includes(category(ship, s))),
    ),
  ].filter((g): g is HullGroup => !!g);
  const shields = Array.isArray(ship.shields) ? ship.shields.slice(0, 6) : [];
  const display: BlockFactory | undefined = groups.length || shields.length ? Object.assign((width: number) => hullDisplay(shields, groups, width), { wide: true }) : undefined;
  const out: (BlockFactory | undefined)[] = [display, tracksBlock(ship), zshipBlock(ship), rulesBlock(ship), notesBlock(ship)];
  return out.filter((f): f is BlockFactory => !!f);
}

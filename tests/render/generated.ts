// Ships generated for the layout tests, of every size: b5wars light, medium and large ships with
// few to many sections, systems, weapons and boxes; sfb ships of size classes 1 to 7 with growing
// weapon and power fits. Deterministic (a small seeded generator), shaped like `drydock build`
// output, with names short and long.
import { PROJECTIONS } from '../../compiler/arcs';
import type { Arc, CompiledShip, CompiledSystem } from '../../compiler/types';

/** A tiny seeded generator (mulberry32), so every run draws the same ships. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}


const SECTIONS: Record<'light' | 'medium' | 'large', string[]> = {
  light: ['primary'],
  medium: ['forward', 'aft', 'primary'],
  large: ['forward', 'aft', 'port', 'starboard', 'primary'],
};

export function b5Ship(size: 'light' | 'medium' | 'large', scale: number, seed: number): CompiledShip {
  const r = rng(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
  const arc = (): Arc => {
    const from = int(0, 35) * 10;
    return [from, (from + int(3, 30) * 10) % 360];
  };
  const systems: CompiledSystem[] = [];
  const sectionNames = [...SECTIONS[size], ...(scale > 2 ? ['dorsal', 'ventral'].slice(0, scale - 2) : [])];
  const sections = sectionNames.map((name, i) => {
    const here: CompiledSystem[] = [];
    const weapons = int(0, 2 * scale);
    for (let k = 0; k < weapons; k++) {
      here.push({
        id: `${name.slice(0, 2).toUpperCase()}W${k}`,
        type: 'weapon',
        base: 'weapon',
        section: name,
        class: k % 3 ? 'Phaser' : 'Heavy Photon Torpedo Launcher Mark IV',
        arc: arc(),
        damage: `${int(1, 4)}d10+${int(0, 12)}`,
        rangePenalty: [0.25, 0.5, 1][k % 3],
        fireControl: [int(0, 4), int(0, 3), int(0, 2)],
        armor: int(1, 5),
        boxes: int(2, 6 * scale),
      });
    }
    if (i < PROJECTIONS[size].length || name === 'primary') {
      here.push({ id: `D${i}`, type: 'deflector', base: 'deflector', section: name, arc: PROJECTIONS[size][i % PROJECTIONS[size].length].arc, value: int(2, 9), power: int(1, 5), armor: 3, boxes: int(4, 12) });
    }
    if (name === 'aft' || (size === 'light' && name === 'primary')) {
      here.push({ id: 'I1', type: 'impulseThruster', base: 'impulseThruster', section: name, thrust: int(2, 8), armor: 2, boxes: int(4, 10) });
      here.push({ id: 'N1', type: 'nacelle', base: 'nacelle', section: name, armor: 3, boxes: int(6, 30) });
    }
    if (name === 'primary') {
      here.push({ id: 'SG', type: 'shieldGenerator', base: 'shieldGenerator', section: name, armor: 3, boxes: int(4, 12) });
      here.push({ id: 'R', type: 'reactor', base: 'reactor', section: name, armor: 4, boxes: int(6, 20 * scale) });
    }
    systems.push(...here);
    const targets = ['structure', ...here.map((s) => s.id), 'primary'];
    const hits = i % 3 === 2 ? undefined : targets.map((target, t) => ({ from: Math.floor((t * 20) / targets.length) + 1, to: Math.floor(((t + 1) * 20) / targets.length), target }));
    return { name, structure: int(8, 40 * scale), armor: int(2, 6), ...(hits ? { hits } : {}) };
  });
  return {
    name: `Gen${size[0].toUpperCase()}${scale}`,
    ruleset: 'b5wars',
    displayName: scale % 2 ? `Generated ${size} ship ${scale}` : `Generated ${size} ship ${scale} with a rather long class name that must wrap`,
    size,
    points: int(100, 2000),
    power: int(6, 40),
    thrust: int(2, 16),
    accel: int(1, 4),
    turnCost: [1 / 3, 1 / 2, 1][int(0, 2)],
    initiative: int(-2, 8),
    projections: PROJECTIONS[size].map((p) => ({ ...p, rating: int(8, 20 * scale) })),
    sections,
    systems,
    rules: { arcExtensionPowerFactor: 2 },
    derived: { gravitic: true },
  };
}

export function sfbShip(sizeClass: number, seed: number): CompiledShip {
  const r = rng(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
  const big = 8 - sizeClass; // size class 1 is the largest
  const arcs: Arc[] = [
    [300, 60],
    [270, 90],
    [120, 240],
    [180, 0],
    [0, 180],
    [0, 360],
  ];
  const systems: CompiledSystem[] = [];
  const weapons = int(1, 3 * big);
  for (let k = 0; k < weapons; k++) systems.push({ id: `A${k}`, type: 'ionCannon', base: 'ionCannon', arc: arcs[k % arcs.length], impulseCost: 1, ionBased: true, boxes: 1 });
  systems.push({ id: 'LW', type: 'warpEngine', base: 'warpEngine', boxes: int(4, 6 * big), powerPerBox: 1 });
  systems.push({ id: 'RW', type: 'warpEngine', base: 'warpEngine', boxes: int(4, 6 * big), powerPerBox: 1 });
  systems.push({ id: 'IMP', type: 'impulseEngine', base: 'impulseEngine', boxes: int(1, 2 * big), powerPerBox: 1 });
  systems.push({ id: 'BR', type: 'bridge', base: 'bridge', boxes: int(1, big) });
  systems.push({ id: 'ionicCapacitor', type: 'ionicCapacitor', base: 'ionicCapacitor', boxes: 1, capacity: weapons });
  const warp = systems.filter((s) => s.type === 'warpEngine').reduce((n, s) => n + (s.boxes ?? 0), 0);
  const impulse = systems.find((s) => s.id === 'IMP')!.boxes ?? 0;
  return {
    name: `GenSFB${sizeClass}`,
    ruleset: 'sfb',
    displayName: `Generated size class ${sizeClass}`,
    sizeClass,
    moveCost: [1 / 3, 1 / 2, 1, 1.5, 2][int(0, 4)],
    sensor: int(0, 6),
    scanner: int(0, 9),
    damageControl: int(0, 4 * big),
    shields: Array.from({ length: 6 }, () => int(4, 12 * big)),
    systems,
    rules: { fractionalAccounting: false },
    derived: { ionicCapacitor: { capacity: weapons }, power: { warp, impulse, other: 0, total: warp + impulse } },
  };
}

/** Every size, small to very large. */
export function generatedShips(): { name: string; ship: CompiledShip }[] {
  const out: { name: string; ship: CompiledShip }[] = [];
  let seed = 1;
  for (const size of ['light', 'medium', 'large'] as const) for (const scale of [1, 2, 3, 5]) out.push({ name: `b5wars ${size} x${scale}`, ship: b5Ship(size, scale, seed++) });
  for (let sc = 1; sc <= 7; sc++) out.push({ name: `sfb size class ${sc}`, ship: sfbShip(sc, seed++) });
  return out;
}

// The High Guard central capacitor (seed 004; docs/rules.md, Star Fleet Battles Z-CC-1..4).
//
// Its maximum comes from the compiled ship (`derived.centralCapacitor.max`, Z-CC-1). Each
// Phaser-Z, quantum torpedo and Plasma-ZF owns a share of it (firing cost, standard arming,
// full arming); destroying one lowers the maximum by that share and spills what no longer fits
// (Z-CC-2). It gains `gainPerTurn` (4) at the start of every turn, never above the maximum
// (Z-CC-3), and starts at the charge the weapons status gives (Z-CC-4).
import type { CompiledShip } from '../../compiler/types';
import { catalogDefault, EPS, kindOf, numParam, q, refuse, seqParam, sum, systemsOf } from './common';
import { baseOf } from '../core/systems';

export interface CentralConfig {
  /** Each contributing weapon and its share of the maximum (Z-CC-1). */
  shares: { id: string; kind: string; share: number; weaponsStatus1: boolean }[];
  /** Compiled maximum minus the formula (0 unless an `allow Z-CC-1` exception states another). */
  offset: number;
  gainPerTurn: number;
  /** WS-I charge: every Phaser-Z fired once (Z-CC-4). */
  phaserZCharge: number;
}

export interface CentralState {
  max: number;
  stored: number;
  /** Weapons whose share is gone (Z-CC-2). */
  lostWeapons: string[];
  /** Running totals: initial + gained = stored + drawn + lost, always. */
  ledger: { initial: number; gained: number; drawn: number; lost: number };
}

/** Z-CC-1: the share of one system (the catalog names the parameter), or undefined when it has none. */
export function centralShare(system: CompiledShip['systems'][number]): number | undefined {
  const trait = kindOf(system)?.centralShare;
  return trait ? sum(seqParam(system, trait.param)) : undefined;
}

// A compiled ship never changes during a game: its configuration is worked out once.
const centralConfigs = new WeakMap<CompiledShip, CentralConfig | undefined>();

export function centralConfig(ship: CompiledShip): CentralConfig | undefined {
  if (centralConfigs.has(ship)) return centralConfigs.get(ship);
  const cfg = makeCentralConfig(ship);
  centralConfigs.set(ship, cfg);
  return cfg;
}

function makeCentralConfig(ship: CompiledShip): CentralConfig | undefined {
  const cc = systemsOf(ship, 'centralCapacitor')[0];
  const compiled = ship.derived?.centralCapacitor?.max;
  if (!cc && typeof compiled !== 'number') return undefined;
  const shares = ship.systems.flatMap((s) => {
    const share = centralShare(s);
    return share === undefined ? [] : [{ id: s.id, kind: baseOf(s), share, weaponsStatus1: kindOf(s)?.centralShare?.weaponsStatus1 === true }];
  });
  const formula = q(sum(shares.map((s) => s.share)));
  const dflt = catalogDefault('centralCapacitor', 'gainPerTurn');
  return {
    shares,
    offset: typeof compiled === 'number' ? q(compiled - formula) : 0,
    gainPerTurn: cc ? numParam(cc, 'gainPerTurn') : typeof dflt === 'number' ? dflt : 4,
    phaserZCharge: q(sum(shares.filter((s) => s.weaponsStatus1).map((s) => s.share))),
  };
}

export function centralMax(cfg: CentralConfig, lost: readonly string[]): number {
  return Math.max(0, q(sum(cfg.shares.filter((s) => !lost.includes(s.id)).map((s) => s.share)) + cfg.offset));
}

/** Z-CC-4: the charge before turn 1 for weapons status 0-3. */
export function weaponsStatusCharge(cfg: CentralConfig, max: number, ws: number): number {
  switch (ws) {
    case 0:
      return 0;
    case 1:
      return Math.min(max, cfg.phaserZCharge);
    case 2:
      return Math.floor(max / 2 + EPS);
    case 3:
      return max;
    default:
      throw refuse(`weaponsStatus must be 0, 1, 2 or 3 (got ${ws})`, 'Z-CC-4');
  }
}

export function initCentral(cfg: CentralConfig, weaponsStatus = 0): CentralState {
  const max = centralMax(cfg, []);
  const stored = weaponsStatusCharge(cfg, max, weaponsStatus);
  return { max, stored, lostWeapons: [], ledger: { initial: stored, gained: 0, drawn: 0, lost: 0 } };
}

/** Z-CC-3: the start-of-turn gain, capped at the maximum. Returns what was gained. */
export function centralTurnStart(st: CentralState, cfg: CentralConfig): number {
  const gain = Math.max(0, Math.min(cfg.gainPerTurn, q(st.max - st.stored)));
  st.stored = q(st.stored + gain);
  st.ledger.gained = q(st.ledger.gained + gain);
  return q(gain);
}

/** Takes `amount` out for `what`; refused (nothing changes) when the capacitor holds less. */
export function drawCentral(st: CentralState, amount: number, what: string, rule = 'Z-CC-1'): number {
  if (amount > st.stored + EPS) {
    throw refuse(`the central capacitor holds ${st.stored}; ${what} needs ${q(amount)}`, rule);
  }
  st.stored = q(Math.max(0, st.stored - amount));
  st.ledger.drawn = q(st.ledger.drawn + amount);
  return q(amount);
}

/** Checks that `amount` could be drawn (for actions that must check everything before mutating). */
export function checkCentral(st: CentralState, amount: number, what: string, rule = 'Z-CC-1'): void {
  if (amount > st.stored + EPS) {
    throw refuse(`the central capacitor holds ${st.stored}; ${what} needs ${q(amount)}`, rule);
  }
}

export interface CentralDamageEffect {
  max: number;
  stored: number;
  maxLost: number;
  energyLost: number;
}

/** Z-CC-2: a Phaser-Z, quantum torpedo or Plasma-ZF is destroyed. */
export function centralWeaponDestroyed(st: CentralState, cfg: CentralConfig, id: string): CentralDamageEffect {
  const before = st.max;
  if (cfg.shares.some((s) => s.id === id) && !st.lostWeapons.includes(id)) st.lostWeapons.push(id);
  st.max = centralMax(cfg, st.lostWeapons);
  const excess = Math.max(0, q(st.stored - st.max));
  st.stored = q(st.stored - excess);
  st.ledger.lost = q(st.ledger.lost + excess);
  return { max: st.max, stored: st.stored, maxLost: q(before - st.max), energyLost: excess };
}

/**
 * Repairing the weapon gives its share of the maximum back, empty (the project's reading; Z-CC-2
 * speaks only of destruction, see docs/runtime-sfb.md).
 */
export function centralWeaponRepaired(st: CentralState, cfg: CentralConfig, id: string): { max: number; stored: number; maxRestored: number } {
  const before = st.max;
  st.lostWeapons = st.lostWeapons.filter((w) => w !== id);
  st.max = centralMax(cfg, st.lostWeapons);
  return { max: st.max, stored: st.stored, maxRestored: q(st.max - before) };
}

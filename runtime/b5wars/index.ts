// The b5wars ruleset module: Babylon 5 Wars with the Star Trek conversion (seed 000; rules.md §1).
// One file per rule family; this one builds the ship state and wires the turn hooks.
import { arcContains, type Arc } from '../core/arcs';
import { setOwn } from '../core/own';
import { refuse, type RulesetModule } from '../core/registry';
import type { CompiledShip, RuleConstants, ShipSetup } from '../core/types';
import { cloakActions, cloakTurnStart } from './cloak';
import { deflectorActions, resetDeflectors } from './deflectors';
import { impulseActions } from './impulse';
import { outageActions } from './outages';
import { overThrustActions } from './over-thrust';
import { hitActions } from './hits';
import { enterAdjust, shieldActions } from './shields';
import { b5, refreshCoverage, systemsOfKind, type B5ShipState, type DeflectorState, type ProjectionState } from './state';
import { systemActions } from './systems';
import { transferActions } from './transfer';
import { warpActions, warpTurnEnd, warpTurnStart } from './warp';
import { weaponActions } from './weapons';
import { systemKind } from '../../compiler/catalog/index';
import { baseOf } from '../core/systems';

export type { B5ShipState, ProjectionState, DeflectorState } from './state';

const num = (x: unknown, d = 0): number => (typeof x === 'number' && Number.isFinite(x) ? x : d);

/** The ship's power each turn: its `power`, else the output of its reactors; null without either. */
function shipPower(ship: CompiledShip): number | null {
  if (typeof ship.power === 'number' && Number.isFinite(ship.power)) return ship.power;
  const available = ship.derived?.powerBudget?.available;
  return typeof available === 'number' && Number.isFinite(available) ? available : null;
}

/**
 * A projection no deflector's base arc covers, on a ship that keeps it with `allow ST-SH-9`
 * (FieryVoid's "polarized hull plating": projections with no projector), is plating: it absorbs
 * until spent and never regenerates, instead of collapsing on turn 1 (rules.md ST-SH-9).
 */
function markUncovered(ship: CompiledShip, state: B5ShipState): void {
  if (!(ship.allows ?? []).some((a) => a.rule === 'ST-SH-9')) return;
  const arcs = Object.values(state.deflectors).map((d) => d.base.arc);
  for (const p of Object.values(state.projections)) if (!arcs.some((a) => arcContains(a, p.arc))) p.uncovered = true;
}

function initShip(ship: CompiledShip, setup: ShipSetup, _rules: Readonly<RuleConstants>): B5ShipState {
  const projections: Record<string, ProjectionState> = {};
  for (const p of ship.projections ?? []) {
    setOwn(projections, p.name, { arc: [p.arc[0], p.arc[1]], rating: p.rating, remaining: p.rating, status: 'up', transferable: 0 });
  }
  const systems: B5ShipState['systems'] = {};
  const deflectors: Record<string, DeflectorState> = {};
  const weapons: B5ShipState['weapons'] = {};
  for (const sys of ship.systems) {
    setOwn(systems, sys.id, { damage: 0, destroyed: false });
    const kind = baseOf(sys);
    if (kind === 'deflector') {
      const arc: Arc = sys.arc ? [sys.arc[0], sys.arc[1]] : [0, 360];
      const value = num(sys.value);
      const power = num(sys.power);
      setOwn(deflectors, sys.id, {
        arc,
        value,
        power,
        active: value >= 0,
        base: { arc: [arc[0], arc[1]], value, power },
        steps: 0,
        direction: null,
        covers: [],
        regenerated: false,
      });
    }
    if (systemKind('b5wars', kind)?.category === 'weapon') setOwn(weapons, sys.id, { firedTurn: null });
  }
  const thrusters = systemsOfKind(ship, 'impulseThruster');
  const nacelles = systemsOfKind(ship, 'nacelle');
  const warpCapable = nacelles.length > 0 && ship.warp !== false;
  const baseDelay = num(ship.warpDelay, num(ship.derived?.warp?.delay));
  const cloaks = systemsOfKind(ship, 'cloakingDevice');
  const rated = num(ship.thrust, num(ship.derived?.impulseThrust, thrusters.reduce((s, t) => s + num(t.thrust), 0)));
  const state: B5ShipState = {
    ruleset: 'b5wars',
    name: ship.name,
    size: ship.size ?? (Object.keys(projections).length === 4 ? 'large' : Object.keys(projections).length === 2 ? 'medium' : 'light'),
    projections,
    deflectors,
    thrustMultiplier: 1,
    initiativeModifier: 0,
    initiative: num(ship.initiative),
    speed: num(setup.speed),
    thrust: { rated, free: rated, used: 0, overThrust: 0, powerSpent: 0, checksOwed: 0 },
    power: { available: shipPower(ship), spent: 0 },
    gravitic: ship.derived?.gravitic ?? thrusters.length > 0,
    impulseDrivesLost: false,
    warp: {
      baseDelay,
      effectiveDelay: baseDelay,
      turnsWaited: 0,
      status: warpCapable ? (baseDelay <= 0 ? 'ready' : 'waiting') : 'none',
      nacelles: nacelles.length,
      shutdown: [],
      shutdownTurn: null,
      attemptTurn: null,
    },
    cloak: {
      device: cloaks.length > 0,
      cloaked: false,
      detected: false,
      signature: cloaks.length ? num(cloaks[0]!.signature) : 0,
      cloakedTurn: null,
      decloakedTurn: null,
      detectedTurn: null,
      openings: [],
    },
    weapons,
    systems,
  };
  markUncovered(ship, state);
  refreshCoverage(state);
  // ST-IMP-1: free thrust is what the impulse thrusters give (the rated thrust without any).
  if (thrusters.length > 0) state.thrust.free = thrusters.reduce((s, t) => s + num(t.thrust), 0);
  return state;
}

export const b5warsRuleset: RulesetModule = {
  ruleset: 'b5wars',
  clock: 'segments',
  initShip,
  onTurnStart(ctx, handle) {
    const ship = b5(ctx, handle);
    ship.thrust.used = 0;
    ship.thrust.overThrust = 0;
    ship.thrust.powerSpent = 0;
    ship.thrust.checksOwed = 0;
    ship.power.spent = 0;
    for (const p of Object.values(ship.projections)) p.transferable = 0;
    warpTurnStart(ctx, handle);
    cloakTurnStart(ctx, handle);
  },
  onTurnEnd(ctx, handle) {
    warpTurnEnd(ctx, handle);
  },
  onSegmentEnter(ctx, handle, segment) {
    const ship = b5(ctx, handle);
    if (ship.warp.status === 'departed') return;
    if (segment === 'power') resetDeflectors(ctx, handle);
    else if (segment === 'adjust') enterAdjust(ctx, handle);
    else if (segment === 'move') for (const p of Object.values(ship.projections)) p.transferable = 0;
  },
  beforeAction(ctx, action) {
    const ship = b5(ctx, action.ship!);
    if (ship.warp.status === 'departed') throw refuse(`${action.ship} went to warp and has left the battle`, 'ST-WARP-1');
  },
  actions: {
    ...deflectorActions,
    ...transferActions,
    ...shieldActions,
    ...impulseActions,
    ...overThrustActions,
    ...outageActions,
    ...warpActions,
    ...cloakActions,
    ...weaponActions,
    ...systemActions,
    ...hitActions,
  },
};

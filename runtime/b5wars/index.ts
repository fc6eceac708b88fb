// The b5wars ruleset module: Babylon 5 Wars with the Star Trek conversion (seed 000; rules.md §1).
// One file per rule family; this one builds the ship state (each family builds its own part, so
// nothing here names a system kind) and wires the turn hooks.
import { arcContains } from '../core/arcs';
import { recordOf, setOwn } from '../core/own';
import { refuse, type RulesetModule } from '../core/registry';
import type { CompiledShip, RuleConstants, ShipSetup } from '../core/types';
import { cloakActions, cloakTurnStart, initCloak } from './cloak';
import { deflectorActions, initDeflectors, resetDeflectors } from './deflectors';
import { impulseActions, initThrust, isGravitic } from './impulse';
import { outageActions } from './outages';
import { overThrustActions } from './over-thrust';
import { hitActions } from './hits';
import { enterAdjust, shieldActions } from './shields';
import { b5, num, refreshCoverage, type B5ShipState, type ProjectionState } from './state';
import { systemActions } from './systems';
import { transferActions } from './transfer';
import { initWarp, warpActions, warpTurnEnd, warpTurnStart } from './warp';
import { weaponActions } from './weapons';
import { FLIGHT_ACTIONS, flightActions, initFlight, isFlight } from './flights';
import { systemKind } from '../../compiler/catalog/index';
import { baseOf } from '../core/systems';

export type { B5ShipState, ProjectionState, DeflectorState } from './state';

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
  // A fighter or shuttle flight is a unit of its own (flights.ts); only its actions apply to it.
  if (isFlight(ship)) return initFlight(ship, setup) as unknown as B5ShipState;
  const projections: Record<string, ProjectionState> = {};
  for (const p of ship.projections ?? []) {
    setOwn(projections, p.name, {
      arc: [p.arc[0], p.arc[1]],
      rating: p.rating,
      remaining: p.rating,
      status: 'up',
      transferable: 0,
      ...(typeof p.armor === 'number' ? { armor: p.armor } : {}),
      ...(typeof p.perHit === 'number' ? { perHit: p.perHit } : {}),
    });
  }
  const systems: B5ShipState['systems'] = recordOf(ship.systems.map((sys) => [sys.id, { damage: 0, destroyed: false }]));
  const weapons: B5ShipState['weapons'] = recordOf(
    ship.systems.filter((sys) => systemKind('b5wars', baseOf(sys))?.category === 'weapon').map((sys) => [sys.id, { firedTurn: null }]),
  );
  const state: B5ShipState = {
    ruleset: 'b5wars',
    name: ship.name,
    size: ship.size ?? (Object.keys(projections).length === 4 ? 'large' : Object.keys(projections).length === 2 ? 'medium' : 'light'),
    projections,
    deflectors: initDeflectors(ship),
    thrustMultiplier: 1,
    initiativeModifier: 0,
    initiative: num(ship.initiative),
    speed: num(setup.speed),
    thrust: initThrust(ship),
    power: { available: shipPower(ship), spent: 0 },
    gravitic: isGravitic(ship),
    impulseDrivesLost: false,
    warp: initWarp(ship),
    cloak: initCloak(ship),
    weapons,
    systems,
  };
  markUncovered(ship, state);
  refreshCoverage(state);
  return state;
}

export const b5warsRuleset: RulesetModule = {
  ruleset: 'b5wars',
  clock: 'segments',
  initShip,
  onTurnStart(ctx, handle) {
    if (isFlight(ctx.state.ships[handle])) return;
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
    if (isFlight(ctx.state.ships[handle])) return;
    warpTurnEnd(ctx, handle);
  },
  onSegmentEnter(ctx, handle, segment) {
    if (isFlight(ctx.state.ships[handle])) return;
    const ship = b5(ctx, handle);
    if (ship.warp.status === 'departed') return;
    if (segment === 'power') resetDeflectors(ctx, handle);
    else if (segment === 'adjust') enterAdjust(ctx, handle);
    else if (segment === 'move') for (const p of Object.values(ship.projections)) p.transferable = 0;
  },
  beforeAction(ctx, action) {
    const flight = isFlight(ctx.state.ships[action.ship!]);
    if (flight !== FLIGHT_ACTIONS.has(action.type)) {
      throw refuse(
        flight
          ? `${action.ship} is a fighter flight: it takes flightFire and craftDamage, not ${action.type}`
          : `${action.type} is an action of fighter flights, and ${action.ship} is a ship`,
      );
    }
    if (flight) return;
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
    ...flightActions,
  },
};

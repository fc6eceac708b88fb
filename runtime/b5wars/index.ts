// The b5wars ruleset module: Babylon 5 Wars with the Star Trek conversion (seed 000; docs/rules.md, Babylon 5 Wars).
// One file per rule family. The ship features (behaviours.ts lists them) build the ship state
// (init-ship.ts) and keep it through the turn hooks below, which call each in the list's order;
// nothing here names a system kind or a feature. The actions are the features' and those of the
// families that add no state of their own.
import { own, setOwn } from '../core/own';
import { refuse, type ActionSpec, type RuleContext, type RulesetModule } from '../core/registry';
import { shipFeatures } from './behaviours';
import { FLIGHT_ACTIONS, flightActions, isFlight } from './flights';
import { hitActions } from './hits';
import { initB5Ship } from './init-ship';
import { outageActions } from './outages';
import { overThrustActions } from './over-thrust';
import { b5 } from './state';
import { systemActions } from './systems';
import { transferActions } from './transfer';
import { weaponActions } from './weapons';

export type { B5ShipState, ProjectionState, DeflectorState } from './state';

/** The features that can take a ship out of the battle, in the list's order. */
const leaving = shipFeatures.filter((f) => f.gone !== undefined);

/** Why the ship has left the battle (a feature says so, e.g. gone to warp), if it has. */
function goneFrom(ctx: RuleContext, handle: string, action?: string): { message: string; rule: string } | undefined {
  const st = b5(ctx, handle);
  for (let i = 0; i < leaving.length; i++) {
    const gone = leaving[i]!.gone!(st, handle, action);
    if (gone) return gone;
  }
  return undefined;
}

/** The actions of every feature and family, each type once (a second one would hide the first). */
function actionsOf(groups: readonly (Readonly<Record<string, ActionSpec>> | undefined)[]): Record<string, ActionSpec> {
  const out: Record<string, ActionSpec> = {};
  for (const group of groups) {
    for (const [type, spec] of Object.entries(group ?? {})) {
      if (own(out, type)) throw new Error(`b5wars: two modules define the action "${type}"`);
      setOwn(out, type, spec);
    }
  }
  return out;
}

export const b5warsRuleset: RulesetModule = {
  ruleset: 'b5wars',
  clock: 'segments',
  initShip: initB5Ship,
  onTurnStart(ctx, handle) {
    if (isFlight(ctx.state.ships[handle])) return;
    for (const f of shipFeatures) f.turnStart?.(ctx, handle);
  },
  onTurnEnd(ctx, handle) {
    if (isFlight(ctx.state.ships[handle])) return;
    for (const f of shipFeatures) f.turnEnd?.(ctx, handle);
  },
  onSegmentEnter(ctx, handle, segment) {
    if (isFlight(ctx.state.ships[handle]) || goneFrom(ctx, handle)) return;
    for (const f of shipFeatures) f.segmentEnter?.(ctx, handle, segment);
  },
  beforeAction(ctx, action) {
    const flight = isFlight(ctx.shipState(action.ship!));
    if (flight !== FLIGHT_ACTIONS.has(action.type)) {
      throw refuse(
        flight
          ? `${action.ship} is a fighter flight: it takes flightFire and craftDamage, not ${action.type}`
          : `${action.type} is an action of fighter flights, and ${action.ship} is a ship`,
      );
    }
    if (flight) return;
    const gone = goneFrom(ctx, action.ship!, action.type);
    if (gone) throw refuse(gone.message, gone.rule);
  },
  actions: actionsOf([
    ...shipFeatures.map((f) => f.actions),
    transferActions,
    overThrustActions,
    outageActions,
    weaponActions,
    systemActions,
    hitActions,
    flightActions,
  ]),
};

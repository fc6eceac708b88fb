// The sfb ruleset module: the Vudar ionic capacitor (H93, docs/rules.md, Star Fleet Battles) and the High Guard Z-ship
// systems (Z-*, docs/rules.md, Star Fleet Battles), wired into the rules interpreter core (runtime/core/registry.ts).
// The rules live in engine-independent files (ionic-capacitor.ts, central-capacitor.ts, ...); the
// behaviour of each system kind in kinds/, registered in behaviours.ts; the actions of
// docs/scenarios.md in actions/. runtime/rulesets.ts registers this module. User docs:
// docs/runtime-sfb.md.
import { own } from '../core/own';
import { RuleRefusal } from '../core/refusal';
import type { RuleContext, RulesetModule } from '../core/registry';
import { allocate, draw } from './actions/ionic';
import { damageSystem, penetrate, repairSystem } from './actions/damage';
import { defenseField } from './actions/defense-field';
import { drawBattery, ew } from './actions/energy';
import { plasmaImpact, plasmaStrike, reducePlasma } from './actions/plasma';
import { arm, fire, hold } from './actions/weapons';
import { dacHit, emergencyDecel, probe, quickReverse, research, sensorRating, speed } from './actions/z-ship';
import { behaviourOf, shipFeatures } from './behaviours';
import { findSystem } from './common';
import { shipCtx } from './context';
import { initSfbShip } from './init-ship';

export type { SfbShipState } from './state';

/** Turn start: the ship features (Z-CC-3, Z-BTY-1, Z-S7-1, H93.14, H93.32), then each weapon's upkeep. */
function onTurnStart(ctx: RuleContext, handle: string): void {
  const s = shipCtx(ctx, handle, { turn: ctx.state.turn, impulse: 0 });
  for (const f of shipFeatures) f.turnStart?.(s);
  const weapons = s.st.weapons;
  for (const id in weapons) {
    if (!Object.prototype.hasOwnProperty.call(weapons, id)) continue;
    const ws = weapons[id]!;
    const sys = findSystem(s.ship, id);
    if (!sys) continue;
    behaviourOf(sys)?.turnStart?.({ ctx, handle, st: s.st, ship: s.ship, now: s.now, sys, rec: own(s.st.systems, id)!, ws });
  }
}

export const sfbRuleset: RulesetModule = {
  ruleset: 'sfb',
  clock: 'impulses',
  initShip: (ship, setup, rules) => {
    try {
      return initSfbShip(ship, setup, rules);
    } catch (e) {
      if (e instanceof RuleRefusal) throw new Error(e.message);
      throw e;
    }
  },
  onTurnStart,
  // The sfb turn-start upkeep never refuses (every step is a plain update of the ship's state).
  turnAtomic: 'checked',
  actions: {
    allocate,
    draw,
    arm,
    hold,
    fire,
    defenseField,
    penetrate,
    reducePlasma,
    plasmaStrike,
    plasmaImpact,
    damageSystem,
    repairSystem,
    ew,
    drawBattery,
    dacHit,
    probe,
    speed,
    emergencyDecel,
    quickReverse,
    research,
    sensorRating,
  },
};

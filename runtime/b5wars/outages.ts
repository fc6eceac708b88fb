// Systems that stop working without being destroyed (seed 000, deflector shields section; rules.md
// ST-SH-7). The shield generator may be left unpowered in the Ship Power segment when power is
// short, or fail (a critical the players roll); every projection then falls at once, and each comes
// back as ST-SH-10 says when a generator works again. A deflector may be switched off or fail too:
// it covers nothing, so what only it covered collapses at the next adjust segment.
import { defineAction, refuse, type ActionSpec, type RuleContext } from '../core/registry';
import { requireAnySystem, setOutage } from './bookkeeping';
import { behaviourOf } from './behaviours';
import { b5, outageOf, type Outage } from './state';
import { baseOf } from '../core/systems';

function statusOf(ctx: RuleContext, handle: string, id: string): Record<string, unknown> {
  const ship = b5(ctx, handle);
  const st = ship.systems[id]!;
  return { system: id, status: st.destroyed ? 'destroyed' : (outageOf(ship, id) ?? 'working') };
}

/** Sets (`on`) or clears the outage `kind` on the action's system, with the refusals both actions share. */
function switchOutage(ctx: RuleContext, action: { ship: string; system: string }, kind: Outage, on: boolean): Record<string, unknown> {
  const handle = action.ship;
  const ship = b5(ctx, handle);
  const id = action.system;
  const sys = requireAnySystem(ctx, handle, id);
  if (!behaviourOf(sys)?.outages) {
    throw refuse(`${id} (${baseOf(sys)}) cannot be switched off or fail here: the runtime models that only for shield generators and deflectors`, 'ST-SH-7');
  }
  if (ship.systems[id]!.destroyed) throw refuse(`${id} is destroyed; repair it first`, 'ST-SH-7');
  const current = outageOf(ship, id);
  if (on) {
    if (current === kind) throw refuse(`${id} is already ${kind}`, 'ST-SH-7');
    if (current !== undefined) throw refuse(`${id} is ${current}; clear that first`, 'ST-SH-7');
    setOutage(ctx, handle, sys, kind);
  } else {
    if (current !== kind) throw refuse(`${id} is not ${kind} (it is ${current ?? 'working'})`, 'ST-SH-7');
    setOutage(ctx, handle, sys, undefined);
  }
  return statusOf(ctx, handle, id);
}

const powerSystem: ActionSpec = defineAction({
  segment: 'power',
  schema: { properties: { system: { type: 'string' }, powered: { type: 'boolean' } }, required: ['system', 'powered'] },
  run(ctx, action) {
    // Seed 000: systems are switched off (and on again) in the Ship Power segment.
    return switchOutage(ctx, action, 'unpowered', action.powered === false);
  },
});

const systemFailure: ActionSpec = defineAction({
  segment: 'any',
  schema: { properties: { system: { type: 'string' }, failed: { type: 'boolean' } }, required: ['system', 'failed'] },
  run(ctx, action) {
    // ST-SH-7: a failure the players roll (the critical tables are the standard game's) and its end.
    return switchOutage(ctx, action, 'failed', action.failed === true);
  },
});

export const outageActions: Record<string, ActionSpec> = { powerSystem, systemFailure };

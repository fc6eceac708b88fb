// Systems that stop working without being destroyed (seed 000, deflector shields section; rules.md
// ST-SH-7). The shield generator may be left unpowered in the Ship Power segment when power is
// short, or fail (a critical the players roll); every projection then falls at once, and each comes
// back as ST-SH-10 says when a generator works again. A deflector may be switched off or fail too:
// it covers nothing, so what only it covered collapses at the next adjust segment.
// Seed 000 (arc extensions) lets any system be deactivated in the Ship Power segment (ST-PWR-1):
// an unpowered system works as a destroyed one would, without its boxes being marked, until it
// is powered again. Only the two kinds above can fail: the critical tables are the standard game's.
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
  const behaviour = behaviourOf(sys);
  // The shield kinds keep ST-SH-7; every other system is switched off under ST-PWR-1.
  const rule = behaviour?.outages ? 'ST-SH-7' : 'ST-PWR-1';
  if (kind === 'failed' && !behaviour?.outages) {
    throw refuse(`${id} (${baseOf(sys)}) cannot fail here: the runtime models failures only for shield generators and deflectors (switch it off with powerSystem in the Ship Power segment)`, 'ST-SH-7');
  }
  if (behaviour?.powerOff) throw refuse(`${id} (${baseOf(sys)}) is not switched off with powerSystem: ${behaviour.powerOff.how}`, behaviour.powerOff.rule);
  if (ship.systems[id]!.destroyed) throw refuse(`${id} is destroyed; repair it first`, rule);
  const current = outageOf(ship, id);
  if (on) {
    if (current === kind) throw refuse(`${id} is already ${kind}`, rule);
    if (current !== undefined) throw refuse(`${id} is ${current}; clear that first`, rule);
    setOutage(ctx, handle, sys, kind);
  } else {
    if (current !== kind) throw refuse(`${id} is not ${kind} (it is ${current ?? 'working'})`, rule);
    setOutage(ctx, handle, sys, undefined);
  }
  return statusOf(ctx, handle, id);
}

const powerSystem: ActionSpec = defineAction({
  segment: 'power',
  schema: { properties: { system: { type: 'string' }, powered: { type: 'boolean' } }, required: ['system', 'powered'] },
  run(ctx, action) {
    // Seed 000: any system is switched off (and on again) in the Ship Power segment (ST-PWR-1).
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

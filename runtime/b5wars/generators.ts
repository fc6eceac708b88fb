// The shield generator (ST-SH-7): while none works (destroyed, failed or unpowered) every
// projection is down. A ship built without a generator never loses one. While one works, a
// collapsed projection a deflector covers again comes back (ST-SH-10).
import type { RuleContext } from '../core/registry';
import { b5, isCovered, isWorking, outageOf, projectionOrder, systemsOfKind } from './state';

/** ST-SH-7: no shield generator works: destroyed, failed or unpowered (a ship built without one never loses it). */
export function generatorLost(ctx: RuleContext, handle: string): boolean {
  return !generatorWorking(ctx, handle);
}

/** ST-SH-7: a shield generator works (a ship built without one is never without). */
export function generatorWorking(ctx: RuleContext, handle: string): boolean {
  const ship = b5(ctx, handle);
  const gens = systemsOfKind(ctx.ships[handle]!, 'shieldGenerator');
  return gens.length === 0 || gens.some((g) => isWorking(ship, g.id));
}

/** Why no shield generator works, for messages: "the shield generator is destroyed", "... is unpowered". */
export function generatorDownReason(ctx: RuleContext, handle: string): string {
  const ship = b5(ctx, handle);
  const gens = systemsOfKind(ctx.ships[handle]!, 'shieldGenerator');
  const states = [...new Set(gens.map((g) => (ship.systems[g.id]!.destroyed ? 'destroyed' : (outageOf(ship, g.id) ?? 'working'))))];
  const what = gens.length === 1 ? 'the shield generator is' : 'the shield generators are';
  return `${what} ${states.join(' or ')}`;
}

/**
 * ST-SH-10: a collapsed projection that a working deflector covers again comes back `up` with
 * capacity 0 (only while the shield generator works).
 */
export function restoreCovered(ctx: RuleContext, handle: string): void {
  const ship = b5(ctx, handle);
  if (generatorLost(ctx, handle)) return;
  for (const name of projectionOrder(ship)) {
    const p = ship.projections[name]!;
    if (p.status === 'collapsed' && isCovered(ship, name)) {
      p.status = 'up';
      p.remaining = 0;
      ctx.event({ ship: handle, projection: name, status: 'up', remaining: 0, rule: 'ST-SH-10' });
    }
  }
}

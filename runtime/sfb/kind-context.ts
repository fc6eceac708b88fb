// The system an sfb action is about, with its behaviour module. Kept apart from context.ts: the
// behaviour modules (kinds/*) use context.ts, and this reads their registry (behaviours.ts), so
// the two in one file would make an import cycle.
import type { CompiledSystem } from '../../compiler/types';
import { own } from '../core/own';
import { behaviourOf } from './behaviours';
import type { KindCtx, SfbKindBehaviour, ShipCtx } from './kinds/types';
import { systemOrRefuse } from './state';

/** The system `id` of the ship (or a refusal) with its damage track, weapon record and behaviour. */
export function kindCtx(s: ShipCtx, id: unknown, what = 'system'): { k: KindCtx; behaviour: SfbKindBehaviour | undefined } {
  const sys: CompiledSystem = systemOrRefuse(s.ship, id, what);
  const k: KindCtx = { ctx: s.ctx, handle: s.handle, st: s.st, ship: s.ship, now: s.now, sys, rec: own(s.st.systems, sys.id)!, ws: own(s.st.weapons, sys.id) };
  return { k, behaviour: behaviourOf(sys) };
}

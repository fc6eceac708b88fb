// The b5wars behaviour registry: catalog entries name their module, every module
// is registered once in runtime/b5wars/behaviours.ts, and the bookkeeping reaches the hooks.
import { describe, expect, test } from 'vitest';
import { systemKinds } from '../../compiler/catalog/index';
import { behaviourOf, kindBehaviours } from '../../runtime/b5wars/behaviours';
import { createGame } from '../../runtime/core/game';
import { excelsior, ok } from './fixtures';

describe('b5wars behaviour modules', () => {
  test('every behaviour a b5wars catalog entry names is registered, and every registered one is named', () => {
    const named = systemKinds('b5wars').filter((k) => k.behaviour !== undefined).map((k) => k.behaviour!);
    expect(named.sort()).toEqual(Object.keys(kindBehaviours).sort());
  });

  test('a system finds its module through its kind; kinds without rules of their own have none', () => {
    const ship = excelsior();
    const by = (id: string) => behaviourOf(ship.systems.find((s) => s.id === id)!);
    expect(by('I1')).toBe(kindBehaviours.impulseThruster);
    expect(by('SG')?.outages).toBe(true);
    expect(by('R')).toBeUndefined();
  });

  test('ST-IMP-4 and ST-APT-1 come from the modules: called shot refused, launcher stores checked', () => {
    const g = createGame({ ships: { ent: excelsior() } });
    expect(g.apply({ type: 'damageSystem', ship: 'ent', system: 'I1', boxes: 1, calledShot: true })).toMatchObject({ ok: false, rule: 'ST-IMP-4', error: 'impulse thruster I1 cannot be the target of a called shot' });
    expect(ok(g.apply({ type: 'damageSystem', ship: 'ent', system: 'DF', boxes: 1, calledShot: true }))).toMatchObject({ damage: 1 });
    expect(g.apply({ type: 'fire', ship: 'ent', weapon: 'T1', count: 4 })).toMatchObject({ ok: false, rule: 'ST-APT-1' });
  });
});

// H93.11, H93.21: a draw for an ion-based weapon may not take more than the weapon can fire this
// turn (its standard load, or its overload load when its type states one). Before, a draw of 3
// for ion cannon A (load 2) went through, and then every shot of A was refused and the 3 points
// were lost. examples/scenarios/sfb-ion-draw-limit.json plays the case.
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../../runtime/index';
import { RuleRefusal } from '../../../runtime/sfb/common';
import { checkDrawFits } from '../../../runtime/sfb/ion-weapons';
import { ROOT } from '../../helpers/compile';
import { sys } from './fixtures';

const dir = path.join(ROOT, 'examples', 'scenarios');
const scenario = JSON.parse(readFileSync(path.join(dir, 'sfb-ion-draw-limit.json'), 'utf8'));

function refusal(fn: () => void): RuleRefusal {
  try {
    fn();
  } catch (e) {
    if (e instanceof RuleRefusal) return e;
    throw e;
  }
  throw new Error('expected a refusal');
}

describe('H93.11 a draw fits what the weapon can fire', () => {
  it('H93.11 refuses a draw of 3 for ion cannon A (load 1 + 1 = 2), with the arithmetic, and A then fires on 2', () => {
    const out = runScenario(scenario, dir);
    const r = out.results as { ok: boolean; error?: string; rule?: string; drawn?: number; stored?: number; energy?: number; paid?: { drawn: number } }[];
    expect(r[1]).toMatchObject({ ok: false, rule: 'H93.11' });
    expect(r[1].error).toBe('A can use at most 2 this turn (its standard load is 2 and its type states no overload); it holds 0 drawn for it, so 0 + 3 = 3 is too much: draw at most 2');
    expect(r[2]).toMatchObject({ ok: true, drawn: 2, stored: 5 });
    expect(r[3]).toMatchObject({ ok: false, rule: 'H93.11' });
    expect(r[3].error).toContain('it holds 2 drawn for it, so 2 + 1 = 3 is too much: draw at most 0');
    expect(r[4]).toMatchObject({ ok: true, energy: 2, paid: { drawn: 2 } });
    // The IPG (load 4) takes 3 and then 1, and fires on exactly 4.
    expect([r[5].drawn, r[6].drawn, r[7].energy, r[7].paid?.drawn]).toEqual([3, 1, 4, 4]);
    expect(r[7].stored).toBe(1);
  });

  it('H93.11 a refused draw changes nothing: the game without the refused actions ends the same', () => {
    const full = runScenario(scenario, dir);
    const kept = { ...scenario, actions: scenario.actions.filter((_: unknown, i: number) => (full.results as { ok: boolean }[])[i].ok) };
    const short = runScenario(kept, dir);
    expect(JSON.stringify(short.state)).toBe(JSON.stringify(full.state));
  });

  it('H93.21 a weapon whose type states an overload may hold its overload load', () => {
    const heavy = sys('ionCannon', 'H', { impulseCost: 1, otherCost: 1, overloadCost: 2 });
    expect(() => checkDrawFits(undefined, heavy, 1, 4)).not.toThrow();
    const e = refusal(() => checkDrawFits({ energy: 3, spent: 0 } as never, heavy, 1, 2));
    expect(e.rule).toBe('H93.11');
    expect(e.message).toBe('H can use at most 4 this turn (its overload load is 4 (standard 2 + overload 2)); it holds 3 drawn for it, so 3 + 2 = 5 is too much: draw at most 1');
  });
});

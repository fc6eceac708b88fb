// The built-in rulesets are registered by the game module itself (runtime/rulesets.ts is the one
// list): a program that imports only runtime/core/game can play both, and the module list names
// each ruleset once with its clock.
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { compileFile } from '../../compiler/index';
import { createGame } from '../../runtime/core/game';
import { getRuleset } from '../../runtime/core/registry';
import { builtInRulesets } from '../../runtime/rulesets';

const examples = fileURLToPath(new URL('../../examples/', import.meta.url));
const ship = (file: string) => compileFile(path.join(examples, file)).document.ships[0]!;

describe('ruleset registration', () => {
  test('importing only the game module plays b5wars and sfb ships (no "no rules are registered")', () => {
    const game = createGame({ ships: { ent: ship('excelsior.ship'), dw: ship('vudar-dw.ship') } });
    expect(game.apply({ type: 'turn' })).toEqual({ ok: true, turn: 1 });
    expect(game.apply({ type: 'allocate', ship: 'dw', amount: 1, power: 'impulse' })).toMatchObject({ ok: true, stored: 1, capacity: 7 });
    expect(game.apply({ type: 'damage', ship: 'ent', bearing: 0, amount: 1 })).toMatchObject({ ok: true, absorbed: 1 });
  });

  test('one list, each ruleset once, each with the clock its turns use', () => {
    expect(builtInRulesets.map((m) => [m.ruleset, m.clock])).toEqual([
      ['b5wars', 'segments'],
      ['sfb', 'impulses'],
    ]);
    for (const m of builtInRulesets) expect(getRuleset(m.ruleset)).toBe(m);
  });
});

// Hostile names: ids that collide with Object.prototype members (`__proto__`, `constructor`,
// `prototype`, `hasOwnProperty`, `toString`, `valueOf`) as ship names, system ids, system type
// names, section names, property keys, hit-chart targets, arc names, rule constants, allow IDs,
// ship handles and action fields. Each must give a clear error or compile correctly; nothing may
// pollute Object.prototype, give an object of the compiled output or of the runtime state a
// foreign prototype, or lose a key on a JSON round-trip.
import { describe, expect, it } from 'vitest';
import { compileFiles, type CompileResult } from '../../compiler/index';
import type { CompiledShip } from '../../compiler/types';
import { createGame, resumeGame, runScenario } from '../../runtime/index';
import { assertNoPollution, compileSpanProblems, oddPrototypes, recordingHost } from './helpers';

const HOSTILE = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', 'valueOf'] as const;

function compile(text: string): CompileResult {
  const file = '/hostile/input.ship';
  return compileFiles([{ path: file, text }], { host: recordingHost({ [file]: text }), root: '/hostile' });
}

const errors = (r: CompileResult) => r.diagnostics.filter((d) => d.severity === 'error');
const codes = (r: CompileResult) => errors(r).map((d) => d.code);

/** Every value is plain JSON: no functions, no undefined, no non-finite numbers, no odd prototypes. */
function plainJsonProblems(value: unknown, where = '$', out: string[] = [], seen = new Set<unknown>()): string[] {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return out;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) out.push(`${where} = ${value}`);
    return out;
  }
  if (typeof value !== 'object') {
    out.push(`${where} is a ${typeof value}`);
    return out;
  }
  if (seen.has(value)) return out;
  seen.add(value);
  if (value === Object.prototype || value === Array.prototype) {
    out.push(`${where} is Object.prototype itself`);
    return out;
  }
  const proto = Object.getPrototypeOf(value);
  if (Array.isArray(value)) {
    if (proto !== Array.prototype) out.push(`${where} has a foreign prototype`);
    for (let i = 0; i < value.length; i++) plainJsonProblems(value[i], `${where}[${i}]`, out, seen);
    return out;
  }
  if (proto !== Object.prototype && proto !== null) out.push(`${where} has a foreign prototype`);
  for (const k of Object.keys(value)) {
    const v = (value as Record<string, unknown>)[k];
    if (v === undefined) continue; // JSON drops it; harmless
    plainJsonProblems(v, `${where}.${k}`, out, seen);
  }
  return out;
}

/** The compiled document is plain JSON, survives a round-trip unchanged, and nothing is polluted. */
function expectSoundDocument(r: CompileResult): void {
  expect(plainJsonProblems(r.document)).toEqual([]);
  const json = JSON.stringify(r.document);
  expect(JSON.stringify(JSON.parse(json))).toBe(json);
  expect(JSON.parse(json)).toEqual(r.document);
  expect(compileSpanProblems(r)).toEqual([]);
  assertNoPollution();
}

const SFB_HULL = 'sizeClass: 4  shields: [10, 10, 10, 10, 10, 10]';

describe('hostile names in the compiler', () => {
  for (const name of HOSTILE) {
    describe(`\`${name}\``, () => {
      it('as a ship name (and as the base of a variant) compiles correctly', () => {
        const r = compile(`ruleset sfb\nship ${name} { ${SFB_HULL}  cpu C { boxes: 2 } }\nship V extends ${name} { cpu D { boxes: 1 } }\n`);
        expect(codes(r)).toEqual([]);
        expect(r.document.ships.map((s) => s.name)).toEqual([name, 'V']);
        expect(r.document.ships[1].systems.map((s) => s.id)).toEqual(['C', 'D']);
        expectSoundDocument(r);
      });

      it('as an undeclared base ship is a clear error', () => {
        const r = compile(`ruleset sfb\nship V extends ${name} { ${SFB_HULL} }\n`);
        expect(codes(r)).toContain('unknown-ship');
        expectSoundDocument(r);
      });

      it('as a system id compiles correctly', () => {
        const r = compile(`ruleset sfb\nship S { ${SFB_HULL}  cpu ${name} { boxes: 2 }  phaserZ P1, ${name === 'toString' ? 'P2' : 'toString'} { arc: FA }  centralCapacitor { max: 2 } }\n`);
        expect(codes(r)).toEqual([]);
        expect(r.document.ships[0].systems.map((s) => s.id)).toContain(name);
        expectSoundDocument(r);
      });

      it('as a system type name compiles correctly', () => {
        const r = compile(`ruleset sfb\nsystem ${name} extends phaserZ { fireCost: 1 }\nship S { ${SFB_HULL}  ${name} X { arc: FA }  centralCapacitor { max: 1 } }\n`);
        expect(codes(r)).toEqual([]);
        expect(r.document.ships[0].systems.find((s) => s.id === 'X')).toMatchObject({ type: name, base: 'phaserZ', arc: [300, 60] });
        expectSoundDocument(r);
      });

      it('as an undeclared system kind is a clear error', () => {
        const r = compile(`ruleset sfb\nship S { ${SFB_HULL}  ${name} X { boxes: 1 } }\n`);
        expect(codes(r)).toContain('unknown-kind');
        expectSoundDocument(r);
      });

      it('as a section name and as a hit-chart target (declared as a system id) compiles correctly', () => {
        const r = compile(
          `ruleset b5wars\nship S { size: light  shields { all: 10 }\n  section ${name} {\n    structure: 10\n    shieldGenerator ${name} { boxes: 3 }\n    deflector D1 { arc: all  value: 3  power: 2  boxes: 3 }\n    hits { 1..10: structure  11..15: ${name}  16..20: D1 }\n  }\n}\n`,
        );
        expect(errors(r).map((d) => `${d.code}: ${d.message}`)).toEqual([]);
        const ship = r.document.ships[0] as CompiledShip & { sections?: { name: string }[] };
        expect(ship.sections?.map((s) => s.name)).toContain(name);
        expectSoundDocument(r);
      });

      it('as an unknown hit-chart target is a clear error', () => {
        const r = compile(`ruleset b5wars\nship S { size: light  shields { all: 10 }\n  section primary { structure: 10  hits { 1..20: ${name} } }\n}\n`);
        expect(codes(r)).toContain('unknown-hit-target');
        expectSoundDocument(r);
      });

      it('as a property key (ship, system, shields group) is a clear error', () => {
        const sfb = compile(`ruleset sfb\nship S { ${SFB_HULL}  ${name}: 3  cpu C { ${name}: 1 } }\n`);
        expect(codes(sfb).filter((c) => c === 'unknown-property')).toHaveLength(2);
        expectSoundDocument(sfb);
        const b5 = compile(`ruleset b5wars\nship S { size: light  shields { all: 10  ${name}: 4 } }\n`);
        expect(codes(b5)).toContain('unknown-projection');
        expectSoundDocument(b5);
      });

      it('as a declared arc name compiles correctly', () => {
        const r = compile(`ruleset sfb\narc ${name} = 10..80\nship S { ${SFB_HULL}  phaserZ P1 { arc: ${name} }  centralCapacitor { max: 1 } }\n`);
        expect(codes(r)).toEqual([]);
        expect(r.document.ships[0].systems.find((s) => s.id === 'P1')).toMatchObject({ arc: [10, 80] });
        expectSoundDocument(r);
      });

      it('as an undeclared arc name in a b5wars ship is a clear error', () => {
        const r = compile(`ruleset b5wars\nship S { size: light  shields { all: 10 }\n  section primary { structure: 10  deflector D1 { arc: ${name}  value: 3  power: 2  boxes: 3 } }\n}\n`);
        expect(codes(r)).toContain('unknown-arc');
        expectSoundDocument(r);
      });

      // Found by this suite: compiler/lower.ts looked sfb arc names up in a plain object, so
      // `arc: toString` compiled silently to Object.prototype.toString and `arc: __proto__` to
      // Object.prototype (fixed in 376087d).
      it('as an undeclared arc name in an sfb ship is a clear error', () => {
        const r = compile(`ruleset sfb\nship S { ${SFB_HULL}  phaserZ P1 { arc: ${name} }  centralCapacitor { max: 1 } }\n`);
        expectSoundDocument(r);
        expect(codes(r)).toContain('unknown-arc');
      });

      it('as a rule constant (file and ship `rules`) is a clear error', () => {
        const r = compile(`ruleset sfb\nrules { ${name}: 1 }\nship S { ${SFB_HULL}  rules { ${name}: 2 } }\n`);
        expect(codes(r).filter((c) => c === 'unknown-property')).toHaveLength(2);
        expect(Object.keys(r.document.ships[0].rules)).not.toContain(name);
        expectSoundDocument(r);
      });

      it('as an allow rule ID, a ruleset, an enum value and an import is a clear error', () => {
        const r = compile(`ruleset b5wars\nimport "${name}.ship"\nship S { size: ${name}  ruleset: ${name}  allow ${name} "why" }\n`);
        expect(codes(r)).toEqual(expect.arrayContaining(['import-not-found', 'unknown-value', 'unknown-ruleset']));
        expect(r.diagnostics.map((d) => d.code)).toContain('unknown-rule');
        expectSoundDocument(r);
        const rs = compile(`ruleset ${name}\n`);
        expect(codes(rs)).toContain('unknown-ruleset');
      });
    });
  }
});

// ---- the runtime -------------------------------------------------------------------------------

function compiledShip(text: string, name: string): CompiledShip {
  const r = compile(text);
  expect(errors(r).map((d) => `${d.code}: ${d.message}`)).toEqual([]);
  const ship = r.document.ships.find((s) => s.name === name);
  if (!ship) throw new Error(`no ship ${name}`);
  return JSON.parse(JSON.stringify(ship)) as CompiledShip;
}

const hostileSfb = () =>
  compiledShip(
    `ruleset sfb\nship Z { ${SFB_HULL}\n${HOSTILE.map((n) => `  cpu ${n} { boxes: 2 }`).join('\n')}\n  quantumBattery B1\n  phaserZ P1 { arc: FA }\n  centralCapacitor { max: 1 }\n}\n`,
    'Z',
  );
const hostileB5 = () =>
  compiledShip(
    `ruleset b5wars\nship Z { size: light  power: 10  shields { all: 10 }\n  section primary {\n    structure: 10\n    deflector D1 { arc: all  value: 3  power: 2  boxes: 3 }\n    shieldGenerator SG { boxes: 3 }\n${HOSTILE.map((n) => `    reactor ${n} { boxes: 2 }`).join('\n')}\n  }\n}\n`,
    'Z',
  );

function expectSoundState(state: unknown): void {
  expect(oddPrototypes(state)).toEqual([]);
  const json = JSON.stringify(state);
  expect(JSON.stringify(JSON.parse(json))).toBe(json);
  assertNoPollution();
}

describe('hostile names in the runtime', () => {
  it('systems with hostile ids are own keys of the state, with the right prototype', () => {
    for (const ship of [hostileSfb(), hostileB5()]) {
      const game = createGame({ ships: { z: ship } });
      const systems = game.state.ships.z.systems;
      for (const n of HOSTILE) {
        expect(Object.prototype.hasOwnProperty.call(systems, n), `systems.${n} (${ship.ruleset})`).toBe(true);
        expect(systems[n]).toMatchObject({ damage: 0, destroyed: false });
      }
      expect(Object.getPrototypeOf(systems)).toBe(Object.prototype);
      expectSoundState(game.state);
      // The same after a save and a resume.
      const again = resumeGame(game.ships, JSON.parse(JSON.stringify(game.save())));
      expect(Object.keys(again.state.ships.z.systems)).toEqual(Object.keys(systems));
      expectSoundState(again.state);
    }
  });

  it('damage and repair of a system called __proto__ / constructor work and change only that system', () => {
    for (const ship of [hostileSfb(), hostileB5()]) {
      const game = createGame({ ships: { z: ship } });
      expect(game.apply({ type: 'turn' })).toMatchObject({ ok: true });
      for (const n of HOSTILE) {
        const r = game.apply({ type: 'damageSystem', ship: 'z', system: n, boxes: 2 });
        expect(r, `${ship.ruleset} damageSystem ${n}`).toMatchObject({ ok: true });
        expect(game.state.ships.z.systems[n]).toMatchObject({ destroyed: true });
      }
      expectSoundState(game.state);
    }
  });

  it('ship handles __proto__ / constructor / toString work as handles', () => {
    const ship = hostileSfb();
    // As a JSON document would give them: own properties, not prototypes.
    const ships = JSON.parse(`{${HOSTILE.map((h) => `"${h}": ${JSON.stringify(ship)}`).join(',')}}`) as Record<string, CompiledShip>;
    const game = createGame({ ships });
    expect(Object.keys(game.state.ships)).toEqual([...HOSTILE]);
    for (const h of HOSTILE) {
      expect(game.apply({ type: 'damageSystem', ship: h, system: 'B1', boxes: 1 }), h).toMatchObject({ ok: true });
    }
    expectSoundState(game.state);
  });

  it('a scenario whose ship handles are __proto__ and constructor runs', () => {
    const scenario = JSON.parse(
      '{"ships": {"__proto__": {"file": "a.ship"}, "constructor": {"file": "a.ship"}}, "actions": [{"type": "turn"}, {"type": "damageSystem", "ship": "__proto__", "system": "B1", "boxes": 1}, {"type": "damageSystem", "ship": "constructor", "system": "B1", "boxes": 1}]}',
    );
    const ship = hostileSfb();
    const out = runScenario(scenario, '/hostile', { compile: () => ({ document: { format: 'drydock/1', ships: [ship] }, diagnostics: [] }) });
    expect(out.results.map((r) => r.ok)).toEqual([true, true, true]);
    expect(Object.keys(out.state.ships)).toEqual(['__proto__', 'constructor']);
    expectSoundState(out.state);
  });

  it('hostile action types, ship handles and field values are refused, never thrown', () => {
    const game = createGame({ ships: { s: hostileSfb(), b: hostileB5() } });
    game.apply({ type: 'turn' });
    const before = JSON.stringify(game.state);
    const actions: Record<string, unknown>[] = [];
    for (const n of HOSTILE) {
      actions.push(
        { type: n },
        { type: n, ship: 's' },
        { type: n, ship: 'b' },
        { type: 'damage', ship: n, bearing: 1, amount: 1 },
        { type: 'damageSystem', ship: n, system: 'B1', boxes: 1 },
        { type: 'damage', ship: 'b', bearing: 1, amount: 1, projection: n },
        { type: 'damage', ship: 'b', bearing: 1, amount: 1, attacker: n },
        { type: 'ram', ship: 'b', bearing: 1, factor: 1, projection: n },
        { type: 'regenerate', ship: 'b', deflector: n },
        { type: 'extendArc', ship: 'b', deflector: n, steps: 1, direction: 'cw' },
        { type: 'transfer', ship: 'b', from: n, to: 'all', amount: 1 },
        { type: 'fire', ship: 'b', weapon: n },
        { type: 'damageSystem', ship: 's', system: `${n}x`, boxes: 1 },
        { type: 'repairSystem', ship: 's', system: `${n}x` },
        { type: 'fire', ship: 's', weapon: n },
        { type: 'arm', ship: 's', weapon: n, energy: 1 },
        { type: 'hold', ship: 's', weapon: n },
        { type: 'drawBattery', ship: 's', amount: 1, battery: n },
        { type: 'allocate', ship: 's', amount: 1, power: 'impulse', weapon: n },
        { type: 'draw', ship: 's', amount: 1, weapon: n },
        { type: 'draw', ship: 's', amount: 1, purpose: n },
      );
    }
    actions.push(JSON.parse('{"type":"regenerate","ship":"b","deflector":"D1","to":{"__proto__":1}}'), JSON.parse('{"type":"regenerate","ship":"b","deflector":"D1","to":{"constructor":1}}'));
    for (const a of actions) {
      let r: ReturnType<typeof game.apply> | undefined;
      expect(() => (r = game.apply(a)), JSON.stringify(a)).not.toThrow();
      expect(r!.ok, `${JSON.stringify(a)} -> ${JSON.stringify(r)}`).toBe(false);
      expect(JSON.stringify(game.state), JSON.stringify(a)).toBe(before);
    }
    expectSoundState(game.state);
  });
});

// Each diagnostic is reported once, where it is about (compiler/shared-findings.ts): the compiler
// has no pass that merges repeats. These inputs each used to give some diagnostic twice or more
// (a variant re-finding what it inherits, a `rules` block read by every ship, a system type's
// value found in every ship that uses it); each finding now comes once, with its code and range,
// from the whole compile and from the streaming check (`drydock check`) alike.
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileFiles } from '../../compiler/index';
import { CHECK_COMPILE_OPTIONS } from '../../cli/check';
import type { Diagnostic } from '../../grammar/diagnostic';

const ROOT = '/once';

/** Compiles `main.ship` (and the other files it imports) whole and streamed; both must agree. */
function compile(files: Record<string, string>): Diagnostic[] {
  const abs = Object.fromEntries(Object.entries(files).map(([k, v]) => [path.join(ROOT, k), v]));
  const host = { readFile: (f: string) => abs[f] };
  const main = [{ path: path.join(ROOT, 'main.ship') }];
  const whole = compileFiles(main, { host, root: ROOT }).diagnostics;
  const streamed = compileFiles(main, { host, root: ROOT, ...CHECK_COMPILE_OPTIONS }).diagnostics;
  expect(streamed).toEqual(whole);
  return whole;
}

/** The diagnostics of `code`, as [file name, text of the range, message start]. */
function found(diags: Diagnostic[], code: string, texts: Record<string, string>) {
  return diags.filter((d) => d.code === code).map((d) => [path.basename(d.file), texts[path.basename(d.file)].slice(d.span.start, d.span.end), d.message.slice(0, 40)]);
}

/** The range of the `nth` occurrence (0-based) of `needle` in `text`. */
function at(text: string, needle: string, nth = 0): { start: number; end: number } {
  let i = -1;
  for (let k = 0; k <= nth; k++) i = text.indexOf(needle, i + 1);
  if (i < 0) throw new Error(`no ${needle}`);
  return { start: i, end: i + needle.length };
}

function noRepeats(diags: Diagnostic[]): void {
  const keys = diags.map((d) => `${d.file}|${d.span.start}|${d.span.end}|${d.code}|${d.message}`);
  expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
}

const BASE = `ship Oberth {
  size: light
  power: 6
  shields { all: 8 }
  section primary {
    deflector D1 { arc: all  value: 2  power: 1 }
    weapon P1 { arc: 45..45  class: "Phaser" }
  }
}`;

describe('a variant leaves to its base what the base finds', () => {
  const cases: [string, string][] = [
    ['after its base', `ruleset b5wars\n${BASE}\nship Refit extends Oberth { points: 5 }\n`],
    ['before its base', `ruleset b5wars\nship Refit extends Oberth { points: 5 }\n${BASE}\n`],
    ['in a chain, with a sibling', `ruleset b5wars\nship R2 extends R1 { points: 6 }\n${BASE}\nship R1 extends Oberth { points: 5 }\nship R3 extends Oberth { }\n`],
  ];
  for (const [what, text] of cases)
    it(`missing hit chart, zero-width arc, missing figures: once each, at the base (${what})`, () => {
      const diags = compile({ 'main.ship': text });
      noRepeats(diags);
      // The base's section, arc and weapon id (the first `primary` and `P1` after `ship Oberth`).
      expect(found(diags, 'hit-chart-missing', { 'main.ship': text })).toEqual([['main.ship', 'primary', 'Section primary has no hit chart, so not']]);
      expect(found(diags, 'zero-width-arc', { 'main.ship': text })).toEqual([['main.ship', '45..45', 'The arc of weapon P1 is 45..45, a single']]);
      expect(found(diags, 'weapon-figures-missing', { 'main.ship': text })).toEqual([['main.ship', 'P1', 'Weapon P1 states no damage and no range,']]);
      expect(diags.find((d) => d.code === 'hit-chart-missing')!.span.start).toBeGreaterThan(text.indexOf('ship Oberth'));
    });

  it('a variant in another file than its base: reported once, in the base file', () => {
    const lib = `ruleset b5wars\n${BASE}\n`;
    const main = 'ruleset b5wars\nimport "lib.ship"\nship Refit extends Oberth { points: 5 }\nship Scout extends Oberth { }\n';
    const diags = compile({ 'main.ship': main, 'lib.ship': lib });
    noRepeats(diags);
    const texts = { 'main.ship': main, 'lib.ship': lib };
    expect(found(diags, 'zero-width-arc', texts)).toEqual([['lib.ship', '45..45', 'The arc of weapon P1 is 45..45, a single']]);
    expect(found(diags, 'hit-chart-missing', texts)).toEqual([['lib.ship', 'primary', 'Section primary has no hit chart, so not']]);
    expect(diags.find((d) => d.code === 'zero-width-arc')!.span).toEqual(at(lib, '45..45'));
  });

  it("what the variant writes itself stays the variant's, next to the base's", () => {
    const text = `ruleset b5wars\n${BASE}\nship Refit extends Oberth {\n  section primary {\n    weapon P2 { arc: 120..120  class: "Phaser" }\n  }\n}\n`;
    const diags = compile({ 'main.ship': text });
    noRepeats(diags);
    expect(diags.filter((d) => d.code === 'zero-width-arc').map((d) => d.span)).toEqual([at(text, '45..45'), at(text, '120..120')]);
    expect(diags.filter((d) => d.code === 'weapon-figures-missing').map((d) => d.span)).toEqual([at(text, 'P1'), at(text, 'P2')]);
  });

  it('a duplicate id the base declared: once, in the words of the base (SSD-1)', () => {
    const base = 'ship Miranda {\n  size: light\n  power: 6\n  shields { all: 8 }\n  section primary {\n    structure: 10\n    deflector DF { arc: all  value: 2  power: 1 }\n    weapon DF { arc: all  damage: "2d6"  rangePenalty: 1 }\n    hits { 1..20: structure }\n  }\n}';
    const text = `ruleset b5wars\nship A extends Miranda { points: 5 }\n${base}\nship B extends A { }\n`;
    const diags = compile({ 'main.ship': text });
    noRepeats(diags);
    const dup = diags.filter((d) => d.code === 'duplicate-id');
    expect(dup).toHaveLength(1);
    expect(dup[0].span).toEqual(at(text, 'DF', 1));
    expect(dup[0].message).toContain('already used in Miranda by the deflector declared on line 9.');
    expect(dup[0].rule).toBe('SSD-1');
  });

  it('a flight variant leaves its base the flight size and the arc it inherits (B5-FLIGHT, SSD-3)', () => {
    const text =
      'ruleset b5wars\nflight G extends F { points: 9 }\nflight F {\n  armor: [1, 1, 1, 1]\n  structure: 6\n  minCraft: 9\n  maxCraft: 6\n  weapon FW { arc: 45..45  damage: "d6"  rangePenalty: 2 }\n}\nflight H extends G { }\n';
    const diags = compile({ 'main.ship': text });
    noRepeats(diags);
    const size = diags.filter((d) => d.code === 'flight-size-order');
    expect(size).toHaveLength(1);
    expect(size[0].span).toEqual(at(text, '9', 1));
    expect(size[0].message).toMatch(/^The flight F fields at least 9 craft but at most 6/);
    expect(diags.filter((d) => d.code === 'zero-width-arc').map((d) => d.span)).toEqual([at(text, '45..45')]);
  });
});

describe('a declaration several ships read reports its findings once', () => {
  const ship = (name: string, body = '') =>
    `ship ${name} {\n  size: light\n  power: 6\n  shields { all: 8 }\n  section primary {\n    structure: 10\n    deflector D1 { arc: all  value: 2  power: 1 }\n    ${body}\n    hits { 1..20: structure }\n  }\n}\n`;

  it('a rules block with an unknown property, a wrong value and a block, read by three ships', () => {
    const text = `ruleset b5wars\nrules { bogus: 1  extraThrustPowerCost: "x"  inner { a: 1 } }\n${ship('A')}${ship('B')}${ship('C')}ship V extends A { }\n`;
    const diags = compile({ 'main.ship': text });
    noRepeats(diags);
    const codes = (code: string) => diags.filter((d) => d.code === code).map((d) => d.span);
    expect(codes('unknown-property')).toEqual([at(text, 'bogus')]);
    expect(codes('wrong-type')).toEqual([at(text, '"x"')]);
    expect(codes('unexpected-member')).toEqual([at(text, 'inner')]);
    expect(diags.find((d) => d.code === 'unknown-property')!.message).toMatch(/^The rules has no property `bogus`\./);
  });

  it('a rules block that no ship reads reports nothing, as before', () => {
    const text = 'ruleset b5wars\nrules { bogus: 1 }\nship V extends Nothing { }\n';
    expect(compile({ 'main.ship': text }).map((d) => d.code)).toEqual(['unknown-ship']);
  });

  it("a system type's deprecated altModes, used by two weapons in two ships (B5-WEAPON)", () => {
    const types = 'system Disruptor extends weapon { damage: "2d10+4"  rangePenalty: 1  mode: raking  rake: 10  altModes: ["piercing 3d10+2d6"] }\n';
    const text = `ruleset b5wars\n${types}${ship('A', 'Disruptor W1 { arc: all }  Disruptor W2 { arc: all }')}${ship('B', 'Disruptor W1 { arc: all }')}`;
    const diags = compile({ 'main.ship': text });
    noRepeats(diags);
    const hint = diags.filter((d) => d.code === 'deprecated-property');
    expect(hint.map((d) => d.span)).toEqual([at(text, 'altModes')]);
    expect(hint[0].severity).toBe('info');
  });

  it("a system type's zero-width arc, found for the same weapon id in two ships (SSD-3)", () => {
    const types = 'system Narrow extends weapon { arc: 45..45  damage: "2d6"  rangePenalty: 1 }\n';
    const text = `ruleset b5wars\n${types}${ship('A', 'Narrow W1 { }  Narrow W2 { }')}${ship('B', 'Narrow W1 { }')}`;
    const diags = compile({ 'main.ship': text });
    noRepeats(diags);
    // One finding per weapon id (the message names it), each once, at the type's arc.
    const arcs = diags.filter((d) => d.code === 'zero-width-arc');
    expect(arcs.map((d) => [d.span, d.message.slice(0, 25)])).toEqual([
      [at(text, '45..45'), 'The arc of Narrow W1 is 4'],
      [at(text, '45..45'), 'The arc of Narrow W2 is 4'],
    ]);
  });
});

// B5-EFFECTS: a weapon's effects beyond its damage as figures — armor reduction per hit, a share of
// armor ignored, a ballistic launch range, a mode that forces a critical roll, damage by the to-hit
// margin. They reach the compiled ship (flat and per mode), the checks say what to write, and the
// old `"X+8"` damage says what to type instead.
import { describe, expect, it } from 'vitest';
import { marginBonus, marginDamageText, effectsShort } from '../../../compiler/weapon-effects';
import { weaponModes } from '../../../compiler/weapon-modes';
import { jsonToShipSource } from '../../../compiler/convert/index';
import { compiledDocumentSchema } from '../../../compiler/schema';
import { plainValueProblem } from '../../../compiler/values';
import { expectSafeFormat } from '../../format/helpers';
import { compileOne } from '../../helpers/compile';

const ship = (body: string) => `ruleset b5wars
ship F {
  size: light
  ${body}
}
`;
const findings = (text: string) => compileOne(text).diagnostics.map((d) => ({ code: d.code, severity: d.severity, rule: d.rule, at: text.slice(d.span.start, d.span.end), message: d.message }));

const SHIP = ship(`weapon LD { arc: all  damage: "2d6+2"  rangePenalty: 1  armorReduction: 1 }
  weapon KL { arc: all  damage: "2d10+10"  range: 25  armorReduction: 1  armorReductionFrom: 12  armorReductionOf: structure }
  weapon PP { arc: all  damage: "4d10+5"  rangePenalty: 1/2  armorIgnored: 50 }
  weapon MR { arc: all  damage: "10"  range: 30  launchRange: 10 }
  weapon PB { arc: all  damage: "2d6"  rangePenalty: 1  mode boosted { kind: standard  damage: "4d6"  forcesCritical: true } }
  weapon AM { arc: all  damage: "8"  rangePenalty: 1  marginDamage: [5, 12] }`);

describe('weapon effects (B5-EFFECTS)', () => {
  it('compile clean and reach the compiled ship, flat and in a mode block', () => {
    const r = compileOne(SHIP);
    expect(r.diagnostics).toEqual([]);
    const by = Object.fromEntries(r.document.ships[0].systems.map((s) => [s.id, s]));
    expect(by.LD).toMatchObject({ armorReduction: 1 });
    expect(by.LD.armorReductionOf).toBeUndefined();
    expect(by.KL).toMatchObject({ armorReduction: 1, armorReductionFrom: 12, armorReductionOf: 'structure' });
    expect(by.PP).toMatchObject({ armorIgnored: 50 });
    expect(by.MR).toMatchObject({ launchRange: 10, range: 30 });
    expect(by.PB.modes).toEqual([{ mode: 'standard', name: 'boosted', damage: '4d6', forcesCritical: true }]);
    expect(by.AM).toMatchObject({ damage: '8', marginDamage: [5, 12] });
    // The boosted mode forces the critical; the plain one does not; both keep the weapon's range penalty.
    const modes = weaponModes((n) => by.PB[n]);
    expect(modes.map((m) => [m.name ?? m.mode, m.damage, m.forcesCritical ?? false, m.rangePenalty])).toEqual([
      ['standard', '2d6', false, 1],
      ['boosted', '4d6', true, 1],
    ]);
  });

  it('margin damage: +1 per 5 of margin, at most +12 — 8 to 20', () => {
    const m = { step: 5, most: 12 };
    expect([0, 4, 5, 37, 59, 60, 99].map((x) => 8 + marginBonus(x, m))).toEqual([8, 8, 9, 15, 19, 20, 20]);
    expect(marginDamageText('8', [5, 12])).toBe('8 + 1 per 5 of margin (max +12): 8 to 20');
    expect(marginDamageText('d6+2', [4, 3])).toBe('d6+2 + 1 per 4 of margin (max +3): 3 to 11');
  });

  it('print in short words for the sheet', () => {
    expect(effectsShort({ armorReduction: 1, armorReductionFrom: 12, armorReductionOf: 'structure' })).toEqual(['AR 1 (12+ dmg, structure)']);
    expect(effectsShort({ armorReduction: 1 })).toEqual(['AR 1']);
    expect(effectsShort({ armorIgnored: 50, launchRange: 10, forcesCritical: true, marginDamage: [5, 12] })).toEqual(['ignores 50% armor', 'launch 10', 'forces critical', '+1/5 margin, max +12']);
  });

  it('"X+8" is refused with what to type', () => {
    const text = ship('weapon AM { arc: all  rangePenalty: 1  damage: "X+8" }');
    const f = findings(text);
    expect(f.map((d) => [d.code, d.severity, d.at])).toEqual([['margin-in-dice', 'error', '"X+8"']]);
    expect(f[0].message).toContain('write `damage: "8"  marginDamage: [STEP, MOST]`');
    expect(f[0].message).toContain('`marginDamage: [5, 12]`');
    expect(f[0].message).toContain('(B5-EFFECTS)');
    // Another fixed part is kept; a plain bad expression stays bad-dice.
    expect(findings(ship('weapon AM { arc: all  rangePenalty: 1  damage: "2d6+x" }'))[0].message).toContain('`damage: "2d6"  marginDamage');
    expect(findings(ship('weapon AM { arc: all  rangePenalty: 1  damage: "2y6" }')).map((d) => d.code)).toEqual(['bad-dice']);
  });

  it('checks types and bounds at the value', () => {
    const text = ship('weapon W { arc: all  damage: "d6"  range: 10  armorIgnored: 0  armorReduction: 1  armorReductionOf: facing  marginDamage: [0, 12]  forcesCritical: yes }');
    expect(findings(text).map((d) => [d.code, d.at])).toEqual([
      ['out-of-range', '0'],
      ['unknown-value', 'facing'],
      ['out-of-range', '0'],
      ['wrong-type', 'yes'],
    ]);
    expect(findings(ship('weapon W { arc: all  damage: "d6"  range: 10  marginDamage: [5] }')).map((d) => [d.code, d.message])).toEqual([
      ['out-of-range', expect.stringContaining('needs exactly 2 entries')],
    ]);
  });

  it('armorReductionFrom/Of without armorReduction is a warning with the figure to add', () => {
    const text = ship('weapon W { arc: all  damage: "d6"  range: 10  armorReductionFrom: 12  mode raking { rake: 5  armorReductionOf: structure } }');
    const f = findings(text);
    expect(f.map((d) => [d.code, d.severity, d.rule, d.at])).toEqual([
      ['effect-figure-alone', 'warning', 'B5-EFFECTS', 'armorReductionFrom'],
      ['effect-figure-alone', 'warning', 'B5-EFFECTS', 'armorReductionOf'],
    ]);
    expect(f[0].message).toContain('add `armorReduction: 1`');
    expect(f[1].message).toContain('in its mode `raking`');
    // The flat armorReduction covers a block's figures.
    expect(findings(ship('weapon W { arc: all  damage: "d6"  range: 10  armorReduction: 1  mode raking { rake: 5  armorReductionOf: structure } }'))).toEqual([]);
  });

  it('a launch range beyond the range is an error; one without a range a warning', () => {
    const text = ship('weapon W { arc: all  damage: "10"  range: 8  launchRange: 10 }');
    const f = findings(text);
    expect(f.map((d) => [d.code, d.severity, d.at])).toEqual([['launch-beyond-range', 'error', 'launchRange']]);
    expect(f[0].message).toContain('write `launchRange` at most 8, or raise `range` to at least 10 (B5-EFFECTS)');
    // A block that shortens the range below the weapon's launch range is reported at the block's range.
    expect(findings(ship('weapon W { arc: all  damage: "10"  range: 30  launchRange: 10  mode flash { range: 5 } }')).map((d) => [d.code, d.at])).toEqual([['launch-beyond-range', 'range']]);
    const alone = findings(ship('weapon W { arc: all  damage: "10"  rangePenalty: 1  launchRange: 10 }'));
    expect(alone.map((d) => [d.code, d.severity])).toEqual([['effect-figure-alone', 'warning']]);
    expect(alone[0].message).toContain('add `range: N` with N at least 10');
    expect(findings(ship('weapon W { arc: all  damage: "10"  range: 10  launchRange: 10 }'))).toEqual([]);
  });
});

describe('weapon effects in JSON and the formatter', () => {
  it('the compiled document schema names them; convert writes them back as the language does', () => {
    const schema = JSON.stringify(compiledDocumentSchema());
    for (const f of ['armorReduction', 'armorReductionFrom', 'armorReductionOf', 'armorIgnored', 'launchRange', 'forcesCritical', 'marginDamage']) expect(schema).toContain(`"${f}"`);
    const text = jsonToShipSource(JSON.stringify(compileOne(SHIP).document)).text!;
    expect(text).toMatch(/armorReductionOf: structure/);
    expect(text).toMatch(/marginDamage: \[5, 12\]/);
    expect(text).toMatch(/mode boosted \{ kind: standard {2}damage: "4d6" {2}forcesCritical: true \}/);
    expect(compileOne(text).diagnostics).toEqual([]);
  });

  it('a JSON user type is checked as a ship file is: marginDamage takes two whole numbers of at least 1', () => {
    expect(plainValueProblem([5, 12], { type: { kind: 'list', of: { kind: 'int', min: 1 }, minItems: 2, maxItems: 2 } })).toBeUndefined();
    expect(plainValueProblem([5], { type: { kind: 'list', of: { kind: 'int', min: 1 }, minItems: 2, maxItems: 2 } })).toBe('must have exactly 2 entries');
    expect(plainValueProblem([0, 12], { type: { kind: 'list', of: { kind: 'int', min: 1 }, minItems: 2, maxItems: 2 } })).toBe('has an entry 1 that must be at least 1');
    expect(plainValueProblem('X+8', { type: { kind: 'dice' } })).toContain('marginDamage: [STEP, MOST]');
  });

  it('format as written, twice the same', async () => {
    const once = await expectSafeFormat(SHIP);
    expect(once).toMatch(/armorReductionFrom: 12/);
    expect(once).toMatch(/forcesCritical: true/);
  });
});

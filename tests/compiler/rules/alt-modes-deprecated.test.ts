// `altModes` is deprecated (B5-WEAPON): it still compiles, with an info finding at the property
// name and a fix that writes the same modes as `mode NAME { ... }` blocks. The fix is checked by
// applying it: the weapon's modes (kind, name, damage and every figure, in order) stay the same
// and the hint is gone.
import { describe, expect, it } from 'vitest';
import type { Diagnostic, FixSpec } from '../../../grammar/diagnostic';
import { weaponModes } from '../../../compiler/weapon-modes';
import { compileOne } from '../../helpers/compile';
import { weaponShip as ship, textAt } from '../../helpers/weapon-ship';

const hints = (text: string) => compileOne(text).diagnostics.filter((d) => d.code === 'deprecated-property');

function apply(text: string, fix: FixSpec): string {
  let out = text;
  for (const e of [...fix.edits].sort((a, b) => b.span.start - a.span.start)) out = out.slice(0, e.span.start) + e.newText + out.slice(e.span.end);
  return out;
}

/** Each weapon's modes as `name:kind damage figures`, without where they came from. */
function modesOf(text: string): string[][] {
  const r = compileOne(text);
  expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return r.document.ships[0].systems.map((s) =>
    weaponModes((n) => (s as unknown as Record<string, unknown>)[n]).map(({ from: _from, ...m }) => JSON.stringify({ ...m, name: m.name ?? m.mode })),
  );
}

function fixOf(d: Diagnostic): FixSpec {
  const fixes = d.data?.fixes as FixSpec[] | undefined;
  expect(fixes?.length).toBe(1);
  return fixes![0];
}

describe('altModes is deprecated, with a fix that writes mode blocks', () => {
  it('is an info finding at the property name, with the rule, saying what to write', () => {
    const text = ship('weapon W { arc: all  damage: "2d10+4"  mode: raking  rake: 10  altModes: ["piercing 3d10+2d6"] }');
    const [h, ...more] = hints(text);
    expect(more).toEqual([]);
    expect(h).toMatchObject({ severity: 'info', rule: 'B5-WEAPON', data: { system: 'W', property: 'altModes' } });
    expect(textAt(text, h)).toBe('altModes');
    expect(h.message).toContain('mode piercing { damage: "2d10+6" }');
    const fixed = apply(text, fixOf(h));
    expect(fixed).toContain('rake: 10  mode piercing { damage: "3d10+2d6" } }');
    expect(hints(fixed)).toEqual([]);
    expect(modesOf(fixed)).toEqual(modesOf(text));
  });

  it('a kind the weapon already has gets a fresh name and states its kind, so no mode merges into another', () => {
    const text = ship('weapon W { arc: all  damage: "2d10"  mode: raking  rake: 8  altModes: ["raking 3d10", "raking 4d10", "flash d20"] }');
    const fixed = apply(text, fixOf(hints(text)[0]));
    expect(fixed).toContain('mode raking2 { kind: raking  damage: "3d10" }');
    expect(fixed).toContain('mode raking3 { kind: raking  damage: "4d10" }');
    expect(fixed).toContain('mode flash { damage: "d20" }');
    const before = modesOf(text)[0];
    const after = modesOf(fixed)[0];
    // Same kinds, damage and figures in the same order; only the new blocks' names are new.
    const strip = (ms: string[]) => ms.map((m) => JSON.stringify({ ...JSON.parse(m), name: undefined }));
    expect(strip(after)).toEqual(strip(before));
    expect(after.map((m) => JSON.parse(m).rake)).toEqual([8, 8, 8, undefined]);
  });

  it('blocks written after the strings keep their place: the new blocks go after the last one', () => {
    const text = ship('weapon W { arc: all  damage: "2d6"  altModes: ["piercing 3d10"]  mode flash { damage: "d20" } }');
    const fix = fixOf(hints(text)[0]);
    expect(fix.edits).toHaveLength(2);
    const fixed = apply(text, fix);
    expect(fixed).toContain('mode flash { damage: "d20" }\nmode piercing { damage: "3d10" }');
    expect(modesOf(fixed)).toEqual(modesOf(text));
  });

  it('a type that writes altModes gets one finding and one fix, at the type', () => {
    const types = 'system Disruptor extends weapon { damage: "2d10+4"  mode: raking  rake: 10  altModes: ["piercing 3d10+2d6"] }';
    const text = ship('Disruptor D1 { arc: 300..60 }\n    Disruptor D2 { arc: 300..60 }', types);
    const found = hints(text);
    expect(found).toHaveLength(1);
    expect(text.slice(0, found[0].span.start)).not.toContain('ship K');
    const fixed = apply(text, fixOf(found[0]));
    expect(hints(fixed)).toEqual([]);
    expect(modesOf(fixed)).toEqual(modesOf(text));
  });

  it('no fix where blocks would change the weapon: no flat mode or damage, or strings and blocks in different declarations', () => {
    // Without blocks the flat (standard, no damage) mode is a mode; with blocks it would not be.
    const bare = hints(ship('weapon W { arc: all  altModes: ["piercing 2d6"] }'));
    expect(bare).toHaveLength(1);
    expect(bare[0].data?.fixes).toBeUndefined();
    expect(bare[0].message).not.toContain('quick fix');
    const types = 'system T extends weapon { damage: "2d6"  altModes: ["piercing 3d10"] }';
    const split = hints(ship('T W { arc: all  mode flash { damage: "d20" } }', types));
    expect(split).toHaveLength(1);
    expect(split[0].data?.fixes).toBeUndefined();
  });

  it('a bad string is the error it always was, with no deprecation hint on top', () => {
    const text = ship('weapon W { arc: all  altModes: ["lance 2d6"] }');
    const r = compileOne(text);
    expect(r.diagnostics.map((d) => d.code)).toContain('bad-weapon-mode');
    expect(hints(text)).toEqual([]);
  });
});

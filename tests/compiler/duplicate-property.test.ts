// A property written twice in one block would silently keep only the last value: it is an error at
// the repeated key, in ships, sections, systems, projection blocks and system types alike.
import { describe, expect, it } from 'vitest';
import { compileOne } from '../helpers/compile';

const marked = `ruleset b5wars
system Gun extends weapon { damage: "d6"  <|>damage: "2d6" }
ship T {
  name: "T"
  <|>name: "U"
  size: medium
  power: 10
  shields { fore: 10  aft: 10  port { rating: 10  <|>rating: 12 }  starboard: 10 }
  section primary {
    structure: 10
    <|>structure: 12
    reactor R { armor: 2  <|>armor: 3  boxes: 10 }
    Gun G { arc: 0..90  armor: 1  boxes: 4 }
    hits { 1..10: structure  11..14: R  15..20: G }
  }
}
`;
const expected = [...marked.matchAll(/<\|>/g)].map((m, i) => m.index! - 3 * i);
const text = marked.replaceAll('<|>', '');

describe('duplicate-property', () => {
  it('reports each repeated key at the repeat, and only there', () => {
    const r = compileOne(text);
    const dups = r.diagnostics.filter((d) => d.code === 'duplicate-property');
    expect(dups.map((d) => d.span.start).sort((a, b) => a - b)).toEqual(expected);
    for (const d of dups) {
      expect(d.severity).toBe('error');
      expect(text.slice(d.span.start, d.span.end)).toMatch(/^(damage|name|rating|structure|armor)$/);
      expect(d.message).toContain('keep one');
    }
  });

  it('leaves hit-chart rolls and distinct keys alone', () => {
    const clean = text.replace('<|>', '').replace(/ {2}damage: "2d6"/, '').replace('  name: "U"\n', '')
      .replace('  rating: 12', '').replace('    structure: 12\n', '').replace('  armor: 3', '');
    const r = compileOne(clean);
    expect(r.diagnostics.filter((d) => d.code === 'duplicate-property')).toEqual([]);
  });
});

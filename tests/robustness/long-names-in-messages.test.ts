// A stranger's file may hold a name of megabytes. Messages quote what the author wrote, but never
// repeat such a name in full: the quote is shortened and says how long the name is, while the
// range still marks all of it (compiler/index.ts clipQuoted).
import { describe, expect, it } from 'vitest';
import { clipQuoted } from '../../compiler/index';
import { compileOne } from '../helpers/compile';

const chart = (target: string) => `ruleset b5wars
ship K {
  size: medium
  section primary {
    structure: 20
    hits { 1..20: ${target} }
  }
}
`;

describe('long names in messages', () => {
  it.each([
    ['an unknown hit target', 'a'.repeat(300_000), 'unknown-hit-target'],
    ['a dotted hit target', Array(100_000).fill('a').join('.'), 'bad-hit-target'],
  ])('%s is quoted shortened, marked whole', (_, name, code) => {
    const text = chart(name);
    const d = compileOne(text).diagnostics.find((x) => x.code === code);
    expect(d).toBeDefined();
    expect(d!.message.length).toBeLessThan(600);
    expect(d!.message).toContain(`…\` (${name.length} characters)`);
    expect(d!.span.end - d!.span.start).toBe(name.length);
  });

  it('short quotes are left as written', () => {
    const m = 'The hit chart names `N3`; write `aft.nacelle` instead.';
    expect(clipQuoted(m)).toBe(m);
    expect(clipQuoted('x'.repeat(200))).toBe('x'.repeat(200));
    expect(clipQuoted(`\`${'b'.repeat(81)}\` and \`ok\``)).toBe(`\`${'b'.repeat(60)}…\` (81 characters) and \`ok\``);
  });
});

// A stranger's file may hold a name of megabytes. Messages quote what the author wrote, but never
// repeat such a name in full: the quote is shortened and says how long the name is, while the
// range still marks all of it (compiler/index.ts clipQuoted).
import fc from 'fast-check';
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

  it('clips exactly the quotes a split at every backtick finds too long', () => {
    // The definition: backticks pair from the left; each closed quote over 80 characters is cut.
    const bySplit = (message: string): string => {
      if (message.length <= 80) return message;
      const pieces = message.split('`');
      let changed = false;
      for (let i = 1; i < pieces.length - 1; i += 2)
        if (pieces[i].length > 80) {
          pieces[i + 1] = ` (${pieces[i].length} characters)${pieces[i + 1]}`;
          pieces[i] = `${pieces[i].slice(0, 60)}…`;
          changed = true;
        }
      return changed ? pieces.join('`') : message;
    };
    const part = fc.oneof(fc.constant('`'), fc.string({ maxLength: 90 }), fc.constant('x'.repeat(81)), fc.constant('y'.repeat(80)));
    fc.assert(
      fc.property(fc.array(part, { maxLength: 12 }), (parts) => {
        const m = parts.join('');
        expect(clipQuoted(m)).toBe(bySplit(m));
      }),
      { numRuns: 5000 },
    );
  });
});

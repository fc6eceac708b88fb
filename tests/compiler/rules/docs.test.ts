// Every diagnostic code the rules, the JSON reader and the converter can report is documented in
// docs/diagnostics.md, and every registered construction rule is described in docs/rules.md.
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { constructionRules } from '../../../compiler/rules/index';
import { knownRuleIds } from '../../../compiler/rule-ids';
import { ROOT } from '../../helpers/compile';

function codesIn(dir: string): Set<string> {
  const out = new Set<string>();
  for (const f of readdirSync(path.join(ROOT, dir)).filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(path.join(ROOT, dir, f), 'utf8');
    for (const m of text.matchAll(/code: '([a-z][a-z0-9-]*)'/g)) out.add(m[1]);
    for (const m of text.matchAll(/(?:report\(ctx, |push\()'([a-z][a-z0-9-]*)'/g)) out.add(m[1]);
  }
  return out;
}

describe('documentation of rules and diagnostics', () => {
  const diagnostics = readFileSync(path.join(ROOT, 'docs/diagnostics.md'), 'utf8');
  const rules = readFileSync(path.join(ROOT, 'docs/rules.md'), 'utf8');

  it('docs/diagnostics.md lists every code of compiler/rules, compiler/json and compiler/convert', () => {
    const codes = new Set([...codesIn('compiler/rules'), ...codesIn('compiler/json'), ...codesIn('compiler/convert')]);
    expect(codes.size).toBeGreaterThan(40);
    const missing = [...codes].filter((c) => !diagnostics.includes(`\`${c}\``));
    expect(missing).toEqual([]);
  });

  it('docs/rules.md describes every registered construction rule, and every ID is one allow accepts', () => {
    for (const r of constructionRules) {
      expect(rules).toContain(`### ${r.id} `);
      expect(knownRuleIds.has(r.id)).toBe(true);
    }
  });

  it('docs/rules.md states the ruleset constants and the worked numbers', () => {
    for (const s of ['arcExtensionPowerFactor', 'fractionalAccounting', '8 + 8 + 10 = **26**', '**42**', '**52**', '3 ion cannons (1 each) + 1 IPG (4)'])
      expect(rules).toContain(s);
  });
});

// The list of rule IDs that `allow` accepts matches the upstream rule list exactly, when a copy of
// it is beside the checkout (docs/rules.md is the repository's own page of them).
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ruleIdList } from '../../compiler/rule-ids';
import { ROOT } from '../helpers/compile';

const spec = path.join(ROOT, '..', 'shared', 'spec', 'rules.md');

describe('rule IDs', () => {
  it.skipIf(!existsSync(spec))('lists every ID of rules.md and nothing else', () => {
    const text = readFileSync(spec, 'utf8');
    const ids = new Set<string>();
    for (const m of text.matchAll(/\*\*((?:ST-[A-Z]+-\d+|H93\.\d+|Z-[A-Z0-9]+-\d+|Z-MISC|SSD-\d+)(?: \/ (?:Z-[A-Z0-9]+-\d+))?)\*\*/g))
      for (const id of m[1].split(' / ')) ids.add(id);
    expect([...ruleIdList].sort()).toEqual([...ids].sort());
  });
});

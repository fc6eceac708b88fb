// The README's diagnostics example is the real output of a file in the repository.
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { drydock } from '../helpers/cli';
import { ROOT } from '../helpers/compile';

describe('README diagnostics example', () => {
  it('is what drydock check prints for the file it names', () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const block = /```console\n\$ drydock check (docs\/examples\/[\w./-]+\.ship)\n([\s\S]*?)```/.exec(readme);
    expect(block, 'a ```console block running drydock check on docs/examples/...').not.toBeNull();
    const [, file, shown] = block!;
    const r = drydock(['check', file]);
    expect(r.status).toBe(1);
    expect(r.stdout + r.stderr).toBe(shown);
    expect(shown).toMatch(/:\d+:\d+: error [a-z-]+: .+ \[[A-Z0-9.-]+\]\n/);
  });
});

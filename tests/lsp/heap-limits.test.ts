// lsp/heap-limits.ts: `drydock lsp` tells V8 to let its old generation grow only to twice
// what lived, and its young generation not at all; this engine takes both flags, and the young
// generation's stays put under a load that doubles it otherwise. The real server starts with them
// and says nothing on standard error.
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { HEAP_GROWING_PERCENT, KNOWN_ENGINE, limitHeapGrowth, SERVER_HEAP_FLAGS } from '../../lsp/heap-limits';
import { cleanupScratch, LspClient, tempProject } from './harness';

afterAll(() => cleanupScratch());

/**
 * A child process that allocates objects of which the last 50,000 stay alive (most of a young
 * collection survives, which is when V8 grows the young generation), after setting `flags` as
 * the server does; it prints the young generation's size in bytes.
 */
function youngAfterLoad(flags: string[]): number {
  const script = `
    const v8 = require('node:v8');
    for (const f of ${JSON.stringify(flags)}) v8.setFlagsFromString(f);
    const ring = new Array(50000);
    for (let i = 0; i < 3e6; i++) ring[i % ring.length] = { i, s: 'x' + (i & 1023) };
    process.stdout.write(String(v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').physical_space_size));
  `;
  const r = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  expect(r.stderr).toBe('');
  return Number(r.stdout);
}

describe('the server heap limits', () => {
  it('sets the old generation growth and stops the young generation growth', () => {
    const set: string[] = [];
    expect(limitHeapGrowth((f) => set.push(f))).toBe(true);
    expect(set).toEqual([`--heap-growing-percent=${HEAP_GROWING_PERCENT}`, '--semi-space-growth-factor=1']);
    expect(set).toEqual(SERVER_HEAP_FLAGS);
    // Another engine: nothing is set.
    expect(limitHeapGrowth(null)).toBe(false);
  });

  it.runIf(KNOWN_ENGINE)('keeps the young generation at its first size under a load that grows it eightfold otherwise', () => {
    const free = youngAfterLoad([]);
    const limited = youngAfterLoad(SERVER_HEAP_FLAGS);
    expect(free).toBeGreaterThanOrEqual(8 * limited);
    expect(limited).toBeLessThanOrEqual(4 * 1024 * 1024);
  });

  it('starts the real server with them, which checks a file and complains of no flag', async () => {
    const p = tempProject({ 'a.ship': 'ruleset sfb\nship A {\n  sizeClass: 4\n}\n' });
    const client = await LspClient.start({ rootUri: p.uri('') });
    try {
      const text = fs.readFileSync(p.file('a.ship'), 'utf8');
      const diags = await client.open(p.uri('a.ship'), text);
      expect(Array.isArray(diags)).toBe(true);
      expect(client.stderr).toBe('');
    } finally {
      await client.stop();
    }
  }, 120_000);
});

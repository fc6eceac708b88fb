// cli/young-generation.ts: `drydock check` stops V8's young generation from growing once it holds
// YOUNG_CAP bytes, looking after every one of the first ships and then every few; and the
// streaming check calls the hook once after each ship it checks.
import * as path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { compileFiles } from '../../compiler/index';
import { checkCompileOptions } from '../../cli/check';
import { FIRST, START, YOUNG_CAP, youngGenerationCap } from '../../cli/young-generation';
import { generateFleet } from '../../bench/fleet';

describe('the young generation cap', () => {
  it('stops the growth once, when the young generation reaches the cap', () => {
    let held = YOUNG_CAP / 4;
    const looks = vi.fn(() => held);
    const stop = vi.fn();
    const after = youngGenerationCap(YOUNG_CAP, looks, stop);
    for (let i = 0; i < 100; i++) after();
    expect(looks).toHaveBeenCalledTimes(100 - (START - 1));
    expect(stop).not.toHaveBeenCalled();
    held = YOUNG_CAP - 1;
    after();
    expect(stop).not.toHaveBeenCalled();
    held = YOUNG_CAP;
    after();
    expect(stop).toHaveBeenCalledTimes(1);
    // Stopped: no more looks, no second stop.
    for (let i = 0; i < 1000; i++) after();
    expect(looks).toHaveBeenCalledTimes(102 - (START - 1));
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('looks after each ship from the 16th to the 512th, then every 32nd', () => {
    expect([START, FIRST]).toEqual([16, 512]);
    const looks = vi.fn(() => 0);
    const after = youngGenerationCap(YOUNG_CAP, looks, () => undefined);
    for (let i = 0; i < START - 1; i++) after();
    expect(looks).not.toHaveBeenCalled();
    for (let i = START - 1; i < FIRST; i++) after();
    expect(looks).toHaveBeenCalledTimes(FIRST - START + 1);
    for (let i = 0; i < 32 * 10; i++) after();
    expect(looks).toHaveBeenCalledTimes(FIRST - START + 11);
  });

  it('is called once after each ship the streaming check checks', () => {
    const fleet = generateFleet(30);
    const files: Record<string, string> = { '/fleet/b5.ship': fleet.b5wars, '/fleet/sfb.ship': fleet.sfb };
    const ships = compileFiles(Object.keys(files).map((p) => ({ path: p })), { host: { readFile: (p) => files[p] }, root: '/fleet' }).ships.length;
    let calls = 0;
    const r = compileFiles(Object.keys(files).map((p) => ({ path: path.normalize(p) })), {
      host: { readFile: (p) => files[p] },
      root: '/fleet',
      ...checkCompileOptions(false),
      afterStreamedShip: () => calls++,
    });
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(ships).toBeGreaterThan(30);
    expect(calls).toBe(ships);
  });
});

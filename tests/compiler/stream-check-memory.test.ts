// The streaming check (compiler/stream-check.ts) lets each ship go once nothing further down can
// read it. What it still holds after each ship (streamCheckProbe: lowered ships, declarations the
// inherited-size count refers to with their syntax, rule runs, findings claimed about the lines of
// a base) must not grow with the number of ships before it: a fleet of 50 ships and one of 500
// hold the same at most. Before, every ship's syntax stayed a key of the inherited-size table and
// every finding a variant made about its base's lines stayed claimed, to the end of the check.
// Also: what the held state lets go changes no diagnostic (siblings of one base, in any order),
// and counting allowed findings instead of keeping them (`drydock check` without --verbose)
// leaves the rest of the diagnostics as they were.
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compileFiles } from '../../compiler/index';
import { streamCheckProbe, type StreamHeld } from '../../compiler/stream-check';
import { CHECK_COMPILE_OPTIONS, checkCompileOptions } from '../../cli/check';
import { isAllowed } from '../../grammar/diagnostic';
import { generateFleet } from '../../bench/fleet';
import { ROOT } from '../helpers/compile';

const root = '/mem';

function host(texts: Record<string, string>) {
  const abs = Object.fromEntries(Object.entries(texts).map(([k, v]) => [path.join(root, k), v]));
  return { files: Object.keys(abs).map((p) => ({ path: p })), host: { readFile: (f: string) => abs[f] } };
}

/** The most the streaming check held of each kind, over every ship it checked, and how many ships. */
function peakHeld(texts: Record<string, string>): { ships: number; peak: StreamHeld } {
  const peak: StreamHeld = { loweredShips: 0, countedBodies: 0, ruleRuns: 0, keptShips: 0, claimedFindings: 0 };
  let ships = 0;
  streamCheckProbe.afterShip = (held) => {
    ships++;
    for (const k of Object.keys(peak) as (keyof StreamHeld)[]) peak[k] = Math.max(peak[k], held[k]);
  };
  const { files, host: h } = host(texts);
  const r = compileFiles(files, { host: h, root, ...checkCompileOptions(false) });
  expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return { ships, peak };
}

afterEach(() => {
  streamCheckProbe.afterShip = undefined;
});

describe('the streaming check holds per ship only what a ship further down can read', () => {
  it('holds as much at most after 500 ships as after 50 (a base kept for its variant, and no more)', () => {
    const small = generateFleet(30);
    const big = generateFleet(300);
    const a = peakHeld({ 'b5.ship': small.b5wars, 'sfb.ship': small.sfb });
    const b = peakHeld({ 'b5.ship': big.b5wars, 'sfb.ship': big.sfb });
    expect(a.ships).toBe(50);
    expect(b.ships).toBe(500);
    expect(b.peak).toEqual(a.peak);
    // The fleet's Excelsior is kept until its refit is checked: one ship, its lowering, its rule
    // run and its counted syntax, at the most. Each refit claims findings about the Excelsior's
    // lines (one a copy: kept, they were 10 and 100 here); they go once both are checked.
    expect(b.peak).toEqual({ loweredShips: 1, countedBodies: 1, ruleRuns: 1, keptShips: 1, claimedFindings: 0 });
  });

  it('a base with several variants, in every order: the same diagnostics as a whole compile', () => {
    const exc = readFileSync(path.join(ROOT, 'examples', 'excelsior.ship'), 'utf8');
    const base = exc.slice(exc.indexOf('ship Excelsior {'), exc.indexOf('ship ExcelsiorRefit'));
    const refit = exc.slice(exc.indexOf('ship ExcelsiorRefit'));
    const variant = (name: string) => refit.replace('ExcelsiorRefit', name);
    const mir = readFileSync(path.join(ROOT, 'examples', 'miranda.ship'), 'utf8').replace(/^ruleset \w+\s*$/m, '');
    const orders = [
      [base, variant('R1'), variant('R2'), mir],
      [variant('R1'), base, mir, variant('R2')],
      [base, variant('R1'), mir, variant('R2')],
      [variant('R1'), variant('R2'), base],
      [base, variant('R1'), variant('R2').replace('extends Excelsior', 'extends R1'), mir],
    ];
    for (const [i, parts] of orders.entries()) {
      const text = `ruleset b5wars\n${parts.join('\n')}`;
      const { files, host: h } = host({ 'x.ship': text });
      const whole = compileFiles(files, { host: h, root, releaseSyntax: true }).diagnostics;
      const streamed = compileFiles(files, { host: h, root, ...CHECK_COMPILE_OPTIONS }).diagnostics;
      expect(JSON.stringify(streamed, null, 1), `order ${i}`).toBe(JSON.stringify(whole, null, 1));
      expect(whole.length, `order ${i}`).toBeGreaterThan(0);
    }
  });

  it('counts allowed findings instead of keeping them, and keeps every other diagnostic', () => {
    const fleet = generateFleet(30);
    const bad = fleet.b5wars.replace(/(ship Miranda_12 \{)/, '$1\n  power: lots');
    for (const texts of [{ 'b5.ship': fleet.b5wars, 'sfb.ship': fleet.sfb }, { 'b5.ship': bad, 'sfb.ship': fleet.sfb }]) {
      const { files, host: h } = host(texts);
      const kept = compileFiles(files, { host: h, root, ...checkCompileOptions(true) });
      const counted = compileFiles(files, { host: h, root, ...checkCompileOptions(false) });
      const allowed = kept.diagnostics.filter(isAllowed).length;
      expect(allowed).toBeGreaterThan(0);
      expect(kept.allowedCounted).toBeUndefined();
      expect(counted.allowedCounted).toBe(allowed);
      expect(counted.diagnostics).toEqual(kept.diagnostics.filter((d) => !isAllowed(d)));
    }
  });
});

// `drydock summary`: one block per ship with its size and projections. A ship with no shields
// group has no projections and says so, rather than printing "undefined".
import { describe, expect, it } from 'vitest';
import { drydock } from '../helpers/cli';

describe('drydock summary', () => {
  it('prints "projections none" for a ship without shields (the J-class freighter)', () => {
    const r = drydock(['summary', 'examples/trek-jclass.ship']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/size medium; projections none/);
    expect(r.stdout).not.toMatch(/undefined/);
  });
  it('lists each projection with its arc and rating', () => {
    const r = drydock(['summary', 'examples/trek-constitution.ship']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/projections fore \S+ = \d+/);
  });
  it('prints a fleet with each entry, its points and the total against the budget (FLEET-1)', () => {
    const r = drydock(['summary', 'examples/fleet-federation.ship']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('fleet FederationPatrol — Federation patrol');
    expect(r.stdout).toContain('  2 x Miranda  420 each = 840\n');
    expect(r.stdout).toContain('  6 x NXShuttlepod craft  15 each = 90\n');
    // 850 + 2 x 420 + 2 x 500 + 6 x 15 = 2,780 of 3,000.
    expect(r.stdout).toContain('  total 2,780 of 3,000: 220 left\n');
    expect(r.stdout).toContain('3 ship(s), 1 fleet(s) compiled, 0 error(s).');
  });
});

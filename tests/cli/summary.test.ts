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
});

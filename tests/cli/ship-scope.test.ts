// A command needs only the ship it uses. `sim`, `render` and `build --ship` of one ship
// work when an unrelated ship of the same file has errors (with a warning naming it); the ship
// itself and what it extends or uses must be clean.
import { mkdtempSync, writeFileSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { shipScope } from '../../compiler/ship-scope';
import { compileOne } from '../helpers/compile';
import { drydock } from '../helpers/cli';

// Under fractional accounting the cruiser's capacity is 2.5 exactly; the refit states the rounded 3.
const fleet = `ruleset sfb
rules { fractionalAccounting: true }

ship VudarCA {
  name: "Vudar Heavy Cruiser"
  sizeClass: 3
  moveCost: 1
  ionCannon A { arc: FA  impulseCost: 1.5 }
  ionCannon B { arc: FA }
}

ship VudarCAR extends VudarCA {
  ionicCapacitor { capacity: 3 }
}

ship VudarCARR extends VudarCAR {
  points: 200
}
`;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'drydock-scope-'));
  writeFileSync(path.join(dir, 'fleet.ship'), fleet);
  writeFileSync(path.join(dir, 'ca.json'), JSON.stringify({ rules: { fractionalAccounting: true }, ships: { ca: { file: 'fleet.ship', ship: 'VudarCA' } }, actions: [{ type: 'turn' }] }));
  writeFileSync(path.join(dir, 'car.json'), JSON.stringify({ ships: { ca: { file: 'fleet.ship', ship: 'VudarCAR' } }, actions: [{ type: 'turn' }] }));
});

describe('shipScope', () => {
  it('attributes errors to the ship, its bases and the types it uses', () => {
    const r = compileOne(fleet);
    expect(r.diagnostics.filter((d) => d.severity === 'error').length).toBeGreaterThan(0);
    expect(shipScope(r, 'VudarCA')).toEqual({ errors: [], othersWithErrors: ['VudarCAR', 'VudarCARR'] });
    expect(shipScope(r, 'VudarCAR').errors.map((d) => d.code)).toEqual(['stated-value-mismatch']);
    // a variant of the broken ship rests on it
    expect(shipScope(r, 'VudarCARR').errors.map((d) => d.code)).toContain('stated-value-mismatch');
  });

  it('a broken system type concerns the ships that use it, not the others', () => {
    const r = compileOne(`ruleset b5wars
system Bad extends weapon { rangePenalty: "x" }
ship A {
  size: light
  section primary { structure: 10  Bad W { arc: all }  hits { 1..20: structure } }
}
ship B {
  size: light
  section primary { structure: 10  hits { 1..20: structure } }
}
`);
    expect(shipScope(r, 'A').errors.map((d) => d.code)).toEqual(['wrong-type']);
    expect(shipScope(r, 'B').errors).toEqual([]);
  });
});

describe('commands that use one ship', () => {
  it('sim runs VudarCA with fractionalAccounting although its sibling states a rounded capacity, and warns', () => {
    const r = drydock(['sim', path.join(dir, 'ca.json')]);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).results[0]).toMatchObject({ ok: true });
    expect(r.stderr).toContain('ships VudarCAR and VudarCARR have errors');
  });

  it('sim of the broken ship itself is refused', () => {
    const r = drydock(['sim', path.join(dir, 'car.json')]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('stated-value-mismatch');
  });

  it('build --ship emits only that ship; build of the whole file is refused', () => {
    const one = drydock(['build', path.join(dir, 'fleet.ship'), '--ship', 'VudarCA']);
    expect(one.status).toBe(0);
    const doc = JSON.parse(one.stdout);
    expect(doc.ships.map((s: { name: string }) => s.name)).toEqual(['VudarCA']);
    expect(doc.ships[0].derived.ionicCapacitor).toEqual({ capacity: 2.5 });
    expect(one.stderr).toContain('VudarCAR');
    expect(drydock(['build', path.join(dir, 'fleet.ship')]).status).toBe(1);
    expect(drydock(['build', path.join(dir, 'fleet.ship'), '--ship', 'VudarCARR']).status).toBe(1);
    expect(drydock(['build', path.join(dir, 'fleet.ship'), '--ship', 'Nope']).status).not.toBe(0);
  });

  it('render --ship draws the clean ship and refuses the broken one', () => {
    const out = path.join(dir, 'ca.svg');
    const ok = drydock(['render', path.join(dir, 'fleet.ship'), '--ship', 'VudarCA', '-o', out]);
    expect(ok.status).toBe(0);
    expect(existsSync(out) && readFileSync(out, 'utf8').includes('<svg')).toBe(true);
    expect(ok.stderr).toContain('VudarCAR and VudarCARR have errors');
    const bad = drydock(['render', path.join(dir, 'fleet.ship'), '--ship', 'VudarCAR', '-o', path.join(dir, 'car.svg')]);
    expect(bad.status).toBe(1);
  });
});

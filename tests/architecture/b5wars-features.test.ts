// The b5wars ship state is open: each ship feature (its fields, its turn and segment hooks, its
// actions) lives in its own module and is registered once, in runtime/b5wars/behaviours.ts; the
// ruleset module (index.ts, init-ship.ts) calls the features through that list and names none of
// them nor their fields. Then a kind with state is one catalog entry plus one module, listed once
// (docs/architecture.md, "Where things go"). This test reads the modules and the list.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { B5ShipFeature } from '../../runtime/b5wars/behaviour-types';
import { shipFeatures } from '../../runtime/b5wars/behaviours';
import { b5warsRuleset } from '../../runtime/b5wars/index';
import { initB5Ship } from '../../runtime/b5wars/init-ship';
import { excelsior } from '../runtime/fixtures';

const dir = path.resolve(__dirname, '../../runtime/b5wars');
/** The ruleset module: it builds the state and wires the hooks, and knows no feature. */
const GENERIC = ['index.ts', 'init-ship.ts'];

const modules = fs.readdirSync(dir).filter((f) => f.endsWith('.ts'));
const source = (f: string) => fs.readFileSync(path.join(dir, f), 'utf8');
/** Code without comments (a comment may explain a feature by name). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** Modules that define a ship feature, with the names of the features they export. */
const featureModules = modules
  .map((f) => ({ file: f, exports: [...source(f).matchAll(/export const (\w+): B5ShipFeature\b/g)].map((m) => m[1]!) }))
  .filter((m) => m.exports.length > 0);

/** The fields each feature adds to a new ship state, found by running its `init` alone. */
function fieldsOf(f: B5ShipFeature): string[] {
  const st = {} as Parameters<NonNullable<B5ShipFeature['init']>>[0]['st'];
  f.init?.({ ship: excelsior({ cloak: true }), st, setup: { speed: 4 }, rules: {} });
  return Object.keys(st);
}

describe('b5wars ship features are open: one module each, registered in one list', () => {
  it('finds the feature modules it checks', () => {
    expect(featureModules.map((m) => m.file).sort()).toEqual(['cloak.ts', 'deflectors.ts', 'impulse.ts', 'shields.ts', 'warp.ts']);
  });

  for (const { file, exports } of featureModules) {
    it(`${file}: its features are in behaviours.ts's list, and only behaviours.ts imports the module among the ruleset's own files`, async () => {
      const mod = (await import(path.join(dir, file))) as Record<string, unknown>;
      for (const name of exports) expect(shipFeatures, `${name} is not in shipFeatures (runtime/b5wars/behaviours.ts)`).toContain(mod[name]);
      const stem = file.replace(/\.ts$/, '');
      for (const g of GENERIC) expect(source(g), `${g} imports ${file}`).not.toMatch(new RegExp(`from '\\./${stem}'`));
    });
  }

  it('every feature in the list has a distinct name', () => {
    const names = shipFeatures.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('the ruleset module names no field a feature adds', () => {
    const fields = new Set(shipFeatures.flatMap(fieldsOf));
    expect(fields.has('cloak') && fields.has('warp') && fields.has('thrust')).toBe(true);
    for (const g of GENERIC) {
      const named = [...code(source(g)).matchAll(/\.(\w+)|\b(\w+)\s*:/g)].map((m) => m[1] ?? m[2]!).filter((w) => fields.has(w));
      expect(named, g).toEqual([]);
    }
  });

  it("a new ship state has the features' fields in the list's order, between the name and the weapon records", () => {
    const st = initB5Ship(excelsior({ cloak: true }), { speed: 4 }, {});
    expect(Object.keys(st)).toEqual(['ruleset', 'name', ...shipFeatures.flatMap(fieldsOf), 'weapons', 'systems']);
  });

  it("every feature's actions are the ruleset's, each action type defined once", () => {
    const types = shipFeatures.flatMap((f) => Object.keys(f.actions ?? {}));
    expect(new Set(types).size).toBe(types.length);
    for (const f of shipFeatures) for (const [type, spec] of Object.entries(f.actions ?? {})) expect(b5warsRuleset.actions[type], type).toBe(spec);
  });
});

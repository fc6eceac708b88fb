// Every example compiles clean, and every compiled document validates against `drydock schema`.
import { readdirSync } from 'node:fs';
import * as path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { compileFile } from '../../compiler/index';
import { compiledDocumentSchema } from '../../compiler/schema';
import { ROOT } from '../helpers/compile';

const examples = readdirSync(path.join(ROOT, 'examples')).filter((f) => f.endsWith('.ship'));
const ajv = new Ajv2020({ allErrors: true, strict: false });
const validate = ajv.compile(compiledDocumentSchema());

describe('examples', () => {
  it('has at least six examples (three from language.md, medium and light b5wars, one more sfb)', () => {
    expect(examples.length).toBeGreaterThanOrEqual(6);
  });

  for (const file of examples) {
    it(`${file} compiles with no errors and validates against the schema`, () => {
      const result = compileFile(path.join(ROOT, 'examples', file));
      const errors = result.diagnostics.filter((d) => d.severity !== 'info');
      expect(errors.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      // A file of flights (`flight NAME { ... }`) may hold no ship.
      expect(result.document.ships.length + (result.document.flights?.length ?? 0)).toBeGreaterThan(0);
      const ok = validate(JSON.parse(JSON.stringify(result.document)));
      expect(validate.errors ?? []).toEqual([]);
      expect(ok).toBe(true);
    });
  }

  it('emits the Excelsior fully resolved, with its variant inheriting everything', () => {
    const doc = compileFile(path.join(ROOT, 'examples', 'excelsior.ship')).document;
    const [base, refit] = doc.ships;
    expect(base.name).toBe('Excelsior');
    expect(base.size).toBe('large');
    expect(base.projections).toEqual([
      { name: 'fore', arc: [315, 45], rating: 40 },
      { name: 'starboard', arc: [45, 135], rating: 30 },
      { name: 'aft', arc: [135, 225], rating: 30 },
      { name: 'port', arc: [225, 315], rating: 30 },
    ]);
    const ids = (s: typeof base) => s.systems.map((x) => x.id);
    expect(ids(base)).toEqual(['DF', 'T1', 'DA', 'I1', 'I2', 'N1', 'N2', 'DP', 'DS', 'SG', 'R']);
    expect(refit.name).toBe('ExcelsiorRefit');
    expect(refit.extends).toBe('Excelsior');
    expect(ids(refit)).toEqual([...ids(base), 'CL']);
    expect(refit.points).toBe(900);
    expect(refit.systems.find((s) => s.id === 'DF')).toMatchObject({ type: 'deflector', section: 'forward', value: 9, power: 4, arc: [315, 45] });
    expect(refit.systems.find((s) => s.id === 'CL')).toMatchObject({ type: 'cloakingDevice', section: 'primary', signature: 8 });
    expect(base.systems.find((s) => s.id === 'I2')).toMatchObject({ type: 'impulseThruster', base: 'impulseThruster', thrust: 6, section: 'aft' });
  });

  it('emits sfb arcs from the built-in arc names and one system per id', () => {
    const doc = compileFile(path.join(ROOT, 'examples', 'vudar-dw.ship')).document;
    const dw = doc.ships[0];
    expect(dw.ruleset).toBe('sfb');
    expect(dw.moveCost).toBe(0.5);
    const arcs = Object.fromEntries(dw.systems.filter((s) => s.arc).map((s) => [s.id, s.arc]));
    expect(arcs).toEqual({ A: [300, 60], B: [270, 90], C: [120, 240], IPG: [0, 360] });
    expect(dw.systems.filter((s) => s.type === 'warpEngine').map((s) => s.id)).toEqual(['LW', 'RW']);
    expect(dw.systems.find((s) => s.id === 'ionicCapacitor')).toMatchObject({ type: 'ionicCapacitor', capacity: 7 });
  });

  it('keeps user system types with their base behaviour', () => {
    const doc = compileFile(path.join(ROOT, 'examples', 'vudar-cw.ship')).document;
    const c = doc.ships[0].systems.find((s) => s.id === 'C')!;
    expect(c).toMatchObject({ type: 'LongIonCannon', base: 'ionCannon', impulseCost: 1.5, ionBased: true, arc: [270, 90] });
  });
});

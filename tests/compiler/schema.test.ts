// The TypeScript types of the compiled document and its JSON Schema are checked against each
// other: a sample typed with *every* field of the TS interfaces (Required<...>, so the compiler
// refuses a missing one) must validate, and its keys must be exactly the schema's keys.
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { rulesets, systemKinds } from '../../compiler/catalog/index';
import { compiledDocumentSchema, derivedSchema, shipSchema, systemSchema } from '../../compiler/schema';
import type { CompiledShip, CompiledSystem, Derived } from '../../compiler/types';

type Fixed<T> = { [K in keyof T as string extends K ? never : K]-?: T[K] };

const derived: Fixed<Derived> = {
  gravitic: true,
  impulseThrust: 12,
  powerBudget: { required: 13, available: 24 },
  warp: { capable: true, delay: 3, nacelles: 2 },
  ionicCapacitor: { capacity: 7 },
  centralCapacitor: { max: 26 },
  power: { warp: 42, impulse: 8, other: 2, total: 52 },
  batteries: { count: 4, capacity: 16 },
  ew: { limit: 10, passiveEccm: 3 },
  shieldCost: { shields: 2, seventhShield: 1, total: 3 },
  zship: { tacticalManeuvers: 8 },
};

const system: Fixed<CompiledSystem> = { id: 'DF', type: 'deflector', base: 'deflector', section: 'forward', arc: [315, 45], boxes: 10, ionBased: false };

const ship: Fixed<CompiledShip> = {
  name: 'X',
  ruleset: 'b5wars',
  displayName: 'X class',
  extends: 'Y',
  size: 'large',
  projections: [{ name: 'fore', arc: [315, 45], rating: 40 }],
  shields: [1, 2, 3, 4, 5, 6],
  sections: [{ name: 'forward', structure: 40, armor: 5, hits: [{ from: 1, to: 20, target: 'structure' }] }],
  systems: [system as CompiledSystem],
  rules: { arcExtensionPowerFactor: 2, fractionalAccounting: false },
  allows: [{ rule: 'H93.12', reason: 'printed SSD' }],
  derived,
  source: { file: 'x.ship', range: { start: { line: 0, character: 0 }, end: { line: 1, character: 1 } } },
};

const keys = (s: Record<string, unknown>) => Object.keys(s.properties as object).sort();

describe('compiled document schema', () => {
  const validate = new Ajv2020({ strict: false, allErrors: true }).compile(compiledDocumentSchema());

  it('accepts a document using every field of the TypeScript types', () => {
    const ok = validate({ format: 'drydock/1', ships: [ship] });
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });

  it('has exactly the fields of the TypeScript types', () => {
    expect(keys(shipSchema())).toEqual(Object.keys(ship).sort());
    expect(keys(derivedSchema())).toEqual(Object.keys(derived).sort());
    expect(keys(systemSchema())).toEqual(Object.keys(system).sort());
  });

  it('describes every catalog parameter of every kind', () => {
    const conditions = systemSchema().allOf as { if: { properties: { base: { const: string } } }; then: { properties: Record<string, unknown> } }[];
    for (const r of rulesets)
      for (const k of systemKinds(r)) {
        const c = conditions.find((x) => x.if.properties.base.const === k.name);
        if (c) expect(Object.keys(c.then.properties).sort()).toEqual(schemaKeys(k));
      }
  });

  it('describes every kind of every ruleset, `weapon`, `cargo` and `transporter` included', () => {
    type Cond = { if: { properties: { base: { const: string } } }; then: { properties: Record<string, unknown> } };
    const common = systemSchema().allOf as Cond[];
    const byRuleset = shipSchema().allOf as { if: { properties: { ruleset: { const: string } } }; then: { properties: { systems: { items: { allOf: Cond[] } } } } }[];
    for (const r of rulesets) {
      const own = byRuleset.find((x) => x.if.properties.ruleset.const === r)!.then.properties.systems.items.allOf;
      for (const k of systemKinds(r)) {
        const c = [...common, ...own].filter((x) => x.if.properties.base.const === k.name);
        expect(c.length, `${r} ${k.name}`).toBeGreaterThan(0);
        expect(Object.keys(c[c.length - 1].then.properties).sort()).toEqual(schemaKeys(k));
      }
    }
    expect(byRuleset.flatMap((x) => x.then.properties.systems.items.allOf.map((c) => c.if.properties.base.const)).sort()).toEqual(['cargo', 'cargo', 'transporter', 'transporter', 'weapon', 'weapon']);
    // a b5wars weapon's parameters are checked by the b5wars description
    const badWeapon = { ...ship, systems: [{ id: 'W', type: 'weapon', base: 'weapon', arc: [0, 90], class: 7 }] };
    expect(validate({ format: 'drydock/1', ships: [badWeapon] })).toBe(false);
    const goodWeapon = { ...ship, systems: [{ id: 'W', type: 'weapon', base: 'weapon', arc: [0, 90], class: 'Phaser' }] };
    expect(validate({ format: 'drydock/1', ships: [goodWeapon] })).toBe(true);
  });

  it('refuses wrong parameter types and bad arcs', () => {
    const bad = { ...ship, systems: [{ id: 'D', type: 'deflector', base: 'deflector', value: 'x', arc: [0, 400] }] };
    expect(validate({ format: 'drydock/1', ships: [bad] })).toBe(false);
  });
});

describe('catalog ship properties', () => {
  it('never collide with the fields the compiled ship reserves', async () => {
    const { shipProperties } = await import('../../compiler/catalog/index');
    const reserved = Object.keys(ship).filter((k) => k !== 'size' && k !== 'shields');
    for (const r of rulesets) for (const p of shipProperties[r]) if (p.name !== 'name') expect(reserved).not.toContain(p.name);
  });
});

/** A kind's parameters, and `flight` beside a parameter that may name a flight (a hangar's `craft`). */
function schemaKeys(k: { params: readonly { name: string; type: { kind: string; orName?: string } }[] }): string[] {
  const names = k.params.map((p) => p.name);
  if (k.params.some((p) => p.type.kind === 'string' && p.type.orName === 'flight')) names.push('flight');
  return names.sort();
}

// The compiled document's TypeScript types are read off the description (compiler/document/parts.ts).
// `tsc --noEmit` (part of `npm test`) checks the type assertions; the runtime checks below make the
// same claims about the description itself, so a field dropped or made optional fails here too.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { derivedPart, projectionPart, sectionPart, shipPart, statedProjectionSpecs } from '../../../compiler/document/parts';
import type { Field } from '../../../compiler/document/shape';
import type { CompiledFlight, CompiledShip, Derived, HitChartEntry, Projection, Section } from '../../../compiler/types';

describe('the compiled types follow the description', () => {
  it('gives a projection its always fields and its stated figures', () => {
    expectTypeOf<Projection>().toEqualTypeOf<{ name: string; arc: [number, number]; rating: number; armor?: number; perHit?: number }>();
    expect((projectionPart.fields as readonly Field[]).filter((f) => f.compiled === 'always').map((f) => f.name)).toEqual(['name', 'arc', 'rating']);
    expect(statedProjectionSpecs.map((s) => s.name)).toEqual(['armor', 'perHit']);
  });

  it('types a section, its hit entries and the derived values', () => {
    expectTypeOf<Section['structure']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Section['hits']>().toEqualTypeOf<HitChartEntry[] | undefined>();
    expectTypeOf<HitChartEntry['section']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<HitChartEntry['ofKind']>().toEqualTypeOf<true | undefined>();
    expectTypeOf<NonNullable<Derived['warp']>>().toEqualTypeOf<{ capable: boolean; delay: number; nacelles: number }>();
    expect(sectionPart.fields.map((f) => f.name)).toEqual(['name', 'structure', 'armor', 'arc', 'hits']);
    expect(derivedPart.fields.map((f) => f.name)).toContain('shieldCost');
  });

  it('types the ship and flight skeletons, with the catalog figures of a flight', () => {
    expectTypeOf<CompiledShip['ruleset']>().toEqualTypeOf<'b5wars' | 'sfb'>();
    expectTypeOf<CompiledShip['size']>().toEqualTypeOf<'light' | 'medium' | 'large' | undefined>();
    expectTypeOf<CompiledShip['projections']>().toEqualTypeOf<Projection[] | undefined>();
    expectTypeOf<CompiledShip['rules']>().toEqualTypeOf<Record<string, number | boolean>>();
    expectTypeOf<CompiledFlight['unit']>().toEqualTypeOf<'flight'>();
    expectTypeOf<CompiledFlight['maxCraft']>().toEqualTypeOf<number>();
    expectTypeOf<CompiledFlight['turnCost']>().toEqualTypeOf<number | undefined>();
    // The compiled document writes a ship's fields in this order.
    expect((shipPart.fields as readonly Field[]).filter((f) => f.compiled !== 'never').map((f) => f.name)).toEqual([
      'name',
      'ruleset',
      'systems',
      'rules',
      'derived',
      'displayName',
      'extends',
      'size',
      'projections',
      'shields',
      'sections',
      'properties',
      'allows',
      'source',
    ]);
  });
});

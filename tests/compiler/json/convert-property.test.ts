// Property: any JSON ship the input schema accepts converts to .ship source that compiles to the
// same ship, with the same rule findings (random ships built from the catalog).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupKinds, projectionNames, shipProperties, systemKinds } from '../../../compiler/catalog/index';
import type { ParamSpec, ParamType, Ruleset } from '../../../compiler/catalog/types';
import { jsonToShipSource } from '../../../compiler/convert/index';
import { compileJsonText } from '../../../compiler/json/index';
import { compileMemory } from '../../helpers/compile';

const NAMES = ['A', 'B1', 'DF', 'x_2', 'Aft', 'allow', 'remove', 'hits', 'structure', 'FA', 'section', 'T'];
const SECTIONS = ['forward', 'aft', 'primary', 'port'];

function value(t: ParamType): fc.Arbitrary<unknown> {
  switch (t.kind) {
    case 'int':
      return fc.integer({ min: Math.max(t.min ?? -20, -20), max: Math.min(t.max ?? 40, 40) });
    case 'number':
      return fc.constantFrom(0, 0.5, 1, 1.5, 1 / 3, 2.25, 4, 12.5).filter((n) => (t.min === undefined || n >= t.min) && (t.max === undefined || n <= t.max));
    case 'arc':
      return fc.oneof(fc.tuple(fc.integer({ min: 0, max: 359 }), fc.integer({ min: 0, max: 359 })), fc.constant([0, 360]));
    case 'bool':
      return fc.boolean();
    case 'string':
      return fc.string({ maxLength: 12 }).filter((s) => !/[\r\n]/.test(s));
    case 'enum':
      return fc.constantFrom(...t.values);
    case 'sum':
      return fc.array(fc.constantFrom(0, 1, 1.5, 2, 3), { minLength: 1, maxLength: 3 });
    case 'list':
      return fc.array(value(t.of), { minLength: t.minItems ?? 0, maxLength: t.maxItems ?? 3 });
    case 'dice':
      return fc.constantFrom('2d10+4', 'd6', '3d10+2d6', '1d20');
    case 'pulse':
      return fc.tuple(fc.oneof(fc.integer({ min: 0, max: 6 }), fc.constantFrom('d3', 'd3-2', '2d6+1')), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 8 }));
    case 'fireControl':
      return fc.tuple(...[0, 1, 2].map(() => fc.oneof(fc.integer({ min: -5, max: 8 }), fc.constant(null))));
    case 'blocks':
      // A weapon's mode blocks: distinct names, each with some of the figures a mode takes.
      return fc
        .uniqueArray(fc.constantFrom(...t.names), { minLength: 1, maxLength: 3 })
        .chain((names) =>
          fc.tuple(
            ...names.map((n) =>
              fc
                .tuple(params(t.params, t.kindKey ? [t.kindKey] : []), fc.constantFrom(undefined, 'quick', 'full'))
                // A freely named block (`name`) compiles from `mode NAME { kind: ... }`.
                .map(([figures, name]) => ({ [t.nameKey]: n, ...(name && t.nameField ? { [t.nameField]: name } : {}), ...figures })),
            ),
          ),
        );
  }
}

function params(specs: readonly ParamSpec[], skip: string[] = []): fc.Arbitrary<Record<string, unknown>> {
  const usable = specs.filter((p) => !skip.includes(p.name));
  return fc.record(
    Object.fromEntries(usable.map((p) => [p.name, value(p.type)])),
    { requiredKeys: usable.filter((p) => p.required).map((p) => p.name) },
  ) as fc.Arbitrary<Record<string, unknown>>;
}

function ship(ruleset: Ruleset): fc.Arbitrary<Record<string, unknown>> {
  const kinds = systemKinds(ruleset).filter((k) => k.name !== 'system');
  const system = (sections: string[]) =>
    fc.constantFrom(...kinds).chain((k) =>
      fc.record({
        type: fc.constant(k.name),
        base: fc.constant(k.name),
        section: ruleset === 'b5wars' ? fc.constantFrom<string | null>(null, ...sections) : fc.constant(undefined),
        params: params(k.params),
        singleton: fc.boolean(),
      }),
    );
  return fc
    .record({
      name: fc.constantFrom(...NAMES),
      props: params(shipProperties[ruleset], ['name']),
      displayName: fc.option(fc.string({ maxLength: 10 }).filter((s) => !/[\r\n]/.test(s)), { nil: undefined }),
      sections: fc.uniqueArray(fc.constantFrom(...SECTIONS), { maxLength: 3 }),
    })
    .chain((base) =>
      fc
        .record({
          systems: fc.array(system(base.sections), { maxLength: 6 }),
          ratings: fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 4, maxLength: 4 }),
          withShields: fc.boolean(),
          hits: fc.array(fc.tuple(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 6 }), fc.constantFrom('structure', 'primary', 'DF', 'true')), { maxLength: 4 }),
          sectionProps: fc.array(params(groupKinds.find((g) => g.name === 'section')!.params), { minLength: 3, maxLength: 3 }),
        })
        .map((more) => {
          const ids = new Set<string>();
          const systems = more.systems.map((s, i) => {
            let id = s.singleton && !ids.has(s.type) ? s.type : NAMES[i % NAMES.length] + (i >= NAMES.length ? i : '');
            while (ids.has(id)) id += '_';
            ids.add(id);
            return { id, type: s.type, base: s.base, ...(ruleset === 'b5wars' ? { section: s.section } : {}), ...s.params };
          });
          const out: Record<string, unknown> = { name: base.name, ruleset, ...base.props, systems };
          if (base.displayName !== undefined) out.displayName = base.displayName;
          if (ruleset === 'b5wars') {
            out.sections = base.sections.map((n, i) => ({
              name: n,
              ...more.sectionProps[i],
              ...(i === 0 && more.hits.length ? { hits: more.hits.map(([from, len, target]) => ({ from, to: from + len, target })) } : {}),
            }));
            if (more.withShields) {
              const size = out.size as 'light' | 'medium' | 'large';
              const names = size === 'light' ? ['all'] : size === 'medium' ? ['fore', 'aft'] : ['fore', 'starboard', 'aft', 'port'];
              out.projections = names.map((n, i) => ({ name: n, rating: more.ratings[i] }));
            }
          }
          return out;
        }),
    );
}

const strip = (ships: { source?: unknown }[]) => ships.map(({ source, ...rest }) => (void source, rest));
const findings = (ds: { code: string; rule?: string; severity: string }[]) => ds.map((d) => `${d.code}/${d.rule ?? ''}/${d.severity}`).sort();

describe('convert: any schema-valid JSON ship round-trips through .ship (property)', () => {
  for (const ruleset of ['b5wars', 'sfb'] as const) {
    it(`${ruleset}: same compiled ship and same findings`, () => {
      fc.assert(
        fc.property(ship(ruleset), (s) => {
          const text = JSON.stringify(s, null, 2);
          const viaJson = compileJsonText(text, '/virtual/p.json');
          // only documents the schema accepts
          fc.pre(!viaJson.diagnostics.some((d) => !d.rule && d.severity === 'error'));
          expect(projectionNames.length).toBeGreaterThan(0);
          const back = jsonToShipSource(text, '/virtual/p.json');
          expect(back.text, JSON.stringify(back.diagnostics)).toBeDefined();
          const viaShip = compileMemory({ 'p.ship': back.text! });
          const shipErrors = viaShip.diagnostics.filter((d) => !d.rule && d.severity === 'error');
          expect(shipErrors.map((d) => `${d.code}: ${d.message}`), back.text).toEqual([]);
          expect(strip(viaShip.document.ships)).toEqual(strip(viaJson.document.ships));
          expect(findings(viaShip.diagnostics.filter((d) => d.rule))).toEqual(findings(viaJson.diagnostics.filter((d) => d.rule)));
        }),
        { numRuns: 150 },
      );
    });
  }
});

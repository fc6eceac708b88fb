// Builds ShipModel objects for rule unit tests without going through the parser: every value
// gets its own span (a running counter), so a test can assert exactly which value a diagnostic
// points at with `at(d)`.
import { ruleConstants, systemKind } from '../../../compiler/catalog/index';
import type { Ruleset } from '../../../compiler/catalog/types';
import type { Located, Loc, SectionModel, ShipModel, SystemModel, SystemTypeModel } from '../../../compiler/model';
import { runConstructionRules, type RuleRun } from '../../../compiler/rules/run';
import type { ConstructionRule } from '../../../compiler/model';
import type { Diagnostic } from '../../../grammar/diagnostic';

export const FILE = '/virtual/test.ship';

let counter = 0;
/** Every located thing gets a unique, labelled span; `labels` maps span starts back to a label. */
const labels = new Map<number, string>();

function loc(label: string): Loc {
  counter += 10;
  labels.set(counter, label);
  return { file: FILE, span: { start: counter, end: counter + 5 } };
}

function located<T>(value: T, label: string): Located<T> {
  return { value, loc: loc(label), keyLoc: loc(`${label}:key`) };
}

/** The label of the value a diagnostic points at, e.g. `DF.arc`, `ship.thrust`, `shields.fore:key`. */
export function at(d: Diagnostic): string | undefined {
  return labels.get(d.span.start);
}

export interface SystemSpec {
  kind: string;
  id?: string;
  section?: string;
  params?: Record<string, unknown>;
  declaredIn?: string;
}

export interface TypeSpec {
  base: string;
  params?: Record<string, unknown>;
  ionBased?: boolean;
}

export interface ShipSpec {
  ruleset: Ruleset;
  name?: string;
  base?: string;
  props?: Record<string, unknown>;
  shields?: Record<string, number>;
  sections?: Record<string, { props?: Record<string, unknown>; hits?: [number, number, string][] }>;
  systems?: SystemSpec[];
  types?: Record<string, TypeSpec>;
  allows?: { rule: string; reason?: string | null; inherited?: boolean }[];
  rules?: Record<string, number | boolean>;
}

export function ship(spec: ShipSpec): ShipModel {
  const name = spec.name ?? 'Test';
  const types = new Map<string, SystemTypeModel>();
  for (const [tname, t] of Object.entries(spec.types ?? {})) {
    const baseType = types.get(t.base);
    const builtin = baseType?.builtin ?? systemKind(spec.ruleset, t.base);
    if (!builtin) throw new Error(`unknown base ${t.base}`);
    types.set(tname, {
      name: tname,
      builtin,
      params: new Map([...(baseType?.params ?? []), ...Object.entries(t.params ?? {}).map(([k, v]) => [k, located(v, `${tname}.${k}`)] as const)]),
      ionBased: t.ionBased ?? baseType?.ionBased ?? !!builtin.ionBased,
      loc: loc(`type ${tname}`),
      nameLoc: loc(`type ${tname}:name`),
    });
  }
  const systems: SystemModel[] = (spec.systems ?? []).map((s) => {
    const userType = types.get(s.kind);
    const builtin = userType?.builtin ?? systemKind(spec.ruleset, s.kind);
    if (!builtin) throw new Error(`unknown kind ${s.kind}`);
    const id = s.id ?? s.kind;
    return {
      id,
      idLoc: loc(`${id}:id`),
      type: s.kind,
      typeLoc: loc(`${id}:type`),
      builtin,
      userType,
      section: s.section ?? null,
      params: new Map(Object.entries(s.params ?? {}).map(([k, v]) => [k, located(v, `${id}.${k}`)])),
      loc: loc(`${id}:block`),
      ionBased: userType ? userType.ionBased : !!builtin.ionBased,
      singleton: s.id === undefined,
      declaredIn: s.declaredIn ?? name,
    };
  });
  const sections = new Map<string, SectionModel>();
  for (const [sname, sec] of Object.entries(spec.sections ?? {})) {
    sections.set(sname, {
      name: sname,
      loc: loc(`section ${sname}`),
      nameLoc: loc(`section ${sname}:name`),
      props: new Map(Object.entries(sec.props ?? {}).map(([k, v]) => [k, located(v, `${sname}.${k}`)])),
      hits: sec.hits
        ? {
            loc: loc(`${sname}.hits`),
            entries: sec.hits.map(([from, to, target]) => ({
              from,
              to,
              target,
              loc: loc(`${sname}.hits ${from}..${to}`),
              keyLoc: loc(`${sname}.hits ${from}..${to}:key`),
              targetLoc: loc(`${sname}.hits ${from}..${to}:target`),
            })),
          }
        : undefined,
    });
  }
  const rules: ShipModel['rules'] = new Map();
  for (const c of ruleConstants) rules.set(c.name, { value: c.default });
  for (const [k, v] of Object.entries(spec.rules ?? {})) rules.set(k, located(v, `rules.${k}`) as Located<number | boolean>);
  const shipLoc = loc('ship');
  shipLoc.span = { start: 0, end: 1_000_000 };
  return {
    name,
    nameLoc: loc('ship:name'),
    loc: shipLoc,
    ruleset: spec.ruleset,
    base: spec.base ?? null,
    props: new Map(Object.entries(spec.props ?? {}).map(([k, v]) => [k, located(v, `ship.${k}`)])),
    shields: spec.shields
      ? { loc: loc('shields'), entries: new Map(Object.entries(spec.shields).map(([k, v]) => [k, located(v, `shields.${k}`)])) }
      : undefined,
    sections,
    systems,
    allows: (spec.allows ?? []).map((a) => ({
      rule: a.rule,
      reason: a.reason === undefined ? 'canon' : a.reason,
      loc: loc(`allow ${a.rule}`),
      ruleLoc: loc(`allow ${a.rule}:rule`),
      ...(a.inherited ? { inherited: true } : {}),
    })),
    rules,
  };
}

/** Run every rule (or just `only`) and return the result. */
export function run(model: ShipModel, only?: ConstructionRule[]): RuleRun {
  return runConstructionRules(model, only ? { rules: only } : {});
}

/** Diagnostics of one rule, as `code@label`. */
export function codes(r: RuleRun, rule?: string): string[] {
  return r.diagnostics.filter((d) => !rule || d.rule === rule).map((d) => `${d.code}@${at(d)}`);
}

/** The ships of language.md, as models (for unit tests that need a whole, valid ship). */
export function excelsior(extra: Partial<ShipSpec> = {}): ShipModel {
  return ship({
    ruleset: 'b5wars',
    name: 'Excelsior',
    props: { size: 'large', power: 24, thrust: 12, warpDelay: 3, ...(extra.props ?? {}) },
    shields: extra.shields ?? { fore: 40, starboard: 30, aft: 30, port: 30 },
    sections: extra.sections ?? {
      forward: { hits: [[1, 10, 'structure'], [11, 13, 'DF'], [14, 17, 'T1'], [18, 20, 'primary']] },
      aft: { hits: [[1, 8, 'structure'], [9, 10, 'DA'], [11, 13, 'impulseThruster'], [14, 17, 'nacelle'], [18, 20, 'primary']] },
      port: { hits: [[1, 12, 'structure'], [13, 16, 'DP'], [17, 20, 'primary']] },
      starboard: { hits: [[1, 12, 'structure'], [13, 16, 'DS'], [17, 20, 'primary']] },
      primary: { hits: [[1, 12, 'structure'], [13, 15, 'SG'], [16, 20, 'R']] },
    },
    systems: extra.systems ?? [
      { kind: 'deflector', id: 'DF', section: 'forward', params: { arc: [315, 45], value: 8, power: 4 } },
      { kind: 'advancedPhotonLauncher', id: 'T1', section: 'forward', params: { arc: [300, 60], stores: 3, damage: '2d10+8', range: 20 } },
      { kind: 'deflector', id: 'DA', section: 'aft', params: { arc: [135, 225], value: 6, power: 3 } },
      { kind: 'impulseThruster', id: 'I1', section: 'aft', params: { thrust: 6 } },
      { kind: 'impulseThruster', id: 'I2', section: 'aft', params: { thrust: 6 } },
      { kind: 'nacelle', id: 'N1', section: 'aft', params: { boxes: 24 } },
      { kind: 'nacelle', id: 'N2', section: 'aft', params: { boxes: 24 } },
      { kind: 'deflector', id: 'DP', section: 'port', params: { arc: [225, 315], value: 6, power: 3 } },
      { kind: 'deflector', id: 'DS', section: 'starboard', params: { arc: [45, 135], value: 6, power: 3 } },
      { kind: 'shieldGenerator', id: 'SG', section: 'primary', params: { boxes: 10 } },
      { kind: 'reactor', id: 'R', section: 'primary', params: { boxes: 20 } },
    ],
    allows: extra.allows,
    types: extra.types,
    rules: extra.rules,
  });
}

export function vudarDW(extra: Partial<ShipSpec> = {}): ShipModel {
  return ship({
    ruleset: 'sfb',
    name: 'VudarDW',
    props: { sizeClass: 4, moveCost: 0.5, ...(extra.props ?? {}) },
    systems: extra.systems ?? [
      { kind: 'warpEngine', id: 'LW', params: { boxes: 8 } },
      { kind: 'warpEngine', id: 'RW', params: { boxes: 8 } },
      { kind: 'impulseEngine', id: 'IMP', params: { boxes: 3 } },
      { kind: 'apr', id: 'APR', params: { boxes: 2 } },
      { kind: 'ionCannon', id: 'A', params: { arc: [300, 60] } },
      { kind: 'ionCannon', id: 'B', params: { arc: [270, 90] } },
      { kind: 'ionCannon', id: 'C', params: { arc: [120, 240] } },
      { kind: 'ionPulseGenerator', id: 'IPG', params: { arc: [0, 360] } },
      { kind: 'ionicCapacitor', params: { capacity: 7 } },
    ],
    allows: extra.allows,
    types: extra.types,
    rules: extra.rules,
  });
}

export function highGuardCZ(extra: Partial<ShipSpec> = {}): ShipModel {
  const many = (kind: string, ids: string[], params: Record<string, unknown> = {}) => ids.map((id) => ({ kind, id, params }));
  return ship({
    ruleset: 'sfb',
    name: 'HighGuardCZ',
    props: { zship: true, sizeClass: 3, moveCost: 1, sensor: 6, shields: [36, 30, 30, 30, 30, 30], ...(extra.props ?? {}) },
    systems: extra.systems ?? [
      { kind: 'seventhShield', id: 'S7', params: { boxes: 12 } },
      { kind: 'skipWarp', id: 'SW', params: { boxes: 30 } },
      { kind: 'quantumImpulse', id: 'QI', params: { boxes: 4 } },
      { kind: 'auxReactor', id: 'AZR', params: { boxes: 4 } },
      { kind: 'researchLab', id: 'RL', params: { boxes: 2 } },
      ...many('quantumBattery', ['QB1', 'QB2', 'QB3', 'QB4']),
      ...many('phaserZ', ['P1', 'P2', 'P3', 'P4'], { arc: [270, 90] }),
      ...many('phaserZ', ['P5', 'P6'], { arc: [180, 0] }),
      ...many('phaserZ', ['P7', 'P8'], { arc: [0, 180] }),
      ...many('quantumTorpedo', ['Q1', 'Q2', 'Q3', 'Q4'], { arc: [300, 60] }),
      { kind: 'plasmaZF', id: 'PL1', params: { arc: [180, 0] } },
      { kind: 'plasmaZF', id: 'PL2', params: { arc: [0, 180] } },
      { kind: 'centralCapacitor', params: { max: 26 } },
      { kind: 'defenseField' },
      { kind: 'cpu', id: 'CPU', params: { boxes: 2 } },
    ],
    allows: extra.allows,
    types: extra.types,
    rules: extra.rules,
  });
}

// The rules a sheet depends on, cited by rule ID, each in a line a player can act on at the table,
// with the project's interpretation where the seed text is ambiguous. The lines are the rules'
// sheet texts (compiler/rule-texts.json); which rules a ship brings in comes from the catalog's
// `rules` of what it carries (its systems' kinds, its projections and sections), so a sheet never
// cites a rule it cannot use.
import { groupKind, ruleConstants, systemKind } from '../compiler/catalog/index';
import { ruleTexts, type RuleText } from '../compiler/rule-texts';
import type { CompiledShip } from '../compiler/types';
import { numberText } from './describe';

export interface CitedRule {
  id: string;
  text: string;
}

function constant(ship: CompiledShip, name: string): number | boolean | undefined {
  const v = ship.rules?.[name];
  if (typeof v === 'number' || typeof v === 'boolean') return v;
  return ruleConstants.find((c) => c.name === name)?.default;
}

/** The rule IDs the catalog links to what the ship carries. */
function linkedRules(ship: CompiledShip): Set<string> {
  const ids = new Set<string>();
  const add = (rules: readonly string[] | undefined) => {
    for (const id of rules ?? []) ids.add(id);
  };
  for (const sys of ship.systems) add(systemKind(ship.ruleset, sys.base)?.rules);
  // A value derived for a kind (the ionic capacitor's capacity) brings in that kind's rules.
  for (const key of Object.keys(ship.derived ?? {})) add(systemKind(ship.ruleset, key)?.rules);
  if ((ship.projections ?? []).length) add(groupKind(ship.ruleset, 'shields')?.rules);
  if ((ship.sections ?? []).length) add(groupKind(ship.ruleset, 'section')?.rules);
  return ids;
}

function needsMet(ship: CompiledShip, rule: RuleText): boolean {
  const projections = (ship.projections ?? []).length;
  switch (rule.sheet?.needs) {
    case 'projections':
      return projections > 0;
    case 'twoProjections':
      return projections > 1;
    default:
      return true;
  }
}

/** The figures a sheet line may name in braces, from the ship (undefined: the line is left out). */
function figure(ship: CompiledShip, name: string): string | undefined {
  const d = ship.derived ?? {};
  switch (name) {
    case 'arcExtensionPowerFactor': {
      const f = constant(ship, name);
      return typeof f === 'number' ? numberText(f) : '2';
    }
    case 'capacityRounding':
      return constant(ship, 'fractionalAccounting') === true ? 'exact (fractional accounting)' : 'rounded up';
    case 'ewLimit':
      return d.ew ? numberText(d.ew.limit) : undefined;
    case 'passiveEccm':
      return d.ew ? numberText(d.ew.passiveEccm) : undefined;
    default:
      return undefined;
  }
}

/** A sheet line with its figures filled in, or undefined when the ship lacks one of them. */
function fill(ship: CompiledShip, text: string): string | undefined {
  let missing = false;
  const out = text.replace(/\{([A-Za-z]+)\}/g, (_m, name: string) => figure(ship, name) ?? ((missing = true), ''));
  return missing ? undefined : out;
}

/** The rules the ship's sheet relies on, in the order of compiler/rule-texts.json. */
export function citedRules(ship: CompiledShip): CitedRule[] {
  if (ship.ruleset !== 'sfb' && ship.ruleset !== 'b5wars') return [];
  const linked = linkedRules(ship);
  const out: CitedRule[] = [];
  for (const rule of ruleTexts) {
    if (!rule.sheet || (rule.ruleset !== ship.ruleset && rule.ruleset !== 'both')) continue;
    const derived = rule.sheet.derived !== undefined && Object.hasOwn(ship.derived ?? {}, rule.sheet.derived);
    if (!(linked.has(rule.id) || derived) || !needsMet(ship, rule)) continue;
    const text = fill(ship, rule.sheet.text);
    if (text !== undefined) out.push({ id: rule.id, text });
  }
  return out;
}

/** Ruleset constants whose value differs from the default (`arcExtensionPowerFactor 3, default 2`). */
export function changedConstants(ship: CompiledShip): string[] {
  const out: string[] = [];
  for (const c of ruleConstants) {
    const v = ship.rules?.[c.name];
    if (v === undefined || v === c.default) continue;
    out.push(`${c.name} ${typeof v === 'number' ? numberText(v) : String(v)} (default ${typeof c.default === 'number' ? numberText(c.default) : String(c.default)})`);
  }
  return out;
}

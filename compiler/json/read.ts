// JSON ship document -> ShipModel. The document has already been validated against the input
// schema; values the schema refused (their pointers are in `bad`) are left out, so the rules see
// only well-formed values and report only their own findings. Every value keeps its span and
// JSON Pointer, so rule diagnostics point into the JSON text.
import type { Span } from '../../grammar/ast';
import type { Diagnostic, DiagnosticData } from '../../grammar/diagnostic';
import { ruleConstants, shipProperty, systemKind } from '../catalog/index';
import { flightProperty } from '../catalog/flights';
import { propertiesOf, propertySpec, type PropertyOwner } from '../catalog/properties';
import { isRuleset } from '../catalog/rulesets';
import type { Ruleset, SystemKind } from '../catalog/types';
import type { AllowModel, Claim, FlightModel, HitEntryModel, HitKindSection, Located, Loc, SectionModel, ShipModel, SystemModel, SystemTypeModel } from '../model';
import type { Arc } from '../types';
import { knownRuleIds } from '../rule-ids';
import { suggest } from '../suggest';
import { plainValueProblem } from '../values';
import { ionBasedOf, newShipModel, singletonClash } from '../ship-builder';
import { SystemTypeResolver, unknownKindMessage, replaceNameFix } from '../system-types';
import { FLIGHT_FIELDS, SHIP_FIELDS, SYSTEM_FIELDS } from './input-schema';
import { sectionSpecs, statedProjectionSpecs, systemTypePart } from '../document/parts';
import { inputKeys } from '../document/schema';
import { member, type JsonMember, type JsonNode, type JsonObject } from './parse';

export interface ReadContext {
  file: string;
  bad: Set<string>;
  diagnostics: Diagnostic[];
  /** Systems whose `base` was left out and taken from their type (compiler/json/bases.ts). */
  filledBases?: Map<string, string>;
}

const isBad = (ctx: ReadContext, pointer: string): boolean => {
  for (const b of ctx.bad) if (pointer === b || pointer.startsWith(b + '/')) return true;
  return false;
};

function report(ctx: ReadContext, code: string, message: string, node: { span: Span; pointer?: string }, data: DiagnosticData = {}, severity: Diagnostic['severity'] = 'error', rule?: string): void {
  ctx.diagnostics.push({ code, severity, message, span: node.span, file: ctx.file, ...(rule ? { rule } : {}), data: { ...(node.pointer !== undefined ? { pointer: node.pointer } : {}), ...data } });
}

const str = (n: JsonNode | undefined): string | undefined => (n && n.type === 'string' ? (n.value as string) : undefined);
const scalar = (n: JsonNode | undefined): unknown => (n && n.type !== 'object' && n.type !== 'array' ? n.value : undefined);

function plain(node: JsonNode): unknown {
  switch (node.type) {
    case 'object':
      return Object.fromEntries(node.members.map((m) => [m.key, plain(m.value)]));
    case 'array':
      return node.items.map(plain);
    default:
      return node.value;
  }
}

function loc(ctx: ReadContext, node: { span: Span; pointer: string }): Loc {
  return { file: ctx.file, span: node.span, pointer: node.pointer };
}

function located(ctx: ReadContext, m: { value: JsonNode; keySpan: Span }): Located {
  return { value: plain(m.value), loc: loc(ctx, m.value), keyLoc: { file: ctx.file, span: m.keySpan, pointer: m.value.pointer } };
}

/** The members of `node` that are figures of `specs` and that the schema accepted, in the order written. */
function readFigures(ctx: ReadContext, node: JsonObject, specs: readonly { name: string }[]): Map<string, Located> {
  const out = new Map<string, Located>();
  for (const m of node.members) if (specs.some((s) => s.name === m.key) && !isBad(ctx, m.value.pointer)) out.set(m.key, located(ctx, m));
  return out;
}

// ---- user system types ------------------------------------------------------------------------

export interface TypeTable {
  get(ruleset: Ruleset, name: string): SystemTypeModel | undefined;
  /** Names of the document's types of a ruleset (for suggestions). */
  names(ruleset: Ruleset): string[];
}

/** A `types` entry of the document, for the shared resolver (compiler/system-types.ts). */
interface JsonTypeDecl {
  node: JsonObject;
  ruleset: Ruleset;
  name: string;
}

export function readTypes(ctx: ReadContext, types: JsonNode | undefined): TypeTable {
  const decls = new Map<string, JsonTypeDecl>();
  const key = (r: Ruleset, n: string) => `${r}\0${n}`;
  if (types?.type === 'array') {
    for (const t of types.items) {
      if (t.type !== 'object' || isBad(ctx, t.pointer)) continue;
      const name = member(t, 'name');
      const r = str(member(t, 'ruleset')?.value);
      const n = str(name?.value);
      if (!n || !isRuleset(r)) continue;
      if (decls.has(key(r, n))) {
        report(ctx, 'duplicate-declaration', `The system type \`${n}\` is declared twice in this document. Rename one of them.`, name!.value);
        continue;
      }
      decls.set(key(r, n), { node: t, ruleset: r, name: n });
    }
  }
  const names = (r: Ruleset) => [...decls.values()].filter((d) => d.ruleset === r).map((d) => d.name);
  const resolver = new SystemTypeResolver<JsonTypeDecl>({
    info: (d) => {
      const nameM = member(d.node, 'name')!;
      const extendsM = member(d.node, 'extends');
      const base = str(extendsM?.value);
      return {
        name: d.name,
        nameLoc: loc(ctx, nameM.value),
        base: base !== undefined ? { name: base, loc: loc(ctx, extendsM!.value) } : undefined,
        ruleset: d.ruleset,
        loc: loc(ctx, d.node),
        doc: str(member(d.node, 'doc')?.value),
      };
    },
    lookup: (d, name) => decls.get(key(d.ruleset, name)),
    visibleNames: (d) => names(d.ruleset),
    readParams: (d, builtin, inherited) => typeParams(ctx, d, builtin, inherited),
    report: (_d, code, message, at, data) => report(ctx, code, message, { span: at.span, pointer: at.pointer }, data ?? {}),
    nameText: (name) => JSON.stringify(name),
  });
  for (const d of decls.values()) resolver.resolve(d);
  return {
    get: (r, n) => {
      const d = decls.get(key(r, n));
      return d ? (resolver.resolve(d) ?? undefined) : undefined;
    },
    names,
  };
}

/** The keys of a `types` entry that are not its kind's parameters (`ionBased` is read below). */
const TYPE_FIELDS = inputKeys(systemTypePart);

/** A type's parameters over those it inherits; values are checked against the catalog here (the schema does not know the kind). */
function typeParams(ctx: ReadContext, d: JsonTypeDecl, builtin: SystemKind, inherited: SystemTypeModel | undefined): { params: Map<string, Located>; ionBased: boolean } {
  const params = new Map<string, Located>(inherited?.params ?? []);
  let ionBased = inherited ? inherited.ionBased : !!builtin.ionBased;
  const owner: PropertyOwner = { type: 'systemDecl', kind: builtin, name: d.name, ruleset: d.ruleset };
  for (const m of d.node.members) {
    if (m.key !== 'ionBased' && TYPE_FIELDS.includes(m.key)) continue;
    if (m.key === 'flight' && namesFlight(builtin)) {
      // The flight a hangar type's `craft` names (checked with the ships that use the type).
      if (typeof scalar(m.value) === 'string') params.set(m.key, located(ctx, m));
      else report(ctx, 'wrong-type', `\`flight\` of the system type ${d.name} must be the name of a flight.`, m.value);
      continue;
    }
    const spec = propertySpec(owner, m.key);
    if (!spec) {
      const guess = suggest(m.key, propertiesOf(owner).map((p) => p.name));
      report(ctx, 'unknown-property', `A ${builtin.title} has no property \`${m.key}\`.${guess ? ` Did you mean \`${guess}\`?` : ''}`, { span: m.keySpan, pointer: m.value.pointer });
      continue;
    }
    if (m.key === 'ionBased') {
      const b = scalar(m.value);
      if (typeof b === 'boolean') ionBased = b;
      continue;
    }
    const problem = plainValueProblem(plain(m.value), spec);
    if (problem) {
      report(ctx, 'wrong-type', `\`${m.key}\` of the system type ${d.name} ${problem}.`, m.value);
      continue;
    }
    params.set(m.key, located(ctx, m));
  }
  return { params, ionBased };
}

/** Does the kind have a parameter that may name a flight (a hangar's `craft`)? */
function namesFlight(kind: SystemKind): boolean {
  return kind.params.some((p) => p.type.kind === 'string' && p.type.orName === 'flight');
}

// ---- ships ------------------------------------------------------------------------------------

/**
 * A `flights` entry: read as a ship of unit `flight` (as compiler/lower.ts lowers a `flight`
 * declaration): its figures are the catalog's flight properties, its systems the `weapons`.
 */
export function readFlight(ctx: ReadContext, node: JsonNode, types: TypeTable): FlightModel | undefined {
  return readShip(ctx, node, types, 'flight') as FlightModel | undefined;
}

export function readShip(ctx: ReadContext, node: JsonNode, types: TypeTable, unit?: 'flight'): ShipModel | undefined {
  if (node.type !== 'object' || isBad(ctx, node.pointer)) return undefined;
  const nameM = member(node, 'name');
  const rulesetM = member(node, 'ruleset');
  const name = str(nameM?.value);
  // A flight is a b5wars unit; its entry may leave the ruleset out.
  const ruleset = str(rulesetM?.value) ?? (unit === 'flight' ? 'b5wars' : undefined);
  if (!nameM || !name || isBad(ctx, nameM.value.pointer)) return undefined;
  if (ruleset !== 'b5wars' && ruleset !== 'sfb') return undefined;
  const r: Ruleset = ruleset;

  const model = newShipModel({ name, nameLoc: loc(ctx, nameM.value), loc: loc(ctx, node), ruleset: r, base: str(member(node, 'extends')?.value) ?? null, doc: str(member(node, 'doc')?.value) });
  if (unit === 'flight') model.unit = 'flight';
  const fields: readonly string[] = unit === 'flight' ? FLIGHT_FIELDS : SHIP_FIELDS;
  // A value the schema refused is left out; totals over the ship would only repeat that error.
  if ([...ctx.bad].some((b) => b.startsWith(node.pointer + '/'))) model.incomplete = true;
  const claims: Claim[] = [];

  for (const m of node.members) {
    if (isBad(ctx, m.value.pointer)) continue;
    if (m.key === 'displayName') {
      model.props.set('name', located(ctx, m));
      continue;
    }
    if (fields.includes(m.key)) continue;
    if (unit === 'flight' ? flightProperty(m.key) : shipProperty(r, m.key)) model.props.set(m.key, located(ctx, m));
  }

  // rules
  const rulesN = member(node, 'rules')?.value;
  if (rulesN?.type === 'object')
    for (const m of rulesN.members) if (!isBad(ctx, m.value.pointer) && ruleConstants.some((c) => c.name === m.key)) model.rules.set(m.key, located(ctx, m) as Located<number | boolean>);

  // projections (b5wars): ratings become the shields; arcs are stated arcs, checked against the
  // size layout by ST-SH-1 (an allowed off-rule layout is kept as written)
  const projN = member(node, 'projections')?.value;
  if (r === 'b5wars' && projN?.type === 'array' && !isBad(ctx, projN.pointer)) {
    const entries = new Map<string, Located<number>>();
    const arcs = new Map<string, Located<Arc>>();
    const stated = new Map<string, Map<string, Located<number>>>();
    for (const p of projN.items) {
      if (p.type !== 'object' || isBad(ctx, p.pointer)) continue;
      const pn = member(p, 'name');
      const rating = member(p, 'rating');
      const pname = str(pn?.value);
      if (!pname || !rating || isBad(ctx, pn!.value.pointer)) continue;
      if (entries.has(pname)) {
        report(ctx, 'duplicate-projection', `The ${pname} projection is listed twice; give each projection one rating (ST-SH-1).`, pn!.value);
        continue;
      }
      // A refused rating still names the projection (the schema reported the number).
      const value = typeof scalar(rating.value) === 'number' ? (scalar(rating.value) as number) : 0;
      entries.set(pname, { value, loc: loc(ctx, rating.value), keyLoc: loc(ctx, pn!.value) });
      const arc = member(p, 'arc');
      const arcValue = arc && !isBad(ctx, arc.value.pointer) ? plain(arc.value) : undefined;
      if (Array.isArray(arcValue) && arcValue.length === 2 && arcValue.every((x) => typeof x === 'number'))
        arcs.set(pname, { value: [arcValue[0], arcValue[1]], loc: loc(ctx, arc!.value), keyLoc: loc(ctx, pn!.value) });
      // The figures stated only when written (armor, the per-hit cap), checked by the schema (a refused one is left out).
      for (const [figure, v] of readFigures(ctx, p, statedProjectionSpecs)) {
        if (!stated.has(figure)) stated.set(figure, new Map());
        stated.get(figure)!.set(pname, { ...(v as Located<number>), keyLoc: loc(ctx, pn!.value) });
      }
    }
    const projKey = member(node, 'projections')!;
    model.shields = {
      loc: { file: ctx.file, span: projKey.keySpan, pointer: projN.pointer },
      entries,
      ...(arcs.size ? { arcs } : {}),
      ...(stated.size ? { stated } : {}),
    };
  }

  // sections (b5wars)
  const secN = member(node, 'sections')?.value;
  if (r === 'b5wars' && secN?.type === 'array') {
    for (const s of secN.items) {
      if (s.type !== 'object' || isBad(ctx, s.pointer)) continue;
      const sn = member(s, 'name');
      const sname = str(sn?.value);
      if (!sname || isBad(ctx, sn!.value.pointer)) continue;
      if (model.sections.has(sname)) {
        report(ctx, 'duplicate-section', `The section ${sname} is listed twice; merge the two entries.`, sn!.value);
        continue;
      }
      const section: SectionModel = { name: sname, loc: loc(ctx, s), nameLoc: loc(ctx, sn!.value), props: new Map() };
      section.props = readFigures(ctx, s, sectionSpecs);
      const hitsN = member(s, 'hits')?.value;
      if (hitsN?.type === 'array' && !isBad(ctx, hitsN.pointer)) {
        const entries: HitEntryModel[] = [];
        for (const h of hitsN.items) {
          if (h.type !== 'object' || isBad(ctx, h.pointer)) continue;
          const from = member(h, 'from');
          const to = member(h, 'to');
          const target = member(h, 'target');
          if (!from || !to || !target) continue;
          const keySpan = from.span.start < to.span.start ? { start: from.span.start, end: to.span.end } : { start: to.span.start, end: from.span.end };
          // Alternatives: each names a target; `target` repeats the first (the alternatives decide).
          const altN = member(h, 'alternatives')?.value;
          const alternatives =
            altN?.type === 'array' && !isBad(ctx, altN.pointer)
              ? altN.items.flatMap((a) => {
                  const t = a.type === 'object' && !isBad(ctx, a.pointer) ? member(a, 'target') : undefined;
                  if (!t || typeof scalar(t.value) !== 'string') return [];
                  const inSection = kindSection(ctx, a, t);
                  return [{ target: scalar(t.value) as string, loc: loc(ctx, t.value), ...(inSection ? { inSection } : {}) }];
                })
              : [];
          const inSection = alternatives.length ? alternatives[0].inSection : kindSection(ctx, h, target);
          entries.push({
            from: scalar(from.value) as number,
            to: scalar(to.value) as number,
            target: alternatives.length ? alternatives[0].target : (scalar(target.value) as string),
            loc: loc(ctx, h),
            keyLoc: { file: ctx.file, span: keySpan, pointer: h.pointer },
            targetLoc: loc(ctx, target.value),
            ...(inSection ? { inSection } : {}),
            ...(alternatives.length > 1 ? { alternatives } : {}),
          });
        }
        section.hits = { loc: loc(ctx, hitsN), entries };
      }
      model.sections.set(sname, section);
    }
  }

  // systems (a flight's: the weapons each craft carries)
  const sysN = member(node, unit === 'flight' ? 'weapons' : 'systems')?.value;
  const synthesized = new Map<string, SystemTypeModel>();
  if (sysN?.type === 'array') {
    for (const s of sysN.items) {
      if (s.type !== 'object' || isBad(ctx, s.pointer)) {
        model.incomplete = true;
        continue;
      }
      const idM = member(s, 'id');
      const typeM = member(s, 'type');
      const baseM = member(s, 'base');
      const id = str(idM?.value);
      const type = str(typeM?.value);
      const base = baseM ? str(baseM.value) : ctx.filledBases?.get(s.pointer);
      const builtin = base ? systemKind(r, base) : undefined;
      if (!baseM && !builtin && type && typeM && !isBad(ctx, typeM.value.pointer)) {
        const u = unknownKindMessage(r, type, types.names(r), { mentionTypes: true });
        report(ctx, 'unknown-kind', u.message, typeM.value, replaceNameFix(loc(ctx, typeM.value), u.suggestion, u.suggestion && JSON.stringify(u.suggestion)) ?? {});
      }
      if (!id || !type || !builtin || [idM, typeM, baseM].some((m) => m !== undefined && isBad(ctx, m.value.pointer))) {
        model.incomplete = true;
        continue;
      }
      let userType: SystemTypeModel | undefined;
      const ionM = member(s, 'ionBased');
      const ionRaw = scalar(ionM?.value);
      const ionStated = typeof ionRaw === 'boolean' ? ionRaw : undefined;
      if (type !== base) {
        if (systemKind(r, type)) {
          report(ctx, 'type-base-mismatch', `\`${type}\` is a built-in kind, so its base is \`${type}\`, not \`${base}\`. Make \`type\` and \`base\` agree.`, typeM!.value, {
            fixes: [{ title: `Change base to ${type}`, edits: [{ span: baseM!.value.span, newText: JSON.stringify(type) }] }],
          });
          model.incomplete = true;
          continue;
        }
        userType = types.get(r, type);
        if (userType && userType.builtin.name !== base) {
          report(ctx, 'type-base-mismatch', `The system type ${type} works like ${/^[aeiou]/i.test(userType.builtin.title) ? 'an' : 'a'} ${userType.builtin.title} (\`${userType.builtin.name}\`), but this system says \`base: ${base}\`.`, baseM!.value, {
            fixes: [{ title: `Change base to ${userType.builtin.name}`, edits: [{ span: baseM!.value.span, newText: JSON.stringify(userType.builtin.name) }] }],
          });
          model.incomplete = true;
          continue;
        }
        if (!userType) {
          // A compiled document names user types without declaring them: treat the entry as one.
          userType = synthesized.get(type);
          if (!userType) {
            userType = { name: type, builtin, params: new Map(), ionBased: ionStated ?? !!builtin.ionBased, loc: loc(ctx, typeM!.value), nameLoc: loc(ctx, typeM!.value) };
            synthesized.set(type, userType);
          }
        }
      }
      if (unit === 'flight' && builtin.category !== 'weapon') {
        report(
          ctx,
          'flight-member',
          `A flight states its craft's figures and the weapons each craft carries; ${/^[aeiou]/i.test(builtin.title) ? 'an' : 'a'} ${builtin.title} (\`${id}\`) does not belong in it. List weapons (or types extending a weapon) in \`weapons\`, and put hangars and other systems in the ship that carries it (B5-FLIGHT).`,
          typeM!.value,
          {},
          'error',
          'B5-FLIGHT',
        );
        model.incomplete = true;
        continue;
      }
      const clash = singletonClash(model, builtin);
      if (clash) {
        report(ctx, 'duplicate-singleton', clash, idM!.value);
        model.incomplete = true;
        continue;
      }
      const sectionM = member(s, 'section');
      let section: string | null = null;
      const sectionRaw = scalar(sectionM?.value);
      if (unit === 'flight' && typeof sectionRaw === 'string') {
        // A craft has no sections: its weapons are written without one (as in a `flight` declaration).
        report(ctx, 'unknown-property', `A flight's weapon has no \`section\` (a craft has no sections): drop \`"section": ${JSON.stringify(sectionRaw)}\` from ${id}.`, sectionM!.value);
      } else if (r === 'b5wars' && sectionM && !isBad(ctx, sectionM.value.pointer) && typeof sectionRaw === 'string') {
        section = sectionRaw;
        if (!model.sections.has(section) && !member(node, 'sections')) {
          // A document that lists no sections at all declares them by placing systems in them.
          model.sections.set(section, { name: section, loc: loc(ctx, sectionM.value), nameLoc: loc(ctx, sectionM.value), props: new Map() });
        } else if (!model.sections.has(section)) {
          const guess = suggest(section, [...model.sections.keys()]);
          report(
            ctx,
            'unknown-section',
            `The ${builtin.title} ${id} is placed in section \`${section}\`, which is not in \`sections\`.${guess ? ` Did you mean \`${guess}\`?` : ' Add the section, or set "section": null.'}`,
            sectionM.value,
            guess ? { fixes: [{ title: `Change to ${guess}`, edits: [{ span: sectionM.value.span, newText: JSON.stringify(guess) }] }] } : {},
          );
        }
      }
      const params = new Map<string, Located>();
      for (const m of s.members) {
        if (SYSTEM_FIELDS.includes(m.key) || isBad(ctx, m.value.pointer)) continue;
        // `flight` beside a hangar's `craft`: the flight it names (checked against the document's flights).
        if ((m.key === 'flight' && namesFlight(builtin)) || builtin.params.some((p) => p.name === m.key)) params.set(m.key, located(ctx, m));
      }
      const sysDoc = str(member(s, 'doc')?.value);
      const sys: SystemModel = {
        id,
        idLoc: loc(ctx, idM!.value),
        type,
        typeLoc: loc(ctx, typeM!.value),
        builtin,
        ...(userType ? { userType } : {}),
        section,
        params,
        loc: loc(ctx, s),
        ionBased: ionBasedOf(builtin, userType, ionStated),
        singleton: id === type,
        declaredIn: name,
        ...(sysDoc !== undefined ? { doc: sysDoc } : {}),
      };
      model.systems.push(sys);
    }
  }

  // allows
  const allowN = member(node, 'allows')?.value;
  if (allowN?.type === 'array') {
    for (const a of allowN.items) {
      if (a.type !== 'object') continue;
      const ruleM = member(a, 'rule');
      const rule = str(ruleM?.value);
      if (!rule || isBad(ctx, ruleM!.value.pointer)) continue;
      const reason = str(member(a, 'reason')?.value) ?? null;
      if (!knownRuleIds.has(rule)) {
        const guess = suggest(rule, knownRuleIds);
        report(ctx, 'unknown-rule', `\`${rule}\` is not a rule ID of rules.md.${guess ? ` Did you mean ${guess}?` : ''}`, ruleM!.value, guess ? { fixes: [{ title: `Change to ${guess}`, edits: [{ span: ruleM!.value.span, newText: JSON.stringify(guess) }] }] } : {}, 'warning');
      }
      const allow: AllowModel = { rule, reason, loc: loc(ctx, a), ruleLoc: loc(ctx, ruleM!.value) };
      model.allows.push(allow);
    }
  }

  // derived claims (SSD-4)
  const derivedN = member(node, 'derived')?.value;
  if (derivedN?.type === 'object' && !isBad(ctx, derivedN.pointer)) {
    const walk = (n: JsonNode, path: string[]) => {
      if (isBad(ctx, n.pointer)) return;
      if (n.type === 'object' && path[0] !== 'zship') {
        for (const m of n.members) walk(m.value, [...path, m.key]);
        return;
      }
      if (n.type === 'object') {
        for (const m of n.members) claims.push({ path: [...path, m.key], value: plain(m.value), loc: loc(ctx, m.value) });
        return;
      }
      claims.push({ path, value: plain(n), loc: loc(ctx, n) });
    };
    walk(derivedN, []);
  }
  model.claims = claims;
  return model;
}

/**
 * A hit target with `ofKind: true` names a kind of its `section` (`aft.nacelle` in a .ship file);
 * SSD-2 checks the section and the kind. Without a section to go with it, it is reported here.
 */
function kindSection(ctx: ReadContext, node: JsonNode, target: JsonMember): HitKindSection | undefined {
  const of = member(node, 'ofKind');
  if (!of || scalar(of.value) !== true || isBad(ctx, of.value.pointer)) return undefined;
  const sec = member(node, 'section');
  const name = sec && !isBad(ctx, sec.value.pointer) ? str(sec.value) : undefined;
  if (!name) {
    report(ctx, 'hit-kind-without-section', `\`ofKind: true\` says the target \`${String(scalar(target.value))}\` is a kind of a section; give that section as \`"section": "aft"\` (SSD-2), or drop \`ofKind\` to name a system id or a kind of this section.`, of.value);
    return undefined;
  }
  return { name, loc: loc(ctx, sec!.value), kindLoc: loc(ctx, target.value) };
}

/**
 * A hangar's `flight` (written by the compiler beside `craft` when `craft: NAME` names a flight)
 * must name a flight of the document's `flights` (`unknown-flight`, B5-HANGAR, as in a .ship
 * file), and `craft` must be that same name: a document cannot say two things about what the
 * hangar holds (`hangar-flight-mismatch`), and converting it would have to drop one.
 */
export function checkFlightReferences(ctx: ReadContext, ships: ShipModel[], flights: string[]): void {
  // A type's `flight` is said once, however many systems use the type.
  const said = new Set<Located>();
  for (const ship of ships)
    for (const sys of ship.systems) {
      const own = sys.params.get('flight');
      const held = own ? sys.params : sys.userType?.params;
      const named = held?.get('flight');
      if (!held || !named || typeof named.value !== 'string') continue;
      const craft = held.get('craft') ?? sys.params.get('craft');
      if (said.has(named)) {
        if (!flights.includes(named.value)) ship.incomplete = true;
        continue;
      }
      said.add(named);
      const name = named.value;
      if (!flights.includes(name)) {
        const guess = suggest(name, flights);
        const edits = guess ? [named, ...(craft && craft.value === name ? [craft] : [])].map((l) => ({ span: l.loc.span, newText: JSON.stringify(guess) })) : [];
        report(
          ctx,
          'unknown-flight',
          `Hangar ${sys.id} holds the flight \`${name}\`, which is not in the document's \`flights\` (B5-HANGAR).${guess ? ` Did you mean \`${guess}\`?` : ` Add the flight to \`flights\` (a compiled document lists the flights its own file declares), or drop \`flight\` to keep \`craft\` as text.`}`,
          named.loc,
          { flight: name, ...(guess ? { suggestion: guess, fixes: [{ title: `Change to ${guess}`, edits }] } : {}) },
          'error',
          'B5-HANGAR',
        );
        // As in a .ship file, the hangar keeps no reference to a flight that is not there.
        held.delete('flight');
        if (craft?.value === name) held.delete('craft');
        ship.incomplete = true;
      } else if (craft?.value !== name) {
        report(
          ctx,
          'hangar-flight-mismatch',
          `Hangar ${sys.id} holds the flight \`${name}\` but its \`craft\` is ${craft ? JSON.stringify(craft.value) : 'missing'} (B5-HANGAR): a hangar that holds a flight names it in both (\`craft: ${name}\` in a .ship file). Set \`craft\` to ${JSON.stringify(name)}, or drop \`flight\` to keep \`craft\` as text.`,
          named.loc,
          { flight: name, ...(craft ? { fixes: [{ title: `Change craft to ${name}`, edits: [{ span: craft.loc.span, newText: JSON.stringify(name) }] }] } : {}) },
          'error',
          'B5-HANGAR',
        );
      }
    }
}

// Hover: the catalog's docs and rule IDs for kinds, properties and groups; the derived values of
// the ship or system under the cursor with the rules' arithmetic ("capacity 7 = 3 ion cannons x 1
// + 1 ion pulse generator x 4"); `///` doc comments of ships, system types, arcs and systems.
import { rosterText } from '../../compiler/fleets/roster';
import { diceSummary, parseDice } from '../../compiler/dice';
import { pulseBaseFigures, weaponModes } from '../../compiler/weapon-modes';
import { effectsLong, marginDamageText } from '../../compiler/weapon-effects';
import * as path from 'node:path';
import type { Hover, HoverParams } from 'vscode-languageserver';
import { MarkupKind } from 'vscode-languageserver';
import { derivedValuesOf, groupKind } from '../../compiler/catalog/index';
import { predefinedArc } from '../../compiler/catalog/arcs';
import { rulesetTitles } from '../../compiler/catalog/rulesets';
import type { Ruleset, SystemKind } from '../../compiler/catalog/types';
import { formatArc } from '../../compiler/arcs';
import type { CompiledShipInfo } from '../../compiler/index';
import { paramValue, type Explanation, type SystemModel } from '../../compiler/model';
import type { Derived, Projection } from '../../compiler/types';
import { statedProjectionSpecs } from '../../compiler/document/parts';
import { docMarkdown, fenced } from '../untrusted-markdown';
import { groupMarkdown, kindMarkdown, ruleMarkdown, specMarkdown, valueText } from '../docs';
import type { Occurrence } from '../../compiler/semantic';
import type { Block, Member } from '../../grammar/ast';
import type { Analysis } from '../workspace';
import { offsetAt, rangeOf } from '../util';

export function hover(a: Analysis, params: HoverParams): Hover | null {
  const offset = offsetAt(a.source, params.position);
  const occ = a.index().at(offset);
  if (!occ) return null;
  const value = hoverText(a, occ);
  if (!value) return null;
  return { contents: { kind: MarkupKind.Markdown, value }, range: rangeOf(a.source, occ.span) };
}

/** The compiled ship (model, derived values) of a ship declaration of this file. */
export function shipInfo(a: Analysis, shipNameStart: number | undefined): CompiledShipInfo | undefined {
  if (shipNameStart === undefined) return undefined;
  return a.result.ships.find((s) => s.unit === a.unit && s.model.nameLoc.file === a.path && s.model.nameLoc.span.start === shipNameStart);
}

const code = (text: string) => fenced(text);
/** A doc comment, if any, as markdown that is safe to render (lsp/untrusted-markdown.ts). */
const doc = (text: string | undefined) => (text === undefined ? undefined : docMarkdown(text));

function join(parts: (string | undefined | false)[]): string {
  return parts.filter((p): p is string => !!p && p.trim() !== '').join('\n\n');
}

const LABELS: Record<string, string> = {
  ionicCapacitor: 'ionic capacitor',
  centralCapacitor: 'central capacitor',
  powerBudget: 'power budget',
  impulseThrust: 'impulse thrust',
  batteries: 'batteries',
  ew: 'EW',
  zship: 'Z-ship modifiers',
};

/** Derived values as markdown lines, with the rules' arithmetic where they recorded it. */
export function derivedLines(info: { derived: Derived; explanations: ReadonlyMap<string, Explanation> }, keys?: readonly string[]): string[] {
  const { derived } = info;
  const out: string[] = [];
  const d = derived as Record<string, unknown>;
  for (const key of Object.keys(d)) {
    if (keys && !keys.includes(key)) continue;
    const v = d[key];
    if (v === undefined) continue;
    const label = LABELS[key] ?? key;
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const entries = Object.entries(v as Record<string, unknown>);
      const explained = entries.filter(([k]) => info.explanations.get(`${key}.${k}`));
      if (explained.length === 0) {
        out.push(`- ${label}: ${entries.map(([k, x]) => `${k} ${valueText(x)}`).join(', ')}`);
        continue;
      }
      for (const [k, x] of entries) {
        const e = info.explanations.get(`${key}.${k}`);
        out.push(`- ${label} ${k} ${e ? explainText(x, e) : valueText(x)}`);
      }
    } else {
      const e = info.explanations.get(key);
      out.push(`- ${label} ${e ? explainText(v, e) : valueText(v)}`);
    }
  }
  return out;
}

/** "7 = 3 ion cannons x 1 + 1 ion pulse generator x 4 (H93.12)". */
function explainText(value: unknown, e: { text: string; rule: string }): string {
  const v = valueText(value);
  const suffix = ` = ${v}`;
  if (e.text.endsWith(suffix)) return `**${v}** = ${e.text.slice(0, -suffix.length)} (${e.rule})`;
  return `**${v}**: ${e.text} (${e.rule})`;
}

/** The resolved firing modes of the weapon an occurrence is written in (a ship's system or a system type). */
function modesOf(a: Analysis, info: CompiledShipInfo | undefined, occ: Occurrence): string[] {
  const sys = occ.block ? systemModelOf(info, occ) : undefined;
  if (sys) return modeLines((n) => paramValue(sys, n));
  if (occ.systemDecl) {
    const t = a.result.semantic.systemType(a.unit, occ.systemDecl);
    if (t) return modeLines((n) => t.params.get(n)?.value ?? t.builtin.params.find((p) => p.name === n)?.default);
  }
  return [];
}

function systemModelOf(info: CompiledShipInfo | undefined, occ: Occurrence): SystemModel | undefined {
  if (!info) return undefined;
  const id = occ.kind === 'id' ? occ.name : occ.block?.ids[0]?.name ?? occ.block?.type.name;
  return info.model.systems.find((s) => s.id === id);
}

/**
 * A weapon's firing modes as resolved (compiler/weapon-modes.ts), one line each, with each damage
 * expression's minimum, mean and maximum.
 */
export function modeLines(get: (name: string) => unknown): string[] {
  return weaponModes(get).map((m) => {
    const d = m.damage !== undefined ? parseDice(m.damage) : undefined;
    const figures = [
      m.damage !== undefined ? `${m.damage}${d?.ok ? ` (${diceSummary(d.dice, 0)})` : ''}` : 'no damage stated',
      m.rake !== undefined ? `rake ${m.rake}` : '',
      m.barrels !== undefined ? `${m.barrels} barrels${m.derived?.damage ? `, salvo bonus +${m.derived.damage.bonus} on ${m.derived.damage.from}` : ''}` : '',
      m.pulse ? `pulse ${m.pulse.join('/')}${pulseBaseLine(m.pulse[0]) ? ` (${pulseBaseLine(m.pulse[0])})` : ''}` : '',
      m.fireControl ? `fire control ${m.fireControl.map((x) => (x === null ? '-' : x)).join('/')}` : '',
      m.range !== undefined ? `range ${m.range}` : '',
      m.loading !== undefined ? `loading ${m.loading}` : '',
      m.rateOfFire !== undefined ? `${m.rateOfFire} shot${m.rateOfFire === 1 ? '' : 's'}` : '',
      ...effectsLong(m, m.damage),
    ].filter(Boolean);
    return `${m.name !== undefined ? `${m.name} (${m.mode})` : m.mode}: ${figures.join(', ')}${m.from === 'altModes' ? '   // altModes' : ''}`;
  });
}

/** A rolled number of base hits: "base hits min 1 · mean 2 · max 3" (nothing for a plain number). */
function pulseBaseLine(base: unknown): string | undefined {
  if (typeof base !== 'string') return undefined;
  const f = pulseBaseFigures(base);
  return f ? `base hits min ${f.min} · mean ${Math.round(f.mean * 100) / 100} · max ${f.max}` : undefined;
}

/** The `damage` written in the innermost block (or system type) around a property occurrence. */
function writtenDamage(occ: Occurrence): string | undefined {
  let body: readonly Member[] | undefined = occ.systemDecl?.body ?? occ.ship?.body;
  let damage: string | undefined;
  while (body) {
    const own = body.find((m) => m.kind === 'property' && m.key === 'damage');
    if (own?.kind === 'property' && own.value.kind === 'string') damage = own.value.value.trim();
    const inner = body.find((m): m is Block => m.kind === 'block' && m.span.start <= occ.span.start && occ.span.end <= m.span.end);
    body = inner?.body ?? undefined;
  }
  return damage;
}

function systemLines(sys: SystemModel): string[] {
  const lines: string[] = [];
  for (const p of sys.builtin.params) {
    const v = paramValue(sys, p.name);
    if (v === undefined) continue;
    if (p.type.kind === 'blocks') {
      for (const l of modeLines((n) => paramValue(sys, n))) lines.push(`// mode ${l}`);
      continue;
    }
    const stated = sys.params.has(p.name) || sys.userType?.params.has(p.name);
    const shown = p.type.kind === 'arc' && Array.isArray(v) ? formatArc(v as [number, number]) : valueText(v);
    const base = p.type.kind === 'pulse' && Array.isArray(v) ? pulseBaseLine(v[0]) : undefined;
    // Damage by the to-hit margin: its least and its most with the weapon's damage.
    const damage = paramValue(sys, 'damage');
    const margin = p.name === 'marginDamage' && typeof damage === 'string' ? marginDamageText(damage, v) : undefined;
    lines.push(`${p.name}: ${shown}${stated ? '' : '   // default'}${base ? `   // ${base}` : ''}${margin ? `   // ${margin}` : ''}`);
  }
  return lines;
}

function hoverText(a: Analysis, occ: Occurrence): string | undefined {
  const info = shipInfo(a, occ.ship?.name.span.start);
  switch (occ.kind) {
    case 'ship': {
      const found = occ.def ? a.result.program.files.get(occ.def.file)?.ships.get(occ.name) : undefined;
      const decl = found ?? occ.ship;
      const header = `ship ${occ.name}${decl?.base ? ` extends ${decl.base.name}` : ''}`;
      const own = occ.decl ? info : a.result.ships.find((s) => s.model.name === occ.name && s.model.nameLoc.file === occ.def?.file);
      const model = own?.model;
      const facts = model
        ? `${rulesetTitles[model.ruleset] ?? model.ruleset} ship · ${model.systems.length} system${model.systems.length === 1 ? '' : 's'}${model.sections.size ? ` in ${model.sections.size} section${model.sections.size === 1 ? '' : 's'}` : ''}`
        : occ.def && occ.def.file !== a.path
          ? `declared in ${path.basename(occ.def.file)}`
          : undefined;
      const derived = own ? derivedLines(own) : [];
      return join([code(header), doc(occ.doc ?? decl?.doc), facts, derived.length ? `**Derived values**\n${derived.join('\n')}` : undefined]);
    }
    case 'flight': {
      // A flight's declaration or a hangar's `craft: NAME`: its figures as compiled.
      const decl = occ.flightDecl;
      const header = `flight ${occ.name}${decl?.base ? ` extends ${decl.base.name}` : ''}`;
      const f = (a.result.flights ?? []).find((x) => x.model.name === occ.name && x.model.nameLoc.file === occ.def?.file)?.compiled;
      const figures = f
        ? [
            `${f.minCraft === f.maxCraft ? f.maxCraft : `${f.minCraft}-${f.maxCraft}`} craft · armor ${f.armor.join('/')} (fore/aft/port/starboard) · structure ${f.structure} each`,
            `defense ${f.forwardDefense}/${f.sideDefense} · thrust ${f.freeThrust} · offensive bonus ${f.offensiveBonus} · jinking ${f.jinkingLimit} · initiative ${f.initiative}${f.points !== undefined ? ` · ${f.points} points a craft` : ''}`,
            f.weapons.length ? `weapons: ${f.weapons.map((w) => `${w.id}${typeof w.damage === 'string' ? ` ${w.damage}` : ''}`).join(', ')}` : 'no weapons',
          ].join('\n\n')
        : occ.def && occ.def.file !== a.path
          ? `declared in ${path.basename(occ.def.file)}`
          : undefined;
      return join([code(header), doc(occ.doc ?? decl?.doc), 'A fighter or shuttle flight (b5wars).', figures]);
    }
    case 'fleet': {
      // The fleet's roster as compiled: each entry, its points and the total against the budget.
      const f = (a.result.fleets ?? []).find((x) => x.model.name === occ.name && x.model.nameLoc.file === occ.def?.file)?.compiled;
      const roster = f ? rosterText(f).map((l) => l.trim()) : undefined;
      return join([code(`fleet ${occ.name}`), doc(occ.doc ?? occ.fleetDecl?.doc), f?.displayName, roster ? roster.join('\n\n') : occ.def && occ.def.file !== a.path ? `declared in ${path.basename(occ.def.file)}` : undefined]);
    }
    case 'systemType': {
      const decl = occ.systemDecl;
      const header = `system ${occ.name}${decl?.base ? ` extends ${decl.base.name}` : ''}`;
      const overrides = decl?.body.filter((m) => m.kind === 'property').map((m) => (m.kind === 'property' ? `${m.key}: ${a.source.text.slice(m.value.span.start, m.value.span.end)}` : ''));
      const sameFile = occ.def?.file === a.path;
      const overridesText = overrides?.length && sameFile ? code(overrides.join('\n')) : undefined;
      const sys = systemModelOf(info, occ);
      const derived = occ.builtin && info && occ.block ? derivedLines(info, derivedValuesOf(occ.builtin, sys?.ionBased)) : [];
      return join([
        code(header),
        doc(decl?.doc ?? occ.doc),
        occ.builtin ? `${/^[aeiou]/i.test(occ.builtin.title) ? 'An' : 'A'} ${occ.builtin.title} with ${overrides?.length ? 'these differences' : 'no differences'}${occ.def && !sameFile ? ` (declared in ${path.basename(occ.def.file)})` : ''}.` : undefined,
        overridesText,
        sys ? code(systemLines(sys).join('\n')) : undefined,
        derived.length ? `**Derived values**\n${derived.join('\n')}` : undefined,
        occ.builtin ? `---\n${kindMarkdown(occ.builtin)}` : undefined,
      ]);
    }
    case 'kind': {
      if (!occ.builtin) return undefined;
      const sys = systemModelOf(info, occ);
      const derived = info && occ.block ? derivedLines(info, derivedValuesOf(occ.builtin, sys?.ionBased)) : [];
      const instance = sys && occ.block ? [`**${sys.singleton ? sys.type : `${sys.type} ${occ.block.ids.map((i) => i.name).join(', ')}`}**${sys.section ? ` in section ${sys.section}` : ''}`, code(systemLines(sys).join('\n'))].join('\n\n') : undefined;
      return join([doc(occ.block?.doc), instance, derived.length ? `**Derived values**\n${derived.join('\n')}` : undefined, kindMarkdown(occ.builtin)]);
    }
    case 'id': {
      const sys = systemModelOf(info, occ);
      if (!sys) return join([code(`${occ.name}`), occ.def && occ.def.file !== a.path ? `declared in ${path.basename(occ.def.file)}` : undefined]);
      const derived = info ? derivedLines(info, derivedValuesOf(sys.builtin, sys.ionBased)) : [];
      return join([
        code(`${sys.type} ${sys.id}${sys.section ? `   // section ${sys.section}` : ''}`),
        doc(sys.doc ?? occ.block?.doc),
        `${sys.builtin.title}${sys.userType ? ` (system type ${sys.userType.name})` : ''}${sys.declaredIn !== info?.model.name ? `, inherited from ${sys.declaredIn}` : ''}`,
        code(systemLines(sys).join('\n')),
        derived.length ? `**Derived values**\n${derived.join('\n')}` : undefined,
        sys.builtin.rules.length ? `Rules: ${sys.builtin.rules.map((r) => `\`${r}\``).join(', ')}` : undefined,
      ]);
    }
    case 'section': {
      const sec = info?.model.sections.get(occ.name);
      const props = sec ? [...sec.props].map(([k, v]) => `${k}: ${valueText(v.value)}`) : [];
      const systems = info?.model.systems.filter((s) => s.section === occ.name).map((s) => s.id) ?? [];
      const g = occ.ruleset ? groupKind(occ.ruleset, 'section') : undefined;
      return join([
        code(`section ${occ.name}`),
        props.length ? code(props.join('\n')) : undefined,
        systems.length ? `Systems: ${systems.map((s) => `\`${s}\``).join(', ')}` : undefined,
        sec?.hits ? `Hit chart: ${sec.hits.entries.map((e) => `${e.from === e.to ? e.from : `${e.from}..${e.to}`} ${(e.alternatives ?? [e]).map((x) => (x.inSection ? `${x.inSection.name}.${x.target}` : x.target)).join(' or ')}`).join(' · ')}` : undefined,
        g?.doc,
      ]);
    }
    case 'property':
    case 'constant':
    case 'projection': {
      if (!occ.spec) return occ.kind === 'property' ? code(`${occ.name}: ?`) + '\n\nNot a property here.' : undefined;
      const owner = ownerText(occ);
      const lines = [specMarkdown(occ.spec, owner)];
      // A damage dice expression: its minimum, mean and maximum.
      if (occ.spec.type.kind === 'dice' && occ.property?.value.kind === 'string') {
        const d = parseDice(occ.property.value.value);
        lines.push(d.ok ? `**${occ.property.value.value.trim()}** ${diceSummary(d.dice, 0)}` : d.message);
      }
      // Pulse base hits rolled as dice: the roll's figures, counted as at least 1.
      if (occ.spec.type.kind === 'pulse' && occ.property?.value.kind === 'list') {
        const base = occ.property.value.items[0];
        const line = base?.kind === 'string' ? pulseBaseLine(base.value) : undefined;
        if (line) lines.push(`**${base.kind === 'string' ? base.value.trim() : ''}** ${line}`);
        else if (base?.kind === 'string') {
          const d = parseDice(base.value);
          if (!d.ok) lines.push(d.message);
        }
      }
      // A shot's effect in words (B5-EFFECTS): `ignores 50% of armor`.
      if (['armorReduction', 'armorIgnored', 'launchRange'].includes(occ.spec.name) && occ.property?.value.kind === 'number') {
        const line = effectsLong({ [occ.spec.name]: occ.property.value.value })[0];
        if (line) lines.push(`**${line}**`);
      }
      // Damage by the to-hit margin (B5-EFFECTS): with the system's damage, its least and most.
      if (occ.spec.name === 'marginDamage' && occ.property?.value.kind === 'list') {
        const figures = occ.property.value.items.map((i) => (i.kind === 'number' ? i.value : NaN));
        const sys = systemModelOf(info, occ);
        const damage = sys ? paramValue(sys, 'damage') : writtenDamage(occ);
        const line = typeof damage === 'string' ? marginDamageText(damage, figures) : effectsLong({ marginDamage: figures })[0];
        if (line) lines.push(`**${line}**`);
      }
      // A weapon's `mode` blocks: every firing mode as resolved, with its damage's figures.
      if (occ.spec.type.kind === 'blocks') {
        const modes = modesOf(a, info, occ);
        if (modes.length) lines.push(`**Firing modes**\n${code(modes.join('\n'))}`);
      }
      if (occ.kind === 'projection' && info?.compiled.projections) {
        const p = info.compiled.projections.find((x) => x.name === occ.name);
        if (p) lines.push(`**Projection arc** ${formatArc(p.arc)} (${info.model.shields?.arcs?.has(p.name) ? 'stated' : 'from its name and the size layout'}, ST-SH-1) · rating ${p.rating}${statedFiguresText(p)}`);
      }
      if (occ.kind === 'constant' && info) {
        const v = info.model.rules.get(occ.name);
        if (v) lines.push(`In force for ${info.model.name}: **${valueText(v.value)}**`);
      }
      if (occ.owner?.type === 'system' && occ.spec.derived && info) {
        const d = (info.derived as Record<string, Record<string, unknown> | undefined>)[occ.owner.kind.name]?.[occ.spec.name];
        const e = info.explanations.get(`${occ.owner.kind.name}.${occ.spec.name}`);
        if (d !== undefined) lines.push(`**Derived** ${occ.spec.name} ${e ? explainText(d, e) : valueText(d)}`);
      }
      if (occ.owner?.type === 'ship' && occ.name === 'power' && info?.derived.powerBudget) {
        const e = info.explanations.get('powerBudget.required');
        lines.push(`**Power needed** ${e ? explainText(info.derived.powerBudget.required, e) : valueText(info.derived.powerBudget.required)}`);
      }
      if (occ.owner?.type === 'ship' && occ.name === 'thrust' && info?.derived.impulseThrust !== undefined) {
        const e = info.explanations.get('impulseThrust');
        lines.push(`**Impulse thrust** ${e ? explainText(info.derived.impulseThrust, e) : valueText(info.derived.impulseThrust)}`);
      }
      return join(lines);
    }
    case 'enumValue':
      if (occ.owner && (occ.owner.type === 'system' || occ.owner.type === 'systemDecl') && occ.spec?.name === 'mode') {
        // The name of a `mode NAME { ... }` block: that mode as resolved.
        const line = modesOf(a, info, occ).find((l) => l.startsWith(`${occ.name}:`));
        return join([code(`mode ${occ.name}`), line ? code(line) : undefined, occ.spec.doc]);
      }
      return join([code(`${occ.property?.key ?? occ.spec?.name}: ${occ.name}`), occ.spec?.doc, occ.spec?.type.kind === 'enum' ? `One of ${occ.spec.type.values.map((v) => `\`${v}\``).join(', ')}.` : undefined]);
    case 'rulesetName':
      return join([code(`ruleset ${occ.name}`), rulesetTitles[occ.name as Ruleset] ?? 'Unknown ruleset: `b5wars` or `sfb`.']);
    case 'arc': {
      const unit = occ.def ? a.result.program.files.get(occ.def.file) : undefined;
      const decl = unit?.arcs.get(occ.name);
      const v = decl ? a.result.program.files.get(occ.def!.file)!.text.slice(decl.value.span.start, decl.value.span.end) : undefined;
      return join([code(`arc ${occ.name}${v ? ` = ${v}` : ''}`), doc(decl?.doc ?? occ.doc), occ.def && occ.def.file !== a.path ? `declared in ${path.basename(occ.def.file)}` : undefined]);
    }
    case 'builtinArc':
    {
      const named = predefinedArc('sfb', occ.name);
      return occ.name === 'all' ? join([code('all'), 'The full circle, 0..360.']) : join([code(`arc ${occ.name} = ${named ? formatArc(named.arc) : '?'}`), 'Predefined by the `sfb` ruleset.']);
    }
    case 'rule':
      return ruleMarkdown(occ.name);
    case 'group': {
      if (occ.name === 'rules') return join([code('rules { ... }'), 'Ruleset constants for this ship.']);
      const g = occ.ruleset ? groupKind(occ.ruleset, occ.name) : undefined;
      return g ? groupMarkdown(g) : undefined;
    }
    case 'import': {
      const target = occ.def?.file;
      const unit = target ? a.result.program.files.get(target) : undefined;
      const names = unit ? [...unit.ships.keys(), ...unit.systems.keys(), ...unit.arcs.keys()] : [];
      return join([code(`import "${occ.name}"`), target ? `\`${target}\`` : undefined, unit ? (names.length ? `Declares ${names.map((n) => `\`${n}\``).join(', ')}.` : 'Declares nothing.') : 'The file cannot be read.']);
    }
    case 'hitKeyword':
      return occ.name === 'structure' ? "The section's own structure boxes (SSD-2)." : 'The primary section (SSD-2).';
    default:
      return undefined;
  }
}

function ownerText(occ: Occurrence): string | undefined {
  const o = occ.owner;
  if (!o) return undefined;
  switch (o.type) {
    case 'ship':
      return `a ${o.ruleset ?? ''} ship`.replace('  ', ' ');
    case 'section':
      return 'a section';
    case 'shields':
      return 'the shields';
    case 'rules':
      return 'the rules';
    case 'system':
      return `the ${o.kind.title}${o.typeName !== o.kind.name ? ` (system type ${o.typeName})` : ''}`;
    case 'systemDecl':
      return `the system type ${o.name}`;
    case 'flight':
      return 'a flight';
    case 'projection':
      return `the ${o.name} projection`;
    case 'mode':
      return `the ${o.name} ${o.block}${o.kind ? ` of ${/^[aeiou]/i.test(o.kind.title) ? 'an' : 'a'} ${o.kind.title}` : ''}`;
  }
}

/** The figures a projection states beyond its rating (` · armor 2 · at most 5 a hit (ST-SH-13)`), as the document describes them. */
function statedFiguresText(p: Projection): string {
  const stated = statedProjectionSpecs.filter((s) => p[s.name] !== undefined);
  if (!stated.length) return '';
  const rules = [...new Set(stated.flatMap((s) => s.rules))];
  return `${stated.map((s) => ` · ${s.label.phrase.replace('{}', String(p[s.name]))}`).join('')} (${rules.join(', ')})`;
}

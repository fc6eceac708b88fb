// Completion that knows where the cursor is (lsp/context.ts): the system kinds valid in this block
// and ruleset, the properties of this kind with their types and docs, enum values, arc names, ids
// for hit charts and `remove`, rule IDs after `allow`, ship and system type names after `extends`,
// import paths; snippets for a new ship, a new system type and a new section. Everything comes
// from the catalog (compiler/catalog/**) and the compiled program.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { CompletionItem, CompletionList, CompletionParams, TextEdit } from 'vscode-languageserver';
import { CompletionItemKind, CompletionItemTag, InsertTextFormat, MarkupKind } from 'vscode-languageserver';
import type { Property, ShipDecl } from '../../grammar/ast';
import { IDENT_PART_SOURCE, IDENTIFIER_SOURCE } from '../../grammar/lexical';
import { rulesetArcs } from '../../compiler/catalog/arcs';
import { groupKind, groupKinds, projectionNames, systemKinds } from '../../compiler/catalog/index';
import { placeholderValue, propertiesOf, propertySpec, subBlocksOf, type PropertyOwner } from '../../compiler/catalog/properties';
import { rulesetTitles } from '../../compiler/catalog/rulesets';
import type { ParamSpec, Ruleset, SystemKind } from '../../compiler/catalog/types';
import type { SemanticModel } from '../../compiler/semantic';
import { PROJECTIONS, formatArc } from '../../compiler/arcs';
import { findProjectRoot } from '../../compiler/program';
import { knownRuleIds } from '../../compiler/rule-ids';
import { cursorContext, type CursorContext, type Frame } from '../context';
import { docMarkdown, fenced } from '../untrusted-markdown';
import { groupMarkdown, kindMarkdown, ruleMarkdown, ruleSummary, specMarkdown, specSummary, valueText } from '../docs';
import type { Analysis } from '../workspace';
import { offsetAt, rangeOf, type Source } from '../util';

/** `aft.` or `aft.na` at the end of the text before the cursor (a section, then a kind begun). */
const DOTTED_AT_END = new RegExp(`(${IDENTIFIER_SOURCE})\\.(${IDENTIFIER_SOURCE})?$`);
/** The rest of a name after the cursor. */
const NAME_REST = new RegExp(`^${IDENT_PART_SOURCE}*`);

export interface CompletionOptions {
  snippets: boolean;
}

interface Ctx {
  /** The document's last analysis (possibly an edit behind: used for names, never for offsets). */
  a: Analysis;
  /** The document as it is now. */
  src: Source;
  cc: CursorContext;
  /** The compiler's semantic model of the last analysis: every name resolved as `drydock check` does. */
  sem: SemanticModel;
  ruleset?: Ruleset;
  ship?: ShipDecl;
  edit(newText: string): TextEdit;
  opts: CompletionOptions;
  /** The leading white space of the line being completed. */
  indent: string;
}

/**
 * Completion at `params.position` of `src` (the document now); `a` is its last analysis, which
 * may be an edit behind while the user types: it serves the names the program declares and
 * imports, never offsets.
 */
export function completion(a: Analysis, src: Source, params: CompletionParams, opts: CompletionOptions): CompletionList {
  const offset = offsetAt(src, params.position);
  const text = src.text;
  const cc = cursorContext(text, offset);
  const sem = a.result.semantic;
  const shipFrame = cc.frames.find((f) => f.kind === 'ship');
  const ship = shipFrame?.name ? (a.unit.ships.get(shipFrame.name) ?? (a.source.text === text ? shipAt(a, offset) : undefined)) : undefined;
  const ruleset = (ship ? sem.rulesetOf(ship) : undefined) ?? guessRuleset(text) ?? a.unit.ruleset;
  const range = rangeOf(src, { start: cc.prefix.start, end: Math.max(cc.prefix.end, offset) });
  const lineStart = src.lines.lineStart(src.lines.position(offset).line);
  const indent = /^[ \t]*/.exec(text.slice(lineStart, offset))![0];
  const ctx: Ctx = { a, src, cc, sem, ruleset, ship, opts, indent, edit: (newText) => ({ range, newText }) };

  // `allow ST-SH-` lexes as a name and a dash: read the rule id off the line instead.
  const allowMatch = /\ballow\s+([A-Za-z0-9.-]*)$/.exec(text.slice(lineStart, offset));
  if (allowMatch && cc.frame.kind !== 'top') {
    const start = offset - allowMatch[1].length;
    const r = rangeOf(src, { start, end: offset });
    return list(allowRules({ ...ctx, edit: (newText) => ({ range: r, newText }) }));
  }

  // `1..3: aft.<|>` in a hit chart: the kinds of section `aft` (a lone `.` is no token, so read the line).
  const dotted = cc.frame.kind === 'hits' ? DOTTED_AT_END.exec(text.slice(lineStart, offset)) : null;
  if (dotted) {
    const start = offset - dotted[0].length;
    const end = offset + (NAME_REST.exec(text.slice(offset))?.[0].length ?? 0);
    const r = rangeOf(src, { start, end });
    return list(sectionKinds({ ...ctx, edit: (newText) => ({ range: r, newText }) }, dotted[1]));
  }

  const s = cc.situation;
  switch (s.type) {
    case 'topLevel':
      return list(topLevel(ctx));
    case 'rulesetName':
      return list(rulesetNames(ctx));
    case 'importPath':
      return list(importPaths(ctx, s.quoted));
    case 'extendsKeyword':
      return list([keyword(ctx, 'extends', 'Inherit from a base ship or system kind.')]);
    case 'extendsShip':
      return list(
        sem
          .visibleNames(a.unit, 'ships')
          .filter((n) => n !== s.self)
          .map((n) => item(ctx, n, CompletionItemKind.Class, 'ship', shipDoc(ctx, n))),
      );
    case 'extendsSystem':
      return list(kindItems(ctx, a.unit.ruleset, 'any', s.self));
    case 'member':
      return list(members(ctx, cc.frame));
    case 'value':
      return list(values(ctx, cc.frame, s.key));
    case 'hitTarget':
      return list(hitTargets(ctx));
    case 'allowRule':
      return list(allowRules(ctx));
    case 'removeId':
      return list(removeIds(ctx));
    case 'arcValue':
      return list(arcNames(ctx));
    case 'blockName':
      return list(blockNames(ctx, s.word));
    default:
      return list([]);
  }
}

function list(items: CompletionItem[]): CompletionList {
  return { isIncomplete: false, items };
}

function guessRuleset(text: string): Ruleset | undefined {
  const m = /\bruleset\s+(b5wars|sfb)\b/.exec(text);
  return m ? (m[1] as Ruleset) : undefined;
}

function shipAt(a: Analysis, offset: number): ShipDecl | undefined {
  for (const d of a.unit.ast.decls) if (d.kind === 'ship' && d.span.start <= offset && offset <= d.span.end) return d;
  return undefined;
}

// ---- items -------------------------------------------------------------------------------------

/** A doc comment as safe markdown (lsp/untrusted-markdown.ts). */
const docOf = (text: string | undefined) => (text === undefined ? undefined : docMarkdown(text));

function md(value: string) {
  return { kind: MarkupKind.Markdown, value };
}

function item(ctx: Ctx, label: string, kind: CompletionItemKind, detail?: string, doc?: string, insert?: string, sort?: string): CompletionItem {
  const snippet = insert !== undefined && ctx.opts.snippets && /\$\{?\d/.test(insert);
  // Templates indent with two spaces relative to their first line. A client applying a snippet
  // re-indents the lines itself; plain text is inserted as it is, so it gets the line's indent here.
  const text = insert === undefined ? label : snippet ? insert : stripSnippet(insert).replace(/\n/g, `\n${ctx.indent}`);
  return {
    label,
    kind,
    ...(detail ? { detail } : {}),
    ...(doc ? { documentation: md(doc) } : {}),
    textEdit: ctx.edit(text),
    ...(snippet ? { insertTextFormat: InsertTextFormat.Snippet } : {}),
    ...(sort ? { sortText: sort } : {}),
  };
}

/** A snippet as plain text for clients without snippet support. */
function stripSnippet(s: string): string {
  return s.replace(/\$\{\d+:([^}]*)\}/g, '$1').replace(/\$\d+/g, '');
}

function keyword(ctx: Ctx, word: string, doc: string): CompletionItem {
  return item(ctx, word, CompletionItemKind.Keyword, 'keyword', doc);
}

function propertyItem(ctx: Ctx, spec: ParamSpec, owner: string, kind: CompletionItemKind = CompletionItemKind.Property): CompletionItem {
  const it = item(ctx, spec.name, kind, specSummary(spec), specMarkdown(spec, owner), `${spec.name}: `, spec.required ? `0${spec.name}` : spec.deprecated ? `2${spec.name}` : `1${spec.name}`);
  // A deprecated property still completes (files use it), struck through and listed last.
  if (spec.deprecated) it.tags = [CompletionItemTag.Deprecated];
  // Enum, bool and arc values have their own completion: open it right away.
  if (['enum', 'bool', 'arc'].includes(spec.type.kind) || spec.derived) it.command = { title: 'Suggest', command: 'editor.action.triggerSuggest' };
  return it;
}

function placeholderFor(spec: ParamSpec, n: number): string {
  return `\${${n}:${placeholderValue(spec)}}`;
}

function kindSnippet(kind: SystemKind, name: string): string {
  const required = kind.params.filter((p) => p.required);
  const id = kind.singleton ? '' : ' ${1:ID}';
  let n = kind.singleton ? 1 : 2;
  const props = required.map((p) => `${p.name}: ${placeholderFor(p, n++)}`);
  if (props.length) return `${name}${id} { ${props.join('  ')} }$0`;
  return `${name}${id}$0`;
}

/** Kinds (built-in and user system types) that may stand here. */
function kindItems(ctx: Ctx, ruleset: Ruleset | undefined, where: 'ship' | 'section' | 'any', self?: string): CompletionItem[] {
  const out: CompletionItem[] = [];
  const ok = (k: SystemKind) => where === 'any' || k.placement === 'either' || k.placement === where;
  if (ruleset) {
    for (const k of systemKinds(ruleset)) {
      if (!ok(k)) continue;
      const insert = where === 'any' ? k.name : kindSnippet(k, k.name);
      out.push(item(ctx, k.name, CompletionItemKind.Class, `${k.title} (${k.category})`, kindMarkdown(k), insert, `2${k.name}`));
    }
  }
  for (const name of ctx.sem.visibleNames(ctx.a.unit, 'systems')) {
    if (name === self) continue;
    const target = ctx.sem.resolveKind(ctx.a.unit, ruleset, name);
    const found = target?.user;
    const builtin = target?.builtin;
    if (builtin && !ok(builtin)) continue;
    const doc = [fenced(`system ${name}${found?.decl.base ? ` extends ${found.decl.base.name}` : ''}`), docMarkdown(found?.decl.doc ?? ''), builtin ? `Works like the ${builtin.title}.` : ''].filter(Boolean).join('\n\n');
    const insert = builtin && where !== 'any' ? kindSnippet(builtin, name) : name;
    out.push(item(ctx, name, CompletionItemKind.Struct, `system type${builtin ? ` (${builtin.title})` : ''}`, doc, insert, `1${name}`));
  }
  return out;
}

function shipDoc(ctx: Ctx, name: string): string {
  const found = ctx.sem.lookup(ctx.a.unit, 'ships', name);
  if (!found) return '';
  const file = found.unit === ctx.a.unit ? '' : ` (${path.basename(found.unit.path)})`;
  return [`${fenced(`ship ${name}${found.decl.base ? ` extends ${found.decl.base.name}` : ''}`)}${file}`, docMarkdown(found.decl.doc ?? '')].filter(Boolean).join('\n\n');
}

// ---- situations --------------------------------------------------------------------------------

function topLevel(ctx: Ctx): CompletionItem[] {
  const hasRuleset = ctx.a.unit.ast.decls.some((d) => d.kind === 'ruleset');
  const rs = ctx.ruleset ?? 'b5wars';
  const out = [
    ...(hasRuleset ? [] : [keyword(ctx, 'ruleset', 'The rules the ships of this file follow: `ruleset b5wars` or `ruleset sfb`.')]),
    keyword(ctx, 'import', 'Make the ships, system types and arc names of another file visible: `import "other.ship"`.'),
    keyword(ctx, 'arc', 'A named arc: `arc FA = 300..60`.'),
    keyword(ctx, 'rules', 'Ruleset constants for this file\'s ships: `rules { fractionalAccounting: true }`.'),
    keyword(ctx, 'system', 'A new system type: `system Heavy extends quantumTorpedo { ... }`.'),
    keyword(ctx, 'ship', 'A ship: `ship Name { ... }`, or a variant: `ship Refit extends Name { ... }`.'),
    keyword(ctx, 'flight', 'A fighter or shuttle flight (b5wars): `flight Name { armor: [3, 1, 1, 1]  structure: 6 ... }`, carried by a hangar\'s `craft: Name`.'),
    keyword(ctx, 'fleet', 'Ships and flights with counts under a point budget: `fleet Name { budget: 3500  ships { Excelsior: 3 } }` (FLEET-1 to FLEET-4).'),
  ];
  const required = propertiesOf({ type: 'ship', ruleset: rs }).filter((p) => p.required);
  let n = 2;
  const props = [`name: "\${${n++}:Ship Name}"`, ...required.map((p) => `${p.name}: ${placeholderFor(p, n++)}`)];
  const body = props.map((p) => `  ${p}`).join('\n');
  out.push(
    item(ctx, 'ship (new ship)', CompletionItemKind.Snippet, `new ${rs} ship`, `A new ${rulesetTitles[rs]} ship with its required properties.`, `ship \${1:Name} {\n${body}\n  $0\n}`, '0ship'),
    item(ctx, 'system (new system type)', CompletionItemKind.Snippet, 'new system type', 'A new system type: a built-in kind with some parameters changed.', 'system ${1:Name} extends ${2:kind} {\n  $0\n}', '0system'),
  );
  if (rs === 'b5wars') {
    let k = 2;
    const flightBody = propertiesOf({ type: 'flight', ruleset: rs })
      .filter((p) => p.required)
      .map((p) => `  ${p.name}: ${placeholderFor(p, k++)}`)
      .join('\n');
    out.push(item(ctx, 'flight (new flight)', CompletionItemKind.Snippet, 'new fighter or shuttle flight', 'A fighter or shuttle flight with its required figures; add the weapons each craft carries.', `flight \${1:Name} {\n${flightBody}\n  $0\n}`, '0flight'));
  }
  if (!hasRuleset) for (const r of ['b5wars', 'sfb'] as const) out.push(item(ctx, `ruleset ${r}`, CompletionItemKind.Keyword, rulesetTitles[r as Ruleset], undefined, `ruleset ${r}`, `0ruleset${r}`));
  return out;
}

function rulesetNames(ctx: Ctx): CompletionItem[] {
  return ['b5wars', 'sfb'].map((r) => item(ctx, r, CompletionItemKind.EnumMember, rulesetTitles[r as Ruleset]));
}

function importPaths(ctx: Ctx, quoted: boolean): CompletionItem[] {
  const here = ctx.a.path;
  const dir = path.dirname(here);
  const root = findProjectRoot(here);
  const files: string[] = [];
  const stack = [root];
  let visited = 0;
  while (stack.length && files.length < 500 && visited < 2000) {
    const d = stack.pop()!;
    visited++;
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(d, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries) {
      if (e.name.startsWith('.') || e.name === 'node_modules' || e.name === 'dist') continue;
      const p = path.join(d, e.name);
      if (e.isDirectory()) stack.push(p);
      else if (e.isFile() && e.name.endsWith('.ship') && path.resolve(p) !== here) files.push(p);
    }
  }
  const already = new Set(ctx.a.unit.ast.decls.flatMap((d) => (d.kind === 'import' ? [path.resolve(dir, d.path.value)] : [])));
  return files
    .filter((f) => !already.has(path.resolve(f)))
    .map((f) => {
      let rel = path.relative(dir, f).split(path.sep).join('/');
      if (!rel.startsWith('.')) rel = rel;
      return item(ctx, rel, CompletionItemKind.File, 'import', undefined, quoted ? rel : `"${rel}"`);
    });
}

function members(ctx: Ctx, frame: Frame): CompletionItem[] {
  const rs = ctx.ruleset;
  const keys = frame.keys;
  const prefix = ctx.cc.prefix.text;
  const fresh = (name: string) => !keys.has(name) || name === prefix;
  const out: CompletionItem[] = [];
  switch (frame.kind) {
    case 'ship': {
      for (const spec of propertiesOf({ type: 'ship', ruleset: rs })) if (fresh(spec.name)) out.push(propertyItem(ctx, spec, `a ${rs} ship`));
      out.push(...kindItems(ctx, rs, 'ship'));
      if (rs)
        for (const g of groupKinds)
          if (g.ruleset === rs && g.placement === 'ship') {
            if (g.name === 'section' && ctx.opts.snippets)
              out.push(item(ctx, 'section (new section)', CompletionItemKind.Snippet, 'new section', groupMarkdown(g), 'section ${1:forward} {\n  structure: ${2:30}  armor: ${3:4}\n  $0\n}', '0section'));
            out.push(item(ctx, g.name, CompletionItemKind.Module, 'group', groupMarkdown(g), g.takesId ? `${g.name} \${1:name} {\n  $0\n}` : `${g.name} { $0 }`, `3${g.name}`));
          }
      out.push(keyword(ctx, 'allow', '`allow RULE-ID "reason"` records a canon exception to a rule (SSD-5).'));
      if (ctx.ship?.base) out.push(keyword(ctx, 'remove', '`remove ID` drops a system inherited from the base ship.'));
      out.push(keyword(ctx, 'rules', 'Ruleset constants for this ship: `rules { ... }`.'));
      break;
    }
    case 'fleet': {
      const props: [string, string][] = [
        ['budget', "The fleet's point budget, a whole number (FLEET-1): `budget: 3500`."],
        ['name', 'The name the roster prints, in quotes.'],
        ['notes', 'Free text kept with the fleet, in quotes.'],
      ];
      for (const [name, text] of props) if (fresh(name)) out.push(item(ctx, name, CompletionItemKind.Property, 'fleet', text, `${name}: `, `0${name}`));
      for (const [name, text] of [
        ['ships', 'The ships with how many of each: `ships { Excelsior: 3  Miranda: 2 }`.'],
        ['flights', 'The flights with how many craft of each: `flights { Starfury: 12 }` (FLEET-3).'],
      ] as const)
        if (fresh(name)) out.push(item(ctx, name, CompletionItemKind.Module, 'fleet', text, `${name} { $0 }`, `1${name}`));
      out.push(keyword(ctx, 'allow', '`allow FLEET-n "reason"` keeps a fleet that breaks a fleet check as written (SSD-5).'));
      break;
    }
    case 'fleetShips':
    case 'fleetFlights': {
      // The ships (or flights) visible here, each with a count to fill in.
      const table = frame.kind === 'fleetShips' ? 'ships' : 'flights';
      for (const n of ctx.sem.visibleNames(ctx.a.unit, table))
        if (fresh(n)) out.push(item(ctx, n, table === 'ships' ? CompletionItemKind.Class : CompletionItemKind.Struct, table === 'ships' ? 'ship' : 'flight', table === 'ships' ? shipDoc(ctx, n) : undefined, `${n}: \${1:1}`, `0${n}`));
      break;
    }
    case 'flight': {
      for (const spec of propertiesOf({ type: 'flight', ruleset: rs })) if (fresh(spec.name)) out.push(propertyItem(ctx, spec, 'a flight'));
      // Each craft carries weapons: only weapon kinds (and types of them) belong in a flight.
      out.push(...kindItems(ctx, 'b5wars', 'any').filter((it) => ctx.sem.resolveKind(ctx.a.unit, 'b5wars', it.label)?.builtin?.category === 'weapon'));
      out.push(keyword(ctx, 'allow', '`allow RULE-ID "reason"` records a canon exception to a rule (SSD-5).'));
      out.push(keyword(ctx, 'remove', '`remove ID` drops a weapon inherited from the base flight.'));
      break;
    }
    case 'section': {
      for (const spec of propertiesOf({ type: 'section', ruleset: rs })) if (fresh(spec.name)) out.push(propertyItem(ctx, spec, 'a section'));
      out.push(...kindItems(ctx, rs, 'section'));
      const hits = rs ? groupKind(rs, 'hits') : undefined;
      if (hits) out.push(item(ctx, 'hits', CompletionItemKind.Module, 'd20 hit chart', groupMarkdown(hits), 'hits { ${1:1..20}: ${2:structure} }', '3hits'));
      break;
    }
    case 'shields': {
      const size = ctx.ship ? shipSize(ctx.ship) : undefined;
      const names = size && size in PROJECTIONS ? PROJECTIONS[size as keyof typeof PROJECTIONS].map((p) => p.name) : [...projectionNames];
      for (const name of names) {
        if (!fresh(name)) continue;
        const spec = propertySpec({ type: 'shields', ruleset: rs }, name);
        const arc = size && size in PROJECTIONS ? PROJECTIONS[size as keyof typeof PROJECTIONS].find((p) => p.name === name)?.arc : undefined;
        const it = spec ? propertyItem(ctx, spec, 'the shields', CompletionItemKind.Field) : item(ctx, name, CompletionItemKind.Field, undefined, undefined, `${name}: `);
        if (arc) it.detail = `projection ${formatArc(arc)} (${size} ship, ST-SH-1)`;
        delete it.command;
        out.push(it);
      }
      break;
    }
    case 'rules':
      for (const spec of propertiesOf({ type: 'rules' })) if (fresh(spec.name)) out.push(propertyItem(ctx, spec, 'the rules', CompletionItemKind.Constant));
      break;
    case 'system':
    case 'systemDecl': {
      const owner = frameOwner(ctx, frame);
      if (owner?.type !== 'system' && owner?.type !== 'systemDecl') break;
      for (const spec of propertiesOf(owner)) {
        if (!fresh(spec.name)) continue;
        // Every listed parameter but `ionBased` (a system type's own) belongs to the kind.
        out.push(propertyItem(ctx, spec, owner.kind && paramOfKind(owner.kind, spec) ? `a ${owner.kind.title}` : 'a system type'));
      }
      // Parameters written as blocks: a weapon's `mode NAME { ... }`.
      for (const spec of owner.kind?.params ?? []) {
        const t = spec.type;
        if (t.kind !== 'blocks') continue;
        const choices = t.names.join(',');
        out.push(item(ctx, t.block, CompletionItemKind.Module, `${t.block} NAME { ... }`, specMarkdown(spec, `a ${owner.kind!.title}`), `${t.block} \${1|${choices}|} { $0 }`, `3${t.block}`));
      }
      break;
    }
    case 'projection':
    case 'subBlock': {
      const owner = frameOwner(ctx, frame);
      if (!owner) break;
      const where = owner.type === 'projection' ? `the ${owner.name} projection` : owner.type === 'mode' ? `the ${owner.name} ${owner.block}` : '';
      for (const spec of propertiesOf(owner)) if (fresh(spec.name)) out.push(propertyItem(ctx, spec, where));
      break;
    }
    default:
      break;
  }
  return out;
}

function shipSize(ship: ShipDecl): string | undefined {
  const p = ship.body.find((m): m is Property => m.kind === 'property' && m.key === 'size');
  return p?.value.kind === 'ident' ? p.value.name : undefined;
}

function paramOfKind(kind: SystemKind, spec: ParamSpec): boolean {
  return kind.params.includes(spec);
}

/** What the properties written in a frame belong to, resolved by the compiler's semantic model. */
function frameOwner(ctx: Ctx, frame: Frame): PropertyOwner | undefined {
  const rs = ctx.ruleset;
  switch (frame.kind) {
    case 'ship':
    case 'section':
    case 'shields':
      return { type: frame.kind, ruleset: rs };
    case 'flight':
      return { type: 'flight', ruleset: 'b5wars' };
    case 'rules':
      return { type: 'rules' };
    case 'system': {
      const kind = frame.name ? ctx.sem.resolveKind(ctx.a.unit, rs, frame.name)?.builtin : undefined;
      return kind ? { type: 'system', kind, typeName: frame.name!, ruleset: rs } : undefined;
    }
    case 'systemDecl': {
      // Read the header as typed now: the analysis may be an edit behind.
      const ext = frame.header.findIndex((t) => t.image === 'extends');
      const baseName = ext >= 0 ? frame.header[ext + 1]?.image : undefined;
      const ruleset = ctx.a.unit.ruleset ?? rs;
      const kind = baseName ? ctx.sem.resolveKind(ctx.a.unit, ruleset, baseName)?.builtin : undefined;
      return { type: 'systemDecl', kind, name: frame.name ?? '', ruleset };
    }
    case 'projection':
      return { type: 'projection', name: frame.name ?? '', ruleset: rs };
    case 'subBlock': {
      // The system the block is written in: its kind says what the block is.
      const parent = ctx.cc.frames[ctx.cc.frames.indexOf(frame) - 1];
      const owner = parent ? frameOwner(ctx, parent) : undefined;
      const kind = owner?.type === 'system' || owner?.type === 'systemDecl' ? owner.kind : undefined;
      if (!subBlocksOf(kind, frame.name ?? '')) return undefined;
      return { type: 'mode', kind, block: frame.name ?? '', name: frame.ids[0] ?? '', ruleset: rs };
    }
    default:
      return undefined;
  }
}

/** `mode <|>`: the names a sub-block of the system's kind takes (a weapon's firing modes). */
function blockNames(ctx: Ctx, word: string): CompletionItem[] {
  const owner = frameOwner(ctx, ctx.cc.frame);
  const kind = owner?.type === 'system' || owner?.type === 'systemDecl' ? owner.kind : undefined;
  const sub = subBlocksOf(kind, word);
  if (!sub) return [];
  const spec = kind!.params.find((p) => p.type === sub);
  return sub.names.map((n) => item(ctx, n, CompletionItemKind.EnumMember, `${word} ${n}`, spec?.doc));
}

function specFor(ctx: Ctx, frame: Frame, key: string): { spec?: ParamSpec; kind?: SystemKind } {
  const owner = frameOwner(ctx, frame);
  if (!owner) return {};
  const kind = owner.type === 'system' || owner.type === 'systemDecl' ? owner.kind : undefined;
  return { spec: propertySpec(owner, key), kind };
}

function values(ctx: Ctx, frame: Frame, key: string): CompletionItem[] {
  const { spec, kind } = specFor(ctx, frame, key);
  if (!spec) return [];
  const out: CompletionItem[] = [];
  const t = spec.type.kind === 'list' ? spec.type.of : spec.type;
  switch (t.kind) {
    case 'enum':
      for (const v of t.values) out.push(item(ctx, v, CompletionItemKind.EnumMember, `${spec.name}`, spec.doc));
      break;
    case 'bool':
      for (const v of ['true', 'false']) out.push(item(ctx, v, CompletionItemKind.Value, spec.name));
      break;
    case 'arc':
      out.push(...arcNames(ctx));
      break;
    case 'string':
      // `craft: <|>` on a hangar: the flights visible here (text in quotes stays possible).
      if (t.orName === 'flight')
        for (const name of ctx.sem.visibleNames(ctx.a.unit, 'flights')) out.push(item(ctx, name, CompletionItemKind.Class, 'flight', docOf(ctx.sem.lookup(ctx.a.unit, 'flights', name)?.decl.doc)));
      break;
    default:
      break;
  }
  // A value the rules derive: offer the derived number.
  if (spec.derived && kind && ctx.ship) {
    const info = ctx.a.result.ships.find((s) => s.model.name === ctx.ship!.name.name && s.unit === ctx.a.unit);
    const d = (info?.derived as Record<string, Record<string, unknown> | undefined> | undefined)?.[kind.name]?.[spec.name];
    if (typeof d === 'number') out.push(item(ctx, valueText(d), CompletionItemKind.Value, `derived ${spec.name} (${(spec.rules ?? []).join(', ')})`, `The value the rules derive for this ship.`, undefined, '0'));
  } else if (spec.default !== undefined && typeof spec.default === 'number') {
    out.push(item(ctx, valueText(spec.default), CompletionItemKind.Value, `default ${spec.name}`, spec.doc, undefined, '9'));
  }
  return out;
}

function arcNames(ctx: Ctx): CompletionItem[] {
  const out: CompletionItem[] = [item(ctx, 'all', CompletionItemKind.Constant, 'the full circle, 0..360')];
  for (const name of ctx.sem.visibleNames(ctx.a.unit, 'arcs')) {
    const found = ctx.sem.lookup(ctx.a.unit, 'arcs', name);
    const v = found?.decl.value;
    const detail = v?.kind === 'arc' ? `arc ${v.from}..${v.to}` : 'arc';
    out.push(item(ctx, name, CompletionItemKind.Constant, detail, docOf(found?.decl.doc)));
  }
  for (const named of rulesetArcs(ctx.ruleset === 'sfb' || ctx.a.unit.ruleset === 'sfb' ? 'sfb' : ctx.ruleset))
    out.push(item(ctx, named.name, CompletionItemKind.Constant, `sfb arc ${formatArc(named.arc)}`));
  return out;
}

function hitTargets(ctx: Ctx): CompletionItem[] {
  const out: CompletionItem[] = [];
  const seen = new Set<string>();
  const push = (label: string, kind: CompletionItemKind, detail: string, sort: string) => {
    if (seen.has(label)) return;
    seen.add(label);
    out.push(item(ctx, label, kind, detail, undefined, undefined, sort));
  };
  const sectionFrame = [...ctx.cc.frames].reverse().find((f) => f.kind === 'section');
  // The section's systems as the compiler resolved the ship: a variant's inherited ones too.
  const systems = ctx.ship && sectionFrame?.ids[0] ? ctx.sem.sectionSystems(ctx.ship, sectionFrame.ids[0]) : [];
  for (const s of systems) {
    if (!s.singleton) push(s.id, CompletionItemKind.Variable, `${s.kind} in this section`, `0${s.id}`);
    push(s.kind, CompletionItemKind.Class, 'every system of this kind in the section', `1${s.kind}`);
  }
  push('structure', CompletionItemKind.Keyword, 'the section\'s structure', '2structure');
  push('primary', CompletionItemKind.Keyword, 'the primary section', '2primary');
  if (ctx.ship) for (const id of ctx.sem.visibleIds(ctx.ship)) push(id, CompletionItemKind.Variable, 'system id', `3${id}`);
  return out;
}

/**
 * `aft.nacelle`: every kind with a system in section `name` of the ship (inherited from a base
 * ship too), with the systems it has; a system type's catalog kind as well, which SSD-2 accepts.
 */
function sectionKinds(ctx: Ctx, name: string): CompletionItem[] {
  const kinds = new Map<string, string[]>();
  const add = (kind: string, id: string) => (kinds.get(kind) ?? kinds.set(kind, []).get(kind)!).push(id);
  const systems = ctx.ship ? ctx.sem.sectionSystems(ctx.ship, name) : [];
  for (const s of systems) {
    add(s.kind, s.id);
    if (s.builtin) add(s.builtin, s.id);
  }
  return [...kinds].map(([kind, ids]) =>
    item(ctx, `${name}.${kind}`, CompletionItemKind.Class, `any standing ${kind} of section ${name}: ${ids.join(', ')}`, undefined, undefined, `0${kind}`),
  );
}

function allowRules(ctx: Ctx): CompletionItem[] {
  // Rules the ship's diagnostics name come first.
  const inShip = new Set(
    ctx.a.diagnostics.filter((d) => d.rule && (!ctx.ship || (d.span.start >= ctx.ship.span.start && d.span.end <= ctx.ship.span.end))).map((d) => d.rule!),
  );
  return [...knownRuleIds].map((id) => {
    const it = item(ctx, id, CompletionItemKind.Reference, ruleSummary(id) ?? 'rule', ruleMarkdown(id), `${id} "\${1:reason}"`, `${inShip.has(id) ? 0 : 1}${id}`);
    return it;
  });
}

function removeIds(ctx: Ctx): CompletionItem[] {
  if (!ctx.ship) return [];
  const base = ctx.sem.baseShip(ctx.ship);
  if (!base) return [];
  const ids = ctx.sem.visibleIds(base.decl);
  return ids.map((id) => item(ctx, id, CompletionItemKind.Variable, `system of ${base.decl.name.name}`));
}

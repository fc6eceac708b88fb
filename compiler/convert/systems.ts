// A ship's systems as system blocks: the parameters that differ from the type's, in an order
// that compiles back to the same document, and neighbours that differ only by id in one block.
import type { Block, Member } from '../../grammar/ast';
import { KEYWORDS as KEYWORD_LIST } from '../../grammar/lexical';
import { systemKind } from '../catalog/index';
import type { ParamSpec, Ruleset, SystemKind } from '../catalog/types';
import * as T from './tree';
import type { TypeInfo, Types } from './types';
import { ConvertError, equal, IDENT, identName, inDocumentOrder, membersOf, type Obj } from './values';

/** Words that start a declaration at the beginning of a line. */
const KEYWORDS: ReadonlySet<string> = new Set(KEYWORD_LIST);

export function systemParams(sys: Obj, ruleset: Ruleset, types: Types): { kind: string; written: Member[]; info: TypeInfo } {
  const type = identName(sys.type, 'The system type');
  if (KEYWORDS.has(type)) throw new ConvertError(`A system of kind \`${type}\` cannot be written in a .ship file: a line that starts with \`${type}\` is read as a declaration`);
  const base = String(sys.base);
  let info = types.info(ruleset, type);
  if (!info) {
    const builtin = systemKind(ruleset, base);
    if (!builtin) throw new ConvertError(`\`${base}\` is not a ${ruleset} system kind`);
    types.synthesized.set(`${ruleset}\0${type}`, { ruleset, builtin, ionBased: typeof sys.ionBased === 'boolean' ? sys.ionBased : !!builtin.ionBased });
    info = types.info(ruleset, type)!;
  }
  const written: Member[] = [];
  for (const spec of systemParamOrder(sys, info.builtin)) {
    const v = sys[spec.name];
    // A value equal to the default goes unsaid, unless the catalog wants it written.
    if (!spec.required && spec.name in info.params && equal(info.params[spec.name], v)) continue;
    // A hangar's `craft` that names a flight (the compiled `flight` beside it) is written bare.
    const ref = spec.type.kind === 'string' && spec.type.orName !== undefined && typeof sys.flight === 'string' && sys.flight === v && IDENT.test(v);
    for (const m of ref ? [T.prop(spec.name, T.ident(v as string))] : membersOf(spec.name, v, spec.type, ruleset)) written.push(m);
  }
  return { kind: type, written, info };
}

const TRAILING = ['armor', 'boxes', 'label', 'notes'];

/** The kind's own parameters first (`arc`, `value`, ...), then armor, boxes, label, notes. */
function paramOrder(kind: SystemKind): ParamSpec[] {
  const own = kind.params.filter((p) => !TRAILING.includes(p.name));
  const tail = TRAILING.map((n) => kind.params.find((p) => p.name === n)).filter((p): p is ParamSpec => !!p);
  return [...own, ...tail];
}

/**
 * The parameters a system of the document holds, in its kind's order, except that those without
 * a catalog default keep the document's order among themselves. The compiler emits a parameter
 * with a default at the default's place and the others in the order they were written, so this
 * order gives the same document back.
 */
export function systemParamOrder(sys: Obj, kind: SystemKind): ParamSpec[] {
  const present = paramOrder(kind).filter((p) => p.name in sys);
  const free = inDocumentOrder(sys, kind.params).filter((p) => p.default === undefined);
  let next = 0;
  return present.map((p) => (p.default === undefined ? free[next++] : p));
}

function systemBlock(kind: string, ids: string[], written: Member[], singleton: boolean): Block {
  return T.block(kind, singleton ? [] : ids, written.length ? written : null);
}

export interface SystemLine {
  section: string | null;
  doc?: string;
  node: Block;
}

/** System blocks in order, merging neighbours that differ only by id. */
export function systemLines(systems: Obj[], ruleset: Ruleset, types: Types, only?: (sys: Obj) => Member[] | undefined): SystemLine[] {
  const out: (SystemLine & { kind: string; ids: string[]; key: string; merged?: Member[] })[] = [];
  for (const sys of systems) {
    const id = identName(sys.id, 'The system id');
    const { kind, written: all } = systemParams(sys, ruleset, types);
    const written = only ? only(sys) : all;
    if (!written) continue;
    const section = ruleset === 'b5wars' && typeof sys.section === 'string' ? sys.section : null;
    const singleton = id === kind;
    const doc = typeof sys.doc === 'string' && sys.doc !== '' ? sys.doc : undefined;
    // The members as text: nodes made without source have empty spans, so equal members say the same.
    const key = JSON.stringify([kind, section, written]);
    const last = out[out.length - 1];
    if (last && !singleton && !doc && !last.doc && last.key === key && last.ids[0] !== last.kind && !KEYWORDS.has(id) && !KEYWORDS.has(last.ids[0])) {
      // The block is made once the run is complete: remaking it per id was quadratic.
      last.ids.push(id);
      last.merged = written;
      continue;
    }
    out.push({ section, doc, node: systemBlock(kind, [id], written, singleton), kind, ids: [id], key });
  }
  for (const line of out) if (line.merged) line.node = systemBlock(line.kind, line.ids, line.merged, false);
  return out;
}

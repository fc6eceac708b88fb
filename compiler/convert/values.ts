// The values of a JSON ship document as .ship syntax tree values (compiler/convert/tree.ts):
// numbers as exact literals, names where the language allows them, arcs, lists and mode blocks.
// What .ship cannot write is a ConvertError.
import type { Member, Value } from '../../grammar/ast';
import { decimalSpelling } from '../../grammar/print/values';
import { IDENTIFIER_PATTERN, VALUE_WORDS } from '../../grammar/lexical';
import { arcNameOf } from '../catalog/arcs';
import type { ParamSpec, ParamType, Ruleset } from '../catalog/types';
import { isFull } from '../arcs';
import * as T from './tree';

export type Obj = Record<string, unknown>;

export const IDENT = new RegExp(IDENTIFIER_PATTERN);
/** Words that read as values, not names: written as strings where a name is meant. */
const LITERALS: ReadonlySet<string> = new Set(VALUE_WORDS);

export class ConvertError extends Error {}

/**
 * A number as an exact .ship literal (`0.5`, `1/3`, never rounded), or a ConvertError when no
 * literal gives it back exactly. The sheet's rounded numbers are render/describe.ts `numberText`.
 */
export function sourceNumber(n: number): Value {
  if (!Number.isFinite(n)) throw new ConvertError(`${n} cannot be written in a .ship file`);
  const s = String(n);
  if (!/e/i.test(s) && s.length <= 6) return T.integerOrDecimal(n);
  if (!Number.isInteger(n)) {
    for (const d of [2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 16, 32, 64]) {
      const num = Math.round(n * d);
      if (num / d === n) return T.fraction(num, d);
    }
  }
  return decimal(n);
}

/** A number written with digits only (an arc's end, a term of a sum). */
function decimal(n: unknown): Value {
  return T.integerOrDecimal(digitsOnly(n));
}

function digitsOnly(n: unknown): number {
  if (typeof n !== 'number' || !Number.isFinite(n)) throw new ConvertError(`${JSON.stringify(n)} cannot be written in a .ship file`);
  if (decimalSpelling(n) === undefined) throw new ConvertError(`${n} cannot be written exactly in a .ship file`);
  return n;
}

/** A .ship string: `\\` and `"` are escaped by the printer; a string cannot hold a line break. */
export function stringValue(s: string): Value {
  if (/[\r\n]/.test(s)) throw new ConvertError(`The text ${JSON.stringify(s)} holds a line break, which a .ship string cannot`);
  return T.str(s);
}

/** A name where the language allows one, a string otherwise. */
export function nameOrString(s: string): Value {
  return IDENT.test(s) && !LITERALS.has(s) ? T.ident(s) : stringValue(s);
}

function arcValue(v: unknown, ruleset: Ruleset): Value {
  if (!Array.isArray(v) || v.length !== 2) throw new ConvertError(`${JSON.stringify(v)} is not an arc [from, to]`);
  const [a, b] = v as number[];
  if (a === 0 && b === 360) return ruleset === 'sfb' ? T.integerOrDecimal(360) : T.ident('all');
  const named = arcNameOf(ruleset, [a, b]);
  if (named) return T.ident(named);
  return bearings([a, b]);
}

/** `a..b`; only its start may be negative. */
function bearings([a, b]: readonly unknown[]): Value {
  digitsOnly(a);
  digitsOnly(b);
  if ((b as number) < 0) throw new ConvertError(`The arc ${JSON.stringify([a, b])} ends at a negative bearing, which a .ship file cannot write`);
  return T.arc(a as number, b as number);
}

/** A section's or a projection's arc as the compiler lowered it: `all` or `a..b`. */
export function loweredArc(arc: [number, number]): Value {
  return isFull(arc) ? T.ident('all') : bearings(arc);
}

export function valueOf(v: unknown, t: ParamType | undefined, ruleset: Ruleset): Value {
  if (t?.kind === 'arc') return arcValue(v, ruleset);
  if (t?.kind === 'sum' && Array.isArray(v)) return T.sum(v.map(digitsOnly));
  if (t?.kind === 'enum' && typeof v === 'string') return nameOrString(v);
  if (t?.kind === 'fireControl' && Array.isArray(v)) return T.list(v.map((x) => (x === null ? T.ident('-') : sourceNumber(x as number))));
  if (t?.kind === 'blocks') throw new ConvertError(`${JSON.stringify(v)} is written as \`${t.block}\` blocks, not as a value`);
  if (typeof v === 'number') return sourceNumber(v);
  if (typeof v === 'boolean') return T.bool(v);
  if (typeof v === 'string') return stringValue(v);
  if (Array.isArray(v)) {
    const of = t?.kind === 'list' ? t.of : undefined;
    return T.list(v.map((x) => valueOf(x, of, ruleset)));
  }
  throw new ConvertError(`${JSON.stringify(v)} cannot be written in a .ship file`);
}

/**
 * A system member: `key: value`, or for a parameter written as blocks (a weapon's `modes`), the
 * blocks themselves: `mode raking { damage: "2d10+4"  rake: 10 }  mode piercing { ... }`.
 */
export function membersOf(key: string, v: unknown, t: ParamType | undefined, ruleset: Ruleset): Member[] {
  if (t?.kind !== 'blocks') return [T.prop(key, valueOf(v, t, ruleset))];
  if (!Array.isArray(v)) throw new ConvertError(`\`${key}\` must be a list of ${t.block}s, not ${JSON.stringify(v)}`);
  return v.map((e) => {
    if (!e || typeof e !== 'object' || Array.isArray(e)) throw new ConvertError(`A ${t.block} of \`${key}\` must be an object, not ${JSON.stringify(e)}`);
    const o = e as Obj;
    // A block named freely (`name`) states its kind; one named after its kind needs none.
    const named = t.nameField !== undefined && o[t.nameField] !== undefined && t.kindKey !== undefined;
    const kindSpec = t.params.find((p) => p.name === t.kindKey);
    const kindFigure = named && kindSpec ? [T.prop(t.kindKey!, valueOf(o[t.nameKey], kindSpec.type, ruleset))] : [];
    const figures = [...kindFigure, ...inDocumentOrder(o, t.params).filter((p) => p.name !== t.kindKey && o[p.name] !== undefined).map((p) => T.prop(p.name, valueOf(o[p.name], p.type, ruleset)))];
    return T.block(t.block, [identName(named ? o[t.nameField!] : o[t.nameKey], `The ${t.block} name`)], figures);
  });
}

export function equal(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => equal(x, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a as Obj);
    const kb = Object.keys(b as Obj);
    return ka.length === kb.length && ka.every((k) => equal((a as Obj)[k], (b as Obj)[k]));
  }
  return a === b;
}

export function identName(name: unknown, what: string): string {
  if (typeof name !== 'string' || !IDENT.test(name)) throw new ConvertError(`${what} ${JSON.stringify(name)} is not an identifier, so it cannot be written in a .ship file`);
  return name;
}

/** The lines of a doc comment (`///`), none when there is no doc. */
export function docLines(doc: unknown): string[] {
  if (typeof doc !== 'string' || doc === '') return [];
  return doc.split(/\r?\n/);
}

/**
 * The parameters an object of the document holds, in the order it holds them: the compiler emits
 * them in the order they were written, so writing them back in that order gives the same document.
 */
export function inDocumentOrder(o: Obj, specs: readonly ParamSpec[]): ParamSpec[] {
  const byName = new Map(specs.map((p) => [p.name, p]));
  const out: ParamSpec[] = [];
  for (const key of Object.keys(o)) {
    const spec = byName.get(key);
    if (spec) out.push(spec);
  }
  return out;
}

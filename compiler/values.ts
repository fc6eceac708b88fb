// Converting source values to their runtime form, checked against a catalog parameter type.
// A failed conversion says what was expected, in the words of a ship file, and where.
import type { Span, Value } from '../grammar/ast';
import type { ParamType } from './catalog/types';
import { parseDice } from './dice';
import { didYouMean } from './suggest';
import { xTermAdvice } from './weapon-effects';
import type { Arc } from './types';

export interface ValueProblem {
  code: 'wrong-type' | 'out-of-range' | 'unknown-value' | 'unknown-arc' | 'bad-dice' | 'bad-fire-control' | 'margin-in-dice';
  message: string;
  span: Span;
  suggestion?: string;
  /** The rules.md (or project check) ID the problem is reported under, where one applies. */
  rule?: string;
}

export type Converted = { ok: true; value: unknown } | { ok: false; problem: ValueProblem };

/** Resolves arc names (`FA`, `all`, file `arc` declarations) to arcs. */
export type ArcLookup = (name: string) => Arc | undefined;

export function describeType(t: ParamType): string {
  switch (t.kind) {
    case 'int':
      return 'a whole number';
    case 'number':
      return 'a number (decimals and fractions such as 1/2 allowed)';
    case 'arc':
      return 'an arc (`from..to` in degrees, an arc name, or `all`)';
    case 'bool':
      return '`true` or `false`';
    case 'string':
      return t.orName ? `the name of a ${t.orName} or a string in double quotes` : 'a string in double quotes';
    case 'enum':
      return `one of ${t.values.map((v) => `\`${v}\``).join(', ')}`;
    case 'sum':
      return 'an arming sequence such as `1+1` (or a single number)';
    case 'list':
      return `a list [${describeType(t.of)}, ...]`;
    case 'dice':
      return 'a dice expression in quotes, such as "2d10+4", "d6" or "3d10+2d6", or a fixed whole number such as 7';
    case 'pulse':
      return '`[base hits, grouping, maximum]`: base hits a whole number or a dice expression in quotes (such as "d3"), grouping 1 to 20 (points of the d20 to-hit roll) and maximum 1 to 100, whole numbers, such as ["d3", 4, 5] or [1, 5, 6]';
    case 'fireControl':
      return 'three fire-control numbers against ships, medium and fighters, each a whole number or `-` (cannot fire), such as [3, 2, -]';
    case 'blocks':
      return `\`${t.block} NAME { ... }\` blocks, NAME one of ${t.names.map((v) => `\`${v}\``).join(', ')}`;
  }
}

function describeValue(v: Value): string {
  switch (v.kind) {
    case 'number':
      return `the number ${v.value}`;
    case 'fraction':
      return `the fraction ${v.numerator}/${v.denominator}`;
    case 'arc':
      return `the arc ${v.from}..${v.to}`;
    case 'sum':
      return `the sum ${v.terms.join('+')}`;
    case 'string':
      return 'a string';
    case 'ident':
      return `the name \`${v.name}\``;
    case 'bool':
      return `\`${v.value}\``;
    case 'list':
      return 'a list';
    case 'error':
      return 'nothing readable';
  }
}

const wrong = (t: ParamType, v: Value, what: string): Converted => ({
  ok: false,
  problem: {
    code: 'wrong-type',
    message: `${what} must be ${describeType(t)}, not ${describeValue(v)}.`,
    span: v.span,
  },
});

/** The one bounds check of a number, for `.ship` values and JSON values alike: "must be at least 0". */
export function rangeProblem(t: { min?: number; max?: number }, n: number): { text: string; side: 'small' | 'large' } | undefined {
  if (t.min !== undefined && n < t.min) return { text: `must be at least ${t.min}`, side: 'small' };
  if (t.max !== undefined && n > t.max) return { text: `must be at most ${t.max}`, side: 'large' };
  return undefined;
}

function checkRange(t: { min?: number; max?: number }, n: number, v: Value, what: string): Converted {
  const p = rangeProblem(t, n);
  if (p) return { ok: false, problem: { code: 'out-of-range', message: `${what} ${p.text}; ${n} is too ${p.side}.`, span: v.span } };
  return { ok: true, value: n };
}

/** Convert `v` to the runtime form of `t`. `what` names the property in messages ("`power`"). */
export function convertValue(v: Value, t: ParamType, what: string, arcs: ArcLookup): Converted {
  if (v.kind === 'error') return { ok: false, problem: { code: 'wrong-type', message: `${what} has no readable value.`, span: v.span } };
  switch (t.kind) {
    case 'int': {
      if (v.kind !== 'number' || !Number.isInteger(v.value)) return wrong(t, v, what);
      if (!Number.isSafeInteger(v.value)) return checkRange({ max: Number.MAX_SAFE_INTEGER }, v.value, v, what);
      return checkRange(t, v.value, v, what);
    }
    case 'number': {
      if (v.kind === 'number') {
        if (!Number.isFinite(v.value))
          return { ok: false, problem: { code: 'out-of-range', message: `${what}: the number is too large to use.`, span: v.span } };
        return checkRange(t, v.value, v, what);
      }
      if (v.kind === 'fraction') {
        if (!Number.isFinite(v.numerator) || !Number.isFinite(v.denominator))
          return { ok: false, problem: { code: 'out-of-range', message: `${what}: a number in the fraction is too large to use.`, span: v.span } };
        if (v.denominator === 0)
          return { ok: false, problem: { code: 'out-of-range', message: `${what}: a fraction cannot divide by zero.`, span: v.span } };
        return checkRange(t, v.value, v, what);
      }
      return wrong(t, v, what);
    }
    case 'arc':
      return convertArc(v, what, arcs);
    case 'bool':
      return v.kind === 'bool' ? { ok: true, value: v.value } : wrong(t, v, what);
    case 'string':
      // `orName`: a bare name is a reference (resolved by the lowerer), kept as its name.
      if (t.orName && v.kind === 'ident') return { ok: true, value: v.name };
      return v.kind === 'string' ? { ok: true, value: v.value } : wrong(t, v, what);
    case 'enum': {
      const name = v.kind === 'ident' ? v.name : v.kind === 'string' ? v.value : undefined;
      if (name === undefined) return wrong(t, v, what);
      if (t.values.includes(name)) return { ok: true, value: name };
      const dym = didYouMean(name, t.values);
      return {
        ok: false,
        problem: {
          code: 'unknown-value',
          message: `${what} must be ${describeType(t)}; \`${name}\` is not one of them.${dym.text}`,
          span: v.span,
          suggestion: dym.suggestion,
        },
      };
    }
    case 'sum': {
      const terms = v.kind === 'sum' ? v.terms : v.kind === 'number' ? [v.value] : v.kind === 'fraction' ? [v.value] : undefined;
      if (!terms || terms.some((x) => !Number.isFinite(x))) return wrong(t, v, what);
      if (t.min !== undefined && terms.some((x) => x < t.min!))
        return { ok: false, problem: { code: 'out-of-range', message: `${what}: every step must be at least ${t.min}.`, span: v.span } };
      return { ok: true, value: terms };
    }
    case 'dice': {
      // A fixed damage may be written as the number it is (`damage: 7`); it is kept as the
      // expression "7", as JSON documents carry it.
      if (v.kind === 'number' && Number.isInteger(v.value) && v.value >= 0 && v.value <= 100000) return { ok: true, value: String(v.value) };
      if (v.kind !== 'string') return wrong(t, v, what);
      const d = parseDice(v.value);
      // FieryVoid writes damage that grows with the to-hit margin as `X+8`: say what the language writes.
      const x = d.ok ? undefined : xTermAdvice(v.value);
      if (x) return { ok: false, problem: { code: 'margin-in-dice', message: `${what}: \`${v.value}\` is not a dice expression: ${x}.`, span: v.span, rule: 'B5-EFFECTS' } };
      if (!d.ok) return { ok: false, problem: { code: 'bad-dice', message: `${what}: ${d.message}`, span: v.span } };
      return { ok: true, value: v.value.trim() };
    }
    case 'fireControl': {
      if (v.kind !== 'list' || v.items.length !== 3) {
        if (v.kind === 'list') return { ok: false, problem: { code: 'out-of-range', message: `${what} takes exactly 3 entries (ships, medium, fighters); the list has ${v.items.length}.`, span: v.span } };
        return wrong(t, v, what);
      }
      const out: (number | null)[] = [];
      for (let i = 0; i < 3; i++) {
        const item = v.items[i];
        if (item.kind === 'ident' && item.name === '-') out.push(null);
        else if (item.kind === 'number' && Number.isInteger(item.value) && Math.abs(item.value) <= 100) out.push(item.value);
        else
          return {
            ok: false,
            problem: {
              code: 'bad-fire-control',
              message: `${what}: entry ${i + 1} (${['ships', 'medium', 'fighters'][i]}) must be a whole number or \`-\` (cannot fire at), not ${describeValue(item)}.`,
              span: item.span,
            },
          };
      }
      return { ok: true, value: out };
    }
    case 'pulse': {
      if (v.kind !== 'list') return wrong(t, v, what);
      if (v.items.length !== 3)
        return { ok: false, problem: { code: 'out-of-range', message: `${what} takes exactly 3 entries (base hits, grouping, maximum); the list has ${v.items.length}.`, span: v.span } };
      const [base, grouping, max] = v.items;
      const out: unknown[] = [];
      // Base hits: a whole number, or a dice expression (B5-WEAPON: rolled when the weapon fires, at least 1).
      if (base.kind === 'string') {
        const d = parseDice(base.value);
        if (!d.ok) return { ok: false, problem: { code: 'bad-dice', message: `${what} entry 1 (base hits): ${d.message} (B5-WEAPON)`, span: base.span, rule: 'B5-WEAPON' } };
        out.push(base.value.trim());
      } else {
        const c = convertValue(base, { kind: 'int', min: 0, max: 100 }, `${what} entry 1 (base hits)`, arcs);
        if (!c.ok) return c.problem.code === 'wrong-type' ? { ok: false, problem: { ...c.problem, message: `${what} entry 1 (base hits) must be a whole number or a dice expression in quotes such as "d3", not ${describeValue(base)}.` } } : c;
        out.push(c.value);
      }
      // Grouping counts points of the d20 to-hit roll, so it is at most 20; FieryVoid states it in
      // percent (5 a point), and a figure such as 25 is most likely one of those.
      for (const [i, item, name, top] of [[2, grouping, 'grouping', 20], [3, max, 'maximum', 100]] as const) {
        const c = convertValue(item, { kind: 'int', min: 1, max: top }, `${what} entry ${i} (${name})`, arcs);
        if (!c.ok && name === 'grouping' && item.kind === 'number' && item.value > 20 && item.value <= 100 && item.value % 5 === 0)
          return { ok: false, problem: { ...c.problem, message: `${c.problem.message} Grouping counts points of the d20 to-hit roll; a FieryVoid grouping of ${item.value} percent is ${item.value / 5}: write ${item.value / 5}.` } };
        if (!c.ok) return c;
        out.push(c.value);
      }
      return { ok: true, value: out };
    }
    case 'blocks':
      // Written as blocks inside the system, never as `key: value` (compiler/lower.ts reads them).
      return {
        ok: false,
        problem: { code: 'wrong-type', message: `${what} is written as blocks, not as a value: \`${t.block} ${t.names[1] ?? t.names[0]} { ... }\`, one per ${t.block}.`, span: v.span },
      };
    case 'list': {
      if (v.kind !== 'list') return wrong(t, v, what);
      if (t.minItems !== undefined && v.items.length < t.minItems)
        return { ok: false, problem: { code: 'out-of-range', message: `${what} needs ${t.minItems === t.maxItems ? 'exactly' : 'at least'} ${t.minItems} entries; the list has ${v.items.length}.`, span: v.span } };
      if (t.maxItems !== undefined && v.items.length > t.maxItems)
        return { ok: false, problem: { code: 'out-of-range', message: `${what} takes ${t.minItems === t.maxItems ? 'exactly' : 'at most'} ${t.maxItems} entries; the list has ${v.items.length}.`, span: v.span } };
      const out: unknown[] = [];
      for (let i = 0; i < v.items.length; i++) {
        const c = convertValue(v.items[i], t.of, `${what} entry ${i + 1}`, arcs);
        if (!c.ok) return c;
        out.push(c.value);
      }
      return { ok: true, value: out };
    }
  }
}

function convertArc(v: Value, what: string, arcs: ArcLookup): Converted {
  if (v.kind === 'arc') return { ok: true, value: [v.from, v.to] as Arc };
  if (v.kind === 'number' && v.value === 360 && !v.signed) return { ok: true, value: [0, 360] as Arc };
  if (v.kind === 'ident') {
    const a = arcs(v.name);
    if (a) return { ok: true, value: a };
    return {
      ok: false,
      problem: { code: 'unknown-arc', message: `${what}: \`${v.name}\` is not a known arc name. Write \`from..to\` in degrees, \`all\`, or declare it with \`arc ${v.name} = from..to\`.`, span: v.span },
    };
  }
  return wrong({ kind: 'arc' }, v, what);
}

/**
 * The type a parameter is read with: its catalog type, without the min/max when a rule sets them
 * (`rangeRule`): that rule checks the range, so an `allow` can excuse it and the value is kept.
 */
export function readingType(spec: { type: ParamType; rangeRule?: string }): ParamType {
  if (!spec.rangeRule) return spec.type;
  const t = spec.type;
  if (t.kind === 'int') return { kind: 'int' };
  if (t.kind === 'number') return { kind: 'number' };
  return t;
}

/**
 * A plain (JSON) value against its catalog parameter: what a JSON document's user system types
 * need, since the schema cannot know their kind. Bounds go through `rangeProblem`, as `.ship`
 * values do.
 */
export function plainValueProblem(value: unknown, spec: { type: ParamType; rangeRule?: string }): string | undefined {
  const t = readingType(spec);
  const desc = describeType(t).replace(/`from\.\.to` in degrees, an arc name, or `all`/, '`[from, to]` in degrees');
  const bad = `must be ${desc}`;
  switch (t.kind) {
    case 'int':
    case 'number':
      if (typeof value !== 'number' || (t.kind === 'int' && !Number.isInteger(value))) return bad;
      return rangeProblem(t, value)?.text;
    case 'bool':
      return typeof value === 'boolean' ? undefined : bad;
    case 'string':
      return typeof value === 'string' ? undefined : bad;
    case 'enum':
      return typeof value === 'string' && t.values.includes(value) ? undefined : bad;
    case 'arc':
      return Array.isArray(value) && value.length === 2 && value.every((x) => typeof x === 'number') ? undefined : bad;
    case 'sum':
      return Array.isArray(value) && value.length > 0 && value.every((x) => typeof x === 'number' && (t.min === undefined || x >= t.min)) ? undefined : bad;
    case 'list': {
      if (!Array.isArray(value)) return bad;
      if ((t.minItems !== undefined && value.length < t.minItems) || (t.maxItems !== undefined && value.length > t.maxItems))
        return `must have ${t.minItems === t.maxItems ? `exactly ${t.minItems}` : `${t.minItems ?? 0} to ${t.maxItems ?? 'any number of'}`} entries`;
      for (let i = 0; i < value.length; i++) {
        const p = plainValueProblem(value[i], { type: t.of });
        if (p) return `has an entry ${i + 1} that ${p}`;
      }
      return undefined;
    }
    case 'dice': {
      if (typeof value !== 'string') return bad;
      const d = parseDice(value);
      return d.ok ? undefined : (xTermAdvice(value) ?? d.message);
    }
    case 'pulse': {
      if (Array.isArray(value) && typeof value[0] === 'string') {
        const d = parseDice(value[0]);
        if (!d.ok) return `has base hits that are not a dice expression: ${d.message} (B5-WEAPON)`;
      }
      return Array.isArray(value) &&
        value.length === 3 &&
        ((typeof value[0] === 'string' && value[0].trim() !== '') || (Number.isInteger(value[0]) && value[0] >= 0 && value[0] <= 100)) &&
        value.slice(1).every((x) => Number.isInteger(x) && x >= 1 && x <= 100)
        ? undefined
        : bad;
    }
    case 'fireControl':
      return Array.isArray(value) && value.length === 3 && value.every((x) => x === null || Number.isInteger(x)) ? undefined : bad;
    case 'blocks': {
      if (!Array.isArray(value) || value.length === 0) return `must be a list of one or more ${t.block}s, each an object with \`${t.nameKey}\``;
      for (const e of value) {
        if (!e || typeof e !== 'object' || Array.isArray(e) || typeof (e as Record<string, unknown>)[t.nameKey] !== 'string') return `must be a list of ${t.block}s, each an object with \`${t.nameKey}\``;
        for (const [k, v] of Object.entries(e as Record<string, unknown>)) {
          if (k === t.nameKey) continue;
          if (k === t.nameField) {
            if (typeof v !== 'string' || v === '') return `has a ${t.block} whose \`${k}\` is not a name`;
            continue;
          }
          const ps = t.params.find((p) => p.name === k);
          if (!ps) return `has a ${t.block} with no figure \`${k}\` (a ${t.block} takes ${t.params.map((p) => `\`${p.name}\``).join(', ')})`;
          const problem = plainValueProblem(v, ps);
          if (problem) return `has a ${t.block} whose \`${k}\` ${problem}`;
        }
      }
      return undefined;
    }
  }
  return undefined;
}

// Values in their canonical spelling: `1/2`, `315..45`, `+2`, `-10`, `1+1`, `"re-escaped"`,
// `[36, 30, 30]`. Numbers keep their value exactly: `1.50` becomes `1.5` and `007` becomes `7`,
// and a number that JavaScript would write with an exponent keeps its source digits.
import type { Doc } from 'prettier';
import type { Value } from '../ast';
import type { ShipRoot } from './nodes';
import { textWithoutComments } from './trivia';

const NUMBER = /[0-9]+(?:\.[0-9]+)?/g;
const PLAIN = /^[0-9]+(?:\.[0-9]+)?$/;

/** The canonical spelling of one number literal (digits only, no sign). */
export function canonicalNumber(lexeme: string): string {
  const s = String(Number(lexeme));
  return PLAIN.test(s) ? s : lexeme;
}

/** The number literals of a value, in order, as written (comments inside it ignored). */
function lexemes(root: ShipRoot, value: Value): string[] {
  if (root.built) return numbersOf(value).map((n) => decimalSpelling(n) ?? String(Math.abs(n)));
  return textWithoutComments(root.text, value.span, root.allComments).match(NUMBER) ?? [];
}

/** The numbers of a value that its literals spell, in order. */
function numbersOf(value: Value): number[] {
  switch (value.kind) {
    case 'number':
      return [value.value];
    case 'fraction':
      return [value.numerator, value.denominator];
    case 'arc':
      return [value.from, value.to];
    case 'sum':
      return value.terms;
    default:
      return [];
  }
}

/**
 * The digits of a number literal (`[0-9]+(.[0-9]+)?`, no sign) that read back as exactly |n|, or
 * undefined when none does. Never an exponent: `1e-7` is `0.0000001`, `1e21` is all its digits.
 */
export function decimalSpelling(n: number): string | undefined {
  const a = Math.abs(n);
  if (!Number.isFinite(a)) return undefined;
  const s = String(a);
  if (PLAIN.test(s)) return s;
  if (Number.isInteger(a)) return BigInt(a).toString();
  // The fewest decimals that read back exactly (at most 100: toFixed's limit).
  for (let digits = 1; digits <= 100; digits++) {
    const fixed = a.toFixed(digits);
    if (Number(fixed) === a) return fixed.replace(/\.?0+$/, '');
  }
  return undefined;
}

function isNegative(n: number): boolean {
  return n < 0 || Object.is(n, -0);
}

/** `"..."` with `\` and `"` escaped (the only escapes the lexer knows). */
export function quoteString(value: string): string {
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** Leaf values (everything but lists, which are bodies: list.ts). */
export function printScalar(root: ShipRoot, value: Exclude<Value, { kind: 'list' }>): Doc {
  switch (value.kind) {
    case 'number': {
      const [digits] = lexemes(root, value);
      if (digits === undefined) return String(value.value);
      const sign = isNegative(value.value) ? '-' : value.signed ? '+' : '';
      return sign + canonicalNumber(digits);
    }
    case 'fraction': {
      const [n, d] = lexemes(root, value);
      if (d === undefined) return source(root, value);
      return `${isNegative(value.numerator) ? '-' : ''}${canonicalNumber(n)}/${canonicalNumber(d)}`;
    }
    case 'arc': {
      const [a, b] = lexemes(root, value);
      if (b === undefined) return source(root, value);
      return `${isNegative(value.from) ? '-' : ''}${canonicalNumber(a)}..${canonicalNumber(b)}`;
    }
    case 'sum': {
      const terms = lexemes(root, value);
      if (terms.length !== value.terms.length) return source(root, value);
      return (isNegative(value.terms[0]) ? '-' : '') + terms.map(canonicalNumber).join('+');
    }
    case 'string':
      return quoteString(value.value);
    case 'ident':
      return value.name;
    case 'bool':
      return value.value ? 'true' : 'false';
    case 'error':
      return source(root, value);
  }
}

/** Fallback: the value as written, without its whitespace (never reached for parsed files). */
function source(root: ShipRoot, value: Value): string {
  return textWithoutComments(root.text, value.span, root.allComments).replace(/\s+/g, '');
}

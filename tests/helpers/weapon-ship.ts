// A medium b5wars ship around some weapon lines (and optional system types before it), and the
// error findings of a text: what every weapon-profile rule test starts from.
import { compileOne } from './compile';

export const weaponShip = (weapons: string, types = '') => `ruleset b5wars
${types}
ship K {
  size: medium
  section primary {
    structure: 20
    ${weapons}
    hits { 1..20: structure }
  }
}
`;

export const errorsOf = (text: string) => compileOne(text).diagnostics.filter((d) => d.severity === 'error');

/** The source text a diagnostic marks. */
export const textAt = (text: string, d: { span: { start: number; end: number } }) => text.slice(d.span.start, d.span.end);

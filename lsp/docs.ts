// Markdown for hover and completion, read off the catalog (compiler/catalog/**) and the rule
// registry: the language server restates nothing the catalog already says.
import type { GroupKind, ParamSpec, SystemKind } from '../compiler/catalog/types';
import { ruleSummary } from '../compiler/rule-texts';
import { knownRuleIds } from '../compiler/rule-ids';
import { describeType } from '../compiler/values';
import { numberText } from '../render/describe';

/**
 * A value in the one form the sheets print it in (render/describe.ts): a simple fraction as the
 * fraction (1/3, 1/2), other numbers as decimals, "no value" (null, as in a fire control of `-`)
 * as `-`.
 */
export function valueText(v: unknown): string {
  if (Array.isArray(v)) {
    return v.every((x) => typeof x === 'number') ? v.join('+') : `[${v.map(valueText).join(', ')}]`;
  }
  if (typeof v === 'number') return numberText(v);
  if (typeof v === 'string') return v;
  if (v === null || v === undefined) return '-';
  return String(v);
}

/** One line: type, unit, default, "derived", "required". */
export function specSummary(spec: ParamSpec): string {
  const parts = [describeType(spec.type)];
  if (spec.unit) parts.push(`unit: ${spec.unit}`);
  if (spec.required) parts.push('required');
  if (spec.default !== undefined) parts.push(`default ${valueText(spec.default)}`);
  if (spec.derived) parts.push('derived by the rules (a stated value is checked)');
  return parts.join(' · ');
}

export function rulesLine(rules: readonly string[] | undefined): string {
  return rules && rules.length ? `Rules: ${rules.map((r) => `\`${r}\``).join(', ')}` : '';
}

export function specMarkdown(spec: ParamSpec, owner?: string): string {
  return [
    '```ship',
    `${spec.name}: ${typeShort(spec)}`,
    '```',
    owner ? `Property of ${owner}.` : '',
    spec.deprecated ? `**Deprecated:** ${spec.deprecated}` : '',
    spec.doc,
    '',
    `*${specSummary(spec)}*`,
    '',
    rulesLine(spec.rules),
  ]
    .filter((l, i, a) => !(l === '' && a[i - 1] === ''))
    .join('\n')
    .trim();
}

export function typeShort(spec: ParamSpec): string {
  const t = spec.type;
  switch (t.kind) {
    case 'enum':
      return t.values.join(' | ');
    case 'list':
      return `[${t.of.kind}, ...]`;
    case 'int':
    case 'number':
      return t.min !== undefined || t.max !== undefined ? `${t.kind} ${t.min ?? ''}..${t.max ?? ''}` : t.kind;
    default:
      return t.kind;
  }
}

export function kindMarkdown(kind: SystemKind, extra: string[] = []): string {
  const lines = [
    '```ship',
    `${kind.name}  // ${kind.ruleset} ${kind.category}`,
    '```',
    `**${kind.title}** — ${kind.doc}`,
    '',
  ];
  if (kind.singleton) lines.push('At most one per ship; written without an id, its id is its kind.', '');
  if (kind.ionBased) lines.push('Ion-based: draws on the ionic capacitor (H93).', '');
  if (kind.placement === 'section') lines.push('Belongs inside a `section`.', '');
  const params = kind.params.map((p) => `- \`${p.name}\`: ${typeShort(p)}${p.unit ? ` (${p.unit})` : ''}${p.required ? ', **required**' : ''}${p.default !== undefined ? `, default ${valueText(p.default)}` : ''}${p.derived ? ', derived' : ''}`);
  if (params.length) lines.push('Properties:', ...params, '');
  lines.push(...extra);
  lines.push(rulesLine(kind.rules));
  return lines.join('\n').trim();
}

export function groupMarkdown(g: GroupKind): string {
  return ['```ship', `${g.name} { ... }`, '```', g.doc, '', rulesLine(g.rules)].join('\n').trim();
}

/** A rule's one-line summary (compiler/rule-texts.json). */
export { ruleSummary };

export function ruleMarkdown(id: string): string {
  const known = knownRuleIds.has(id);
  const summary = ruleSummary(id);
  return [
    `**${id}**${known ? '' : summary ? ' — a rule of play, which `allow` does not take' : ' — not a rule ID of rules.md'}`,
    summary ? `\n${summary}` : '',
    known ? '\n`allow ' + id + ' "reason"` inside a ship records a canon exception to this rule (SSD-5).' : '',
  ]
    .join('\n')
    .trim();
}

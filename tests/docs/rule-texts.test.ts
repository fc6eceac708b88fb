// compiler/rule-texts.json describes every rule's texts once: the summary (hover, a construction
// rule's summary, docs/rules.md's table), where it is applied, drydock's interpretation and the
// line a record sheet prints. docs/rules.md's table is generated from it (scripts/rules-doc.mjs);
// the page must match it, and every rule ID the product names must be in it.
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { groupKinds, ruleConstants, rulesets, shipProperties, systemKinds } from '../../compiler/catalog/index';
import { flightProperties } from '../../compiler/catalog/flights';
import { flightRules } from '../../compiler/flights';
import { knownRuleIds, ruleIdList } from '../../compiler/rule-ids';
import { ruleSummary, ruleTexts } from '../../compiler/rule-texts';
import { constructionRules } from '../../compiler/rules/index';
import { ruleMarkdown } from '../../lsp/docs';
import { ROOT } from '../helpers/compile';

interface Registry {
  rules: { id: string; summary: string; where: string; interpretation?: string }[];
}
const { renderRulesPage, loadRegistry, HEADER } = (await import(path.join(ROOT, 'scripts', 'rules-doc.mjs'))) as {
  renderRulesPage(markdown: string, registry: Registry): string;
  loadRegistry(): Registry;
  HEADER: string;
};

const page = readFileSync(path.join(ROOT, 'docs', 'rules.md'), 'utf8');

/** The rows of docs/rules.md's table of every rule ID: ID and summary ("what"). */
function tableRows(markdown: string): { id: string; what: string }[] {
  const lines = markdown.split('\n');
  const at = lines.indexOf(HEADER);
  const rows: { id: string; what: string }[] = [];
  for (let i = at + 2; i < lines.length && lines[i].startsWith('| '); i++) {
    const [id, what] = lines[i].slice(2).split(' | ');
    rows.push({ id: id!, what: what! });
  }
  return rows;
}

describe('the rule texts registry', () => {
  it('docs/rules.md is generated from it (node scripts/rules-doc.mjs --write)', () => {
    expect(renderRulesPage(page, loadRegistry())).toBe(page);
  });

  it("docs/rules.md's table has every ID of the registry, once, with its summary", () => {
    const rows = tableRows(page);
    expect(rows.length).toBeGreaterThan(70);
    expect(rows).toEqual(ruleTexts.map((r) => ({ id: r.id, what: r.summary })));
  });

  it('the check finds a table that disagrees', () => {
    const changed = page.replace(`| ST-SH-1 | ${ruleSummary('ST-SH-1')} |`, '| ST-SH-1 | projections by size class |');
    expect(changed).not.toBe(page);
    expect(renderRulesPage(changed, loadRegistry())).toBe(page);
    expect(tableRows(changed)).not.toEqual(ruleTexts.map((r) => ({ id: r.id, what: r.summary })));
  });

  it('describes each ID once, with a summary and where it is applied', () => {
    const ids = ruleTexts.map((r) => r.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const r of ruleTexts) {
      expect(r.summary.length, r.id).toBeGreaterThan(10);
      expect(r.where, r.id).toMatch(/compiler|runtime/);
      expect(r.summary, r.id).not.toContain('|');
    }
  });

  it('every construction rule and every ID `allow` accepts has its texts there; a rule file writes no summary', () => {
    for (const rule of [...constructionRules, ...flightRules]) {
      expect(ruleSummary(rule.id), rule.id).toBeDefined();
      expect('summary' in rule, rule.id).toBe(false);
    }
    for (const id of knownRuleIds) expect(ruleSummary(id), id).toBeDefined();
    expect(ruleIdList.length).toBeGreaterThan(60);
  });

  it('every rule ID the catalog links (kinds, parameters, groups, ship properties) is there', () => {
    const linked = new Set<string>();
    const add = (rules: readonly string[] | undefined) => rules?.forEach((r) => linked.add(r));
    for (const rs of rulesets)
      for (const k of systemKinds(rs)) {
        add(k.rules);
        for (const p of k.params) add(p.rules);
      }
    for (const g of groupKinds) {
      add(g.rules);
      for (const p of g.params) add(p.rules);
    }
    for (const p of [...rulesets.flatMap((rs) => shipProperties[rs]), ...flightProperties, ...ruleConstants]) add(p.rules);
    expect(linked.size).toBeGreaterThan(40);
    expect([...linked].filter((id) => !ruleSummary(id))).toEqual([]);
  });

  it('the hover of a rule ID shows its summary, for a rule of play too', () => {
    expect(ruleMarkdown('H93.12')).toContain(ruleSummary('H93.12'));
    expect(ruleMarkdown('ST-SH-5')).toContain(ruleSummary('ST-SH-5'));
    expect(ruleMarkdown('ST-IMP-5')).toContain(ruleSummary('ST-IMP-5'));
    expect(ruleMarkdown('ST-IMP-5')).toContain('a rule of play');
    expect(ruleMarkdown('XX-1')).toContain('not a rule ID');
  });
});

// docs/rules.md's table of every rule ID ("## Every rule ID"), generated from
// compiler/rule-texts.json, the one description of every rule's texts. The page's prose stays as
// written; the table (from its `| ID |` header to the first line that is not a table row) is
// rewritten, one row per rule in the registry's order.
//   node scripts/rules-doc.mjs          prints whether the page is up to date (exit 1 if not)
//   node scripts/rules-doc.mjs --write  rewrites the page
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export const HEADER = '| ID | what | where | interpretation |';

/** One table row of a rule. */
export function ruleRow(rule) {
  return `| ${rule.id} | ${rule.summary} | ${rule.where} | ${rule.interpretation ?? ''} |`.replace(/\|  \|/g, '| |');
}

/** The page with the rule table written from the registry. */
export function renderRulesPage(markdown, registry) {
  const lines = markdown.split('\n');
  const at = lines.indexOf(HEADER);
  if (at < 0) throw new Error(`docs/rules.md: no table starting with "${HEADER}"`);
  let end = at + 2;
  while (end < lines.length && lines[end].startsWith('| ')) end++;
  return [...lines.slice(0, at), HEADER, '| --- | --- | --- | --- |', ...registry.rules.map(ruleRow), ...lines.slice(end)].join('\n');
}

export function loadRegistry() {
  return JSON.parse(readFileSync(join(root, 'compiler', 'rule-texts.json'), 'utf8'));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const file = join(root, 'docs', 'rules.md');
  const now = readFileSync(file, 'utf8');
  const next = renderRulesPage(now, loadRegistry());
  if (process.argv.includes('--write')) {
    if (next !== now) {
      writeFileSync(`${file}.tmp`, next);
      renameSync(`${file}.tmp`, file);
    }
    process.stdout.write(next === now ? 'docs/rules.md is up to date\n' : 'wrote docs/rules.md\n');
  } else {
    process.stdout.write(next === now ? 'docs/rules.md is up to date\n' : 'docs/rules.md is out of date: run node scripts/rules-doc.mjs --write\n');
    process.exitCode = next === now ? 0 : 1;
  }
}

// docs/diagnostics.md's tables, generated from compiler/diagnostic-codes.json, the one description
// of every diagnostic code (as TypeScript keeps its diagnosticMessages.json). The page's prose
// stays as written; each section's table (the lines from `| code |` to the first line that is not
// a table row) is rewritten from the catalog's section of the same heading.
//   node scripts/diagnostics-doc.mjs          prints whether the page is up to date (exit 1 if not)
//   node scripts/diagnostics-doc.mjs --write  rewrites the page
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** One table row of a catalog entry, in its section's columns. */
function row(columns, entry) {
  const cells = [entry.codes.map((c) => `\`${c}\``).join(', '), entry.severity];
  if (columns.includes('rule')) cells.push(entry.rule ?? '');
  cells.push(entry.doc);
  return `| ${cells.join(' | ')} |`.replace(/\|  \|/g, '| |');
}

/** The page with every section's table written from the catalog. */
export function renderDiagnosticsPage(markdown, catalog) {
  const lines = markdown.split('\n');
  const out = [];
  let heading = '';
  const used = new Set();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.startsWith('## ')) heading = line.slice(3);
    if (!line.startsWith('| code |')) {
      out.push(line);
      continue;
    }
    const section = catalog.sections.find((s) => s.heading === heading);
    if (!section) throw new Error(`docs/diagnostics.md: the table under "${heading}" has no section in compiler/diagnostic-codes.json`);
    used.add(section.heading);
    out.push(`| ${section.columns.join(' | ')} |`, `| ${section.columns.map(() => '---').join(' | ')} |`, ...section.rows.map((r) => row(section.columns, r)));
    i += 1;
    while (i + 1 < lines.length && lines[i + 1].startsWith('| ')) i++;
  }
  const unused = catalog.sections.filter((s) => !used.has(s.heading)).map((s) => s.heading);
  if (unused.length) throw new Error(`compiler/diagnostic-codes.json: no table in docs/diagnostics.md for ${unused.join(', ')}`);
  return out.join('\n');
}

export function loadCatalog() {
  return JSON.parse(readFileSync(join(root, 'compiler', 'diagnostic-codes.json'), 'utf8'));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const file = join(root, 'docs', 'diagnostics.md');
  const now = readFileSync(file, 'utf8');
  const next = renderDiagnosticsPage(now, loadCatalog());
  if (process.argv.includes('--write')) {
    if (next !== now) {
      writeFileSync(`${file}.tmp`, next);
      renameSync(`${file}.tmp`, file);
    }
    process.stdout.write(next === now ? 'docs/diagnostics.md is up to date\n' : 'wrote docs/diagnostics.md\n');
  } else {
    process.stdout.write(next === now ? 'docs/diagnostics.md is up to date\n' : 'docs/diagnostics.md is out of date: run node scripts/diagnostics-doc.mjs --write\n');
    process.exitCode = next === now ? 0 : 1;
  }
}

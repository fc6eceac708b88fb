#!/usr/bin/env node
// Runs `drydock import fieryvoid` over a folder of real FieryVoid ship files and prints the
// figures docs/import.md reports: files imported and refused, ships that `drydock check` passes
// with 0 errors and 0 warnings (and the share of them), ships whose record sheet renders and that
// play a short scenario. Each file that is not clean is listed with its findings.
//
//   node scripts/import-corpus.mjs <folder> [--keep <out-folder>]
//
// It runs the built CLI (node scripts/build.mjs first) as a user would. The ship files are
// written to a temporary folder (or --keep's), never beside the inputs.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'bin', 'drydock.js');
const args = process.argv.slice(2);
const keepAt = args.indexOf('--keep');
const keep = keepAt >= 0 ? resolve(args[keepAt + 1] ?? '') : undefined;
const folder = args.find((a, i) => !a.startsWith('--') && (keepAt < 0 || i !== keepAt + 1));
if (!folder || (keepAt >= 0 && !args[keepAt + 1])) {
  process.stderr.write('usage: node scripts/import-corpus.mjs <folder of FieryVoid .php files> [--keep <out-folder>]\n');
  process.exit(2);
}
const out = keep ?? mkdtempSync(join(tmpdir(), 'drydock-corpus-'));
mkdirSync(out, { recursive: true });

// Findings that say the FieryVoid file contradicts itself, as against those where the importer
// falls short (a class it does not know, PHP it does not read).
const GAPS = new Set([
  'fv-unknown-class',
  'fv-chart-unimported',
  'fv-chart-no-section',
  'fv-unread',
  'fv-not-constant',
  'fv-no-type-for-count',
  'fv-no-boxes',
  'fv-unknown-location',
]);

const run = (argv) => spawnSync(process.execPath, [cli, ...argv], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });

/** Every folder under `top` that holds .php files itself (hidden folders and links left out). */
function phpFolders(top) {
  const found = [];
  const walk = (dir) => {
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    if (entries.some((e) => e.isFile() && e.name.endsWith('.php'))) found.push(dir);
    for (const e of entries) if (e.isDirectory() && !e.name.startsWith('.')) walk(join(dir, e.name));
  };
  walk(top);
  return found;
}

try {
  // FieryVoid's folders hold several versions of one class (ZTrekFederation's older files and
  // ZTrekFederationEarly's current ones share class names), so each folder is imported into a
  // folder of its own: one class name is one output file only within its folder.
  const report = [];
  for (const dir of phpFolders(resolve(folder))) {
    const into = join(out, relative(resolve(folder), dir));
    mkdirSync(into, { recursive: true });
    const imported = run(['import', 'fieryvoid', dir, '-o', into, '--format', 'json']);
    if (imported.status === 2) {
      process.stderr.write(imported.stderr);
      process.exit(2);
    }
    for (const r of JSON.parse(imported.stdout).files) report.push({ ...r, into });
  }
  const ok = report.filter((r) => r.status !== 'refused');
  const checked = run(['check', '--format', 'json', out]);
  const diags = JSON.parse(checked.stdout || '[]');
  const bad = new Map();
  // A problem in a file the ships import (the library) counts against every ship.
  const shared = diags.filter((d) => (d.severity === 'error' || d.severity === 'warning') && !d.file.startsWith(out));
  for (const d of diags) {
    if (d.severity !== 'error' && d.severity !== 'warning') continue;
    if (!d.file.startsWith(out)) continue;
    const list = bad.get(d.file) ?? [];
    list.push(`${d.severity} ${d.code}: ${d.message.split('\n')[0]}`);
    bad.set(d.file, list);
  }
  let rendered = 0;
  let played = 0;
  let ships = 0;
  const problems = [];
  for (const r of ok) {
    const file = join(r.into, basename(r.output));
    const isFlight = /^flight /m.test(readFileSync(file, 'utf8'));
    if (run(['render', file, '-o', join(r.into, `${r.className}.svg`)]).status === 0) rendered++;
    else problems.push(`${r.file}: the record sheet does not render`);
    if (isFlight) continue;
    ships++;
    // A short scenario: two turns, a hit from dead ahead between them.
    const scenario = {
      description: `Corpus check of ${r.className}`,
      seed: 1,
      ships: { s: { file: `./${basename(file)}`, ship: r.className } },
      actions: [{ type: 'turn' }, { type: 'damage', ship: 's', bearing: 0, amount: 12 }, { type: 'turn' }],
    };
    const scenarioFile = join(r.into, `${r.className}.scenario.json`);
    writeFileSync(scenarioFile, JSON.stringify(scenario, null, 2));
    if (run(['sim', scenarioFile, '--compact']).status === 0) played++;
    else problems.push(`${r.file}: the short scenario does not play`);
  }
  const clean = shared.length ? [] : ok.filter((r) => !bad.has(join(r.into, basename(r.output))));
  for (const d of shared) process.stdout.write(`${d.file}: ${d.severity} ${d.code}: ${d.message.split('\n')[0]}\n`);
  const pct = (n, of) => (of ? `${((100 * n) / of).toFixed(1)}%` : '-');
  const lines = [
    `files: ${report.length}`,
    `imported: ${ok.length} (${ok.filter((r) => r.status === 'clean').length} without findings, ${ok.filter((r) => r.status === 'findings').length} with findings)`,
    `refused: ${report.length - ok.length}`,
    `check with 0 errors and 0 warnings: ${clean.length} of ${ok.length} (${pct(clean.length, ok.length)})`,
    `... of them complete (no finding of the importer's own limits): ${clean.filter((r) => !r.findings.some((f) => f.severity === 'warning' && GAPS.has(f.code))).length} of ${ok.length} (${pct(clean.filter((r) => !r.findings.some((f) => f.severity === 'warning' && GAPS.has(f.code))).length, ok.length)})`,
    `record sheets rendered: ${rendered} of ${ok.length}`,
    `short scenario played: ${played} of ${ships} ships (flights are not played alone)`,
    `files with findings in the source (the FieryVoid file contradicts itself): ${ok.filter((r) => r.findings.some((f) => f.severity === 'warning' && !GAPS.has(f.code))).length}`,
    `files with findings of the importer's own limits: ${ok.filter((r) => r.findings.some((f) => f.severity === 'warning' && GAPS.has(f.code))).length}`,
  ];
  process.stdout.write(lines.join('\n') + '\n');
  for (const r of report) {
    if (r.status === 'refused') process.stdout.write(`\n${r.file}: refused: ${r.reason}\n`);
    const warnings = (r.findings ?? []).filter((f) => f.severity === 'warning');
    const checks = r.output ? (bad.get(join(r.into, basename(r.output))) ?? []) : [];
    if (!warnings.length && !checks.length) continue;
    process.stdout.write(`\n${r.file}:\n`);
    for (const f of warnings) process.stdout.write(`  line ${f.line ?? '?'}: ${GAPS.has(f.code) ? 'importer' : 'source'} ${f.code}: ${f.message}\n`);
    for (const c of checks) process.stdout.write(`  check: ${c}\n`);
  }
  for (const p of problems) process.stdout.write(`${p}\n`);
} finally {
  if (!keep) rmSync(out, { recursive: true, force: true });
}

// compiler/diagnostic-codes.json describes every diagnostic code once; docs/diagnostics.md's tables
// are generated from it (scripts/diagnostics-doc.mjs). The page must match the catalog, every code
// the product reports must be in it, and every code in it must still be reported somewhere.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/compile';

interface Catalog {
  sections: { heading: string; columns: string[]; rows: { codes: string[]; severity: string; rule?: string; doc: string }[] }[];
}
const { renderDiagnosticsPage, loadCatalog } = (await import(path.join(ROOT, 'scripts', 'diagnostics-doc.mjs'))) as {
  renderDiagnosticsPage(markdown: string, catalog: Catalog): string;
  loadCatalog(): Catalog;
};

const PRODUCT = ['compiler', 'grammar', 'lsp', 'cli', 'render', 'runtime', 'format', 'import'];

function productText(): string {
  let text = '';
  const walk = (dir: string) => {
    for (const f of readdirSync(dir)) {
      const p = path.join(dir, f);
      if (statSync(p).isDirectory()) {
        if (f !== 'vscode' && f !== 'node_modules') walk(p);
      } else if (/\.(ts|mjs)$/.test(f)) text += readFileSync(p, 'utf8');
    }
  };
  for (const d of PRODUCT) walk(path.join(ROOT, d));
  return text;
}

describe('the diagnostic codes catalog', () => {
  const catalog = loadCatalog();
  const codes = catalog.sections.flatMap((s) => s.rows.flatMap((r) => r.codes));
  const text = productText();

  it('describes each code once in a section (a code shared by .ship and JSON input is in both), with a severity and what to do', () => {
    expect(codes.length).toBeGreaterThan(100);
    for (const s of catalog.sections) {
      const own = s.rows.flatMap((r) => r.codes);
      expect(own.filter((c, i) => own.indexOf(c) !== i), s.heading).toEqual([]);
    }
    for (const s of catalog.sections) for (const r of s.rows) {
      expect(['error', 'warning', 'info'], r.codes.join()).toContain(r.severity.split(/[ (]/)[0]);
      expect(r.doc.length, r.codes.join()).toBeGreaterThan(20);
    }
  });

  it('docs/diagnostics.md is generated from it (node scripts/diagnostics-doc.mjs --write)', () => {
    const page = readFileSync(path.join(ROOT, 'docs', 'diagnostics.md'), 'utf8');
    expect(renderDiagnosticsPage(page, catalog) === page, 'docs/diagnostics.md is out of date: run node scripts/diagnostics-doc.mjs --write').toBe(true);
  });

  it('holds every code the product reports', () => {
    const reported = new Set([...text.matchAll(/code: '([a-z][a-z0-9-]*)'/g), ...text.matchAll(/report\(ctx, '([a-z][a-z0-9-]*)'/g)].map((m) => m[1]));
    expect(reported.size).toBeGreaterThan(60);
    expect([...reported].filter((c) => !codes.includes(c) && !c.startsWith('fv-'))).toEqual([]);
  });

  it('holds no code that is no longer reported', () => {
    expect(codes.filter((c) => !text.includes(`'${c}'`) && !text.includes(`"${c}"`) && !text.includes(`\`${c}\``))).toEqual([]);
  });
});

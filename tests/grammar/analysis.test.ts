// The stored grammar analysis (grammar/analysis.ts) must be the parser's own: restored, it gives
// the same productions and lookahead paths as a fresh self-analysis, and a parser built from it
// reads every example, every fixture and mutated texts exactly as the self-analysing parser does.
// (The bundled CLI uses the stored analysis, so every CLI test also runs on it.)
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANALYSIS_VERSION, captureAnalysis, type SerializedAnalysis } from '../../grammar/analysis';
import { lex } from '../../grammar/lexer';
import { MAX_LOOKAHEAD, ShipParser, shipParser } from '../../grammar/parser';

const ROOT = path.resolve(__dirname, '../..');

function shipFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...shipFiles(p));
    else if (e.name.endsWith('.ship')) out.push(p);
  }
  return out;
}

// As the build stores it: through JSON.
const stored: SerializedAnalysis = JSON.parse(JSON.stringify(captureAnalysis(shipParser.getGAstProductions(), MAX_LOOKAHEAD)));
const restored = new ShipParser({ analysis: stored });

function parseWith(parser: ShipParser, text: string) {
  return parser.parseTokens(text, 'x.ship', lex(text, 'x.ship'));
}

describe('stored grammar analysis', () => {
  it('restores the productions and lookahead paths of a fresh self-analysis', () => {
    expect(stored.version).toBe(ANALYSIS_VERSION);
    expect(Object.keys(stored.lookahead).length).toBeGreaterThan(20);
    // Re-analysing the restored productions gives the stored data back, field for field.
    expect(captureAnalysis(restored.getGAstProductions(), MAX_LOOKAHEAD)).toEqual(stored);
    // Rule links point at the restored rules themselves.
    const rules = restored.getGAstProductions();
    const links: unknown[] = [];
    const walk = (prods: { definition?: unknown[]; referencedRule?: unknown }[]) => {
      for (const p of prods) {
        if (p.referencedRule) links.push(p.referencedRule);
        else walk((p.definition ?? []) as never);
      }
    };
    for (const r of Object.values(rules)) walk(r.definition as never);
    expect(links.length).toBeGreaterThan(10);
    for (const l of links) expect(Object.values(rules)).toContain(l);
  });

  it('is refused when it is of another format version (the parser then analyses itself)', () => {
    const p = new ShipParser({ analysis: { ...stored, version: -1 } });
    expect(parseWith(p, 'ruleset sfb\nship A { power: 1 }\n')).toEqual(parseWith(shipParser, 'ruleset sfb\nship A { power: 1 }\n'));
  });

  it('parses every example and fixture, and every prefix and line removal of the examples, as the self-analysing parser', () => {
    const files = [...shipFiles(path.join(ROOT, 'examples')), ...shipFiles(path.join(ROOT, 'tests'))];
    expect(files.length).toBeGreaterThan(20);
    let texts = 0;
    for (const f of files) {
      const text = readFileSync(f, 'utf8');
      const variants = [text];
      if (f.includes(`${path.sep}examples${path.sep}`)) {
        const lines = text.split('\n');
        for (let i = 0; i < lines.length; i += 3) variants.push(lines.filter((_, k) => k !== i).join('\n'));
        for (let n = 0; n < text.length; n += 97) variants.push(text.slice(0, n));
      }
      for (const v of variants) {
        expect(parseWith(restored, v)).toEqual(parseWith(shipParser, v));
        texts++;
      }
    }
    expect(texts).toBeGreaterThan(200);
  });

  it('answers content assist as the self-analysing parser', () => {
    for (const before of ['', 'ship A {\n', 'ship A { power: ', 'ship A ', 'ruleset sfb\nsystem X {\n  arc: [', 'ship A { allow ']) {
      const tokens = lex(before).tokens;
      const names = (p: ShipParser) => p.computeContentAssist('file', tokens).map((s) => s.nextTokenType.name);
      expect(names(restored)).toEqual(names(shipParser));
    }
  });
});

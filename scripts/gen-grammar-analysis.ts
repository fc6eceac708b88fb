// Stores the parser's grammar analysis in generated/grammar-analysis.json (grammar/analysis.ts
// says what it holds and why): scripts/build.mjs bundles it, so the shipped parser starts without
// recording its grammar or computing lookahead paths. Run by the build before bundling.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { captureAnalysis } from '../grammar/analysis';
import { MAX_LOOKAHEAD, ShipParser } from '../grammar/parser';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
// From source there is no stored analysis: this parser analyses itself, as Chevrotain does.
const parser = new ShipParser();
const data = captureAnalysis(parser.getGAstProductions(), MAX_LOOKAHEAD);
const out = path.join(root, 'generated', 'grammar-analysis.json');
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(`${out}.tmp`, JSON.stringify(data));
renameSync(`${out}.tmp`, out);
console.log(`stored the grammar analysis: ${data.rules.length} rules, ${Object.keys(data.lookahead).length} decision points`);

// The playground's highlighting (playground/textmate.ts) reads the extension's TextMate grammar;
// here it must give every character of every example the same scope as vscode-textmate, the
// engine VS Code uses, on the same grammar.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import * as oniguruma from 'vscode-oniguruma';
import * as vsctm from 'vscode-textmate';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/compile';
import { TextMateTokenizer, tagOfScope, type Grammar, type LineState } from '../../playground/textmate';

const grammarPath = path.join(ROOT, 'lsp', 'vscode', 'syntaxes', 'ship.tmLanguage.json');
const grammarJson = JSON.parse(readFileSync(grammarPath, 'utf8'));
let reference: vsctm.IGrammar;

beforeAll(async () => {
  const wasm = readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve('vscode-oniguruma')), 'onig.wasm'));
  await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
  const registry = new vsctm.Registry({
    onigLib: Promise.resolve({ createOnigScanner: (s: string[]) => new oniguruma.OnigScanner(s), createOnigString: (s: string) => new oniguruma.OnigString(s) }),
    loadGrammar: async () => vsctm.parseRawGrammar(readFileSync(grammarPath, 'utf8'), grammarPath),
  });
  reference = (await registry.loadGrammar('source.ship'))!;
});

/** Per character, the innermost scope (or '' where the grammar names nothing but the file). */
function ours(text: string): string[][] {
  const t = new TextMateTokenizer(grammarJson as Grammar);
  let state: LineState = null;
  return text.split('\n').map((line) => {
    const r = t.tokenizeLine(line, state);
    state = r.state;
    const scopes: string[] = new Array(line.length).fill('');
    for (const tok of r.tokens) for (let i = tok.start; i < tok.end; i++) scopes[i] = tok.scope;
    return scopes;
  });
}

function theirs(text: string): string[][] {
  let stack = vsctm.INITIAL;
  return text.split('\n').map((line) => {
    const r = reference.tokenizeLine(line, stack);
    stack = r.ruleStack;
    const scopes: string[] = new Array(line.length).fill('');
    for (const tok of r.tokens) {
      const inner = tok.scopes[tok.scopes.length - 1];
      for (let i = tok.startIndex; i < Math.min(tok.endIndex, line.length); i++) scopes[i] = inner === 'source.ship' ? '' : inner;
    }
    return scopes;
  });
}

const examples = readdirSync(path.join(ROOT, 'examples')).filter((f) => f.endsWith('.ship'));
const tricky = 'ruleset sfb\n/* a block\n   comment */ ship X { name: "a \\"quoted\\" name" // trailing\n  /// doc\n  moveCost: 1/2  arc: 300..60  allow H93.12 "why"\n}\n"unterminated\n';

describe('playground highlighting', () => {
  it.each([...examples.map((f) => [f, readFileSync(path.join(ROOT, 'examples', f), 'utf8')]), ['block comments, strings, escapes', tricky]])('scopes %s as vscode-textmate does', (_name, text) => {
    const a = ours(text);
    const b = theirs(text);
    const lines = text.split('\n');
    for (let n = 0; n < lines.length; n++) expect(a[n], `line ${n + 1}: ${lines[n]}`).toEqual(b[n]);
  });

  it('maps every scope of the grammar to a highlight family', () => {
    const names = [...JSON.stringify(grammarJson).matchAll(/"name":\s*"([^"]+\.ship)"/g)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((n) => tagOfScope(n) === null)).toEqual([]);
  });
});

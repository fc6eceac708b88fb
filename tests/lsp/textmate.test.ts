// The VS Code extension's TextMate grammar (lsp/vscode/syntaxes/ship.tmLanguage.json), run with
// vscode-textmate and vscode-oniguruma on every example, and checked against the real lexer and
// parser: comments, strings and numbers the lexer sees are scoped as such; the parser's ship and
// system type names, kinds, ids, sections and property keys get the matching TextMate scopes.
import * as fs from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import * as vsctm from 'vscode-textmate';
import * as oniguruma from 'vscode-oniguruma';
import type { Block, Member } from '../../grammar/ast';
import { lex, parse } from '../../grammar/index';
import { NumberLiteral, StringLiteral } from '../../grammar/lexer';
import { examplePath, root } from './harness';

const require = createRequire(import.meta.url);
const grammarPath = path.join(root, 'lsp', 'vscode', 'syntaxes', 'ship.tmLanguage.json');
let grammar: vsctm.IGrammar;

beforeAll(async () => {
  const wasm = fs.readFileSync(require.resolve('vscode-oniguruma/release/onig.wasm'));
  await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer);
  const registry = new vsctm.Registry({
    onigLib: Promise.resolve({
      createOnigScanner: (patterns: string[]) => new oniguruma.OnigScanner(patterns),
      createOnigString: (s: string) => new oniguruma.OnigString(s),
    }),
    loadGrammar: async (scopeName: string) => (scopeName === 'source.ship' ? vsctm.parseRawGrammar(fs.readFileSync(grammarPath, 'utf8'), grammarPath) : null),
  });
  grammar = (await registry.loadGrammar('source.ship'))!;
});

/** The scopes at every offset of the text. */
function scopesOf(text: string): string[][] {
  const out: string[][] = new Array(text.length).fill([]);
  let stack = vsctm.INITIAL;
  let offset = 0;
  for (const line of text.split('\n')) {
    const r = grammar.tokenizeLine(line, stack);
    for (const t of r.tokens) for (let i = t.startIndex; i < Math.min(t.endIndex, line.length); i++) out[offset + i] = t.scopes;
    stack = r.ruleStack;
    offset += line.length + 1;
  }
  return out;
}

const has = (scopes: string[], part: string) => scopes.some((s) => s.includes(part));

const examples = fs.readdirSync(examplePath('.')).filter((f) => f.endsWith('.ship'));

describe('TextMate grammar', () => {
  it('is valid JSON with the scope name the extension contributes', () => {
    const g = JSON.parse(fs.readFileSync(grammarPath, 'utf8'));
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'lsp', 'vscode', 'package.json'), 'utf8'));
    expect(g.scopeName).toBe('source.ship');
    expect(pkg.contributes.grammars[0]).toMatchObject({ language: 'ship', scopeName: 'source.ship', path: './syntaxes/ship.tmLanguage.json' });
    expect(pkg.contributes.languages[0]).toMatchObject({ id: 'ship', extensions: ['.ship'], configuration: './language-configuration.json' });
    expect(pkg.contributes.configuration.properties['drydock.trace.server'].enum).toEqual(['off', 'messages', 'verbose']);
    const conf = JSON.parse(fs.readFileSync(path.join(root, 'lsp', 'vscode', 'language-configuration.json'), 'utf8'));
    expect(conf.comments).toEqual({ lineComment: '//', blockComment: ['/*', '*/'] });
    expect(conf.brackets).toEqual([
      ['{', '}'],
      ['[', ']'],
    ]);
  });

  for (const name of examples) {
    it(`scopes ${name} like the lexer and the parser read it`, () => {
      const text = fs.readFileSync(examplePath(name), 'utf8');
      const scopes = scopesOf(text);
      const { tokens, comments } = lex(text);
      const problems: string[] = [];
      const expectScope = (offset: number, part: string | string[], what: string) => {
        const parts = Array.isArray(part) ? part : [part];
        const s = scopes[offset] ?? [];
        if (!parts.some((p) => has(s, p))) problems.push(`${what} at ${offset} (${JSON.stringify(text.slice(offset, offset + 20))}): ${s.join(' ')} lacks ${parts.join(' | ')}`);
      };
      for (const c of comments) {
        expectScope(c.span.start, c.kind === 'doc' ? 'comment.line.documentation' : 'comment', `${c.kind} comment`);
        expectScope(c.span.end - 1, 'comment', `${c.kind} comment end`);
      }
      for (const t of tokens) {
        if (t.tokenType === StringLiteral) expectScope(t.startOffset, 'string.quoted', 'string');
        if (t.tokenType === NumberLiteral) expectScope(t.startOffset, 'constant.numeric', 'number');
      }
      const { ast } = parse(text, name);
      const members = (body: Member[]) => {
        for (const m of body) {
          if (m.kind === 'property') {
            if (m.range) expectScope(m.keySpan.start, 'constant.numeric.hit-roll', 'hit roll');
            else expectScope(m.keySpan.start, 'support.type.property-name', `property ${m.key}`);
          } else if (m.kind === 'block') block(m);
          else if (m.kind === 'allow') {
            expectScope(m.span.start, 'keyword.other.allow', 'allow');
            expectScope(m.rule.span.start, 'constant.other.rule-id', 'rule id');
          } else if (m.kind === 'remove') expectScope(m.span.start, 'keyword.other.remove', 'remove');
        }
      };
      const block = (b: Block) => {
        expectScope(b.type.span.start, ['entity.name.type.kind', 'storage.type'], `kind ${b.type.name}`);
        for (const id of b.ids) expectScope(id.span.start, ['variable.other.id', 'entity.name.section'], `id ${id.name}`);
        members(b.body ?? []);
      };
      for (const d of ast.decls) {
        switch (d.kind) {
          case 'ruleset':
            expectScope(d.span.start, 'keyword.other.ruleset', 'ruleset');
            expectScope(d.name.span.start, 'support.constant.ruleset', 'ruleset name');
            break;
          case 'import':
            expectScope(d.span.start, 'keyword.control.import', 'import');
            break;
          case 'arcDecl':
            expectScope(d.name.span.start, 'entity.name.constant.arc', 'arc name');
            break;
          case 'rules':
            expectScope(d.span.start, 'storage.type.rules', 'rules');
            members(d.body);
            break;
          case 'system':
          case 'ship':
            expectScope(d.span.start, `storage.type.${d.kind}`, d.kind);
            expectScope(d.name.span.start, d.kind === 'ship' ? 'entity.name.type.class' : 'entity.name.type.struct', `${d.kind} name`);
            if (d.base) expectScope(d.base.span.start, 'entity.other.inherited-class', 'extends');
            members(d.body);
            break;
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('handles doc comments, block comments across lines and unterminated strings', () => {
    const text = '/// doc\n//// not doc\n/* a\n ship X { } */\nship Y { name: "open\n  size: large }\n';
    const scopes = scopesOf(text);
    expect(has(scopes[0], 'comment.line.documentation')).toBe(true);
    expect(has(scopes[text.indexOf('//// not')], 'comment.line.double-slash')).toBe(true);
    expect(has(scopes[text.indexOf('ship X')], 'comment.block')).toBe(true);
    expect(has(scopes[text.indexOf('size')], 'support.type.property-name')).toBe(true);
  });
});

// The lexical facts of the language (what a name is, which words are keywords) are written once,
// in grammar/lexical.ts; everything else imports them. This test reads every product source file
// and fails on a copy: the identifier character classes written out (as a regular expression or as
// character-code ranges) or a list of four or more keywords. The editor grammars (JSON, which
// cannot import) are pinned to the module instead: they must write the identifier exactly as it
// does and highlight every keyword.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IDENT_PART_SOURCE, IDENT_START_SOURCE, IDENTIFIER_SOURCE, KEYWORDS } from '../../grammar/lexical';

const root = path.resolve(__dirname, '../..');

/** The one module that states the facts. */
const HOME = 'grammar/lexical.ts';

/** Editor grammars: JSON files that cannot import, checked against the module below. */
const EDITOR_GRAMMARS = ['lsp/vscode/syntaxes/ship.tmLanguage.json', 'lsp/vscode/language-configuration.json'];

const SKIP_DIRS = new Set(['node_modules', 'dist', 'generated', 'tests', 'examples', 'docs', '.git']);
/** Built bundles that are not sources (the VS Code extension's server, scripts/package-vscode.mjs). */
const SKIP_PATHS = new Set(['lsp/vscode/server']);

function productFiles(dir = ''): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${e.name}` : e.name;
    if (e.isDirectory()) {
      if (!SKIP_DIRS.has(e.name) && !SKIP_PATHS.has(rel) && !e.name.startsWith('.')) out.push(...productFiles(rel));
    } else if (/\.(ts|mjs|js|json)$/.test(e.name) && dir !== '' && !e.name.endsWith('.d.ts')) out.push(rel);
  }
  return out;
}

/** The code of a file without its comments (a comment may show a name's pattern). */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

const START_CLASS = /\[(?:A-Za-z_|a-zA-Z_|_A-Za-z|_a-zA-Z)\]/g;
/** `c >= 97 && c <= 122`, `for (let c = 97; c <= 122; c++)`: the letters by character code. */
const CODE_RANGE = /\b97\b[^\n;]{0,20}<=?\s*12[23]\b|\b65\b[^\n;]{0,20}<=?\s*9[01]\b/g;

/** Identifier classes written out. */
export function identifierCopies(text: string): string[] {
  const c = code(text);
  return [...c.matchAll(START_CLASS), ...c.matchAll(CODE_RANGE)].map((m) => m[0]);
}

const KW = new Set<string>(KEYWORDS);

/** Lists (array or set literals, regular-expression alternations) naming four or more keywords. */
export function keywordListCopies(text: string): string[] {
  const c = code(text);
  const found: string[] = [];
  for (const m of c.matchAll(/\[[^[\]]*\]/g)) {
    // Only the list's own items: a quoted word after `[` or `,` and before `,` or `]` (not a property's value).
    const words = new Set([...m[0].matchAll(/(?:^|[[,])\s*['"`]([a-z]+)['"`]\s*(?=[,\]])/g)].map((w) => w[1]!).filter((w) => KW.has(w)));
    if (words.size >= 4) found.push(m[0].length > 120 ? `${m[0].slice(0, 117)}...` : m[0]);
  }
  for (const m of c.matchAll(/[a-z]+(?:\|[a-z]+){3,}/g)) if (m[0].split('|').filter((w) => KW.has(w)).length >= 4) found.push(m[0]);
  return found;
}

describe('the lexical facts are written once, in grammar/lexical.ts', () => {
  it('the checks find copies in code and not in comments', () => {
    expect(identifierCopies(`const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/; // [a-zA-Z_]`)).toEqual(['[A-Za-z_]']);
    expect(identifierCopies(`const w = (c: number) => (c >= 97 && c <= 122) || c === 95;`)).toHaveLength(1);
    expect(identifierCopies(`/^[A-Za-z_$][\\w$-]*:/`)).toEqual([]);
    expect(keywordListCopies(`const K = new Set(['ship', 'system', 'flight', 'ruleset', 'true']);`)).toHaveLength(1);
    expect(keywordListCopies(`const F = ['name', 'ruleset', 'extends', 'doc', 'rules'];`)).toEqual([]);
    expect(keywordListCopies(`const P = [{ name: 'ruleset' }, { name: 'extends' }, { value: 'flight' }, { def: 'system' }];`)).toEqual([]);
    expect(keywordListCopies(`const re = /^(ship|system|arc|flight)\\s/;`)).toEqual(['ship|system|arc|flight']);
    expect(keywordListCopies(`/* ['ship', 'system', 'arc', 'flight'] */`)).toEqual([]);
  });

  const files = productFiles().filter((f) => f !== HOME && !EDITOR_GRAMMARS.includes(f));
  it('the scan reads the places that used to hold copies', () => {
    for (const f of ['grammar/tokens.ts', 'grammar/scanner.ts', 'compiler/stream-check.ts', 'lsp/features/rename.ts', 'compiler/json/input-schema.ts', 'playground/main.ts'])
      expect(files).toContain(f);
  });

  it.each(files)('%s', (file) => {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    expect(identifierCopies(text), `${file}: import the identifier from ${HOME}`).toEqual([]);
    expect(keywordListCopies(text), `${file}: import the keywords from ${HOME}`).toEqual([]);
  });

  it.each(EDITOR_GRAMMARS)('%s writes the identifier as grammar/lexical.ts does and highlights every keyword', (file) => {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    // Each pattern as the regular expression it stands for (JSON unescaped).
    const patterns: string[] = [];
    JSON.parse(text, (_k, v: unknown) => {
      if (typeof v === 'string') patterns.push(v);
      return v;
    });
    const withStart = patterns.filter((p) => p.includes(IDENT_START_SOURCE));
    expect(withStart.length).toBeGreaterThan(0);
    for (const p of withStart) {
      const rest = p.split(IDENT_START_SOURCE).slice(1);
      for (const after of rest) expect(after.startsWith(`${IDENT_PART_SOURCE}*`), `${file}: ${p} should write ${IDENTIFIER_SOURCE}`).toBe(true);
    }
    for (const p of patterns) expect(p.match(/\[[A-Za-z0-9_-]*_[A-Za-z0-9_-]*\]/g)?.filter((c) => c !== IDENT_START_SOURCE && c !== IDENT_PART_SOURCE) ?? [], `${file}: ${p}`).toEqual([]);
    if (file.endsWith('tmLanguage.json')) for (const k of KEYWORDS) expect(patterns.some((p) => p.includes(`(${k})`)), `${file} highlights \`${k}\``).toBe(true);
  });
});

// The editor configurations of docs/editors.md, read from the doc itself so that it cannot rot:
// each is valid in its own language and starts the server the way `drydock lsp --stdio` needs,
// with the project markers the compiler uses (drydock.json, package.json, .git). Neovim's are run
// for real in tests/editors/neovim.test.ts; Helix and Emacs are not installable cheaply here
// (Debian 12 has no Helix, and its Emacs 28 has no built-in eglot), so their blocks are parsed:
// the TOML with Python's tomllib (Debian's python3), the Emacs Lisp with a reader below.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/compile';

const DOC = readFileSync(path.join(ROOT, 'docs', 'editors.md'), 'utf8');
const MARKERS = ['drydock.json', 'package.json', '.git'];
const scratch = mkdtempSync(path.join(tmpdir(), 'drydock-editor-configs-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The first ```lang block after the line containing `marker`. */
function block(marker: string, lang: string): string {
  const at = DOC.indexOf(marker);
  expect(at, marker).toBeGreaterThanOrEqual(0);
  const open = '```' + lang + '\n';
  const start = DOC.indexOf(open, at);
  expect(start, `${lang} block after ${marker}`).toBeGreaterThan(at);
  return DOC.slice(start + open.length, DOC.indexOf('\n```', start + open.length) + 1);
}

const hasNvim = spawnSync('nvim', ['--version'], { encoding: 'utf8' }).status === 0;
const python = ['/usr/bin/python3', 'python3'].find((p) => spawnSync(p, ['-c', 'import tomllib'], { encoding: 'utf8' }).status === 0);

describe.skipIf(!hasNvim && !process.env.CI)('the Neovim configurations', () => {
  /** Loads (compiles, does not run) a Lua chunk with Neovim's own Lua; returns the error or ''. */
  function luaSyntax(code: string): string {
    const file = path.join(scratch, `chunk-${Math.random().toString(36).slice(2)}.lua`);
    const out = `${file}.result`;
    writeFileSync(file, code);
    const r = spawnSync('nvim', ['--headless', '--clean', '-c', `lua local _, e = loadfile(${JSON.stringify(file)}); vim.fn.writefile({ e or 'ok' }, ${JSON.stringify(out)})`, '-c', 'qall!'], { encoding: 'utf8', timeout: 60000 });
    try {
      return readFileSync(out, 'utf8').trim();
    } catch {
      throw new Error(`nvim wrote no result (status ${r.status}): ${r.stderr}`);
    }
  }

  it('the reader catches a syntax error (so a pass means something)', () => {
    expect(luaSyntax('vim.lsp.start({ name = "x" ')).not.toBe('ok');
  });

  for (const marker of ['**Neovim 0.8 and later**', '**Neovim 0.7**']) {
    it(`${marker.replace(/\*/g, '')}: valid Lua that starts drydock lsp --stdio for .ship files`, () => {
      const lua = block(marker, 'lua');
      expect(luaSyntax(lua)).toBe('ok');
      expect(lua).toContain("cmd = { 'drydock', 'lsp', '--stdio' }");
      expect(lua).toMatch(/pattern = 'ship'/);
      expect(lua).toContain('expandtab = true');
    });
  }

  it('the 0.8 configuration finds the project as the compiler does', () => {
    const lua = block('**Neovim 0.8 and later**', 'lua');
    expect(lua).toContain('vim.lsp.start({');
    expect(lua).toContain(`vim.fs.find({ ${MARKERS.map((m) => `'${m}'`).join(', ')} }, { upward = true`);
    expect(lua).toContain("vim.filetype.add({ extension = { ship = 'ship' } })");
  });
});

describe.skipIf(!python && !process.env.CI)('the Helix configuration', () => {
  it('is valid TOML declaring the drydock server and the ship language', () => {
    const toml = block('## Helix', 'toml');
    const r = spawnSync(python ?? 'python3', ['-c', 'import json, sys, tomllib; print(json.dumps(tomllib.loads(sys.stdin.read())))'], { input: toml, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    const cfg = JSON.parse(r.stdout) as {
      'language-server': Record<string, { command: string; args: string[] }>;
      language: { name: string; scope: string; 'file-types': string[]; roots: string[]; 'comment-token': string; indent: { 'tab-width': number; unit: string }; 'language-servers': string[] }[];
    };
    expect(cfg['language-server'].drydock).toEqual({ command: 'drydock', args: ['lsp', '--stdio'] });
    expect(cfg.language).toHaveLength(1);
    const ship = cfg.language[0];
    expect(ship.name).toBe('ship');
    expect(ship.scope).toBe('source.ship'); // the TextMate grammar's scope name
    expect(ship['file-types']).toEqual(['ship']);
    expect(ship.roots).toEqual(MARKERS);
    expect(ship['language-servers']).toEqual(['drydock']);
    expect(ship['comment-token']).toBe('//');
    expect(ship.indent).toEqual({ 'tab-width': 2, unit: '  ' });
  });

  it('the TOML check fails on broken TOML', () => {
    const r = spawnSync(python ?? 'python3', ['-c', 'import sys, tomllib; tomllib.loads(sys.stdin.read())'], { input: '[language-server.drydock\ncommand = "drydock"\n', encoding: 'utf8' });
    expect(r.status).not.toBe(0);
  });
});

// ---- a small Emacs Lisp reader: enough for init files (lists, strings, symbols, quotes, comments)

type Sexp = string | { str: string } | Sexp[] | { quote: Sexp };

function readElisp(src: string): Sexp[] {
  let i = 0;
  const fail = (what: string): never => {
    throw new SyntaxError(`${what} at offset ${i}`);
  };
  const skip = () => {
    for (;;) {
      while (i < src.length && /\s/.test(src[i])) i++;
      if (src[i] === ';') while (i < src.length && src[i] !== '\n') i++;
      else return;
    }
  };
  const read = (): Sexp => {
    skip();
    const c = src[i];
    if (c === undefined) return fail('unexpected end');
    if (c === '(') {
      i++;
      const list: Sexp[] = [];
      for (;;) {
        skip();
        if (i >= src.length) return fail('unclosed (');
        if (src[i] === ')') {
          i++;
          return list;
        }
        list.push(read());
      }
    }
    if (c === ')') return fail('unexpected )');
    if (c === "'") {
      i++;
      return { quote: read() };
    }
    if (c === '#' && src[i + 1] === "'") {
      i += 2;
      return { quote: read() };
    }
    if (c === '"') {
      i++;
      let str = '';
      for (;;) {
        if (i >= src.length) return fail('unclosed string');
        const d = src[i++];
        if (d === '"') return { str };
        if (d === '\\') {
          if (i >= src.length) return fail('unclosed string');
          const e = src[i++];
          str += e === 'n' ? '\n' : e === 't' ? '\t' : e; // Emacs keeps \. \' as . and '
        } else str += d;
      }
    }
    const m = /^[^\s()"';]+/.exec(src.slice(i));
    if (!m) return fail('unreadable');
    i += m[0].length;
    return m[0];
  };
  const forms: Sexp[] = [];
  for (skip(); i < src.length; skip()) forms.push(read());
  return forms;
}

/** An Emacs regexp of the kind auto-mode-alist uses (\\. \\' and the like) as a JS RegExp. */
function emacsRegexp(re: string): RegExp {
  return new RegExp(re.replace(/\\'/g, '$').replace(/\\`/g, '^'));
}

describe('the Emacs (eglot) configuration', () => {
  const elisp = block('## Emacs (eglot)', 'elisp');

  it('the reader refuses unbalanced Lisp (so a pass means something)', () => {
    expect(() => readElisp('(add-hook \'ship-mode-hook #\'eglot-ensure')).toThrow(/unclosed/);
    expect(() => readElisp('(setq x "a)')).toThrow(/unclosed string/);
    expect(() => readElisp('(a))')).toThrow(/unexpected \)/);
  });

  it('reads as whole forms: a ship-mode for .ship files, with spaces, and eglot starting drydock lsp --stdio', () => {
    const forms = readElisp(elisp) as Sexp[][];
    const heads = forms.map((f) => f[0]);
    expect(heads).toEqual(['define-derived-mode', 'add-to-list', 'with-eval-after-load', 'add-hook']);
    const [mode, alist, eglot, hook] = forms;
    expect(mode.slice(1, 3)).toEqual(['ship-mode', 'prog-mode']);
    expect(mode).toContainEqual(['setq-local', 'indent-tabs-mode', 'nil']);
    expect(mode).toContainEqual(['setq-local', 'comment-start', { str: '// ' }]);
    // auto-mode-alist: the regexp matches .ship files and nothing else.
    expect(alist[1]).toEqual({ quote: 'auto-mode-alist' });
    const entry = (alist[2] as { quote: Sexp[] }).quote;
    expect(entry[1]).toBe('.');
    expect(entry[2]).toBe('ship-mode');
    const re = emacsRegexp((entry[0] as { str: string }).str);
    expect(re.test('probe.ship')).toBe(true);
    expect(re.test('dir/probe.ship')).toBe(true);
    expect(re.test('probe.ship.bak')).toBe(false);
    expect(re.test('probexship')).toBe(false);
    // eglot: the server command.
    expect(eglot[1]).toEqual({ quote: 'eglot' });
    const add = eglot[2] as Sexp[];
    expect(add.slice(0, 2)).toEqual(['add-to-list', { quote: 'eglot-server-programs' }]);
    expect((add[2] as { quote: Sexp }).quote).toEqual(['ship-mode', { str: 'drydock' }, { str: 'lsp' }, { str: '--stdio' }]);
    expect(hook).toEqual(['add-hook', { quote: 'ship-mode-hook' }, { quote: 'eglot-ensure' }]);
  });
});

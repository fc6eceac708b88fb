// `drydock --help` lists every option that a command's parser accepts (issue 16 §5): the options
// are read from the parseArgs specs in cli/*.ts, so a new option without a help line fails here.
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { drydock } from '../helpers/cli';
import { ROOT } from '../helpers/compile';

/** Every `--flag` / `-f` named in a `values: [...]` or `booleans: [...]` list of cli/*.ts. */
function declaredOptions(): Map<string, string> {
  const found = new Map<string, string>();
  const dir = path.join(ROOT, 'cli');
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(path.join(dir, f), 'utf8');
    for (const list of text.matchAll(/(?:values|booleans):\s*\[([^\]]*)\]/g))
      for (const opt of list[1].matchAll(/'(-{1,2}[A-Za-z][\w-]*)'/g)) found.set(opt[1], f);
  }
  return found;
}

describe('drydock --help', () => {
  const help = drydock(['--help']);

  it('exits 0 and prints the usage on standard output', () => {
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^drydock — /);
    expect(help.stderr).toBe('');
  });

  it('names every command of the command table', () => {
    const table = readFileSync(path.join(ROOT, 'cli', 'commands.ts'), 'utf8');
    const names = [...table.matchAll(/^ {2}(\w+)[:,]/gm)].map((m) => m[1]);
    expect(names).toEqual(expect.arrayContaining(['check', 'build', 'schema', 'fmt', 'sim', 'convert', 'render', 'summary', 'lsp']));
    for (const n of names) expect(help.stdout).toMatch(new RegExp(`^ {2}drydock ${n}\\b`, 'm'));
  });

  it('lists every option the commands accept, schema --input and render --page among them', () => {
    const options = declaredOptions();
    expect(options.has('--input')).toBe(true);
    expect(options.has('--page')).toBe(true);
    for (const [opt, file] of options) {
      if (opt === '--help' || opt === '-h') continue; // render --help: the general help covers it
      expect(help.stdout, `${opt} (accepted in cli/${file})`).toMatch(new RegExp(`(^|[\\s\\[|])${opt.replace(/-/g, '\\-')}(?![\\w-])`, 'm'));
    }
    expect(help.stdout).toMatch(/drydock schema \[--input\]/);
    expect(help.stdout).toMatch(/drydock render .*--page a4\|letter/);
  });

  it('refuses an unknown command, even one named like an object property', () => {
    for (const name of ['frobnicate', 'constructor', 'toString']) {
      const r = drydock([name]);
      expect(r.status).toBe(2);
      expect(r.stderr).toContain(`unknown command '${name}'`);
    }
  });
});

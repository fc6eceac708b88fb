// `drydock --help` lists every option that a command's parser accepts: both come from the one
// description of each command's options (cli/specs.ts).
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { drydock } from '../helpers/cli';
import { ROOT } from '../helpers/compile';
import { SPECS } from '../../cli/specs';

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
    // The parsers read the same descriptions (cli/specs.ts), so what is listed is what is accepted.
    const options = Object.values(SPECS).flatMap((spec) => spec.options.flatMap((o) => [`--${o.long}`, ...(o.short ? [`-${o.short}`] : [])]));
    expect(options).toContain('--input');
    expect(options).toContain('--page');
    for (const opt of options) expect(help.stdout, opt).toMatch(new RegExp(`(^|[\\s\\[|])${opt.replace(/-/g, '\\-')}(?![\\w-])`, 'm'));
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

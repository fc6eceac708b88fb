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
    expect(names).toEqual(expect.arrayContaining(['check', 'build', 'schema', 'fmt', 'sim', 'convert', 'render', 'summary', 'explain', 'lsp']));
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

describe('each command --help', () => {
  const table = readFileSync(path.join(ROOT, 'cli', 'commands.ts'), 'utf8');
  const names = [...table.matchAll(/^ {2}(\w+)[:,]/gm)].map((m) => m[1]);

  it('has a description for every command of the table, and the command parses with it', () => {
    for (const n of names) {
      expect(Object.keys(SPECS), n).toContain(n);
      // A command parses its own description (io.ts parses for sim and convert by name).
      const source = readFileSync(path.join(ROOT, 'cli', `${n}.ts`), 'utf8');
      expect(source.includes(`SPECS.${n}`) || /readOneFile\(/.test(source), `cli/${n}.ts`).toBe(true);
    }
  });

  it.each(Object.keys(SPECS))('drydock %s --help (and drydock help <command>) lists every option and exits 0', (name) => {
    const r = drydock([name, '--help']);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(new RegExp(`^Usage: drydock ${name}\\b`));
    for (const o of SPECS[name].options) expect(r.stdout).toContain(`--${o.long}`);
    expect(r.stdout).toContain('-h, --help');
    expect(drydock(['help', name]).stdout).toBe(r.stdout);
    expect(drydock([name, '-h']).stdout).toBe(r.stdout);
  });

  it('says which command was meant', () => {
    const r = drydock(['chek', 'examples']);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe("drydock: unknown command 'chek'; did you mean `check`? Run drydock --help for the list of commands.\n");
    expect(drydock(['help', 'rendr']).stderr).toContain('did you mean `render`?');
  });

  it('names an unknown option and the nearest one, exit 2', () => {
    const r = drydock(['check', '--verbos', 'examples']);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('drydock: unknown option --verbos (did you mean --verbose?). Run drydock check --help for the options.\n');
    expect(drydock(['render', 'examples/runabout.ship', '--pages', 'a4']).stderr).toContain('unknown option --pages (did you mean --page?)');
    const missing = drydock(['build', 'examples/runabout.ship', '-o']);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('-o needs a value (FILE)');
    expect(drydock(['fmt', '--check=yes', 'examples']).stderr).toContain('--check takes no value');
  });
});

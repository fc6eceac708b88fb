// Habits of projects made on Windows: `\` between folders in an import, an import spelt in another
// letter case than the file, and CRLF line ends that `fmt` keeps when the project says so.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileFiles } from '../../compiler/index';
import { drydock, ensureBuilt } from '../helpers/cli';

let dir: string;
beforeAll(() => {
  ensureBuilt();
  dir = mkdtempSync(path.join(tmpdir(), 'drydock-windows-'));
  writeFileSync(path.join(dir, 'drydock.json'), '{}');
  mkdirSync(path.join(dir, 'lib'));
  writeFileSync(path.join(dir, 'lib', 'weapons.ship'), 'ruleset b5wars\narc Wide = 300..60\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SHIP = 'ruleset b5wars\nship A {\n  size: light\n  shields { all: 10 }\n  deflector D { arc: Wide  value: medium }\n}\n';

function checkJson(file: string, text: string) {
  writeFileSync(path.join(dir, file), text);
  const r = drydock(['check', '--format', 'json', file], { cwd: dir });
  return { status: r.status, diags: JSON.parse(r.stdout) as { code: string; severity: string; message: string; range: object; data?: { fixes?: { edits: { newText: string }[] }[] } }[] };
}

describe('imports written the Windows way', () => {
  it('a backslash gets a hint to write /, with a fix, and the import still resolves (no cascade)', () => {
    const r = checkJson('slash.ship', `import "lib\\weapons.ship"\n${SHIP}`);
    expect(r.status).toBe(1);
    const codes = r.diags.map((d) => d.code);
    expect(codes.filter((c) => c.startsWith('import-'))).toEqual(['import-backslash']);
    // `Wide` comes from the import: found, so no unknown-arc (which the ship gets without it).
    expect(codes).not.toContain('unknown-arc');
    expect(checkJson('alone.ship', SHIP).diags.map((d) => d.code)).toContain('unknown-arc');
    expect(r.diags[0].message).toBe('Import paths separate folders with `/` on every system: write "lib/weapons.ship".');
    expect(r.diags[0].range).toEqual({ start: { line: 0, character: 7 }, end: { line: 0, character: 25 } });
    expect(r.diags[0].data?.fixes?.[0].edits[0].newText).toBe('"lib/weapons.ship"');
    // No such file with `/` either: one error, import-not-found, with the same advice.
    const none = checkJson('slash-none.ship', `import "lib\\armour.ship"\n${SHIP}`);
    expect(none.diags.filter((d) => d.code.startsWith('import-')).map((d) => [d.code, d.message])).toEqual([
      ['import-not-found', `Cannot read \`lib\\armour.ship\` (looked for ${path.join(dir, 'lib', 'armour.ship')}); import paths separate folders with \`/\`, never \`\\\`.`],
    ]);
  });

  it('a name in the wrong letter case gets a did-you-mean with the right case, folders included', () => {
    for (const [spec, right] of [
      ['lib/Weapons.ship', 'lib/weapons.ship'],
      ['LIB/weapons.ship', 'lib/weapons.ship'],
    ]) {
      const r = checkJson('case.ship', `import "${spec}"\n${SHIP}`);
      const d = r.diags.find((x) => x.code === 'import-not-found');
      expect(d?.message).toContain(`Did you mean "${right}"? File names must match in letter case.`);
      expect(d?.data?.fixes?.[0].edits[0].newText).toBe(`"${right}"`);
    }
    // No file of that name in any case: no suggestion.
    const none = checkJson('none.ship', `import "lib/armour.ship"\n${SHIP}`);
    expect(none.diags.find((x) => x.code === 'import-not-found')?.message).not.toContain('Did you mean');
  });
});

describe('on a system that ignores letter case', () => {
  it('an import found under another case is a warning naming the spelling to write', () => {
    // A host that finds files whatever their case, as Windows and macOS do.
    const files: Record<string, string> = { '/p/a.ship': `import "Lib/Weapons.ship"\n${SHIP}`, '/p/lib/weapons.ship': 'ruleset b5wars\narc Wide = 300..60\n' };
    const folders: Record<string, string[]> = { '/p': ['a.ship', 'lib'], '/p/lib': ['weapons.ship'] };
    const host = {
      readFile: (f: string) => Object.entries(files).find(([k]) => k.toLowerCase() === f.toLowerCase())?.[1],
      listDir: (d: string) => Object.entries(folders).find(([k]) => k.toLowerCase() === d.toLowerCase())?.[1],
    };
    const r = compileFiles([{ path: '/p/a.ship' }], { host, root: '/p' });
    const d = r.diagnostics.filter((x) => x.code.startsWith('import-'));
    expect(d.map((x) => [x.code, x.severity, x.message])).toEqual([
      ['import-case', 'warning', 'The file is spelt "lib/weapons.ship"; write that: where file names are case-sensitive (Linux) `Lib/Weapons.ship` is not found.'],
    ]);
    expect(r.diagnostics.map((x) => x.code)).not.toContain('unknown-arc');
  });
});

describe('fmt and CRLF', () => {
  const crlf = 'ruleset b5wars\r\nship A {\r\n  size: light\r\n}\r\n';
  const messy = 'ruleset b5wars\r\nship   A {\r\n size: light }\r\n';

  it.each([
    ['.editorconfig', 'root = true\n[*]\nend_of_line = crlf\n'],
    ['.prettierrc', '{ "endOfLine": "crlf" }\n'],
  ])('keeps CRLF when %s says so: print, --check, --write, --stdin-filepath', (name, config) => {
    const project = path.join(dir, `crlf-${name.slice(1)}`);
    mkdirSync(project);
    writeFileSync(path.join(project, name), config);
    writeFileSync(path.join(project, 'clean.ship'), crlf);
    writeFileSync(path.join(project, 'messy.ship'), messy);
    expect(drydock(['fmt', 'messy.ship'], { cwd: project }).stdout).toBe(crlf);
    const check = drydock(['fmt', '--check', 'clean.ship'], { cwd: project });
    expect(check.status).toBe(0);
    expect(check.stderr).toBe('The file is formatted.\n');
    expect(drydock(['fmt', '--write', 'messy.ship'], { cwd: project }).status).toBe(0);
    expect(readFileSync(path.join(project, 'messy.ship'), 'utf8')).toBe(crlf);
    expect(drydock(['fmt', '--stdin-filepath', 'new.ship'], { cwd: project, input: messy.replace(/\r/g, '') }).stdout).toBe(crlf);
  });

  it('writes LF without such configuration, as Prettier does', () => {
    const project = path.join(dir, 'lf');
    mkdirSync(project);
    writeFileSync(path.join(project, 'messy.ship'), messy);
    expect(drydock(['fmt', 'messy.ship'], { cwd: project }).stdout).toBe(crlf.replace(/\r/g, ''));
  });
});

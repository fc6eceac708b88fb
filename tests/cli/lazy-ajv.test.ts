// ajv is a file of its own beside the command files (scripts/build.mjs): `sim` and `convert` hold a
// stand-in that requires it the first time an Ajv is made, which happens only when a schema has no
// precompiled validator. Checked on the built files: the commands do not carry ajv, and a `sim`
// whose precompiled validators are gone (every schema compiled by ajv) answers exactly as one with
// them.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { drydock, ensureBuilt, plainEnv } from '../helpers/cli';
import { ROOT } from '../helpers/compile';

const COMMANDS = path.join(ROOT, 'dist', 'commands');
const scratch: string[] = [];
afterAll(() => {
  for (const d of scratch) rmSync(d, { recursive: true, force: true });
});

const manifest = (): Record<string, string> => JSON.parse(readFileSync(path.join(COMMANDS, 'manifest.json'), 'utf8'));
const ajvFile = () => readdirSync(COMMANDS).find((f) => /^ajv-[A-Z0-9]{8}\.cjs$/.test(f));

describe('ajv outside the command files', () => {
  it('is a file of its own that sim and convert require, not a part of them', () => {
    ensureBuilt();
    const ajv = ajvFile();
    expect(ajv).toBeDefined();
    // A message of ajv's own: in its file, in no command's.
    expect(readFileSync(path.join(COMMANDS, ajv!), 'latin1')).toContain('already exists');
    for (const name of ['sim', 'convert']) {
      const text = readFileSync(path.join(COMMANDS, manifest()[name]), 'latin1');
      expect(text).not.toContain('already exists');
      expect(text).toContain(`require("./${ajv}")`);
    }
  });

  it('compiles every schema when no precompiled validator is there, with the same answer', () => {
    ensureBuilt();
    const scenario = path.join(ROOT, 'examples', 'scenarios', 'b5wars-absorption.json');
    const usual = drydock(['sim', scenario]);
    expect(usual.status).toBe(0);
    // A copy of the command line whose runtime validators are an empty module.
    const dir = mkdtempSync(path.join(tmpdir(), 'drydock-ajv-'));
    scratch.push(dir);
    cpSync(path.join(ROOT, 'bin'), path.join(dir, 'bin'), { recursive: true });
    cpSync(path.join(ROOT, 'package.json'), path.join(dir, 'package.json'));
    cpSync(COMMANDS, path.join(dir, 'dist', 'commands'), { recursive: true, filter: (f) => !f.endsWith('.v8cache') });
    const runtime = readdirSync(path.join(dir, 'dist', 'commands')).find((f) => /^validators-runtime-[A-Z0-9]{8}\.cjs$/.test(f))!;
    writeFileSync(path.join(dir, 'dist', 'commands', runtime), 'module.exports = {};\n');
    const r = spawnSync(process.execPath, [path.join(dir, 'bin', 'drydock.js'), 'sim', scenario], { cwd: ROOT, encoding: 'utf8', env: plainEnv(), timeout: 60_000 });
    expect({ status: r.status, stdout: r.stdout, stderr: r.stderr }).toEqual(usual);
    // ajv was loaded (its code cache was written after the run) and the validators were not.
    const written = readdirSync(path.join(dir, 'dist', 'commands')).filter((f) => f.endsWith('.v8cache'));
    expect(written.some((f) => f.startsWith('ajv-'))).toBe(true);
  });
});

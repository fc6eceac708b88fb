// `node:v8` loads Node's heap-snapshot streams with it (some 3 ms of a cold start), and only the
// heap's controls need it (lsp/engine.ts): a `drydock check` of a few ships never loads it, a
// check of a fleet loads it once the young generation is worth a look (cli/young-generation.ts),
// and the language server loads it to set its heap limits. Checked on the built command, with a
// preloaded probe that reports at exit which builtin modules the process loaded.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN, ensureBuilt, plainEnv } from '../helpers/cli';
import { ROOT } from '../helpers/compile';
import { generateFleet } from '../../bench/fleet';
import { engine, engineLoaded } from '../../lsp/engine';

const dir = mkdtempSync(path.join(tmpdir(), 'drydock-lazy-engine-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const probe = path.join(dir, 'probe.cjs');
writeFileSync(probe, "process.on('exit', () => process.stderr.write('\\nv8 loaded: ' + process.moduleLoadList.includes('NativeModule v8') + '\\n'));\n");

function v8Loaded(args: string[]): boolean {
  ensureBuilt();
  const r = spawnSync(process.execPath, ['--require', probe, BIN, ...args], { cwd: ROOT, encoding: 'utf8', env: plainEnv(), timeout: 60_000 });
  expect(r.status, r.stderr).toBe(0);
  const m = /v8 loaded: (true|false)/.exec(r.stderr);
  expect(m, r.stderr).not.toBeNull();
  return m![1] === 'true';
}

describe('node:v8, loaded when first needed', () => {
  it('is not loaded by a check of one ship, with an import or without', () => {
    expect(v8Loaded(['check', path.join(ROOT, 'examples', 'vudar-dw.ship')])).toBe(false);
    expect(v8Loaded(['check', path.join(ROOT, 'examples', 'trek-constitution.ship')])).toBe(false);
  });

  it('is loaded by a check of a fleet, whose young generation the check keeps small', () => {
    const fleet = generateFleet(30);
    writeFileSync(path.join(dir, 'drydock.json'), '{}\n');
    writeFileSync(path.join(dir, 'b5.ship'), fleet.b5wars);
    expect(v8Loaded(['check', '--quiet', path.join(dir, 'b5.ship')])).toBe(true);
  });

  it('is the engine module itself once asked for', async () => {
    const v8 = await import('node:v8');
    expect(engine()).toBe(v8.default ?? v8);
    expect(engineLoaded()).toBe(true);
    expect(engine()).toBe(engine());
  });
});

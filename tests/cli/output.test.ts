// Output that users pipe and publish: a closed pipe ends the command quietly, and
// `build` names source files relative to the project root, never with the author's local paths.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN, drydock, ensureBuilt } from '../helpers/cli';
import { ROOT } from '../helpers/compile';

const scratch: string[] = [];
afterAll(() => {
  for (const d of scratch) rmSync(d, { recursive: true, force: true });
});

describe('a closed output pipe', () => {
  // The schema is larger than a pipe's buffer, so `head` closes the pipe while drydock still writes.
  it.each([['schema'], ['schema', '--input']])('drydock %s | head ends quietly with status 0', (...args) => {
    ensureBuilt();
    const r = spawnSync('bash', ['-c', `set -o pipefail; "${process.execPath}" "${BIN}" ${args.join(' ')} | head -n 1`], { encoding: 'utf8', timeout: 60000 });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('{\n');
    expect(r.status).toBe(0);
  });
});

describe('drydock build', () => {
  const sources = (json: string) => [...json.matchAll(/"file": "([^"]*)"/g)].map((m) => m[1]);

  it('names files relative to the project root, whatever the working folder', () => {
    const fromRoot = drydock(['build', 'examples/excelsior.ship']);
    expect(fromRoot.status).toBe(0);
    const files = sources(fromRoot.stdout);
    expect(files.length).toBeGreaterThan(0);
    expect(new Set(files)).toEqual(new Set(['examples/excelsior.ship']));
    const fromExamples = drydock(['build', 'excelsior.ship'], { cwd: path.join(ROOT, 'examples') });
    expect(fromExamples.stdout).toBe(fromRoot.stdout);
  });

  it('gives the same bytes for the same project in two different places, with no local path in them', () => {
    const outputs = [0, 1].map(() => {
      const dir = mkdtempSync(path.join(tmpdir(), 'drydock-reproducible-'));
      scratch.push(dir);
      writeFileSync(path.join(dir, 'drydock.json'), '{}');
      cpSync(path.join(ROOT, 'examples', 'vudar-dw.ship'), path.join(dir, 'ships', 'vudar-dw.ship'), { recursive: true });
      const r = drydock(['build', path.join(dir, 'ships', 'vudar-dw.ship')]);
      expect(r.status).toBe(0);
      expect(r.stdout).not.toContain(dir);
      expect(r.stdout).not.toContain(tmpdir());
      return r.stdout;
    });
    expect(outputs[0]).toBe(outputs[1]);
    expect(new Set(sources(outputs[0]))).toEqual(new Set(['ships/vudar-dw.ship']));
  });
});

describe('the shipped examples', () => {
  it('are formatted as drydock fmt prints them (drydock fmt --check examples)', () => {
    const r = drydock(['fmt', '--check', 'examples']);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^All \d+ files are formatted\.\n$/);
    expect(r.status).toBe(0);
  });
});

// bin/drydock.js compiles each command's file, and the files it loads on demand (the precompiled
// validators, the JSON compiler), through V8 code caches beside them: a run writes the missing
// ones, and a run from the caches answers exactly as a run without.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { drydock, ensureBuilt } from '../helpers/cli';
import { ROOT } from '../helpers/compile';

const COMMANDS = path.join(ROOT, 'dist', 'commands');

function cachesOf(prefix: string): string[] {
  return readdirSync(COMMANDS).filter((f) => f.startsWith(prefix) && f.endsWith('.v8cache'));
}

function dropCaches(prefix: string): void {
  for (const f of cachesOf(prefix)) rmSync(path.join(COMMANDS, f), { force: true });
}

describe('code caches of the files a command loads on demand', () => {
  it('are written by a run, and a run from them answers the same', () => {
    ensureBuilt();
    const sim = ['sim', 'examples/scenarios/b5wars-absorption.json'];
    dropCaches('validators-runtime-');
    const first = drydock(sim);
    expect(first.status).toBe(0);
    expect(cachesOf('validators-runtime-')).toHaveLength(1);
    expect(drydock(sim)).toEqual(first);

    const dir = mkdtempSync(path.join(tmpdir(), 'drydock-cache-'));
    const json = path.join(dir, 'vudar-dw.json');
    expect(drydock(['convert', 'examples/vudar-dw.ship', '-o', json]).status).toBe(0);
    dropCaches('json-compile-');
    dropCaches('validators-input-');
    const check = drydock(['check', '--format', 'json', json]);
    expect(check.status).toBe(0);
    expect(cachesOf('json-compile-')).toHaveLength(1);
    expect(cachesOf('validators-input-')).toHaveLength(1);
    expect(drydock(['check', '--format', 'json', json])).toEqual(check);
  });
});

describe("a code cache V8 refuses", () => {
  it('is made again by the next run', () => {
    ensureBuilt();
    const manifest = JSON.parse(readFileSync(path.join(COMMANDS, 'manifest.json'), 'utf8')) as Record<string, string>;
    const prefix = manifest.explain.replace(/\.cjs$/, '.');
    const run = ['explain', 'B5-HITS'];
    const usual = drydock(run);
    expect(usual.status).toBe(0);
    const [cache] = cachesOf(prefix);
    expect(cache).toBeDefined();
    // Bytes that are no cache of this file: V8 rejects them and compiles the file as usual.
    const junk = Buffer.alloc(4096, 7);
    writeFileSync(path.join(COMMANDS, cache), junk);
    expect(drydock(run)).toEqual(usual);
    expect(readFileSync(path.join(COMMANDS, cache)).equals(junk)).toBe(false);
    expect(drydock(run)).toEqual(usual);
  });
});

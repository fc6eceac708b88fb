// The npm package as a user gets it: `npm pack` makes the tarball, which installs into an empty
// folder and runs there (`npx drydock ...`) with nothing from this repository but the tarball.
//
// Nothing may be downloaded at test time, and the machine's npm cache holds the dependencies'
// tarballs but not all of their registry metadata, so a plain `npm install <tarball> --offline`
// cannot resolve version ranges. The test therefore writes the empty project's package-lock.json
// from this repository's (the production packages at the versions `npm ci` installed here, with
// their integrity hashes) and installs with `npm ci --offline`, which reads the tarballs from the
// cache: the same dependencies a user's `npm install` would resolve today, installed by npm itself.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliCommand, root } from '../lsp/server-binary';

type LockEntry = { version?: string; resolved?: string; integrity?: string; dev?: boolean; devOptional?: boolean; link?: boolean; dependencies?: Record<string, string>; bin?: Record<string, string>; [k: string]: unknown };

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

describe('the npm package', () => {
  let dir: string;
  let app: string;
  let packed: { filename: string; files: { path: string }[] };

  beforeAll(() => {
    // The tarball carries dist/: build it first if it is stale (under the tests' build lock).
    expect(cliCommand([]).mode, 'scripts/build.mjs could not build dist/').toBe('bundle');
    dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'drydock-pack-')));
    // --ignore-scripts: `prepare` would run the build again, which the line above has done.
    const out = execFileSync(npm, ['pack', '--ignore-scripts', '--json', '--pack-destination', dir], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 });
    packed = JSON.parse(out)[0];
    const tarball = path.join(dir, packed.filename);

    app = path.join(dir, 'app');
    fs.mkdirSync(app);
    const spec = `file:../${packed.filename}`;
    fs.writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'fleet', private: true, dependencies: { 'drydock-ships': spec } }, null, 2));
    const repoLock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
    const packages: Record<string, LockEntry> = {
      '': { name: 'fleet', dependencies: { 'drydock-ships': spec } },
      'node_modules/drydock-ships': {
        version: pkg.version,
        resolved: spec,
        integrity: `sha512-${createHash('sha512').update(fs.readFileSync(tarball)).digest('base64')}`,
        license: pkg.license,
        dependencies: pkg.dependencies,
        bin: pkg.bin,
        engines: pkg.engines,
      },
    };
    // Every package of the repository's tree that is not there for development only.
    // The repository's lock leaves out where each tarball comes from; without it npm would ask the
    // registry. It is the registry's usual address, and npm finds the tarball in the cache by its
    // integrity hash.
    for (const [key, entry] of Object.entries(repoLock.packages)) {
      if (!key || entry.dev || entry.devOptional || entry.link) continue;
      const name = key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);
      packages[key] = { resolved: `https://registry.npmjs.org/${name}/-/${name.split('/').pop()}-${entry.version}.tgz`, ...entry };
    }
    fs.writeFileSync(path.join(app, 'package-lock.json'), JSON.stringify({ name: 'fleet', lockfileVersion: 3, requires: true, packages }, null, 2));
    // Dependencies run no install scripts (none of them needs one); the cache is the machine's.
    const ci = spawnSync(npm, ['ci', '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: app, encoding: 'utf8', timeout: 240_000 });
    expect(ci.status, `${ci.stdout}${ci.stderr}`).toBe(0);
    fs.cpSync(path.join(root, 'examples', 'vudar-dw.ship'), path.join(app, 'vudar-dw.ship'));
    fs.writeFileSync(path.join(app, 'bad.ship'), fs.readFileSync(path.join(app, 'vudar-dw.ship'), 'utf8').replace('ionCannon A', 'ionCanon A'));
  }, 360_000);

  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const npx = (...args: string[]) => spawnSync(npm, ['exec', '--offline', '--no', '--', 'drydock', ...args], { cwd: app, encoding: 'utf8', timeout: 60_000 });

  it('holds what runs and what is read, and no executable nor machine-specific cache', () => {
    const files = new Set(packed.files.map((f) => f.path));
    for (const f of ['bin/drydock.js', 'bin/package.json', 'dist/cli.js', 'dist/commands/manifest.json', 'dist/prettier-plugin.js', 'README.md', 'docs/cli.md', 'examples/vudar-dw.ship']) expect(files, f).toContain(f);
    const unwanted = [...files].filter((f) => f.startsWith('dist/bin/') || f.endsWith('.v8cache') || f.startsWith('lsp/vscode/') || f.startsWith('tests/'));
    expect(unwanted).toEqual([]);
  });

  it('installs as a dependency of an empty project, with nothing linked back to this repository', () => {
    const installed = path.join(app, 'node_modules', 'drydock-ships');
    expect(fs.lstatSync(installed).isSymbolicLink()).toBe(false);
    expect(fs.realpathSync(installed).startsWith(app)).toBe(true);
    expect(fs.existsSync(path.join(app, 'node_modules', '.bin', 'drydock'))).toBe(true);
  });

  it('npx drydock check: clean exits 0 with one line; a mistake exits 1 with its fix', () => {
    const clean = npx('check', 'vudar-dw.ship');
    expect(clean.status, clean.stderr).toBe(0);
    expect(clean.stdout + clean.stderr).toContain('1 file checked: no problems');
    const bad = npx('check', 'bad.ship');
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain("bad.ship:14:3: error unknown-kind: `ionCanon` is not an sfb system kind. Did you mean 'ionCannon'?");
  });

  it('npx drydock fmt and render --format pdf find Prettier, pdfkit and the fonts among the dependencies', () => {
    const fmt = npx('fmt', '--check', 'vudar-dw.ship');
    expect(fmt.status, fmt.stderr).toBe(0);
    const pdf = npx('render', 'vudar-dw.ship', '--format', 'pdf', '-o', 'dw.pdf');
    expect(pdf.status, pdf.stderr).toBe(0);
    const bytes = fs.readFileSync(path.join(app, 'dw.pdf')).toString('latin1');
    expect(bytes.startsWith('%PDF-')).toBe(true);
    expect(bytes).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSansMono\b/);
    expect(npx('--version').stdout).toBe(`${JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version}\n`);
  });
});

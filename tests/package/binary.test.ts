// The standalone executable (`npm run package:binary`, docs/install.md), run as a user without
// Node.js would run it: copied alone into an empty folder with no node_modules above it, started
// with a PATH that reaches no `node`, and an environment holding nothing else.
import { spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from 'vscode-jsonrpc/node';
import type { InitializeResult, PublishDiagnosticsParams } from 'vscode-languageserver-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBinary, root, seaUnsupported } from './binary-build';

const unsupported = seaUnsupported();

describe.skipIf(unsupported !== undefined)(`the standalone executable${unsupported ? ` (skipped: ${unsupported})` : ''}`, () => {
  let dir: string;
  let exe: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(() => {
    const built = ensureBinary();
    dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'drydock-binary-')));
    // Nothing named node_modules in the folder or any folder above it.
    for (let d = dir; ; d = path.dirname(d)) {
      expect(fs.existsSync(path.join(d, 'node_modules')), `${d}/node_modules`).toBe(false);
      if (path.dirname(d) === d) break;
    }
    exe = path.join(dir, path.basename(built));
    fs.copyFileSync(built, exe);
    fs.chmodSync(exe, 0o755);
    // The PATH is one empty folder: no `node` (nor anything else) can be found through it.
    const bin = path.join(dir, 'empty-bin');
    fs.mkdirSync(bin);
    env = { PATH: bin, HOME: dir, LANG: 'C' };
    const work = path.join(dir, 'ships');
    fs.cpSync(path.join(root, 'examples'), work, { recursive: true });
    fs.writeFileSync(path.join(work, 'drydock.json'), '{}\n');
    const dw = fs.readFileSync(path.join(work, 'vudar-dw.ship'), 'utf8');
    fs.writeFileSync(path.join(work, 'bad-capacity.ship'), dw.replace('capacity: 7', 'capacity: 5'));
    fs.writeFileSync(path.join(work, 'unformatted.ship'), dw.replace('  sizeClass: 4', 'sizeClass:     4'));
    fs.writeFileSync(path.join(work, 'imported.ship'), 'ruleset b5wars\nimport "drydock:fieryvoid/trek.ship"\nship T {\n  size: light\n  section primary {\n    structure: 10\n    TrekPhaser P { arc: all }\n    hits { 1..20: structure }\n  }\n}\n');
  }, 300_000);

  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const run = (...args: string[]): SpawnSyncReturns<string> => spawnSync(exe, args, { cwd: dir, env, encoding: 'utf8', timeout: 60_000 });

  it('is alone: no node on its PATH, and it is no script for one', () => {
    expect(spawnSync('node', ['-e', '0'], { cwd: dir, env }).error).toMatchObject({ code: 'ENOENT' });
    expect(fs.readFileSync(exe).subarray(0, 2).toString('latin1')).not.toBe('#!');
  });

  it('comes with the notices of what it holds', () => {
    const notices = fs.readFileSync(path.join(path.dirname(ensureBinary()), 'THIRD-PARTY-NOTICES.txt'), 'utf8');
    const listed = [...notices.matchAll(/^- (\S+) v?[\d.]+: /gm)].map((m) => m[1]);
    expect(listed).toEqual(expect.arrayContaining(['chevrotain', 'prettier', 'pdfkit', 'fontkit', 'ajv', 'vscode-languageserver', 'dejavu-fonts-ttf', 'Node.js']));
  });

  it('--version answers the package version; --help the usage', () => {
    const version = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version;
    const r = run('--version');
    expect(r.stderr).toBe('');
    expect([r.status, r.stdout]).toEqual([0, `${version}\n`]);
    const help = run('--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('drydock check <path>...');
  });

  it('check: a clean ship exits 0; a wrong stated value exits 1 with the code, the place and the rule', () => {
    const clean = run('check', 'ships/vudar-dw.ship');
    expect(clean.status).toBe(0);
    expect(clean.stderr).not.toMatch(/ExperimentalWarning|single.executable/i);
    expect(clean.stdout + clean.stderr).toContain('1 file checked: no problems');
    const bad = run('check', 'ships/bad-capacity.ship');
    expect(bad.status).toBe(1);
    expect(bad.stdout).toMatch(/^ships\/bad-capacity\.ship:19:30: error stated-value-mismatch: .*the file states 5.*Write 7.*\[H93\.12\]$/m);
  });

  it('check: a ship that imports drydock\'s own library finds it inside the executable', () => {
    const r = run('check', 'ships/imported.ship');
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.stdout + r.stderr).not.toMatch(/import-not-found|cannot be found/);
    expect(r.stdout + r.stderr).toMatch(/1 file checked: (no problems|1 warning)/);
  });

  it('build writes the compiled document, the same as the sources compile', () => {
    const r = run('build', 'ships/excelsior.ship', '-o', 'excelsior.json');
    expect(r.status, r.stderr).toBe(0);
    const doc = JSON.parse(fs.readFileSync(path.join(dir, 'excelsior.json'), 'utf8'));
    expect(doc.format).toBe('drydock/1');
    expect(doc.ships.map((s: { name: string }) => s.name)).toEqual(['Excelsior', 'ExcelsiorRefit']);
    const fromSources = spawnSync(process.execPath, ['--import', pathToFileURL(path.join(root, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href, path.join(root, 'tests', 'lsp', 'cli-entry.ts'), 'build', 'ships/excelsior.ship'], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
    expect(fromSources.status, fromSources.stderr).toBe(0);
    expect(doc).toEqual(JSON.parse(fromSources.stdout));
  });

  it('render draws an SVG sheet and a PDF with the DejaVu faces embedded', () => {
    const svg = run('render', 'ships/vudar-dw.ship', '-o', 'dw.svg');
    expect(svg.status, svg.stderr).toBe(0);
    const text = fs.readFileSync(path.join(dir, 'dw.svg'), 'utf8');
    expect(text).toMatch(/^<\?xml[^>]*>\s*<svg /);
    expect(text).toContain('Vudar War Destroyer');
    const pdf = run('render', 'ships/vudar-dw.ship', 'ships/excelsior.ship', '--format', 'pdf', '-o', 'fleet.pdf');
    expect(pdf.status, pdf.stderr).toBe(0);
    const bytes = fs.readFileSync(path.join(dir, 'fleet.pdf')).toString('latin1');
    expect(bytes.startsWith('%PDF-')).toBe(true);
    expect(bytes).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSansMono\b/);
    expect(bytes).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSansMono-Bold\b/);
    expect(bytes).toContain('/FontFile2');
    expect(bytes).not.toContain('Helvetica');
  });

  it('sim runs a scenario', () => {
    const r = run('sim', 'ships/scenarios/b5wars-absorption.json');
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    // The scenario's worked example: 40 rated, 25 absorbed, then 15 more of a 30-point hit.
    expect(out.results[1]).toMatchObject({ ok: true, projection: 'fore', absorbed: 25, toShip: 0 });
    expect(out.results[2]).toMatchObject({ ok: true, absorbed: 15, toShip: 15 });
  });

  it('fmt --check passes a formatted file and lists an unformatted one', () => {
    expect(run('fmt', '--check', 'ships/vudar-dw.ship').status).toBe(0);
    const r = run('fmt', '--check', 'ships/unformatted.ship');
    expect(r.status).toBe(1);
    expect(r.stdout + r.stderr).toContain('unformatted.ship');
  });

  it('fmt reads a JSON .prettierrc, and says what to do about a JavaScript one it will not run', () => {
    const json = path.join(dir, 'json-config');
    fs.mkdirSync(json);
    fs.writeFileSync(path.join(json, '.prettierrc'), '{ "endOfLine": "crlf" }\n');
    fs.copyFileSync(path.join(dir, 'ships', 'vudar-dw.ship'), path.join(json, 'dw.ship'));
    const printed = run('fmt', 'json-config/dw.ship');
    expect(printed.status, printed.stderr).toBe(0);
    expect(printed.stdout).toContain('ship VudarDW {\r\n');

    const js = path.join(dir, 'js-config');
    fs.mkdirSync(js);
    fs.writeFileSync(path.join(js, '.prettierrc.cjs'), "require('node:fs').writeFileSync(__dirname + '/ran', 'x'); module.exports = {};\n");
    fs.copyFileSync(path.join(dir, 'ships', 'vudar-dw.ship'), path.join(js, 'dw.ship'));
    const r = run('fmt', '--check', 'js-config/dw.ship');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`cannot load ${path.join(js, '.prettierrc.cjs')}`);
    expect(r.stderr).toContain('.prettierrc (JSON or YAML)');
    expect(fs.existsSync(path.join(js, 'ran'))).toBe(false);
  });

  it('lsp --stdio answers initialize over JSON-RPC, publishes the diagnostics of an opened file and draws its PDF sheet', async () => {
    const child = spawn(exe, ['lsp', '--stdio'], { cwd: dir, env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const connection = createMessageConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
    const published = new Promise<PublishDiagnosticsParams>((resolve) => connection.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => resolve(p)));
    connection.listen();
    try {
      const init = (await connection.sendRequest('initialize', { processId: null, rootUri: pathToFileURL(path.join(dir, 'ships')).href, capabilities: {} })) as InitializeResult;
      expect(init.capabilities.hoverProvider).toBeTruthy();
      expect(init.capabilities.documentFormattingProvider).toBeTruthy();
      await connection.sendNotification('initialized', {});
      const file = path.join(dir, 'ships', 'bad-capacity.ship');
      await connection.sendNotification('textDocument/didOpen', { textDocument: { uri: pathToFileURL(file).href, languageId: 'ship', version: 1, text: fs.readFileSync(file, 'utf8') } });
      const diagnostics = await published;
      expect(diagnostics.diagnostics.map((d) => [d.code, d.range.start.line])).toContainEqual(['stated-value-mismatch', 18]);
      // The PDF sheet through the server too: its fonts come from inside the executable.
      const pdf = Buffer.from((await connection.sendRequest('workspace/executeCommand', { command: 'drydock.renderPdf', arguments: [pathToFileURL(file).href] })) as string, 'base64').toString('latin1');
      expect(pdf.startsWith('%PDF-')).toBe(true);
      expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSansMono\b/);
      await connection.sendRequest('shutdown');
      await connection.sendNotification('exit');
      expect(await exited, stderr).toBe(0);
    } finally {
      connection.dispose();
      child.kill();
    }
  });
});

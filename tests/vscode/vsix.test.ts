// The VS Code extension works from its .vsix alone: `npm run package:vscode`'s
// packager builds the .vsix; the test unpacks it far from the repository (no node_modules above),
// starts the bundled language server from the unpacked files over stdio and gets diagnostics,
// completion and formatting for an example. It also checks what the package holds and leaves out,
// the manifest's trust and capability declarations, and that `drydock.server.path` is read from
// user settings only.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/compile';
import { applyEdits, LspClient, uriOf } from '../lsp/harness';
import { unzip } from './unzip';

let dir: string;
let files: Map<string, Buffer>;
let client: LspClient | undefined;

beforeAll(() => {
  const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'package-vscode.mjs'), '--check'], { cwd: ROOT, encoding: 'utf8', timeout: 400000 });
  expect(r.status, r.stderr).toBe(0);
  const vsix = path.resolve(ROOT, r.stdout.trim().split('\n').pop()!);
  expect(vsix).toMatch(/lsp\/vscode\/drydock-ship-[\d.]+\.vsix$/);
  files = unzip(readFileSync(vsix));
  dir = mkdtempSync(path.join(tmpdir(), 'drydock-vsix-'));
  for (const [name, data] of files) {
    if (name.endsWith('/')) continue;
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), data);
  }
}, 420000);

afterAll(async () => {
  await client?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the .vsix', () => {
  it('holds the bundled client and server, the grammar and the manifest', () => {
    const names = [...files.keys()];
    for (const f of ['extension/package.json', 'extension/out/extension.js', 'extension/server/drydock-lsp.mjs', 'extension/syntaxes/ship.tmLanguage.json', 'extension/language-configuration.json'])
      expect(names).toContain(f);
  });

  it('has an icon, a command for the PDF sheet, and notices naming every bundled package', () => {
    const manifest = JSON.parse(files.get('extension/package.json')!.toString('utf8'));
    const icon = files.get(`extension/${manifest.icon}`);
    expect(icon?.subarray(0, 8).toString('latin1')).toBe('\x89PNG\r\n\x1a\n');
    // Marketplace icons are at least 128 x 128 (the PNG header's width and height).
    expect([icon!.readUInt32BE(16), icon!.readUInt32BE(20)].every((n) => n >= 128)).toBe(true);
    expect(manifest.contributes.commands.map((c: { command: string }) => c.command)).toContain('drydock.savePdf');
    expect(files.get('extension/out/extension.js')!.toString('utf8')).toContain('"drydock.savePdf"');
    const notices = files.get('extension/THIRD-PARTY-NOTICES.txt')!.toString('utf8');
    const listed = [...notices.matchAll(/^- (\S+) [\d.]+: /gm)].map((m) => m[1]);
    expect(listed).toEqual(expect.arrayContaining(['chevrotain', 'lodash-es', 'pdfkit', 'prettier', 'vscode-languageclient', 'vscode-languageserver', 'vscode-jsonrpc', 'dejavu-fonts-ttf']));
    // Each with its license text, not just a name.
    expect(notices).toContain('Permission is hereby granted, free of charge');
    expect(notices).toContain('Bitstream Vera');
    for (const font of ['DejaVuSansMono.ttf', 'DejaVuSansMono-Bold.ttf']) expect(files.has(`extension/server/fonts/${font}`)).toBe(true);
  });

  it('leaves out sources, tests, source maps, tsconfig, dotfiles and node_modules', () => {
    const bad = [...files.keys()].filter((f) => /(^|\/)\.[^/]+$|\/src\/|\.ts$|\.map$|tsconfig|(^|\/)tests?\/|node_modules|\.vsix$/.test(f));
    expect(bad).toEqual([]);
  });

  it('declares limited support for untrusted workspaces and no virtual workspaces; server.path is a machine (user) setting', () => {
    const manifest = JSON.parse(files.get('extension/package.json')!.toString('utf8'));
    expect(manifest.main).toBe('./out/extension.js');
    expect(manifest.capabilities.untrustedWorkspaces.supported).toBe('limited');
    expect(manifest.capabilities.untrustedWorkspaces.restrictedConfigurations).toEqual(['drydock.server.path']);
    expect(manifest.capabilities.virtualWorkspaces.supported).toBe(false);
    expect(manifest.contributes.configuration.properties['drydock.server.path'].scope).toBe('machine');
    expect(manifest.dependencies ?? {}).toEqual({});
  });

  it('has a client that needs nothing but vscode and Node built-ins', () => {
    const code = files.get('extension/out/extension.js')!.toString('utf8');
    const required = new Set([...code.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]));
    const builtins = new Set(Module.builtinModules.flatMap((m) => [m, `node:${m}`]));
    expect([...required].filter((m) => m !== 'vscode' && !builtins.has(m))).toEqual([]);
    expect(required.has('vscode')).toBe(true);
  });

  it('reads drydock.server.path from user settings only, never from the workspace', () => {
    // The bundled client, loaded with a stand-in for the `vscode` module.
    let inspected: Record<string, unknown> = {};
    // Anything else the client touches while loading is an empty class whose members are the same.
    const anything: unknown = new Proxy(class {}, { get: (t, k) => (k === 'prototype' ? (t as { prototype: unknown }).prototype : anything) });
    const fake = new Proxy({ workspace: { getConfiguration: () => ({ inspect: () => inspected }) } } as Record<string | symbol, unknown>, { get: (t, k) => (k in t ? t[k] : anything) });
    const load = (Module as unknown as { _load: (req: string, ...rest: unknown[]) => unknown })._load;
    (Module as unknown as { _load: unknown })._load = (req: string, ...rest: unknown[]) => (req === 'vscode' ? fake : load(req, ...rest));
    try {
      const ext = createRequire(import.meta.url)(path.join(dir, 'extension', 'out', 'extension.js')) as { userServerPath(): string | undefined; activate: unknown };
      expect(typeof ext.activate).toBe('function');
      inspected = { workspaceValue: '/workspace/evil.js', workspaceFolderValue: '/folder/evil.js' };
      expect(ext.userServerPath()).toBeUndefined();
      inspected = { globalValue: '/home/me/drydock/bin/drydock.js', workspaceValue: '/workspace/evil.js' };
      expect(ext.userServerPath()).toBe('/home/me/drydock/bin/drydock.js');
      inspected = { globalValue: '  ' };
      expect(ext.userServerPath()).toBeUndefined();
    } finally {
      (Module as unknown as { _load: unknown })._load = load;
    }
  });
});

describe('the language server unpacked from the .vsix', () => {
  it('starts over stdio and gives diagnostics, completion and formatting for an example', async () => {
    const project = path.join(dir, 'project');
    mkdirSync(project);
    writeFileSync(path.join(project, 'drydock.json'), '{}\n');
    copyFileSync(path.join(ROOT, 'examples', 'vudar-dw.ship'), path.join(project, 'vudar-dw.ship'));
    const server = path.join(dir, 'extension', 'server', 'drydock-lsp.mjs');
    client = await LspClient.start({ server: { command: process.execPath, args: [server, '--stdio'], cwd: dir }, rootUri: uriOf(project), initializationOptions: { trustedWorkspace: false } });
    expect(client.initializeResult.serverInfo?.name).toBe('drydock');

    const uri = uriOf(path.join(project, 'vudar-dw.ship'));
    const example = readFileSync(path.join(project, 'vudar-dw.ship'), 'utf8');
    expect(await client.open(uri, example)).toEqual([]);

    // A misstated capacitor: the H93.12 check, at the stated value.
    const wrong = example.replace('ionicCapacitor { capacity: 7 }', 'ionicCapacitor { capacity: 9 }');
    expect(wrong).not.toBe(example);
    const diags = await client.replace(uri, wrong);
    const mismatch = diags.find((d) => d.code === 'stated-value-mismatch');
    expect(mismatch, JSON.stringify(diags)).toBeDefined();
    const line = wrong.split('\n').findIndex((l) => l.includes('capacity: 9'));
    expect(mismatch!.range.start).toEqual({ line, character: wrong.split('\n')[line].indexOf('9') });

    // Completion of system kinds inside the ship.
    const at = wrong.split('\n').findIndex((l) => l.startsWith('  ionCannon A'));
    const completion = (await client.request('textDocument/completion', { textDocument: { uri }, position: { line: at, character: 2 } })) as { items: { label: string }[] } | { label: string }[];
    const labels = (Array.isArray(completion) ? completion : completion.items).map((i) => i.label);
    expect(labels).toEqual(expect.arrayContaining(['ionCannon', 'ionPulseGenerator', 'ionicCapacitor']));

    // Formatting through the Prettier bundled into the server.
    const messy = wrong.replace('  ionCannon A { arc: FA }', 'ionCannon    A {arc:FA}');
    await client.replace(uri, messy);
    const edits = (await client.request('textDocument/formatting', { textDocument: { uri }, options: { tabSize: 2, insertSpaces: true } })) as Parameters<typeof applyEdits>[1];
    expect(applyEdits(messy, edits)).toBe(wrong);

    // The PDF sheet, drawn with the faces the .vsix carries in server/fonts/.
    const pdf = Buffer.from(await client.request<string>('workspace/executeCommand', { command: 'drydock.renderPdf', arguments: [uri] }), 'base64').toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSansMono-Bold\b/);
  }, 60000);
});

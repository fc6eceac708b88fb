// Formatting runs no workspace code unless the client trusts the workspace.
// Generated projects hold a Prettier configuration in every form that is code (.prettierrc.js,
// .cjs, .mjs, prettier.config.*, a package.json or .prettierrc naming a shared config module, a
// data: URL) and every form that is data (JSON, YAML, TOML, JSON5, package.json object). Each code
// form writes a marker file when it runs. Through real JSON-RPC: an untrusted server (the default)
// formats without running any of them and still honours the data forms; a server initialized with
// `trustedWorkspace: true` loads code configs as Prettier does. `drydock fmt` behaves as Prettier
// (documented in docs/security.md) and is checked to do so.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TextEdit } from 'vscode-languageserver-protocol';
import { fmt } from '../../cli/fmt';
import { isDataConfig } from '../../lsp/prettier-config';
import { applyEdits, cleanupScratch, LspClient, tempProject } from '../lsp/harness';

const SHIP = 'ruleset sfb\nship Tiny { name: "Tiny"  sizeClass: 4\n  apr APR {boxes:2} }\n';

/** Code configurations: file name -> text, given the marker path to write when run. */
const CODE: Record<string, (marker: string) => Record<string, string>> = {
  '.prettierrc.js (CommonJS package)': (m) => ({ '.prettierrc.js': `require('fs').writeFileSync(${JSON.stringify(m)}, 'ran');\nmodule.exports = { useTabs: true };\n` }),
  '.prettierrc.cjs': (m) => ({ '.prettierrc.cjs': `require('fs').writeFileSync(${JSON.stringify(m)}, 'ran');\nmodule.exports = { useTabs: true };\n` }),
  '.prettierrc.mjs': (m) => ({ '.prettierrc.mjs': `import fs from 'node:fs';\nfs.writeFileSync(${JSON.stringify(m)}, 'ran');\nexport default { useTabs: true };\n` }),
  'prettier.config.js': (m) => ({ 'prettier.config.js': `require('fs').writeFileSync(${JSON.stringify(m)}, 'ran');\nmodule.exports = { useTabs: true };\n` }),
  'prettier.config.cjs': (m) => ({ 'prettier.config.cjs': `require('fs').writeFileSync(${JSON.stringify(m)}, 'ran');\nmodule.exports = { useTabs: true };\n` }),
  'prettier.config.mjs': (m) => ({ 'prettier.config.mjs': `import fs from 'node:fs';\nfs.writeFileSync(${JSON.stringify(m)}, 'ran');\nexport default { useTabs: true };\n` }),
  'package.json naming a shared config': (m) => ({
    'package.json': JSON.stringify({ name: 'p', prettier: './shared.cjs' }),
    'shared.cjs': `require('fs').writeFileSync(${JSON.stringify(m)}, 'ran');\nmodule.exports = { useTabs: true };\n`,
  }),
  '.prettierrc naming a module (YAML scalar)': (m) => ({
    '.prettierrc': './shared.cjs\n',
    'shared.cjs': `require('fs').writeFileSync(${JSON.stringify(m)}, 'ran');\nmodule.exports = { useTabs: true };\n`,
  }),
  '.prettierrc.json naming a module': (m) => ({
    '.prettierrc.json': '"./shared.cjs"\n',
    'shared.cjs': `require('fs').writeFileSync(${JSON.stringify(m)}, 'ran');\nmodule.exports = { useTabs: true };\n`,
  }),
  '.prettierrc.yaml with a data: URL': (m) => ({
    '.prettierrc.yaml': `'data:text/javascript,import fs from "node:fs"; fs.writeFileSync(${JSON.stringify(m).replace(/'/g, "''")}, "ran"); export default {useTabs: true}'\n`,
  }),
};

/** Data configurations (all set useTabs), which an untrusted server still honours. */
const DATA: Record<string, Record<string, string>> = {
  '.prettierrc (JSON)': { '.prettierrc': '{ "useTabs": true }\n' },
  '.prettierrc (YAML)': { '.prettierrc': '# tabs\nuseTabs: true\n' },
  '.prettierrc.json': { '.prettierrc.json': '{ "useTabs": true }\n' },
  '.prettierrc.yaml': { '.prettierrc.yaml': '---\nuseTabs: true\n' },
  '.prettierrc.toml': { '.prettierrc.toml': 'useTabs = true\n' },
  '.prettierrc.json5': { '.prettierrc.json5': '// tabs\n{ useTabs: true }\n' },
  'package.json object': { 'package.json': JSON.stringify({ name: 'p', prettier: { useTabs: true } }) },
};

async function format(client: LspClient, files: Record<string, string>): Promise<{ text: string; marker: string }> {
  const project = tempProject();
  const marker = path.join(project.dir, 'MARKER');
  for (const [name, text] of Object.entries(files)) project.write(name, text.split('__MARKER__').join(marker));
  project.write('a.ship', SHIP);
  const uri = project.uri('a.ship');
  await client.open(uri, SHIP);
  const edits = await client.request<TextEdit[]>('textDocument/formatting', { textDocument: { uri }, options: { tabSize: 2, insertSpaces: true } });
  await client.close(uri);
  return { text: applyEdits(SHIP, edits ?? []), marker };
}

const withMarker = (make: (m: string) => Record<string, string>) => make('__MARKER__');

describe('isDataConfig', () => {
  it.each(Object.entries(CODE))('code: %s', (_n, make) => {
    const project = tempProject();
    const files = make(path.join(project.dir, 'MARKER'));
    for (const [name, text] of Object.entries(files)) project.write(name, text);
    const config = Object.keys(files).find((f) => f !== 'shared.cjs')!;
    expect(isDataConfig(project.file(config))).toBe(false);
  });
  it.each(Object.entries(DATA))('data: %s', (_n, files) => {
    const project = tempProject(files);
    expect(isDataConfig(project.file(Object.keys(files)[0]))).toBe(true);
  });
  it.each(['.prettierrc.ts', 'prettier.config.ts', '.prettierrc.cts', '.prettierrc.mts', 'prettier.config.mts'])('code by name: %s', (name) => {
    const project = tempProject({ [name]: 'export default {}\n' });
    expect(isDataConfig(project.file(name))).toBe(false);
  });
});

describe('language server formatting', () => {
  let untrusted: LspClient;
  let trusted: LspClient;
  beforeAll(async () => {
    untrusted = await LspClient.start();
    trusted = await LspClient.start({ initializationOptions: { trustedWorkspace: true } });
  }, 180_000);
  afterAll(async () => {
    await untrusted?.stop();
    await trusted?.stop();
    cleanupScratch();
  });

  it.each(Object.entries(CODE))('untrusted: %s does not run, the document is still formatted', async (_n, make) => {
    const r = await format(untrusted, withMarker(make));
    expect(fs.existsSync(r.marker)).toBe(false);
    expect(r.text).toBe('ruleset sfb\nship Tiny {\n  name: "Tiny"\n  sizeClass: 4\n  apr APR { boxes: 2 }\n}\n');
  }, 30_000);

  it.each(Object.entries(DATA))('untrusted: %s is honoured', async (_n, files) => {
    const r = await format(untrusted, files);
    expect(r.text).toContain('\n\tname: "Tiny"\n');
  }, 30_000);

  it('a workspace setting cannot grant trust', async () => {
    await untrusted.notify('workspace/didChangeConfiguration', { settings: { drydock: { trustedWorkspace: true } } });
    const r = await format(untrusted, withMarker(CODE['.prettierrc.cjs']));
    expect(fs.existsSync(r.marker)).toBe(false);
  }, 30_000);

  it('trusted (initializationOptions.trustedWorkspace): a code config runs, as in Prettier', async () => {
    const r = await format(trusted, withMarker(CODE['.prettierrc.cjs']));
    expect(fs.existsSync(r.marker)).toBe(true);
    expect(r.text).toContain('\n\tname: "Tiny"\n');
  }, 30_000);
});

describe('drydock fmt behaves as Prettier (documented)', () => {
  it('loads a .prettierrc.cjs beside the file', async () => {
    const project = tempProject();
    const marker = path.join(project.dir, 'MARKER');
    for (const [name, text] of Object.entries(CODE['.prettierrc.cjs'](marker))) project.write(name, text);
    project.write('a.ship', SHIP);
    let out = '';
    const status = await fmt(['a.ship'], { out: (s) => (out += s), err: () => {}, cwd: project.dir });
    expect(status).toBe(0);
    expect(fs.existsSync(marker)).toBe(true);
    expect(out).toContain('\n\tname: "Tiny"\n');
  });
});

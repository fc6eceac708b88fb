// A real editor other than VS Code (issue 16 §3): Neovim's built-in LSP client, headless, set up
// with the Neovim 0.7 configuration of docs/editors.md exactly as written (`drydock` on the PATH),
// driven by tests/editors/neovim-client.lua. Neovim 0.7 (Debian's) does not announce snippet
// support and defaults to `noexpandtab`, the cases the server must handle: plain insert texts, and
// formatting that follows the project's .editorconfig over the client's tabs.
// `.ci/run` installs Debian's neovim; elsewhere the test is skipped when `nvim` is missing.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN, ensureBuilt } from '../helpers/cli';
import { ROOT } from '../helpers/compile';

const hasNvim = spawnSync('nvim', ['--version'], { encoding: 'utf8' }).status === 0;
const scratch: string[] = [];
afterAll(() => {
  for (const d of scratch) rmSync(d, { recursive: true, force: true });
});

interface NvimResult {
  version: string;
  error?: string;
  attached: boolean;
  filetype: string;
  expandtab: boolean;
  snippetSupport: boolean;
  diagnostics: { lnum: number; col: number; end_col: number; code: string; message: string }[];
  completion: { label: string; insertTextFormat?: number; newText?: string }[];
  hover: string | null;
  formatted: string;
}

/** The ```lua block after the heading line that starts with `marker` in docs/editors.md. */
function docsConfig(marker: string): string {
  const doc = readFileSync(path.join(ROOT, 'docs', 'editors.md'), 'utf8');
  const at = doc.indexOf(marker);
  expect(at, marker).toBeGreaterThanOrEqual(0);
  const start = doc.indexOf('```lua\n', at) + '```lua\n'.length;
  return doc.slice(start, doc.indexOf('```', start));
}

function runNeovim(config: string, files: Record<string, string>, open: string): NvimResult {
  ensureBuilt();
  const dir = mkdtempSync(path.join(tmpdir(), 'drydock-nvim-'));
  scratch.push(dir);
  const project = path.join(dir, 'project');
  mkdirSync(project);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(project, name), text);
  // `drydock` on the PATH, as `npm link` puts it there.
  const bin = path.join(dir, 'bin');
  mkdirSync(bin);
  writeFileSync(path.join(bin, 'drydock'), `#!/bin/sh\nexec "${process.execPath}" "${BIN}" "$@"\n`);
  chmodSync(path.join(bin, 'drydock'), 0o755);
  writeFileSync(path.join(dir, 'config.lua'), config);
  const out = path.join(dir, 'result.json');
  const r = spawnSync('nvim', ['--headless', '--clean', '-c', `luafile ${path.join(ROOT, 'tests', 'editors', 'neovim-client.lua')}`], {
    cwd: project,
    encoding: 'utf8',
    timeout: 120000,
    env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}`, DRYDOCK_CONFIG: path.join(dir, 'config.lua'), DRYDOCK_FILE: path.join(project, open), DRYDOCK_OUT: out },
  });
  let text: string;
  try {
    text = readFileSync(out, 'utf8');
  } catch {
    throw new Error(`neovim wrote no result (status ${r.status}): ${r.stderr}${r.stdout}`);
  }
  return JSON.parse(text) as NvimResult;
}

// A capacitor misstated on purpose (H93.12), laid out loosely so that formatting has work to do.
const SHIP = `ruleset sfb

ship Probe {
  sizeClass: 4
  ionCannon A { arc: FA }
  ionCannon B { arc: FX }
  ionCannon C { arc: RA }
  ionPulseGenerator IPG { arc: 360 }
  ionicCapacitor { capacity: 8 }
  warpEngine   LW,RW {boxes:8}
}
`;
const FORMATTED = SHIP.replace('warpEngine   LW,RW {boxes:8}', 'warpEngine LW, RW { boxes: 8 }');

const EDITORCONFIG = 'root = true\n\n[*.ship]\nindent_style = space\nindent_size = 2\n';

describe.skipIf(!hasNvim && !process.env.CI)('Neovim 0.7+ with the configuration of docs/editors.md', () => {
  let r: NvimResult;

  it('attaches and receives the diagnostics drydock check reports, at the right place', () => {
    r = runNeovim(docsConfig('**Neovim 0.7**'), { 'probe.ship': SHIP, 'drydock.json': '{}\n' }, 'probe.ship');
    expect(r.error).toBeUndefined();
    expect(r.filetype).toBe('ship');
    expect(r.attached).toBe(true);
    const d = r.diagnostics.find((x) => x.code === 'stated-value-mismatch');
    expect(d, JSON.stringify(r.diagnostics)).toBeDefined();
    expect(d!.message).toContain('3 ion cannons x 1 + 1 ion pulse generator x 4 = 7, the file states 8');
    expect([d!.lnum, d!.col]).toEqual([8, SHIP.split('\n')[8].indexOf('8')]);
  });

  it('gets plain-text completion templates (no snippet syntax, two spaces, no tab) from a client without snippet support', () => {
    expect(r.snippetSupport).toBe(false);
    const ship = r.completion.find((c) => c.label === 'ship (new ship)');
    expect(ship, JSON.stringify(r.completion.map((c) => c.label))).toBeDefined();
    expect(ship!.insertTextFormat ?? 1).toBe(1);
    expect(ship!.newText).toMatch(/^ship Name \{\n {2}\S/);
    for (const c of r.completion) expect(c.newText ?? '', c.label).not.toMatch(/\$\{?\d|\t/);
  });

  it('shows hover with the derived capacity and its rule', () => {
    expect(typeof r.hover).toBe('string');
    expect(r.hover).toMatch(/capacity/i);
    expect(r.hover).toContain('H93.12');
  });

  it('formats with two spaces', () => {
    expect(r.expandtab).toBe(true);
    expect(r.formatted).toBe(FORMATTED);
  });
});

describe.skipIf(!hasNvim && !process.env.CI)("Neovim's default tabs against a project's .editorconfig", () => {
  const withoutSpaces = () => docsConfig('**Neovim 0.7**').replace(/^.*(expandtab|shiftwidth).*\n/gm, '');

  it('formats with the .editorconfig (two spaces) although the buffer has noexpandtab', () => {
    const r = runNeovim(withoutSpaces(), { 'probe.ship': SHIP, '.editorconfig': EDITORCONFIG, 'drydock.json': '{}\n' }, 'probe.ship');
    expect(r.error).toBeUndefined();
    expect(r.expandtab).toBe(false);
    expect(r.formatted).toBe(FORMATTED);
  });

  it("uses the client's tabs only when neither .editorconfig nor .prettierrc says", () => {
    const r = runNeovim(withoutSpaces(), { 'probe.ship': SHIP, 'drydock.json': '{}\n' }, 'probe.ship');
    expect(r.error).toBeUndefined();
    expect(r.formatted).toBe(FORMATTED.replace(/^ {2}/gm, '\t'));
  });
});

// A real editor other than VS Code: Neovim's built-in LSP client, headless, set up
// with the Neovim configurations of docs/editors.md exactly as written (`drydock` on the PATH),
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

const versionOut = spawnSync('nvim', ['--version'], { encoding: 'utf8' });
const hasNvim = versionOut.status === 0;
/** Neovim's version as major * 100 + minor (7 for 0.7, 8 for 0.8, 110 for 1.10), 0 without nvim. */
const nvimVersion = (() => {
  const m = /NVIM v(\d+)\.(\d+)/.exec(versionOut.stdout ?? '');
  return m ? Number(m[1]) * 100 + Number(m[2]) : 0;
})();
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

// Each configuration of docs/editors.md on the Neovim versions it is for: Debian 12's Neovim is
// 0.7.2, so there the 0.8+ block is only checked as Lua (tests/editors/configs.test.ts); on a
// Neovim 0.8 or later it runs for real too.
for (const { marker, since } of [
  { marker: '**Neovim 0.7**', since: 7 },
  { marker: '**Neovim 0.8 and later**', since: 8 },
]) {
  const runs = hasNvim && nvimVersion >= since;
  const name = marker.replace(/\*/g, '');
  describe.skipIf(!runs && !(process.env.CI && !hasNvim))(`Neovim with the ${name} configuration of docs/editors.md${hasNvim && !runs ? ` (skipped: this Neovim is 0.${nvimVersion})` : ''}`, () => {
    let r: NvimResult;

    it('attaches and receives the diagnostics drydock check reports, at the right place', () => {
      r = runNeovim(docsConfig(marker), { 'probe.ship': SHIP, 'drydock.json': '{}\n' }, 'probe.ship');
      expect(r.error).toBeUndefined();
      expect(r.filetype).toBe('ship');
      expect(r.attached).toBe(true);
      const d = r.diagnostics.find((x) => x.code === 'stated-value-mismatch');
      expect(d, JSON.stringify(r.diagnostics)).toBeDefined();
      expect(d!.message).toContain('3 ion cannons x 1 + 1 ion pulse generator x 4 = 7, the file states 8');
      expect([d!.lnum, d!.col]).toEqual([8, SHIP.split('\n')[8].indexOf('8')]);
    });

    it('gets completion templates as the client can take them: plain text without snippet support (0.7), two spaces, no tab', () => {
      // Neovim 0.7 announces no snippet support; later versions may, and then get snippets.
      if (nvimVersion < 10) expect(r.snippetSupport).toBe(false);
      const ship = r.completion.find((c) => c.label === 'ship (new ship)');
      expect(ship, JSON.stringify(r.completion.map((c) => c.label))).toBeDefined();
      if (r.snippetSupport) {
        expect(ship!.insertTextFormat).toBe(2);
        expect(ship!.newText).toMatch(/^ship \$\{1:Name\} \{\n {2}\S/);
      } else {
        expect(ship!.insertTextFormat ?? 1).toBe(1);
        expect(ship!.newText).toMatch(/^ship Name \{\n {2}\S/);
        for (const c of r.completion) expect(c.newText ?? '', c.label).not.toMatch(/\$\{?\d/);
      }
      for (const c of r.completion) expect(c.newText ?? '', c.label).not.toMatch(/\t/);
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
}

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

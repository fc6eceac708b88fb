// A small file cannot ask for an unbounded drawing. Generated ships (sfb
// systems with many boxes, b5wars sections with much structure, JSON documents) just under and
// over the whole-sheet limit: over it, check reports `sheet-too-large` and the renderer (so the
// language server's preview) draws a short notice; `drydock check` of a 3 KB-per-100-systems file
// asking for ten million boxes runs in a small fixed heap; every example stays far under the limit.
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileText } from '../../compiler/index';
import { compileJsonText } from '../../compiler/json/index';
import { MAX_SHEET_MARKS, sheetMarks } from '../../compiler/sheet-limit';
import { renderShipSvg } from '../../render/index';
import { BIN, ensureBuilt } from '../helpers/cli';
import { cleanupScratch, LspClient, tempProject } from '../lsp/harness';
import { EXAMPLES } from './helpers';

/** An sfb ship of `systems` APRs with `boxes` boxes each. */
const sfbShip = (systems: number, boxes: number) =>
  `ruleset sfb\nship Big { sizeClass: 4  shields: [1, 1, 1, 1, 1, 1]\n${Array.from({ length: systems }, (_, i) => `  apr A${i} { boxes: ${boxes} }\n`).join('')}}\n`;

/** A b5wars ship whose sections carry `structure` each. */
const b5Ship = (sections: number, structure: number) =>
  `ruleset b5wars\nship Big {\n  size: medium\n${Array.from({ length: sections }, (_, i) => `  section s${i} { structure: ${structure} }\n`).join('')}}\n`;

const jsonShip = (systems: number, boxes: number) =>
  JSON.stringify({ name: 'Big', ruleset: 'sfb', sizeClass: 4, shields: [1, 1, 1, 1, 1, 1], systems: Array.from({ length: systems }, (_, i) => ({ id: `A${i}`, type: 'apr', boxes })) });

const tooLarge = (diags: { code?: string }[]) => diags.filter((d) => d.code === 'sheet-too-large').length;

describe('the whole-sheet limit', () => {
  it.each([
    ['sfb, 100 x 10,000 boxes', sfbShip(100, 10_000), 1],
    ['sfb, 1,000 x 10,000 boxes', sfbShip(1000, 10_000), 1],
    ['sfb, just over (10 x 1,000 boxes + 6 shield boxes)', sfbShip(10, MAX_SHEET_MARKS / 10), 1],
    ['sfb, just under (10 x 999 boxes + 6 shield boxes)', sfbShip(10, MAX_SHEET_MARKS / 10 - 1), 0],
    ['b5wars, 5 sections of 10,000 structure', b5Ship(5, 10_000), 1],
    ['b5wars, 4 sections of 2,000 structure', b5Ship(4, 2_000), 0],
  ])('%s', (_name, text, expected) => {
    const r = compileText(text);
    expect(tooLarge(r.diagnostics)).toBe(expected);
    const ship = r.document.ships[0];
    if (!ship) return;
    const svg = renderShipSvg(ship);
    if (expected) {
      expect(svg.length).toBeLessThan(2_000);
      expect(svg).toContain('sheet-too-large');
    } else expect(svg).not.toContain('sheet-too-large');
  });

  it('counts the same from the model and from the compiled ship', () => {
    for (const [systems, boxes] of [
      [3, 7],
      [50, 199],
      [10, 999],
      [10, 1000],
    ]) {
      const r = compileText(sfbShip(systems, boxes));
      const over = sheetMarks(r.document.ships[0]) > MAX_SHEET_MARKS;
      expect(tooLarge(r.diagnostics) === 1).toBe(over);
    }
  });

  it('applies to JSON ship documents', () => {
    expect(tooLarge(compileJsonText(jsonShip(100, 10_000), 'big.json').diagnostics)).toBe(1);
    expect(tooLarge(compileJsonText(jsonShip(10, 100), 'small.json').diagnostics)).toBe(0);
  });

  it.each(Object.keys(EXAMPLES))('%s is far under the limit', (name) => {
    for (const ship of compileText(EXAMPLES[name], `/virtual/${name}`).document.ships) expect(sheetMarks(ship)).toBeLessThan(MAX_SHEET_MARKS / 10);
  });
});

describe('check runs in a small fixed heap on amplifying files', () => {
  let dir: string;
  beforeAll(() => {
    ensureBuilt();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'drydock-sheet-'));
    fs.writeFileSync(path.join(dir, 'big.ship'), sfbShip(1000, 10_000));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it.each(['check', 'render'])('drydock %s of 1,000 systems x 10,000 boxes with a 96 MB heap', (command) => {
    const r = spawnSync(process.execPath, ['--max-old-space-size=96', BIN, command, 'big.ship'], { cwd: dir, encoding: 'utf8', timeout: 120_000, maxBuffer: 1 << 26 });
    expect(r.status, r.stderr.slice(-500)).toBe(1);
    expect(r.stdout + r.stderr).toContain('sheet-too-large');
  }, 130_000);
});

describe('the language server preview', () => {
  let client: LspClient;
  beforeAll(async () => {
    client = await LspClient.start();
  }, 180_000);
  afterAll(async () => {
    await client?.stop();
    cleanupScratch();
  });

  it('publishes sheet-too-large and the preview is a short notice; the server lives on', async () => {
    const project = tempProject();
    const uri = project.uri('big.ship');
    const diags = await client.open(uri, sfbShip(1000, 10_000));
    expect(diags.some((d) => d.code === 'sheet-too-large')).toBe(true);
    const svg = await client.request<string>('workspace/executeCommand', { command: 'drydock.renderSvg', arguments: [uri] });
    expect(typeof svg).toBe('string');
    expect(svg.length).toBeLessThan(2_000);
    expect(svg).toContain('sheet-too-large');
    expect(client.exited).toBe(false);
  }, 60_000);
});

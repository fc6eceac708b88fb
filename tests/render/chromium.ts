// Headless Chromium for the screenshot tests: Debian's `chromium` package, installed once by the
// test setup when it is missing and the run may install packages (root, and CI or
// DRYDOCK_INSTALL_CHROMIUM=1). Otherwise the screenshot tests skip and say why.
// DRYDOCK_CHROMIUM=/path/to/chromium picks a browser; DRYDOCK_CHROMIUM=none skips on purpose.
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

function findChromium(): string | undefined {
  const fromEnv = process.env.DRYDOCK_CHROMIUM;
  if (fromEnv && fs.existsSync(fromEnv)) return fromEnv;
  return CHROMIUM_CANDIDATES.find((p) => fs.existsSync(p));
}

/** Where we remember that an install was tried, so a failing apt is not retried on every run. */
const MARKER = path.join(os.tmpdir(), 'drydock-chromium-install-tried');

export interface ChromiumStatus {
  path?: string;
  /** Why there is no browser, for the skip message. */
  reason?: string;
}

export function ensureChromium(log: (s: string) => void = () => {}): ChromiumStatus {
  if (process.env.DRYDOCK_CHROMIUM === 'none') return { reason: 'disabled by DRYDOCK_CHROMIUM=none.' };
  const found = findChromium();
  if (found) return { path: found };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const allowed = !!process.env.CI || process.env.DRYDOCK_INSTALL_CHROMIUM === '1';
  if (!isRoot || !allowed) {
    return {
      reason: `chromium is not installed (${CHROMIUM_CANDIDATES.join(' or ')}) and this run may not install it (${!isRoot ? 'not root' : 'set CI=true or DRYDOCK_INSTALL_CHROMIUM=1 to let the tests run apt-get install -y chromium'}).`,
    };
  }
  if (fs.existsSync(MARKER)) return { reason: `chromium is not installed and an earlier install attempt failed (remove ${MARKER} to try again).` };
  fs.writeFileSync(MARKER, new Date(0).toISOString());
  log('drydock tests: installing Debian chromium for the screenshot tests (apt-get install -y chromium)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-q'], { encoding: 'utf8', env, timeout: 10 * 60_000 });
  const install = spawnSync('apt-get', ['install', '-y', '-q', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'], { encoding: 'utf8', env, timeout: 20 * 60_000 });
  const now = findChromium();
  if (now) {
    fs.rmSync(MARKER, { force: true });
    return { path: now };
  }
  const tail = (s: string | null) => (s ?? '').trim().split('\n').slice(-3).join(' | ');
  return { reason: `chromium could not be installed (apt-get update: ${update.status}, install: ${install.status}: ${tail(install.stderr) || tail(update.stderr)}).` };
}

/** Screenshot of an SVG file at the page's pixel size (96 dpi, times `scale`). */
export function screenshot(chromium: string, svgFile: string, pngFile: string, opts: { width: number; height: number; scale?: number }): { ok: boolean; log: string } {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'drydock-chromium-'));
  try {
    fs.rmSync(pngFile, { force: true });
    const args = [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      '--hide-scrollbars',
      `--user-data-dir=${profile}`,
      `--force-device-scale-factor=${opts.scale ?? 1}`,
      `--window-size=${opts.width},${opts.height}`,
      `--screenshot=${pngFile}`,
      `file://${svgFile}`,
    ];
    const r = spawnSync(chromium, args, { encoding: 'utf8', timeout: 90_000 });
    return { ok: r.status === 0 && fs.existsSync(pngFile), log: `${r.status} ${r.error ?? ''} ${(r.stderr ?? '').slice(-2000)}` };
  } finally {
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

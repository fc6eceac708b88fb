// A fleet's roster page (render/roster.ts): `drydock render` of a file with a fleet opens its PDF
// with the roster, each ship and flight with its count, points and the page its sheet starts on,
// then the total against the budget; the ships' and flights' sheets follow.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { render } from '../../cli/render';
import { compileFile } from '../../compiler/index';
import { layoutFlight, layoutShip } from '../../render/index';
import { renderRosterSvg } from '../../render/roster';
import { readPdf } from './pdf-text';
import { ROOT } from './helpers';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'drydock-roster-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const FLEET = path.join(ROOT, 'examples', 'fleet-federation.ship');

describe('the fleet roster page', () => {
  it('FLEET-1: the roster lists each entry with its points and the total of 2,780 against 3,000', () => {
    const fleet = compileFile(FLEET).document.fleets![0];
    const svg = renderRosterSvg(fleet, (kind, name) => (kind === 'ship' && name === 'Miranda' ? 4 : undefined));
    expect(svg).toContain('data-fleet="FederationPatrol"');
    expect(svg).toContain('data-total="2780"');
    for (const t of ['Federation patrol', '2 x Miranda', '420', '840', 'page 4', '6 x NXShuttlepod craft', 'total 2,780 of 3,000: 220 left']) expect(svg).toContain(t);
  });

  it('`drydock render` of a fleet file: the roster first, naming the page each sheet starts on', async () => {
    const out = path.join(tmp, 'fleet.pdf');
    let err = '';
    const code = await render([FLEET, '--format', 'pdf', '-o', out], { out: () => {}, err: (s) => (err += s), cwd: ROOT });
    expect(code, err).toBe(0);
    const doc = readPdf(fs.readFileSync(out));
    const r = compileFile(FLEET);
    const ships = r.document.ships;
    const sheetPages = [...ships.map((s) => layoutShip(s).pages.length), ...(r.document.flights ?? []).map((f) => layoutFlight(f).pages.length)];
    expect(doc.pages).toHaveLength(1 + sheetPages.reduce((a, b) => a + b, 0));
    const roster = doc.pages[0].runs;
    expect(roster).toContain('total 2,780 of 3,000: 220 left');
    // Each ship's sheet starts after the roster and the sheets before it.
    let page = 2;
    ships.forEach((s, i) => {
      const row = roster.indexOf(`${r.fleets![0].model.ships.find((e) => e.name === s.name)!.count} x ${s.name}`);
      expect(row, s.name).toBeGreaterThanOrEqual(0);
      expect(roster.slice(row, row + 6)).toContain(`page ${page}`);
      page += sheetPages[i];
    });
    const second = doc.pages[1].runs.join(' ');
    expect(second).toContain(String(ships[0].displayName ?? ships[0].name));
  });

  it('`drydock render --ship FLEET` draws the roster alone as SVG; a fleet with errors draws nothing', async () => {
    let out = '';
    let err = '';
    const code = await render([FLEET, '--ship', 'FederationPatrol'], { out: (s) => (out += s), err: (s) => (err += s), cwd: ROOT });
    expect(code, err).toBe(0);
    expect(out).toContain('data-fleet="FederationPatrol"');
    expect(out).toContain('total 2,780 of 3,000: 220 left');
    const bad = path.join(tmp, 'bad.ship');
    fs.writeFileSync(bad, 'ruleset b5wars\nfleet F {\n  ships { Nobody: 1 }\n}\n');
    err = '';
    expect(await render([bad, '--ship', 'F'], { out: () => {}, err: (s) => (err += s), cwd: tmp })).toBe(1);
    expect(err).toContain('unknown-ship');
    expect(err).toContain('nothing was rendered');
  });
});

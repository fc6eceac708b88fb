// `drydock render`: exit codes 0 rendered, 1 errors in the file, 2 usage or I/O; the SVG on
// stdout or in the -o file.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { render } from '../../cli/render';
import { EXAMPLES, ROOT, exampleShips } from './helpers';
import { parseXml } from './xml';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'drydock-render-cli-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await render(argv, { out: (s) => (out += s), err: (s) => (err += s), cwd: ROOT });
  return { code, out, err };
}

describe('drydock render', () => {
  it('prints the SVG of the only ship of a file', async () => {
    const r = await run('examples/runabout.ship');
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out.startsWith('<?xml')).toBe(true);
    expect(parseXml(r.out).attrs['data-ship']).toBe('Runabout');
  });

  it('writes -o, byte-identical to stdout', async () => {
    const file = path.join(tmp, 'miranda.svg');
    const a = await run(path.join(EXAMPLES, 'miranda.ship'), '-o', file);
    expect(a.code).toBe(0);
    expect(a.out).toBe('');
    const b = await run('examples/miranda.ship');
    expect(fs.readFileSync(file, 'utf8')).toBe(b.out);
  });

  it('draws the first ship and says so when the file has several; --ship picks another', async () => {
    const first = await run('examples/excelsior.ship');
    expect(first.code).toBe(0);
    expect(first.err).toMatch(/declares 2 ships \(Excelsior, ExcelsiorRefit\); drawing Excelsior/);
    expect(parseXml(first.out).attrs['data-ship']).toBe('Excelsior');
    const refit = await run('examples/excelsior.ship', '--ship', 'ExcelsiorRefit');
    expect(refit.code).toBe(0);
    expect(refit.err).toBe('');
    expect(parseXml(refit.out).attrs['data-ship']).toBe('ExcelsiorRefit');
    const lower = await run('examples/excelsior.ship', '--ship=excelsiorrefit');
    expect(parseXml(lower.out).attrs['data-ship']).toBe('ExcelsiorRefit');
  });

  it('draws Letter pages with --page letter', async () => {
    const r = await run('examples/vudar-dw.ship', '--page', 'letter');
    expect(r.code).toBe(0);
    expect(parseXml(r.out).attrs.viewBox).toBe('0 0 215.9 279.4');
  });

  it('exits 2 on usage and I/O problems', async () => {
    const cases: [string[], RegExp][] = [
      [[], /needs a file/],
      [['examples/runabout.ship', 'examples/miranda.ship'], /an SVG draws one ship.*--format pdf/],
      [['examples/nope.ship'], /cannot find examples\/nope\.ship/],
      [['examples'], /an SVG draws one ship, and examples holds \d+ files/],
      [['examples/runabout.ship', '--bogus'], /unknown option --bogus/],
      [['examples/runabout.ship', '--page', 'a3'], /--page is a4 or letter/],
      [['examples/runabout.ship', '--ship'], /--ship needs a value/],
      [['examples/excelsior.ship', '--ship', 'Exelsior'], /no ship named Exelsior .*did you mean Excelsior\?.*Excelsior, ExcelsiorRefit/],
      [['examples/runabout.ship', '-o', path.join(tmp, 'no', 'such', 'dir', 'x.svg')], /cannot write/],
    ];
    for (const [argv, msg] of cases) {
      const r = await run(...argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.err, argv.join(' ')).toMatch(msg);
      expect(r.out).toBe('');
    }
  });

  it('exits 2 for a file without ships', async () => {
    const file = path.join(tmp, 'empty.ship');
    fs.writeFileSync(file, 'ruleset sfb\narc FA2 = 300..60\n');
    const r = await run(file);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/declares no ship/);
  });

  it('exits 1 and draws nothing when the file has errors', async () => {
    const file = path.join(tmp, 'bad.ship');
    fs.writeFileSync(file, 'ruleset b5wars\nship X {\n  size: huge\n}\n');
    const r = await run(file);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/bad\.ship:3:\d+: error/);
    expect(r.err).toMatch(/nothing was rendered/);
  });

  it('prints warnings and still draws', async () => {
    const file = path.join(tmp, 'warn.ship');
    // An `allow` naming no rule of rules.md is a warning, not an error.
    fs.writeFileSync(file, 'ruleset b5wars\nship W {\n  size: light\n  allow NOT-A-RULE "testing"\n}\n');
    const r = await run(file);
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/warning unknown-rule/);
    expect(r.out).toContain('data-ship="W"');
  });

  it('renders a JSON ship document too', async () => {
    const { ship } = exampleShips().find((s) => s.ship.name === 'Runabout')!;
    const doc = structuredClone(ship) as Record<string, unknown>;
    delete doc.derived;
    delete doc.source;
    const file = path.join(tmp, 'runabout.json');
    fs.writeFileSync(file, JSON.stringify(doc, null, 2));
    const r = await run(file);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(parseXml(r.out).attrs['data-ship']).toBe('Runabout');
  });

  it('explains itself with --help', async () => {
    const r = await run('--help');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/drydock render <file/);
  });
});

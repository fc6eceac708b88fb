// One command's work is bounded by the text, not by what inheritance multiplies it into:
// - a render draws at most MAX_RENDER_MARKS boxes and MAX_RENDER_PAGES pages over all its sheets
//   (generated variants of a 9,000-box sheet; generated fleets of one-page ships);
// - a file stands for at most max(20,000, its length) blocks after inheritance: over it, check,
//   build and render report one `document-too-large` and lower none of its ships (generated chains
//   where each variant adds a system, flight chains adding a weapon); a large fleet without long
//   chains stays clean;
// - on chains of plain variants, build output grows in proportion to the chain (200, 400, 800).
// Every refusal names the limit and what to do, and prints a few lines, not the document.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands } from '../../cli/commands';
import { compileFiles, compileText } from '../../compiler/index';
import { CHECK_COMPILE_OPTIONS } from '../../cli/check';
import { inheritedLimit, MIN_INHERITED_LIMIT } from '../../compiler/inherited-size';
import { checkRenderMarks, MAX_RENDER_MARKS, MAX_RENDER_PAGES, RenderTooLarge } from '../../render/render-limit';
import { readExample } from '../lsp/harness';

let dir: string;
beforeAll(() => {
  dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'drydock-total-')));
  fs.writeFileSync(path.join(dir, 'drydock.json'), '{}\n');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let files = 0;
async function run(text: string, ...argv: string[]) {
  const file = path.join(dir, `in${files++}.ship`);
  fs.writeFileSync(file, text);
  let out = '';
  let err = '';
  const status = await commands[argv[0]]([file, ...argv.slice(1)], { out: (s) => (out += s), err: (s) => (err += s), cwd: dir });
  return { status, out, err, file };
}

/** `n` variants of one ship whose sheet draws `boxes` warp engine boxes. */
const variantsOf = (n: number, boxes: number) => `ruleset sfb\nship S0 { sizeClass: 4  warpEngine W { boxes: ${boxes} } }\n${Array.from({ length: n }, (_, i) => `ship S${i + 1} extends S0 { }\n`).join('')}`;

/** A chain of `n` variants, each extending the last and adding an APR; the root has `root` APRs. */
const growingChain = (n: number, root = 1) =>
  `ruleset sfb\nship S0 { sizeClass: 4 ${Array.from({ length: root }, (_, i) => ` apr R${i} { boxes: 1 }`).join('')} }\n${Array.from({ length: n }, (_, i) => `ship S${i + 1} extends S${i} { apr A${i} { boxes: 1 } }\n`).join('')}`;

/** A chain of `n` plain variants of a ship with `root` APRs. */
const plainChain = (n: number, root: number) =>
  `ruleset sfb\nship S0 { sizeClass: 4 ${Array.from({ length: root }, (_, i) => ` apr R${i} { boxes: 1 }`).join('')} }\n${Array.from({ length: n }, (_, i) => `ship S${i + 1} extends S${i} { }\n`).join('')}`;

/** The shuttlepod flight and `n` variants, each extending the last and adding a weapon. */
const flightChain = (n: number) =>
  readExample('flight-nx-shuttlepod.ship') +
  Array.from({ length: n }, (_, i) => `flight G${i + 1} extends ${i ? `G${i}` : 'NXShuttlepod'} { weapon W${i} { class: "Beam" arc: 330..30 damage: "d6" rangePenalty: 2 fireControl: [0, 0, 0] rateOfFire: 1 } }\n`).join('');

const pdf = (text: string) => run(text, 'render', '--format', 'pdf', '-o', path.join(dir, `out${files}.pdf`));

describe('the whole-render limit', () => {
  it.each([23, 100, 512])('%i variants of a 9,000-box sheet: render draws nothing and names the limit', async (n) => {
    const r = await pdf(variantsOf(n - 1, 9000));
    expect(r.status).toBe(1);
    expect(r.err).toContain('render-too-large');
    expect(r.err).toContain(`${(n * 9000).toLocaleString('en-US')} boxes`);
    expect(r.err).toContain(`at most ${MAX_RENDER_MARKS.toLocaleString('en-US')}`);
    expect(r.err).toContain('--ship NAME');
    expect(r.err.length).toBeLessThan(1_000);
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.pdf'))).toEqual([]);
  }, 60_000);

  it('counts marks to the limit exactly (generated, just under and just over)', () => {
    for (const boxes of [1000, 9000, 9999]) {
      const sheets = Math.floor(MAX_RENDER_MARKS / boxes);
      const ships = compileText(variantsOf(sheets - 1, boxes)).document.ships;
      expect(() => checkRenderMarks(ships, [])).not.toThrow();
      const more = compileText(variantsOf(sheets, boxes)).document.ships;
      expect(() => checkRenderMarks(more, [])).toThrow(RenderTooLarge);
    }
  });

  it('a ship drawn alone from the same file still renders', async () => {
    const r = await run(variantsOf(511, 9000), 'render', '--ship', 'S7', '--format', 'pdf', '-o', path.join(dir, 'one.pdf'));
    expect(r.status, r.err).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'one.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
    fs.rmSync(path.join(dir, 'one.pdf'));
  }, 60_000);

  it(`a fleet of more than ${MAX_RENDER_PAGES} one-page sheets draws nothing and names the page limit`, async () => {
    const r = await pdf(`ruleset sfb\n${Array.from({ length: MAX_RENDER_PAGES + 1 }, (_, i) => `ship P${i} { sizeClass: 4  apr A { boxes: 1 } }\n`).join('')}`);
    expect(r.status).toBe(1);
    expect(r.err).toContain('render-too-large');
    expect(r.err).toContain(`at most ${MAX_RENDER_PAGES.toLocaleString('en-US')}`);
    expect(r.err).toContain('pages');
  }, 120_000);
});

describe('the inherited-size limit', () => {
  // The root's systems and each variant's: sum over the chain of (root + i) systems.
  const systemsOf = (n: number, root: number) => (n + 1) * root + (n * (n + 1)) / 2;

  it.each([
    ['a chain where each variant adds a system, n = 200', growingChain(200), systemsOf(200, 1)],
    ['a chain where each variant adds a system, n = 1,600', growingChain(1600), systemsOf(1600, 1)],
    ['a chain where each variant adds a system, n = 6,400', growingChain(6400), systemsOf(6400, 1)],
    ['plain variants of a 100-system ship, just over', plainChain(MIN_INHERITED_LIMIT / 100, 100), MIN_INHERITED_LIMIT + 100],
  ])('%s: check, build and render refuse it with one document-too-large', async (_name, text, blocks) => {
    const limit = inheritedLimit(text.length);
    expect(blocks).toBeGreaterThan(limit);
    for (const argv of [['check', '--format', 'json'], ['build', '-o', path.join(dir, 'out.json')], ['render', '--format', 'pdf', '-o', path.join(dir, 'out.pdf')]]) {
      const r = await run(text, ...argv);
      expect(r.status).toBe(1);
      const said = r.out + r.err;
      expect(said.match(/document-too-large/g)?.length, said.slice(0, 500)).toBe(1);
      expect(said).toContain(`${blocks.toLocaleString('en-US')} blocks`);
      expect(said).toContain(`at most ${limit.toLocaleString('en-US')}`);
      // One diagnostic, not one per ship: the output does not grow with the chain.
      expect(said.length).toBeLessThan(2_000);
      expect(fs.existsSync(path.join(dir, 'out.json')) || fs.existsSync(path.join(dir, 'out.pdf'))).toBe(false);
    }
  }, 120_000);

  it('a flight chain where each flight adds a weapon (1,600 flights) is refused, and 100 build', async () => {
    const big = await run(flightChain(1600), 'build');
    expect(big.status).toBe(1);
    expect(big.out).toContain('document-too-large');
    expect(big.out.length).toBeLessThan(2_000);
    const small = await run(flightChain(100), 'build');
    expect(small.status, small.out + small.err).toBe(0);
    expect(JSON.parse(small.out).flights).toHaveLength(101);
  }, 120_000);

  it('the streaming check and a whole compile agree at and around the limit (generated)', () => {
    const host = { readFile: () => undefined };
    const shapes = [
      plainChain(MIN_INHERITED_LIMIT / 100 - 1, 100),
      plainChain(MIN_INHERITED_LIMIT / 100, 100),
      growingChain(199),
      growingChain(200),
      // A cycle next to a chain: its members count nothing, whichever is met first.
      `${plainChain(MIN_INHERITED_LIMIT / 100 - 1, 100)}ship C1 extends C2 { apr Q { boxes: 1 } }\nship C2 extends C1 { apr R { boxes: 1 } }\n`,
      `${growingChain(150)}${Array.from({ length: 60 }, (_, i) => `ship V${i} extends S150 { }\n`).join('')}`,
    ];
    for (const text of shapes) {
      const whole = compileFiles([{ path: '/p/x.ship', text }], { host, root: '/p' }).diagnostics;
      const streamed = compileFiles([{ path: '/p/x.ship', text }], { host, root: '/p', ...CHECK_COMPILE_OPTIONS }).diagnostics;
      expect(streamed).toEqual(whole);
    }
  });

  it('exactly at the limit builds', async () => {
    const at = await run(plainChain(MIN_INHERITED_LIMIT / 100 - 1, 100), 'build');
    expect(at.status, at.err).toBe(0);
    expect(JSON.parse(at.out).ships.reduce((n: number, s: { systems: unknown[] }) => n + s.systems.length, 0)).toBe(MIN_INHERITED_LIMIT);
  }, 120_000);

  it('a large fleet without long chains (more blocks than 20,000, fewer than characters) checks clean', async () => {
    const fleet = `ruleset sfb\n${Array.from({ length: 7000 }, (_, i) => `ship F${i} { sizeClass: 4  apr A { boxes: 1 }  apr B { boxes: 1 }  apr C { boxes: 1 } }\n`).join('')}`;
    expect(7000 * 3).toBeGreaterThan(MIN_INHERITED_LIMIT);
    const r = await run(fleet, 'check', '--format', 'json');
    expect(JSON.parse(r.out).filter((d: { code: string }) => d.code === 'document-too-large')).toEqual([]);
  }, 120_000);
});

describe('chains of plain variants: output in proportion to the chain', () => {
  it.each([
    ['build', ['build']],
    ['render --format pdf', ['render', '--format', 'pdf', '-o', 'PDF']],
  ])('%s at 200, 400 and 800 variants', async (_name, argv) => {
    const sizes: number[] = [];
    for (const n of [200, 400, 800]) {
      const out = path.join(dir, `chain${n}.pdf`);
      const r = await run(plainChain(n, 5), ...argv.map((a) => (a === 'PDF' ? out : a)));
      expect(r.status, r.err).toBe(0);
      sizes.push(argv[0] === 'build' ? r.out.length : fs.statSync(out).size);
    }
    for (let i = 1; i < sizes.length; i++) {
      expect(sizes[i] / sizes[i - 1], sizes.join(', ')).toBeGreaterThan(1.8);
      expect(sizes[i] / sizes[i - 1], sizes.join(', ')).toBeLessThan(2.2);
    }
  }, 180_000);
});

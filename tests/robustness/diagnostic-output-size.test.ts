// The size of the diagnostics is linear in the size of the input, whatever its shape: over every
// kind of cycle and chain (tests/robustness/chains.ts) at n = 100, 1,000 and 4,000, the bytes
// `drydock check` prints (text and --format json) and the bytes the language server publishes,
// per byte of input, stay below a constant and do not grow with n. (A cycle message that named
// every member would make both grow with n: each of n members would print n names.)
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands } from '../../cli/commands';
import { cleanupScratch, LspClient, tempProject } from '../lsp/harness';
import { SHAPES, sizeOf, type Shape } from './chains';

const SIZES = [100, 1000, 4000];
/** Output bytes per input byte no shape may exceed (the largest is a flight chain's JSON, about 120: six missing figures per variant). */
const BOUND = 160;
/** How much the ratio may rise from the smallest size to the largest (longer numbers in names). */
const SLACK = 1.25;

let dir: string;
beforeAll(() => {
  dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'drydock-outsize-')));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function writeShape(shape: Shape, where: string): string {
  fs.mkdirSync(where, { recursive: true });
  fs.writeFileSync(path.join(where, 'drydock.json'), '{}\n');
  for (const [name, text] of Object.entries(shape.files)) fs.writeFileSync(path.join(where, name), text);
  return path.join(where, shape.main);
}

async function checkOutput(file: string, format: 'text' | 'json'): Promise<number> {
  let bytes = 0;
  const count = (s: string) => (bytes += Buffer.byteLength(s));
  await commands.check([file, '--format', format], { out: count, err: count, cwd: path.dirname(file) });
  return bytes;
}

function expectLinear(ratios: number[], what: string) {
  for (const r of ratios) expect(r, `${what}: ${ratios.map((x) => x.toFixed(2)).join(', ')} bytes out per byte in`).toBeLessThan(BOUND);
  expect(ratios[ratios.length - 1], `${what}: ${ratios.map((x) => x.toFixed(2)).join(', ')}`).toBeLessThanOrEqual(ratios[0] * SLACK + 0.05);
}

describe.each(Object.keys(SHAPES))('%s', (name) => {
  it.each(['text', 'json'] as const)('drydock check --format %s prints output linear in the input', async (format) => {
    const ratios: number[] = [];
    for (const n of SIZES) {
      const shape = SHAPES[name](n);
      const file = writeShape(shape, path.join(dir, `${name.replace(/\W+/g, '-')}-${format}-${n}`));
      const out = await checkOutput(file, format);
      expect(out).toBeGreaterThan(0);
      ratios.push(out / sizeOf(shape));
    }
    expectLinear(ratios, `${name}, ${format}`);
  }, 120_000);
});

describe('the language server publishes diagnostics linear in the input', () => {
  let client: LspClient;
  beforeAll(async () => {
    client = await LspClient.start({ debounceMs: 0 });
  }, 180_000);
  afterAll(async () => {
    await client?.stop();
    cleanupScratch();
  });

  it.each(Object.keys(SHAPES))('%s', async (name) => {
    const ratios: number[] = [];
    for (const n of SIZES) {
      const shape = SHAPES[name](n);
      const project = tempProject(shape.files);
      const uri = project.uri(shape.main);
      // An import cycle is reported in the file that closes it, which is not the one open.
      const diags = await client.open(uri, shape.files[shape.main]);
      ratios.push(Buffer.byteLength(JSON.stringify(diags)) / sizeOf(shape));
      // A chain over the inherited-size limit is one diagnostic in the editor too.
      if (name === 'ship chain, each adding a system' && n === 4000) expect(diags.map((d) => d.code)).toEqual(['document-too-large']);
      await client.close(uri);
    }
    expectLinear(ratios, `${name}, published`);
    expect(client.exited).toBe(false);
  }, 120_000);
});

// `drydock fmt` formats with Prettier's standalone build when no Prettier or EditorConfig
// configuration can apply (cli/prettier-config.ts): it must print exactly what the full build
// prints, and any configuration file in reach must send the file to the full build.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as standalone from 'prettier/standalone';
import { afterAll, describe, expect, it } from 'vitest';
import { mayHavePrettierConfig } from '../../cli/prettier-config';
import { formatShip, plugin } from '../../format/format';

const ROOT = path.resolve(__dirname, '../..');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'drydock-fmt-start-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('fmt without configuration', () => {
  it('the standalone build formats every example and format fixture exactly as the full build', async () => {
    const dirs = [path.join(ROOT, 'examples'), path.join(ROOT, 'tests', 'fixtures', 'format')];
    let n = 0;
    for (const dir of dirs) {
      for (const f of readdirSync(dir).filter((x) => x.endsWith('.ship'))) {
        const text = readFileSync(path.join(dir, f), 'utf8');
        let full: string | Error;
        try {
          full = await formatShip(text, { filepath: f });
        } catch (e) {
          full = e as Error;
        }
        const fast = await standalone.format(text, { filepath: f, parser: 'ship', plugins: [plugin] }).catch((e: Error) => e);
        if (full instanceof Error) expect((fast as Error).message).toBe(full.message);
        else expect(fast).toBe(full);
        n++;
      }
    }
    expect(n).toBeGreaterThan(10);
  });

  it('sees every kind of configuration file in the folder or above it', () => {
    const none = path.join(tmp, 'none', 'deep');
    mkdirSync(none, { recursive: true });
    writeFileSync(path.join(tmp, 'none', 'package.json'), JSON.stringify({ name: 'x', dependencies: { prettier: '3' } }));
    expect(mayHavePrettierConfig(path.join(none, 'a.ship'))).toBe(false);
    for (const [name, text] of [
      ['.prettierrc', '{}'],
      ['.prettierrc.json', '{}'],
      ['prettier.config.mjs', 'export default {}'],
      ['.editorconfig', 'root = true'],
      ['package.yaml', 'prettier: {}'],
      ['package.json', JSON.stringify({ prettier: { tabWidth: 4 } })],
      ['package.json', '{ not json'],
    ]) {
      const dir = path.join(tmp, `with-${name}-${text.length}`);
      mkdirSync(path.join(dir, 'sub'), { recursive: true });
      writeFileSync(path.join(dir, name), text);
      expect(mayHavePrettierConfig(path.join(dir, 'sub', 'a.ship'))).toBe(true);
      expect(mayHavePrettierConfig(path.join(dir, 'a.ship'))).toBe(true);
    }
  });
});

// The per-command files of dist/commands/ (scripts/build.mjs): each is named by a hash of what it
// holds, so a code cache made for another text is never taken for it (bin/drydock.js keys caches
// by the file name), and none copies a builtin module's exports at start (esbuild's __toESM).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentHash } from '../../scripts/content-hash.mjs';

const DIR = path.resolve(__dirname, '..', '..', 'dist', 'commands');

describe('the command files', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(DIR, 'manifest.json'), 'utf8')) as Record<string, string>;

  it('are named by a hash of their content', () => {
    expect(Object.keys(manifest)).toContain('check');
    for (const [command, file] of Object.entries(manifest)) {
      const m = /^([\w]+)-([A-Z0-9]{8})\.cjs$/.exec(file);
      expect(m, file).not.toBeNull();
      expect(m![1]).toBe(command);
      expect(m![2], file).toBe(contentHash(fs.readFileSync(path.join(DIR, file))));
    }
  });

  it('use builtin modules as they are', () => {
    for (const file of Object.values(manifest)) {
      const text = fs.readFileSync(path.join(DIR, file), 'latin1');
      expect(text.match(/__toESM\(require\("(node:)?(fs|path|url|os|crypto|child_process|util|module)"\)/g), file).toBeNull();
    }
  });
});

// Does Prettier configuration apply to a file? `drydock fmt` asks before loading Prettier: with
// none (the usual case), Prettier's standalone build formats with the plugin alone, and the full
// build (a much larger module, with its configuration search) is not loaded, which shortens start-up. The
// check is conservative: any file in the folder or above that Prettier or EditorConfig could read
// as configuration (.prettierrc*, prettier.config.*, .editorconfig, package.yaml, or a
// package.json with a "prettier" key or that cannot be read) sends the file to the full build,
// which resolves the configuration as before.
import * as fs from 'node:fs';
import * as path from 'node:path';

const CONFIG_NAME = /^(\.prettierrc(\..*)?|prettier\.config\..*|\.editorconfig|package\.yaml)$/;

const known = new Map<string, boolean>();

function folderHasConfig(dir: string): boolean {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return false; // an unreadable folder holds nothing Prettier could read either
  }
  for (const n of names) {
    if (CONFIG_NAME.test(n)) return true;
    if (n === 'package.json') {
      try {
        const pkg = JSON.parse(fs.readFileSync(path.join(dir, n), 'utf8'));
        if (!pkg || typeof pkg !== 'object' || Object.hasOwn(pkg, 'prettier')) return true;
      } catch {
        return true;
      }
    }
  }
  return false;
}

/** True when some configuration might apply to `file` (its folder or any above it). */
export function mayHavePrettierConfig(file: string): boolean {
  const chain: string[] = [];
  let dir = path.dirname(path.resolve(file));
  let found = false;
  for (;;) {
    const k = known.get(dir);
    if (k !== undefined) {
      found = k;
      break;
    }
    chain.push(dir);
    if (folderHasConfig(dir)) {
      found = true;
      break;
    }
    const up = path.dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  // Every folder walked shares the answer of the first folder above it that decided.
  for (const d of chain) known.set(d, found);
  return found;
}

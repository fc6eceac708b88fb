// Expanding command-line paths: a folder means every .ship (and, for check, .json) file below it.
import * as fs from 'node:fs';
import * as path from 'node:path';

export function expandPaths(inputs: string[], exts: string[]): { files: string[]; missing: string[] } {
  const files: string[] = [];
  const missing: string[] = [];
  for (const input of inputs) {
    let st: fs.Stats;
    try {
      st = fs.statSync(input);
    } catch {
      missing.push(input);
      continue;
    }
    if (st.isDirectory()) walk(input, exts, files);
    else files.push(path.resolve(input));
  }
  return { files: [...new Set(files)], missing };
}

function walk(dir: string, exts: string[], out: string[]): void {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const e of entries) {
    if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, exts, out);
    else if (exts.some((x) => e.name.endsWith(x))) out.push(path.resolve(p));
  }
}

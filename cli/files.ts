// Expanding command-line paths: a folder means every .ship (and, for check, .json) file below it.
// Inside a folder only regular files and real subfolders count: symbolic links (to files or to
// folders) are skipped, as Prettier skips them, so a link cannot lead a command (above all
// `fmt --write`) to a file outside the folder; FIFOs, sockets and devices are skipped too.
import * as fs from 'node:fs';
import * as path from 'node:path';

/**
 * The files the inputs name (folders expanded), as absolute paths, and how to show each one: as
 * the user wrote it, or the folder as written joined with the file's place below it.
 */
export function expandPaths(inputs: string[], exts: string[]): { files: string[]; missing: string[]; shown: Map<string, string> } {
  const files: string[] = [];
  const missing: string[] = [];
  const shown = new Map<string, string>();
  for (const input of inputs) {
    let st: fs.Stats;
    try {
      st = fs.statSync(input);
    } catch {
      missing.push(input);
      continue;
    }
    if (st.isDirectory()) {
      const found: string[] = [];
      walk(input, exts, found);
      for (const f of found) if (!shown.has(f)) shown.set(f, path.join(input, path.relative(path.resolve(input), f)));
      for (const f of found) files.push(f);
    } else {
      const abs = path.resolve(input);
      if (!shown.has(abs)) shown.set(abs, input);
      files.push(abs);
    }
  }
  return { files: [...new Set(files)], missing, shown };
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
    else if (e.isFile() && exts.some((x) => e.name.endsWith(x))) out.push(path.resolve(p));
  }
}

// The one folder walk, used by the commands (cli/files.ts) and the language server's workspace
// (lsp/workspace.ts), so that both see the same files. Below the folder it is given it skips
// node_modules, dist (build output) and every name starting with a dot (.git, editors' folders);
// only regular files and real subfolders count: symbolic links (to files or folders) are
// skipped, as Prettier skips them, so a link cannot lead a command (above all `fmt --write`) to a
// file outside the folder, and FIFOs, sockets and devices are skipped too.
import * as fs from 'node:fs';
import * as path from 'node:path';

/** Is this name left out of a folder walk? */
export function skippedInWalk(name: string): boolean {
  return name === 'node_modules' || name === 'dist' || name.startsWith('.');
}

/**
 * Every file below `dir` whose name ends with one of `exts`, as absolute paths, depth first in name
 * order. Between folders it yields `null` (a folder was read), so a caller that must stay
 * responsive (the language server) can pause; an unreadable folder is passed over.
 */
export function* walkFolder(dir: string, exts: readonly string[]): Generator<string | null> {
  const stack: { dir: string; entries: fs.Dirent[]; next: number }[] = [];
  const open = (d: string) => {
    let entries: fs.Dirent[] = [];
    try {
      entries = fs.readdirSync(d, { withFileTypes: true });
    } catch {
      // unreadable: nothing below it counts
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    stack.push({ dir: d, entries, next: 0 });
  };
  open(dir);
  while (stack.length) {
    const top = stack[stack.length - 1];
    if (top.next >= top.entries.length) {
      stack.pop();
      yield null;
      continue;
    }
    const e = top.entries[top.next++];
    if (skippedInWalk(e.name)) continue;
    const p = path.join(top.dir, e.name);
    if (e.isDirectory()) open(p);
    else if (e.isFile() && exts.some((x) => e.name.endsWith(x))) yield path.resolve(p);
  }
}

/** The files of walkFolder as a list. */
export function filesBelow(dir: string, exts: readonly string[]): string[] {
  const out: string[] = [];
  for (const f of walkFolder(dir, exts)) if (f !== null) out.push(f);
  return out;
}

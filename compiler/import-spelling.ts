// Two habits that break imports when a project moves from Windows to other systems: a `\` between
// folders (`import "lib\weapons.ship"`), and a name whose letter case differs from the file's
// (`Weapons.ship` for weapons.ship), which Windows and macOS accept and Linux does not find. Both
// get a diagnostic that names the spelling to write, with a quick fix that writes it.
import * as path from 'node:path';
import type { Span } from '../grammar/ast';
import type { DiagnosticData } from '../grammar/diagnostic';

/** The import's string literal rewritten to `spec` (the span covers the quotes). */
export function rewriteImport(span: Span, spec: string, title: string): DiagnosticData {
  const literal = `"${spec.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  return { suggestion: spec, fixes: [{ title, edits: [{ span, newText: literal }] }] };
}

/** `lib\weapons.ship` written with `/`. */
export function withSlashes(spec: string): string {
  return spec.replace(/\\/g, '/');
}

/**
 * `target` (inside `root`) with each folder and file name spelt as on disk, when only letter case
 * differs and each such name has exactly one match; undefined when nothing needs changing or no
 * spelling fits. `list` gives a folder's names (undefined when it cannot be read).
 */
export function caseOnDisk(target: string, root: string, list: (dir: string) => readonly string[] | undefined): string | undefined {
  const rel = path.relative(root, target);
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  let dir = root;
  let changed = false;
  for (const part of rel.split(path.sep)) {
    const names = list(dir);
    if (!names) return undefined;
    if (!names.includes(part)) {
      const lower = part.toLowerCase();
      const same = names.filter((n) => n.toLowerCase() === lower);
      if (same.length !== 1) return undefined;
      dir = path.join(dir, same[0]);
      changed = true;
    } else dir = path.join(dir, part);
  }
  return changed ? dir : undefined;
}

/** The path to write in the import, relative to the importing file's folder, with `/`. */
export function specFor(fromDir: string, target: string): string {
  return path.relative(fromDir, target).split(path.sep).join('/');
}

// `node:fs` in the browser: the playground has no disk. The language server's compiler host reads
// open documents from memory first (lsp/workspace.ts) and falls back to this, where every file is
// missing, every folder empty, and nothing can be written. Imports of files that are not open
// therefore report `import-not-found`, as they would for a missing file on disk.
function missing(p: unknown): Error {
  const e = new Error(`ENOENT: no such file or directory, '${String(p)}' (the playground has no files)`) as Error & { code: string };
  e.code = 'ENOENT';
  return e;
}

export function readFileSync(p: unknown): never {
  throw missing(p);
}
export function statSync(p: unknown, options?: { throwIfNoEntry?: boolean }): undefined {
  if (options && options.throwIfNoEntry === false) return undefined;
  throw missing(p);
}
export const lstatSync = statSync;
export function existsSync(): boolean {
  return false;
}
export function readdirSync(): never[] {
  return [];
}
export function realpathSync(p: string): string {
  return p;
}
realpathSync.native = realpathSync;
export function writeFileSync(p: unknown): never {
  throw missing(p);
}
export function openSync(p: unknown): never {
  throw missing(p);
}
export function fstatSync(): never {
  throw missing('(descriptor)');
}
export function closeSync(): void {}
export class Dirent {}
export class Stats {}
export const constants = { O_RDONLY: 0, O_NOFOLLOW: 0 };
export default { readFileSync, statSync, lstatSync, fstatSync, existsSync, readdirSync, realpathSync, writeFileSync, openSync, closeSync, Dirent, Stats, constants };

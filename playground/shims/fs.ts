// `node:fs` in the browser: a small read-only file system in memory. The page has no disk; the
// worker mounts the examples menu's files here (playground/worker.ts; their texts come from a chunk
// on the first read of one, `mountLazy`), and the PDF chunk mounts
// the sheet fonts (playground/pdf.ts). The language server reads open documents from memory first
// (lsp/workspace.ts) and falls back to this, so an `import` of another example resolves as it
// would on disk, and an import of anything else reports `import-not-found` like a missing file.
// Each bundle (worker, PDF chunk) has its own copy of this module and so its own files.

type Data = string | Uint8Array;

/** Files whose data is fetched on first use: `load` gives them all at once, by path. */
class Lazy {
  constructor(readonly load: () => Record<string, Data>) {}
}

const files = new Map<string, Data | Lazy>();
const dirs = new Set<string>(['/']);
/** Open descriptors: what `openSync` opened (the compiler host reads through descriptors). */
const open = new Map<number, string>();
let nextFd = 3;

function parentOf(p: string): string {
  const i = p.lastIndexOf('/');
  return i <= 0 ? '/' : p.slice(0, i);
}

/** Absolute POSIX paths only, with `.`, `..` and doubled slashes folded. */
function norm(p: unknown): string {
  const s = p instanceof URL ? decodeURIComponent(p.pathname) : String(p);
  const out: string[] = [];
  for (const part of s.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') out.pop();
    else out.push(part);
  }
  return `/${out.join('/')}`;
}

/** Adds files (absolute paths) to the file system; their folders come into being with them. */
export function mount(entries: Record<string, Data>): void {
  for (const [name, data] of Object.entries(entries)) {
    const p = norm(name);
    files.set(p, data);
    for (let d = parentOf(p); !dirs.has(d); d = parentOf(d)) dirs.add(d);
  }
}

/** Adds files (absolute paths) whose data `load` gives, called on the first read or stat of one. */
export function mountLazy(paths: string[], load: () => Record<string, Data>): void {
  const lazy = new Lazy(load);
  for (const name of paths) {
    const p = norm(name);
    files.set(p, lazy);
    for (let d = parentOf(p); !dirs.has(d); d = parentOf(d)) dirs.add(d);
  }
}

/** A file's data, loading it (and the files mounted with it) when it was mounted lazily. */
function dataOf(p: string): Data | undefined {
  const f = files.get(p);
  if (!(f instanceof Lazy)) return f;
  const loaded = f.load();
  for (const [name, data] of Object.entries(loaded)) {
    const q = norm(name);
    if (files.get(q) === f) files.set(q, data);
  }
  // A path the loader did not give is no file after all.
  if (files.get(p) === f) files.delete(p);
  return files.get(p) as Data | undefined;
}

/** Removes files mounted earlier (the playground's own files when the user deletes or renames one). */
export function unmount(paths: string[]): void {
  for (const name of paths) files.delete(norm(name));
}

function fail(code: 'ENOENT' | 'EROFS' | 'EISDIR' | 'ENOTDIR' | 'EBADF', p: unknown): Error {
  const what = { ENOENT: 'no such file or directory', EROFS: 'read-only file system', EISDIR: 'is a directory', ENOTDIR: 'not a directory', EBADF: 'bad file descriptor' }[code];
  const e = new Error(`${code}: ${what}, '${String(p)}' (the playground holds only its examples)`) as Error & { code: string };
  e.code = code;
  return e;
}

/** What Stats and Dirent share: a node of the in-memory tree is a file or a folder, never a link. */
class Entry {
  constructor(private readonly file: boolean) {}
  isFile(): boolean {
    return this.file;
  }
  isDirectory(): boolean {
    return !this.file;
  }
  isSymbolicLink(): boolean {
    return false;
  }
}

export class Stats extends Entry {
  readonly mtimeMs = 0;
  readonly mtime = new Date(0);
  constructor(
    file: boolean,
    readonly size: number,
  ) {
    super(file);
  }
}

export class Dirent extends Entry {
  constructor(
    readonly name: string,
    file: boolean,
  ) {
    super(file);
  }
}

function sizeOf(d: Data): number {
  return typeof d === 'string' ? new TextEncoder().encode(d).length : d.length;
}

function stat(p: string): Stats | undefined {
  const f = dataOf(p);
  if (f !== undefined) return new Stats(true, sizeOf(f));
  return dirs.has(p) ? new Stats(false, 0) : undefined;
}

export function statSync(p: unknown, options?: { throwIfNoEntry?: boolean }): Stats | undefined {
  const s = stat(norm(p));
  if (s) return s;
  if (options && options.throwIfNoEntry === false) return undefined;
  throw fail('ENOENT', p);
}
export const lstatSync = statSync;

export function existsSync(p: unknown): boolean {
  return stat(norm(p)) !== undefined;
}

export function realpathSync(p: unknown): string {
  const n = norm(p);
  if (!stat(n)) throw fail('ENOENT', p);
  return n;
}
realpathSync.native = realpathSync;

export function openSync(p: unknown): number {
  const n = norm(p);
  if (!stat(n)) throw fail('ENOENT', p);
  const fd = nextFd++;
  open.set(fd, n);
  return fd;
}

export function fstatSync(fd: number): Stats {
  const p = open.get(fd);
  if (p === undefined) throw fail('EBADF', fd);
  return stat(p)!;
}

export function closeSync(fd: number): void {
  open.delete(fd);
}

/** A file's bytes, or its text when an encoding is given (`'utf8'` or `{ encoding: 'utf8' }`). */
export function readFileSync(p: unknown, options?: string | { encoding?: string | null }): string | Uint8Array {
  const n = typeof p === 'number' ? open.get(p) : norm(p);
  if (n === undefined) throw fail('EBADF', p);
  const data = dataOf(n);
  if (data === undefined) throw fail(dirs.has(n) ? 'EISDIR' : 'ENOENT', p);
  const encoding = typeof options === 'string' ? options : options?.encoding;
  if (encoding) return typeof data === 'string' ? data : new TextDecoder().decode(data);
  return typeof data === 'string' ? new TextEncoder().encode(data) : data;
}

export function readdirSync(p: unknown, options?: { withFileTypes?: boolean }): (string | Dirent)[] {
  const dir = norm(p);
  if (!dirs.has(dir)) throw fail(files.has(dir) ? 'ENOTDIR' : 'ENOENT', p);
  const prefix = dir === '/' ? '/' : `${dir}/`;
  const names = new Map<string, boolean>();
  for (const f of files.keys()) if (f.startsWith(prefix) && !f.slice(prefix.length).includes('/')) names.set(f.slice(prefix.length), true);
  for (const d of dirs) if (d !== dir && d.startsWith(prefix) && !d.slice(prefix.length).includes('/')) names.set(d.slice(prefix.length), false);
  const sorted = [...names.keys()].sort();
  return options?.withFileTypes ? sorted.map((n) => new Dirent(n, names.get(n)!)) : sorted;
}

export function writeFileSync(p: unknown): never {
  throw fail('EROFS', p);
}
export const mkdirSync = writeFileSync;
export const renameSync = writeFileSync;
export const unlinkSync = writeFileSync;

export const constants = { O_RDONLY: 0, O_NOFOLLOW: 0, O_NONBLOCK: 0 };
export default { mount, mountLazy, unmount, readFileSync, statSync, lstatSync, fstatSync, existsSync, readdirSync, realpathSync, writeFileSync, mkdirSync, renameSync, unlinkSync, openSync, closeSync, Dirent, Stats, constants };

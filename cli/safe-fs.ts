// Reading and writing files the way strangers' files must be handled (docs/security.md):
// - reads open the file without blocking and check it is a regular file, so a FIFO or a device
//   named `x.ship` is refused instead of hanging the command;
// - writes go to a temporary file in the same folder, are flushed, then renamed over the target,
//   so a full disk or a kill mid-write leaves the old file whole (never half-written or empty);
// - an output that is the input (same file through any path or link) is refused before writing;
// - a read-only file, a dangling link and a link out of the project are never replaced.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { findProjectRoot } from '../compiler/program';

/** Why a path cannot be used, in words for an error message (never the file's contents). */
export class FileRefused extends Error {}

/** A file larger than the reader allows (measured before anything is read). */
export class FileTooLarge extends FileRefused {}

/**
 * The text of `file`, which must be a regular file. With `noFollow`, a symbolic link is refused
 * rather than followed; with `maxBytes`, a larger file is refused (FileTooLarge) before it is read.
 * Throws FileRefused (special file, link, size) or the system error.
 */
export function readRegularFile(file: string, options: { noFollow?: boolean; maxBytes?: number } = {}): string {
  let flags = fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0);
  if (options.noFollow) flags |= fs.constants.O_NOFOLLOW ?? 0;
  let fd: number;
  try {
    fd = fs.openSync(file, flags);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ELOOP' && options.noFollow) throw new FileRefused('it is a symbolic link');
    throw e;
  }
  try {
    const st = fs.fstatSync(fd);
    if (!st.isFile()) throw new FileRefused(st.isDirectory() ? 'it is a folder' : 'it is not a regular file');
    if (options.maxBytes !== undefined && st.size > options.maxBytes) throw new FileTooLarge(`it is ${st.size.toLocaleString('en-US')} bytes, more than the ${options.maxBytes.toLocaleString('en-US')} it may be`);
    return fs.readFileSync(fd, 'utf8');
  } finally {
    fs.closeSync(fd);
  }
}

/** Is `file` a symbolic link (false when it does not exist)? */
export function isSymlink(file: string): boolean {
  try {
    return fs.lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

/** Do the two paths name the same existing file (links and hard links included)? */
export function sameFile(a: string, b: string): boolean {
  try {
    const sa = fs.statSync(a);
    const sb = fs.statSync(b);
    return sa.dev === sb.dev && sa.ino === sb.ino;
  } catch {
    return false;
  }
}

let counter = 0;

/** drydock's own temporary files: `.NAME.PID.STAMP.tmp` (see writeFileAtomic). */
const TEMP = /^\..+\.(\d+)\.[0-9a-z]+\.tmp$/;

/** Is a process with this pid running (one of another user counts)? */
function running(pid: number): boolean {
  if (pid === process.pid) return false; // this process writes one file at a time, synchronously
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the temporary files of drydock's naming in `dir` whose process is gone: a process
 * killed outright (kill -9, a power cut) cannot remove its own. Regular files only, never through
 * a link; anything else is left alone.
 */
export function removeStaleTemporaries(dir: string): void {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const m = TEMP.exec(name);
    if (!m || running(Number(m[1]))) continue;
    const p = path.join(dir, name);
    try {
      if (fs.lstatSync(p).isFile()) fs.unlinkSync(p);
    } catch {
      // gone meanwhile, or not ours to remove
    }
  }
}

/** The temporary file being written, if any (removed when a signal ends the process). */
let inFlight: string | undefined;
let signalsHandled = false;

/**
 * SIGINT, SIGTERM and SIGHUP end the process between writes, never in the middle of one: with a
 * handler installed, Node runs it only once the synchronous write in progress has renamed or
 * removed its temporary file. Exit status 128 + the signal's number, as a shell reports it.
 */
function handleSignals(): void {
  if (signalsHandled) return;
  signalsHandled = true;
  for (const [signal, n] of [['SIGINT', 2], ['SIGTERM', 15], ['SIGHUP', 1]] as const)
    process.on(signal, () => {
      if (inFlight) fs.rmSync(inFlight, { force: true });
      process.exit(128 + n);
    });
}

/** Why `target` (an existing regular file) must not be replaced, or undefined. */
function readOnly(target: string, mode: number): string | undefined {
  // rename() needs only the folder's write bit, so the file's own permission is checked here, as
  // a plain write would: by the owner's write bit (root may write anything, so access() alone
  // would let root replace a file made read-only on purpose), and by access() for everyone else.
  let writable = (mode & 0o200) !== 0;
  if (writable) {
    try {
      fs.accessSync(target, fs.constants.W_OK);
    } catch {
      writable = false;
    }
  }
  return writable ? undefined : `it is read-only (mode ${(mode & 0o777).toString(8).padStart(4, '0')}); make it writable first (chmod u+w) if it should change`;
}

/**
 * Where a write to `file` lands. A symbolic link is followed to the file it names when that file
 * exists inside the link's project folder (the folder holding drydock.json, package.json or .git);
 * a link to nothing, or to a file outside the project, is refused: replacing the link would
 * destroy it silently, and following it out could overwrite anything.
 */
function writeTarget(file: string): string {
  const named = path.resolve(file);
  let st: fs.Stats | undefined;
  try {
    st = fs.lstatSync(named);
  } catch {
    return named; // does not exist yet: written where named
  }
  if (!st.isSymbolicLink()) return fs.realpathSync(named);
  let target: string;
  try {
    target = fs.realpathSync(named);
  } catch {
    let to = '';
    try {
      to = fs.readlinkSync(named);
    } catch {
      // unreadable link
    }
    throw new FileRefused(`it is a symbolic link to ${to ? `${printable(to)}, which does not exist` : 'nothing'}; write to the file itself, or remove the link`);
  }
  const root = fs.realpathSync(findProjectRoot(named));
  const rel = path.relative(root, target);
  if (rel.startsWith('..') || path.isAbsolute(rel)) throw new FileRefused('it is a symbolic link to a file outside the project folder; write to a file inside it');
  return target;
}

/** A path for a message: control characters shown as `?`, and never longer than 200 characters. */
function printable(s: string): string {
  const clean = s.replace(/[\u0000-\u001f\u007f]/g, '?');
  return clean.length > 200 ? `${clean.slice(0, 200)}…` : clean;
}

/**
 * Replace `file` with `text` (UTF-8) or bytes atomically: write a temporary file beside it, flush
 * it to disk, give it the old file's permission bits, and rename it over `file`. A symbolic link
 * is followed to its file inside the project (the link stays); a dangling link, a link out of the
 * project and a read-only file are refused (FileRefused). Stale temporary files of processes that
 * were killed are removed from the folder first. On any failure the temporary file is removed,
 * `file` is left exactly as it was, and the error is thrown.
 */
export function writeFileAtomic(file: string, text: string | Uint8Array): void {
  const target = writeTarget(file);
  let mode: number | undefined;
  try {
    const st = fs.statSync(target);
    if (!st.isFile()) throw new FileRefused(st.isDirectory() ? 'it is a folder' : 'it is not a regular file');
    mode = st.mode & 0o7777;
    const why = readOnly(target, st.mode);
    if (why) throw new FileRefused(why);
  } catch (e) {
    if (e instanceof FileRefused) throw e;
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  const dir = path.dirname(target);
  removeStaleTemporaries(dir);
  handleSignals();
  const tmp = path.join(dir, `.${path.basename(target)}.${process.pid}.${Date.now().toString(36)}${(counter++).toString(36)}.tmp`);
  let fd: number | undefined;
  try {
    inFlight = tmp;
    fd = fs.openSync(tmp, 'wx', mode ?? 0o666);
    const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : Buffer.from(text.buffer, text.byteOffset, text.byteLength);
    let off = 0;
    while (off < bytes.length) off += fs.writeSync(fd, bytes, off, bytes.length - off);
    fs.fsyncSync(fd);
    // The umask may have narrowed the mode given to open; the old file's bits are kept exactly.
    if (mode !== undefined) fs.fchmodSync(fd, mode);
    fs.closeSync(fd);
    fd = undefined;
    fs.renameSync(tmp, target);
  } catch (e) {
    if (fd !== undefined) {
      try {
        fs.closeSync(fd);
      } catch {
        // already failing; the first error is the one to report
      }
    }
    try {
      fs.unlinkSync(tmp);
    } catch {
      // never created
    }
    throw e;
  } finally {
    inFlight = undefined;
  }
}

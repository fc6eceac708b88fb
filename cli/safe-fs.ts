// Reading and writing files the way strangers' files must be handled (docs/security.md):
// - reads open the file without blocking and check it is a regular file, so a FIFO or a device
//   named `x.ship` is refused instead of hanging the command;
// - writes go to a temporary file in the same folder, are flushed, then renamed over the target,
//   so a full disk or a kill mid-write leaves the old file whole (never half-written or empty);
// - an output that is the input (same file through any path or link) is refused before writing.
import * as fs from 'node:fs';
import * as path from 'node:path';

/** Why a path cannot be used, in words for an error message (never the file's contents). */
export class FileRefused extends Error {}

/**
 * The text of `file`, which must be a regular file. With `noFollow`, a symbolic link is refused
 * rather than followed. Throws FileRefused (special file, link) or the system error.
 */
export function readRegularFile(file: string, options: { noFollow?: boolean } = {}): string {
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

/**
 * Replace `file` with `text` (UTF-8) or bytes atomically: write a temporary file beside it, flush it to disk, give
 * it the old file's permission bits, and rename it over `file`. When `file` is a symbolic link the
 * file it points to is replaced (the link stays). On any failure the temporary file is removed,
 * `file` is left exactly as it was, and the error is thrown.
 */
export function writeFileAtomic(file: string, text: string | Uint8Array): void {
  let target = path.resolve(file);
  try {
    target = fs.realpathSync(target);
  } catch {
    // Does not exist yet: written where named.
  }
  let mode: number | undefined;
  try {
    const st = fs.statSync(target);
    if (!st.isFile()) throw new FileRefused(st.isDirectory() ? 'it is a folder' : 'it is not a regular file');
    mode = st.mode & 0o7777;
  } catch (e) {
    if (e instanceof FileRefused) throw e;
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  const dir = path.dirname(target);
  const tmp = path.join(dir, `.${path.basename(target)}.${process.pid}.${Date.now().toString(36)}${(counter++).toString(36)}.tmp`);
  let fd: number | undefined;
  try {
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
  }
}

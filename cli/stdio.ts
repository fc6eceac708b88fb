// The CLI's standard output and error. Making `process.stdout` or `process.stderr` (or asking
// `tty.isatty`) loads Node's net, stream and tty modules: some 4 ms of a fresh process, a
// fifteenth of Node's own start, for a clean `drydock check` that writes one line. So a command's
// output is written to the file descriptor synchronously, and goes through the stream only once a
// write would have to wait (a full pipe that does not block), and from then on always, so that
// nothing is written out of order.
import { fstatSync, writeSync } from 'node:fs';

export class StdWriter {
  private stream: NodeJS.WriteStream | undefined;

  constructor(
    private readonly fd: 1 | 2,
    /** The synchronous write (tests give another). */
    private readonly writeTo: (fd: number, bytes: Buffer, offset: number) => number = writeSync,
    private readonly makeStream: () => NodeJS.WriteStream = () => (fd === 1 ? process.stdout : process.stderr),
  ) {}

  write(s: string): void {
    if (this.stream) {
      this.stream.write(s);
      return;
    }
    const bytes = Buffer.from(s, 'utf8');
    let done = 0;
    try {
      while (done < bytes.length) done += this.writeTo(this.fd, bytes, done);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException)?.code;
      if (code === 'EAGAIN') this.toStream().write(bytes.subarray(done));
      else endOnWriteError(code);
    }
  }

  private toStream(): NodeJS.WriteStream {
    const stream = this.makeStream();
    stream.on('error', (e: NodeJS.ErrnoException) => endOnWriteError(e.code));
    this.stream = stream;
    return stream;
  }

  /** Is the descriptor a terminal? */
  isTTY(): boolean {
    return isTerminal(this.fd);
  }
}

/**
 * `drydock schema | head`: once the reader has gone, writing more is pointless. End at once and
 * quietly (status 0, as the output that was wanted has been read). Any other write error: the
 * output is lost either way; say so by the exit status.
 */
function endOnWriteError(code: string | undefined): never {
  process.exit(code === 'EPIPE' ? 0 : 2);
}

/**
 * On Linux a terminal is a character device outside major number 1 (/dev/null, /dev/zero and the
 * other memory devices), read from `fstat` without loading the tty module; elsewhere, what Node's
 * stream says.
 */
export function isTerminal(fd: number): boolean {
  if (process.platform !== 'linux') return fd === 1 ? !!process.stdout.isTTY : fd === 2 ? !!process.stderr.isTTY : false;
  try {
    const st = fstatSync(fd);
    if (!st.isCharacterDevice()) return false;
    const major = ((st.rdev >> 8) & 0xfff) | (Math.floor(st.rdev / 2 ** 32) & ~0xfff);
    return major !== 1;
  } catch {
    return false;
  }
}

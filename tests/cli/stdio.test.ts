// cli/stdio.ts: a command's output written synchronously to its descriptor, all of it and in
// order; through the stream from the first write that would wait; the end of a closed pipe; and
// terminals told from pipes, files and /dev/null without Node's tty module.
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isTerminal, StdWriter } from '../../cli/stdio';

const ROOT = path.resolve(__dirname, '..', '..');

afterEach(() => {
  vi.restoreAllMocks();
});

function fakeStream() {
  const written: string[] = [];
  const stream = { write: (s: string | Buffer) => (written.push(String(s)), true), on: () => stream } as unknown as NodeJS.WriteStream;
  return { stream, written };
}

describe('StdWriter', () => {
  it('writes every byte in order, however little each write takes', () => {
    const got: Buffer[] = [];
    const w = new StdWriter(1, (_fd, bytes, offset) => {
      const n = Math.min(3, bytes.length - offset);
      got.push(bytes.subarray(offset, offset + n));
      return n;
    });
    w.write('first line — ünïcode\n');
    w.write('second\n');
    expect(Buffer.concat(got).toString('utf8')).toBe('first line — ünïcode\nsecond\n');
  });

  it('hands the rest to the stream when a write would wait, and writes through it from then on', () => {
    const direct: string[] = [];
    let calls = 0;
    const { stream, written } = fakeStream();
    const w = new StdWriter(
      2,
      (_fd, bytes, offset) => {
        if (++calls === 2) throw Object.assign(new Error('would block'), { code: 'EAGAIN' });
        direct.push(bytes.subarray(offset, offset + 4).toString());
        return 4;
      },
      () => stream,
    );
    w.write('abcdefghij');
    w.write('after');
    expect(direct).toEqual(['abcd']);
    expect(written).toEqual(['efghij', 'after']);
    expect(calls).toBe(2);
  });

  it('ends quietly when the reader has gone, and with status 2 on another write error', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation(((code: number) => {
      throw new Error(`exit ${code}`);
    }) as never);
    const failing = (code: string) => new StdWriter(1, () => {
      throw Object.assign(new Error(code), { code });
    });
    expect(() => failing('EPIPE').write('x')).toThrow('exit 0');
    expect(() => failing('EIO').write('x')).toThrow('exit 2');
    expect(exit).toHaveBeenCalledTimes(2);
  });
});

describe('isTerminal', () => {
  it('is false for /dev/null and a file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'drydock-stdio-'));
    const devNull = fs.openSync('/dev/null', 'w');
    const file = fs.openSync(path.join(dir, 'out.txt'), 'w');
    try {
      expect(isTerminal(devNull)).toBe(false);
      expect(isTerminal(file)).toBe(false);
    } finally {
      fs.closeSync(devNull);
      fs.closeSync(file);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  // util-linux's `script` runs the command on a pseudo-terminal.
  it.runIf(process.platform === 'linux')('is true on a terminal: the CLI colours its messages there, and not through a pipe', () => {
    const bad = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'drydock-stdio-')), 'bad.ship');
    fs.writeFileSync(bad, 'ship X {\n  bogus: 1\n}\n');
    try {
      const env = { ...process.env, FORCE_COLOR: undefined, NO_COLOR: undefined, TERM: 'xterm' };
      const cmd = `${JSON.stringify(process.execPath)} ${JSON.stringify(path.join(ROOT, 'bin', 'drydock.js'))} check ${JSON.stringify(bad)}`;
      const onTerminal = spawnSync('script', ['-qec', cmd, '/dev/null'], { encoding: 'utf8', env });
      expect(onTerminal.error).toBeUndefined();
      expect(onTerminal.stdout).toContain('missing-ruleset');
      expect(onTerminal.stdout).toContain('\x1b[');
      const piped = spawnSync(process.execPath, [path.join(ROOT, 'bin', 'drydock.js'), 'check', bad], { encoding: 'utf8', env });
      expect(piped.stdout + piped.stderr).toContain('missing-ruleset');
      expect(piped.stdout + piped.stderr).not.toContain('\x1b[');
    } finally {
      fs.rmSync(path.dirname(bad), { recursive: true, force: true });
    }
  });
});

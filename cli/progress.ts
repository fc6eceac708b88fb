// Progress of a long command (a fleet's PDF) on standard error, only when that is a terminal:
// one line rewritten in place and cleared at the end, so nothing of it stays in the scrollback
// and nothing reaches a pipe or a log file. Updates are drawn at most every 100 ms.
import type { CommandContext } from './context';

export interface Progress {
  update(text: string): void;
  /** For render/pdf.ts: sheets done of total, in one of its two passes. */
  sheets(done: number, total: number, pass: 'layout' | 'draw'): void;
  done(): void;
}

export function progressLine(ctx: CommandContext): Progress {
  let shown = false;
  let last = 0;
  const update = (text: string) => {
    if (!ctx.tty?.err) return;
    const now = Date.now();
    if (shown && now - last < 100) return;
    last = now;
    shown = true;
    ctx.err(`\r\x1b[K${text}`);
  };
  return {
    update,
    sheets: (done, total, pass) => {
      if (total > 1) update(`${pass === 'layout' ? 'laying out' : 'drawing'} sheet ${done}/${total}`);
    },
    done() {
      if (shown) ctx.err('\r\x1b[K');
      shown = false;
    },
  };
}

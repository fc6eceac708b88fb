// Colour on a terminal, none on a pipe or in a file, as Node's own tools decide it: FORCE_COLOR
// (anything but 0 or false) forces it even through a pipe, FORCE_COLOR=0 or NO_COLOR (any
// non-empty value) turns it off, and TERM=dumb has none. The styles come from node:util styleText,
// told not to check the stream itself: the decision is made here, once per output, so that
// commands writing through a CommandContext (tests included) colour exactly when this says so.
import { styleText } from 'node:util';

export function colorWanted(isTTY: boolean | undefined, env: NodeJS.ProcessEnv = process.env): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force.toLowerCase() !== 'false';
  if (env.NO_COLOR) return false;
  if (env.TERM === 'dumb') return false;
  return !!isTTY;
}

export type Style = Parameters<typeof styleText>[0];

/** `text` in `style` when `on`, else as it is. */
export function paint(on: boolean | undefined, style: Style, text: string): string {
  return on && text ? styleText(style, text, { validateStream: false }) : text;
}

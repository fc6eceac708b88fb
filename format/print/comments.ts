// Printing attached comments. Every comment goes through `printComment`, which marks it printed:
// Prettier checks after printing that every comment of the root's `comments` was.
import type { Doc } from 'prettier';
import { builders } from 'prettier/doc';
import type { ShipComment } from '../nodes';

const { breakParent, hardline, lineSuffix } = builders;

export function printComment(c: ShipComment): Doc {
  c.printed = true;
  return c.value;
}

/** `//` and `///` run to the end of the line: nothing may follow them on it. */
export function endsItsLine(c: ShipComment): boolean {
  return c.kind !== 'block';
}

/**
 * Comments on the same line after a member, a value or a list item's comma. A `//` comment is
 * deferred to the end of the line (so a following `,` stays before it) and breaks the group.
 */
export function printTrailing(comments: readonly ShipComment[]): Doc {
  return comments.map((c) => (endsItsLine(c) ? [lineSuffix([' ', printComment(c)]), breakParent] : [' ', printComment(c)]));
}

/** Comments right after an opening `{` or `[`, on its line. */
export function printOpen(comments: readonly ShipComment[]): Doc {
  return comments.map((c) => [' ', printComment(c), endsItsLine(c) ? breakParent : '']);
}

/**
 * Comments inside a header, before a part (an id, a value, a base name): block comments stay on
 * the line (`ship /* x *\/ Name`); a `//` comment ends the line.
 */
export function printInlineLeading(comments: readonly ShipComment[]): Doc {
  return comments.map((c) => [printComment(c), endsItsLine(c) ? hardline : ' ']);
}

/** Does a list of comments hold a `//` or `///` comment? */
export function hasLineComment(comments: readonly ShipComment[]): boolean {
  return comments.some(endsItsLine);
}

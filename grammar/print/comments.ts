// Printing attached comments. Every comment goes through `printComment`, which marks it printed:
// Prettier checks after printing that every comment of the root's `comments` was.
import type { Doc } from 'prettier';
import { builders } from 'prettier/doc';
import type { ShipComment } from './nodes';

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
 * Comments on the same line after a member, a value or an id (after a list item's or an id's
 * comma). From the first `//` comment on, the rest is deferred to the end of the line (so that a
 * following `,` stays before it), each comment after a `//` one on a line of its own, and the
 * enclosing group breaks.
 */
export function printTrailing(comments: readonly ShipComment[]): Doc {
  const first = comments.findIndex(endsItsLine);
  const inline = (first < 0 ? comments : comments.slice(0, first)).map((c) => [' ', printComment(c)]);
  if (first < 0) return inline;
  const deferred: Doc[] = [' '];
  comments.slice(first).forEach((c, i, rest) => {
    if (i > 0) deferred.push(endsItsLine(rest[i - 1]) ? hardline : ' ');
    deferred.push(printComment(c));
  });
  return [inline, lineSuffix(deferred), breakParent];
}

/** Comments right after an opening `{` or `[`, on its line. */
export function printOpen(comments: readonly ShipComment[]): Doc {
  return comments.map((c, i) => [
    i > 0 && endsItsLine(comments[i - 1]) ? hardline : ' ',
    printComment(c),
    endsItsLine(c) ? breakParent : '',
  ]);
}

/**
 * Comments inside a header, before a part (an id, a value, a base name): block comments stay on
 * the line (`ship /* x *\/ Name`) unless a line break followed them; a `//` comment ends the line.
 * (Where the parser wants a part on the previous token's line, a valid file has neither.)
 */
export function printInlineLeading(comments: readonly ShipComment[]): Doc {
  return comments.map((c) => [printComment(c), endsItsLine(c) || c.lineAfter ? hardline : ' ']);
}

/** Does a list of comments hold a `//` or `///` comment? */
export function hasLineComment(comments: readonly ShipComment[]): boolean {
  return comments.some(endsItsLine);
}

// The parts of a header that carry comments: the comments between a header and its `{`.
import type { Doc } from 'prettier';
import { builders } from 'prettier/doc';
import type { ShipComment } from './nodes';
import { endsItsLine, printComment } from './comments';

const { hardline } = builders;

/**
 * Comments after a header and before its `{` (`deflector DF /* x *\/ {`), or after a name
 * before `extends`. A `//` comment ends the line, the rest follows on the next one.
 * Returns the separator to print before what follows.
 */
export function printBeforeNext(comments: readonly ShipComment[]): Doc {
  if (comments.length === 0) return ' ';
  const out: Doc[] = [];
  comments.forEach((c, i) => {
    out.push(i > 0 && endsItsLine(comments[i - 1]) ? hardline : ' ', printComment(c));
  });
  out.push(endsItsLine(comments[comments.length - 1]) ? hardline : ' ');
  return out;
}

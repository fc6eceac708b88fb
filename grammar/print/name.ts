// Names (ship, system type, id, rule ID) with the comments written around them, and
// comma-separated lists of ids.
import type { Doc } from 'prettier';
import { builders } from 'prettier/doc';
import type { Name } from '../ast';
import { attachedOf, type ShipComment, type ShipRoot } from './nodes';
import { endsItsLine, hasLineComment, printInlineLeading, printTrailing } from './comments';

const { fill, hardline, join, line } = builders;

export function printName(root: ShipRoot, name: Name): Doc {
  return [printInlineLeading(attachedOf(root, name).leading), name.name];
}

/**
 * `A, B, C`: wraps like text when too long. A `//` comment after an id (after its comma) or
 * before one ends the row there.
 */
export function printIds(root: ShipRoot, ids: Name[]): Doc {
  const rows: Doc[][] = [[]];
  const out: Doc[] = [];
  ids.forEach((id, i) => {
    const trailing = attachedOf(root, id).trailing;
    const last = i === ids.length - 1;
    const comma = last ? '' : ',';
    const doc: Doc = [printName(root, id), comma, printTrailing(trailing)];
    rows[rows.length - 1].push(doc);
    const next = ids[i + 1];
    const rowEnds = !last && (hasLineComment(trailing) || breaksLine(attachedOf(root, next).leading));
    if (rowEnds) rows.push([]);
  });
  rows.forEach((row, i) => {
    if (i > 0) out.push(hardline);
    out.push(fill(join(line, row) as Doc[]));
  });
  return out;
}

/** Comments printed with a line break after them (see printInlineLeading). */
function breaksLine(comments: readonly ShipComment[]): boolean {
  return comments.some((c) => endsItsLine(c) || c.lineAfter);
}

// The file: declarations one after another, blank lines between them kept (a run of blank lines
// becomes one), the `ruleset` line first, and a final newline.
import type { AstPath, Doc } from 'prettier';
import { builders } from 'prettier/doc';
import type { Decl } from '../ast';
import { attachedOf, type ShipComment, type ShipRoot } from './nodes';
import { blankLine } from './trivia';
import { printDangling, printLeading } from './body';
import { printTrailing } from './comments';
import type { Print } from './types';

const { hardline } = builders;

interface Entry {
  decl: Decl;
  doc: Doc;
  /** A blank line goes before this entry. */
  blankBefore: boolean;
  /** Comments printed before the entry: the file header, when `ruleset` moves above it. */
  header?: ShipComment[];
  /** Where the declaration that the header led starts (for its blank lines). */
  headerNext?: number;
  /** Leading comments of the entry already printed as that header. */
  skipLeading?: number;
}

export function printRoot(path: AstPath<ShipRoot>, print: Print): Doc {
  const root = path.node;
  const docs = path.map(print, 'decls');
  const extentOf = (d: Decl) => {
    const a = attachedOf(root, d);
    return {
      start: a.leading.length ? a.leading[0].span.start : d.span.start,
      end: a.trailing.length ? a.trailing[a.trailing.length - 1].span.end : d.span.end,
    };
  };
  let entries: Entry[] = root.decls.map((decl, i) => ({
    decl,
    doc: docs[i],
    blankBefore: i > 0 && blankLine(root, extentOf(root.decls[i - 1]).end, extentOf(decl).start, decl),
  }));
  entries = rulesetFirst(root, entries);

  const out: Doc[] = [];
  entries.forEach((e, i) => {
    if (i > 0) out.push(hardline, e.blankBefore ? hardline : '');
    // The header's last comment is followed by a blank line, which printLeading keeps.
    if (e.header) out.push(printLeading(root, e.header, e.headerNext ?? e.decl.span.start, true));
    const a = attachedOf(root, e.decl);
    const leading = a.leading.slice(e.skipLeading ?? 0);
    out.push(printLeading(root, leading, e.decl.span.start, true), e.doc, printTrailing(a.trailing));
  });
  const last = root.decls.length ? extentOf(root.decls[root.decls.length - 1]).end : null;
  const dangling = attachedOf(root, root).dangling;
  if (entries.length === 0) {
    // A file of comments only: each comment ends with its line.
    return dangling.length ? printLeading(root, dangling, dangling[dangling.length - 1].span.end, true) : '';
  }
  const lastTrailing = root.decls.length ? attachedOf(root, root.decls[root.decls.length - 1]).trailing : [];
  out.push(printDangling(root, dangling, last, true, lastTrailing.some((c) => c.kind !== 'block')));
  out.push(hardline);
  return out;
}

/**
 * House style: the `ruleset` line comes first. When the file's first `ruleset` declaration comes
 * later, it moves (with its comments) above the first declaration, below the file's header
 * comments (the leading comments of the first declaration up to its last blank line), and a blank
 * line follows it. The compiled result does not change: a file has one ruleset wherever it is.
 */
function rulesetFirst(root: ShipRoot, entries: Entry[]): Entry[] {
  const r = entries.findIndex((e) => e.decl.kind === 'ruleset');
  if (r <= 0) return entries;
  const moved = entries[r];
  const rest = entries.filter((_, i) => i !== r);
  // The entry after the ruleset's old place keeps a blank line if either gap had one.
  if (r < rest.length) rest[r] = { ...rest[r], blankBefore: rest[r].blankBefore || moved.blankBefore };
  const first = rest[0];
  const leading = attachedOf(root, first.decl).leading;
  let headerLength = 0;
  for (let i = 0; i < leading.length; i++) {
    const next = i + 1 < leading.length ? leading[i + 1].span.start : first.decl.span.start;
    if (blankLine(root, leading[i].span.end, next)) headerLength = i + 1;
  }
  return [
    { ...moved, blankBefore: false, header: headerLength ? leading.slice(0, headerLength) : undefined, headerNext: first.decl.span.start },
    { ...first, blankBefore: true, skipLeading: headerLength },
    ...rest.slice(1),
  ];
}

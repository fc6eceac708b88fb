// The layout of a body: the members of a ship, system type, section, block or `rules`, or the
// items of a list, with the comments attached around them (format/attach.ts).
//
// - `hard`: one member per line, always (ships, system types, sections, rules blocks).
// - `soft`: on one line when it fits (`deflector DF { arc: 315..45  value: 8 }`), members
//   separated by two spaces; otherwise one member per line. Blank lines, own-line comments and
//   `//` comments force the one-per-line form.
// - `list`: `[a, b, c]` on one line when it fits, otherwise one item per line.
// Blank lines between members are kept (a run of them becomes one); none are added.
import type { Doc } from 'prettier';
import { builders } from 'prettier/doc';
import type { Span } from '../ast';
import { attachedOf, type ShipComment, type ShipRoot } from './nodes';
import { blankLine } from './trivia';
import { endsItsLine, printComment, printOpen, printTrailing } from './comments';

const { breakParent, group, hardline, ifBreak, indent, line, softline } = builders;

export type BodyMode = 'hard' | 'soft' | 'list';

export interface BodyChild {
  node: { span: Span };
  doc: Doc;
  /** The member must stay on the line of what precedes it (see `mustShareLine` in type-decl.ts). */
  glued?: boolean;
}

/** Where an item starts and ends in the original text, its comments included. */
function extent(root: ShipRoot, node: { span: Span }): Span {
  const a = attachedOf(root, node);
  return {
    start: a.leading.length ? a.leading[0].span.start : node.span.start,
    end: a.trailing.length ? a.trailing[a.trailing.length - 1].span.end : node.span.end,
  };
}

/**
 * Own-line comments before a member, each on its line (a blank line after one is kept in
 * members' bodies), then the member.
 */
export function printLeading(root: ShipRoot, leading: readonly ShipComment[], nodeStart: number, keepBlank: boolean): Doc {
  const out: Doc[] = [];
  for (let i = 0; i < leading.length; i++) {
    const c = leading[i];
    const nextStart = i + 1 < leading.length ? leading[i + 1].span.start : nodeStart;
    out.push(printComment(c));
    if (endsItsLine(c) || c.lineAfter) {
      out.push(hardline);
      if (keepBlank && blankLine(root, c.span.end, nextStart)) out.push(hardline);
    } else {
      out.push(' ');
    }
  }
  return out;
}

/** A member with its leading and trailing comments (a list item also gets its comma). */
export function printItem(root: ShipRoot, child: BodyChild, mode: BodyMode, comma: boolean): Doc {
  const a = attachedOf(root, child.node);
  return [
    a.leading.length ? [breakParent, printLeading(root, a.leading, child.node.span.start, mode !== 'list')] : '',
    child.doc,
    comma ? ',' : '',
    printTrailing(a.trailing),
  ];
}

/** Dangling comments: after the last member, each on its own line unless it shared one. */
export function printDangling(
  root: ShipRoot,
  dangling: readonly ShipComment[],
  prevEnd: number | null,
  keepBlank: boolean,
  afterLineComment = false,
): Doc {
  const out: Doc[] = [];
  let end = prevEnd;
  dangling.forEach((c, i) => {
    if (c.ownLine || (i > 0 ? endsItsLine(dangling[i - 1]) : afterLineComment)) {
      out.push(hardline);
      if (keepBlank && end !== null && blankLine(root, end, c.span.start)) out.push(hardline);
    } else if (i > 0 || prevEnd !== null) {
      out.push(' ');
    }
    out.push(printComment(c));
    end = c.span.end;
  });
  return out;
}

export function printBody(root: ShipRoot, owner: object, children: BodyChild[], mode: BodyMode): Doc {
  const [openBr, closeBr] = mode === 'list' ? ['[', ']'] : ['{', '}'];
  const a = attachedOf(root, owner);
  const open = printOpen(a.open);
  const keepBlank = mode !== 'list';
  if (children.length === 0) {
    if (a.open.length === 0 && a.dangling.length === 0) return openBr + closeBr;
    const close = a.dangling.length || a.open.some(endsItsLine) ? hardline : ' ';
    return group([openBr, open, indent(printDangling(root, a.dangling, null, false)), close, closeBr]);
  }
  const parts: Doc[] = [];
  let prevEnd: number | null = null;
  children.forEach((child, i) => {
    const ext = extent(root, child.node);
    const blank = prevEnd !== null && keepBlank && blankLine(root, prevEnd, ext.start, child.node);
    if (child.glued && attachedOf(root, child.node).leading.length === 0) {
      parts.push(' ');
    } else if (i === 0) {
      parts.push(mode === 'hard' ? hardline : mode === 'soft' ? line : a.open.length ? line : softline);
    } else if (blank) {
      parts.push(hardline, hardline);
    } else {
      parts.push(mode === 'hard' ? hardline : mode === 'soft' ? [ifBreak('', ' '), line] : line);
    }
    parts.push(printItem(root, child, mode, mode === 'list' && i < children.length - 1));
    prevEnd = ext.end;
  });
  const lastTrailing = attachedOf(root, children[children.length - 1].node).trailing;
  const afterLineComment = lastTrailing.length > 0 && endsItsLine(lastTrailing[lastTrailing.length - 1]);
  parts.push(printDangling(root, a.dangling, prevEnd, keepBlank, afterLineComment));
  const close = mode === 'hard' ? hardline : mode === 'soft' ? line : softline;
  const doc = [openBr, open, indent(parts), close, closeBr];
  return mode === 'hard' ? doc : group(doc);
}

// The tree the printer works on: the parser's ShipFile wrapped in a root node, with every comment
// attached to a place in the tree (format/attach.ts) before printing starts; or a tree built
// without text (compiler/convert), its comments and blank lines given with it.
import type { Decl, Member, Name, ShipFile, Span, Value } from '../ast';

/** A comment as Prettier sees it. `value` is what Prettier names in its "not printed" check. */
export interface ShipComment {
  type: 'comment';
  /** `line` is `//`, `block` is `/* *\/`, `doc` is `///`. */
  kind: 'line' | 'block' | 'doc';
  /** The comment as written, delimiters included. */
  value: string;
  span: Span;
  /** An own-line comment: only whitespace between the previous line break and the comment. */
  ownLine: boolean;
  /** Only whitespace between the comment and the next line break (always true for `//`). */
  lineAfter: boolean;
  /** Set by the printer when the comment is printed; checked by Prettier after printing. */
  printed?: boolean;
}

/**
 * Where the comments of one node go.
 * - `leading`: printed before the node (own-line ones on their own line).
 * - `trailing`: printed after the node on the same line.
 * - `beforeBody`: between a declaration's or block's header and its `{` (for a property: between
 *   its key and its `:`).
 * - `open`: right after the `{` / `[` of the node's body, on the same line.
 * - `dangling`: at the end of the body, after the last member (or in an empty body).
 */
export interface Attached {
  leading: ShipComment[];
  trailing: ShipComment[];
  beforeBody: ShipComment[];
  open: ShipComment[];
  dangling: ShipComment[];
}

export interface ShipRoot {
  kind: 'root';
  decls: Decl[];
  file: ShipFile;
  /** Every comment of the file, in source order. Prettier takes this array for its check. */
  comments: ShipComment[];
  /** The same comments; Prettier deletes `comments` from the root before printing. */
  allComments: ShipComment[];
  attached: Map<object, Attached>;
  /** The text that was parsed (Prettier's `originalText`); empty for a built tree. */
  text: string;
  span: Span;
  /**
   * Set on a tree built rather than parsed (compiler/convert): it has no text, so its layout is
   * given here, and its numbers are spelled from their values.
   */
  built?: BuiltLayout;
}

export interface BuiltLayout {
  /** The nodes (declarations, members) that a blank line goes before. */
  blankBefore: ReadonlySet<object>;
}

/** Anything the printer visits. Names have no `kind`. */
export type ShipNode = ShipRoot | Decl | Member | Value | Name;

export function emptyAttached(): Attached {
  return { leading: [], trailing: [], beforeBody: [], open: [], dangling: [] };
}

export function attachedOf(root: ShipRoot, node: object): Attached {
  return root.attached.get(node) ?? NONE;
}

const NONE: Attached = Object.freeze({ leading: [], trailing: [], beforeBody: [], open: [], dangling: [] }) as Attached;

export function hasKind(node: unknown): node is { kind: string; span: Span } {
  return typeof node === 'object' && node !== null && typeof (node as { kind?: unknown }).kind === 'string';
}

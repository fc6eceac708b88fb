// Syntax tree nodes made without source text, for writing a JSON ship document as .ship: every
// span is empty, and the tree's comments and blank lines are recorded as they are made, then the
// formatter's printer (grammar/print) writes the text.
import type { Allow, Block, Decl, Member, Name, Property, Remove, Span, StringValue, Value } from '../../grammar/ast';
import type { ShipComment, ShipRoot } from '../../grammar/print/nodes';
import { emptyAttached } from '../../grammar/print/nodes';
import { printTree } from '../../grammar/print/to-text';

const none = (): Span => ({ start: 0, end: 0 });

export const name = (text: string): Name => ({ name: text, span: none() });

export const ident = (text: string): Value => ({ kind: 'ident', name: text, span: none() });

export const str = (value: string): StringValue => ({ kind: 'string', value, span: none() });

export const bool = (value: boolean): Value => ({ kind: 'bool', value, span: none() });

export const list = (items: Value[]): Value => ({ kind: 'list', items, span: none() });

export const integerOrDecimal = (value: number): Value => ({ kind: 'number', value, signed: value < 0, span: none() });

export const fraction = (numerator: number, denominator: number): Value => ({ kind: 'fraction', numerator, denominator, value: numerator / denominator, span: none() });

export const arc = (from: number, to: number): Value => ({ kind: 'arc', from, to, span: none() });

export const sum = (terms: number[]): Value => ({ kind: 'sum', terms, value: terms.reduce((a, b) => a + b, 0), span: none() });

export const prop = (key: string, value: Value, range?: { from: number; to: number }): Property => ({
  kind: 'property',
  key,
  keySpan: none(),
  ...(range ? { range } : {}),
  value,
  span: none(),
});

/** `type id, id { body }`; no braces when `body` is null. */
export const block = (type: string, ids: string[], body: Member[] | null): Block => ({
  kind: 'block',
  type: name(type),
  ids: ids.map(name),
  body,
  ...(body ? { bodySpan: none() } : {}),
  span: none(),
});

export const allow = (rule: string, reason: string): Allow => ({ kind: 'allow', rule: name(rule), reason: str(reason), span: none() });

export const remove = (ids: string[]): Remove => ({ kind: 'remove', ids: ids.map(name), span: none() });

/** A tree under construction: its declarations, and the comments and blank lines around nodes. */
export class TreeBuilder {
  readonly decls: Decl[] = [];
  private readonly comments: ShipComment[] = [];
  private readonly attached = new Map<object, ReturnType<typeof emptyAttached>>();
  private readonly blankBefore = new Set<object>();

  /** Own-line comments before `node`: `//` ones (`line`) or `///` doc lines (`doc`), in order. */
  lead(node: object, kind: 'line' | 'doc', lines: readonly string[]): void {
    if (lines.length === 0) return;
    let a = this.attached.get(node);
    if (!a) this.attached.set(node, (a = emptyAttached()));
    for (const l of lines) {
      const c: ShipComment = { type: 'comment', kind, value: `${kind === 'doc' ? '///' : '//'}${l ? ' ' + l : ''}`, span: none(), ownLine: true, lineAfter: true };
      a.leading.push(c);
      this.comments.push(c);
    }
  }

  /** A blank line goes before `node` (when something precedes it in its body). */
  blank(node: object | undefined): void {
    if (node) this.blankBefore.add(node);
  }

  /**
   * The text, printed one declaration at a time (the way the printer's root lays them out: a line
   * break between two, a blank line where one was asked for), so that the printer's document of
   * a whole fleet never sits in memory at once.
   */
  text(): string {
    const parts: string[] = [];
    this.decls.forEach((decl, i) => {
      if (i > 0) parts.push(this.blankBefore.has(decl) ? '\n' : '');
      parts.push(printTree(this.root([decl])));
    });
    return parts.join('');
  }

  private root(decls: Decl[]): ShipRoot {
    return {
      kind: 'root',
      decls,
      file: { decls, comments: [], span: none() },
      comments: this.comments,
      allComments: this.comments,
      attached: this.attached,
      text: '',
      span: none(),
      built: { blankBefore: this.blankBefore },
    };
  }
}

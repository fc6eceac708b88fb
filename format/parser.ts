// The plugin's `ship` parser: grammar/index.ts `parse`, then comment attachment. A text with
// syntax errors is refused with a Prettier-style SyntaxError (message, `loc`), so Prettier never
// prints a half-understood file.
import { parse } from '../grammar/index';
import type { Diagnostic } from '../grammar/diagnostic';
import { LineIndex } from '../grammar/positions';
import { attachComments } from './attach';
import type { ShipComment, ShipNode, ShipRoot } from '../grammar/print/nodes';
import { endsLine, startsLine } from '../grammar/print/trivia';

export interface ShipSyntaxError extends SyntaxError {
  /** 1-based line and column, as Prettier's parsers report them (used for its code frame). */
  loc: { start: { line: number; column: number }; end: { line: number; column: number } };
  /** Every syntax diagnostic of the text (the message names the first one). */
  diagnostics: Diagnostic[];
}

/** Parses .ship text for printing; throws a ShipSyntaxError when the text has syntax errors. */
export function parseShip(text: string, options?: { filepath?: string }): ShipRoot {
  const file = options?.filepath || '<input>.ship';
  const { ast, diagnostics } = parse(text, file);
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) throw syntaxError(text, errors);
  const comments: ShipComment[] = ast.comments.map((c) => ({
    type: 'comment',
    kind: c.kind,
    value: c.text,
    span: c.span,
    ownLine: startsLine(text, c.span.start),
    lineAfter: c.kind !== 'block' || endsLine(text, c.span.end),
  }));
  const root: ShipRoot = {
    kind: 'root',
    decls: ast.decls,
    file: ast,
    comments,
    allComments: comments,
    attached: new Map(),
    text,
    span: { start: 0, end: text.length },
  };
  attachComments(root);
  return root;
}

export function syntaxError(text: string, errors: Diagnostic[]): ShipSyntaxError {
  const first = errors[0];
  const lines = new LineIndex(text);
  const s = lines.position(first.span.start);
  const e = lines.position(Math.max(first.span.start, first.span.end));
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more syntax error${errors.length > 2 ? 's' : ''})` : '';
  const error = new SyntaxError(`${first.message}${more} (${s.line + 1}:${s.character + 1})`) as ShipSyntaxError;
  error.loc = { start: { line: s.line + 1, column: s.character + 1 }, end: { line: e.line + 1, column: e.character + 1 } };
  error.diagnostics = errors;
  return error;
}

export function locStart(node: ShipNode | ShipComment): number {
  return node.span.start;
}

export function locEnd(node: ShipNode | ShipComment): number {
  return node.span.end;
}

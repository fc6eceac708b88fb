// Public entry of the grammar: `parse` plus the AST types, the token vocabulary, the lexer and
// the parser instance. The language server uses the tokens for semantic tokens and for its
// completion context (lsp/context.ts reads the tokens before the cursor; it does not ask the
// parser, which cannot see a half-typed statement).
import type { ShipFile } from './ast';
import type { Diagnostic } from './diagnostic';
import { lex } from './lexer';
import { shipParser } from './parser';
import { addDottedNameFixes } from './dotted-name-fix';

export * from './ast';
export type { Diagnostic, DiagnosticData, FixSpec, Severity, TextEditSpec } from './diagnostic';
export { LineIndex } from './positions';
export type { Position } from './positions';
// Token types live in a namespace (`tokens.Identifier`): some share a name with AST types.
export * as tokens from './lexer';
export { ShipLexer, allTokens, keywordTokens, lex } from './lexer';
export type { LexResult } from './lexer';
export { ShipParser, shipParser, MAX_NESTING } from './parser';
export { collectDocRuns, DocAttacher } from './doc-comments';
export type { DocRun } from './doc-comments';

/** Diagnostic codes the grammar can produce (all severity `error`). */
export const SYNTAX_CODES = {
  /** The parser could not read the text at this point. */
  syntaxError: 'syntax-error',
  /** A run of characters that belong to no token. */
  unexpectedCharacter: 'unexpected-character',
  /** A `"` string not closed before the end of its line. */
  unterminatedString: 'unterminated-string',
  /** A block comment without its closing `*\/`. */
  unterminatedComment: 'unterminated-comment',
  /** The parser itself failed (a bug); the AST is empty. */
  internalError: 'internal-error',
} as const;

export interface ParseResult {
  ast: ShipFile;
  diagnostics: Diagnostic[];
}

/**
 * Parses a .ship text. Never throws: every problem becomes a diagnostic, sorted by offset, at most
 * one per start offset. Runs in time linear in the text.
 */
export function parse(text: string, file = '<input>'): ParseResult {
  const src = typeof text === 'string' ? text : String(text ?? '');
  const span = { start: 0, end: src.length };
  let comments: ShipFile['comments'] = [];
  try {
    const lexed = lex(src, file);
    comments = lexed.comments;
    const parsed = shipParser.parseTokens(src, file, lexed);
    addDottedNameFixes(parsed.diagnostics, lexed.tokens);
    return {
      ast: { decls: parsed.decls, comments, span },
      diagnostics: mergeDiagnostics(lexed.diagnostics, parsed.diagnostics),
    };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return {
      ast: { decls: [], comments, span },
      diagnostics: [
        {
          code: SYNTAX_CODES.internalError,
          severity: 'error',
          message: `The parser failed on this file (please report it): ${message}`,
          span: { start: 0, end: Math.min(1, src.length) },
          file,
        },
      ],
    };
  }
}

/** Lexer diagnostics win over parser ones at the same start offset. */
function mergeDiagnostics(lexical: Diagnostic[], syntactic: Diagnostic[]): Diagnostic[] {
  if (lexical.length === 0) return syntactic.length > 1 ? syntactic.sort((a, b) => a.span.start - b.span.start) : syntactic;
  const all = lexical.concat(syntactic).sort((a, b) => a.span.start - b.span.start);
  const out: Diagnostic[] = [];
  let last = -1;
  for (const d of all) {
    if (d.span.start === last) continue;
    last = d.span.start;
    out.push(d);
  }
  return out;
}

// Chevrotain's lexer module (chevrotain/lib/src/scan/lexer_public.js) as the worker's bundle sees
// it. drydock lexes with its own scanner (grammar/scanner.ts); of Chevrotain's lexer the worker
// reads only the two markers token definitions carry (grammar/tokens.ts, and Chevrotain's own EOF
// and recording tokens): `Lexer.NA` and `Lexer.SKIPPED`, here with Chevrotain's values
// (tests/playground/chevrotain-lexer.test.ts compares them). The lexer itself, its pattern
// analysis and its regular-expression parser stay out of the worker's first load. Building one
// here fails loudly rather than lexing differently.
export class Lexer {
  static readonly SKIPPED: string =
    'This marks a skipped Token pattern, this means each token identified by it will be consumed and then thrown into oblivion, this can be used to for example to completely ignore whitespace.';
  static readonly NA: RegExp = /NOT_APPLICABLE/;
  constructor() {
    throw new Error("the playground's worker has no Chevrotain lexer: grammar/scanner.ts lexes");
  }
}

/** Chevrotain's index re-exports it; only its lexer's definition checks use it, never the worker. */
export const LexerDefinitionErrorType: Readonly<Record<string, number>> = Object.freeze({});

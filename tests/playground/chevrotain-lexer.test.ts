// playground/shims/chevrotain-lexer.ts stands in for Chevrotain's lexer in the worker's bundle: its
// markers must be Chevrotain's own, or token definitions would differ from the CLI's.
import { Lexer } from 'chevrotain';
import { describe, expect, it } from 'vitest';
import * as Standin from '../../playground/shims/chevrotain-lexer';

describe("the worker's stand-in for Chevrotain's lexer", () => {
  it("carries Chevrotain's markers", () => {
    expect(Standin.Lexer.SKIPPED).toBe(Lexer.SKIPPED);
    expect(Standin.Lexer.NA.source).toBe(Lexer.NA.source);
    expect(Standin.Lexer.NA.flags).toBe(Lexer.NA.flags);
  });
  it('refuses to lex', () => {
    expect(() => new (Standin.Lexer as unknown as new () => unknown)()).toThrow(/grammar\/scanner\.ts lexes/);
  });
});

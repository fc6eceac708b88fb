// The recorded grammar answers `shipParser.computeContentAssist('file', tokensBefore)` sensibly at
// a few typical points (completion itself reads tokens in lsp/context.ts; this keeps the grammar
// recording sound for tools that ask the parser).
import { describe, expect, it } from 'vitest';
import { lex, shipParser } from '../../grammar/index';

function next(textBeforeCursor: string): string[] {
  const paths = shipParser.computeContentAssist('file', lex(textBeforeCursor).tokens);
  return [...new Set(paths.map((p) => p.nextTokenType.name))].sort();
}

describe('content assist', () => {
  it('offers the declarations at top level', () => {
    expect(next('')).toEqual(['Arc', 'Fleet', 'Flight', 'Import', 'Rules', 'Ruleset', 'Ship', 'System']);
  });

  it('offers members and the closing brace inside a ship', () => {
    expect(next('ship A {\n')).toEqual(['Allow', 'Name', 'NumberLiteral', 'RCurly', 'Remove']);
  });

  it('offers values after a property name and its colon', () => {
    expect(next('ship A { power: ')).toEqual(['LBracket', 'Minus', 'Name', 'NumberLiteral', 'Plus', 'RuleId', 'StringToken']);
  });

  it('offers extends or the body after a ship name', () => {
    expect(next('ship A ')).toEqual(['Extends', 'LCurly']);
  });
});

// The token vocabulary: contextual keywords, rule IDs versus identifiers, numbers and '..',
// strings, comments and the lexical diagnostics.
import { tokenMatcher } from 'chevrotain';
import { describe, expect, it } from 'vitest';
import { lex, ShipLexer, tokens } from '../../grammar/index';

const kinds = (text: string): string[] => lex(text).tokens.map((t) => `${t.tokenType.name}:${t.image}`);

describe('lexer', () => {
  it('reads an arc as number, .., number', () => {
    expect(kinds('arc: 300..60')).toEqual(['Arc:arc', 'Colon::', 'NumberLiteral:300', 'DotDot:..', 'NumberLiteral:60']);
  });

  it('reads rule IDs as one token', () => {
    const ids = ['ST-SH-9', 'Z-CC-1', 'SSD-5', 'Z-QT-4', 'H93.12', 'H93.221'];
    expect(kinds(ids.join(' '))).toEqual(ids.map((id) => `RuleId:${id}`));
  });

  it('keeps arc names and system ids as identifiers', () => {
    const names = ['FA', 'H93', 'I1', 'Q1', 'PL2', 'QB4', 'all'];
    expect(kinds(names.join(' '))).toEqual(names.map((n) => `Identifier:${n}`));
    expect(kinds('H93..5')).toEqual(['Identifier:H93', 'DotDot:..', 'NumberLiteral:5']);
  });

  it('reads keywords only as whole words, and every keyword is a Name', () => {
    expect(kinds('ship shipyard rules ruleset rulesets arc arcs allow allowed remove system import extends')).toEqual([
      'Ship:ship',
      'Identifier:shipyard',
      'Rules:rules',
      'Ruleset:ruleset',
      'Identifier:rulesets',
      'Arc:arc',
      'Identifier:arcs',
      'Allow:allow',
      'Identifier:allowed',
      'Remove:remove',
      'System:system',
      'Import:import',
      'Extends:extends',
    ]);
    for (const t of lex('ship system arc rules ruleset import extends allow remove x').tokens) {
      expect(tokenMatcher(t, tokens.Name)).toBe(true);
    }
  });

  it('reads numbers, signs, fractions and sums', () => {
    expect(kinds('40 1.5 -10 +2 1/2 2+2')).toEqual([
      'NumberLiteral:40',
      'NumberLiteral:1.5',
      'Minus:-',
      'NumberLiteral:10',
      'Plus:+',
      'NumberLiteral:2',
      'NumberLiteral:1',
      'Slash:/',
      'NumberLiteral:2',
      'NumberLiteral:2',
      'Plus:+',
      'NumberLiteral:2',
    ]);
  });

  it('reads strings with \\" and \\\\ escapes', () => {
    expect(kinds('"a \\"b\\" \\\\ c" x')).toEqual(['StringLiteral:"a \\"b\\" \\\\ c"', 'Identifier:x']);
  });

  it('reports an unterminated string at the string, which ends with its line', () => {
    const text = 'name: "Excelsior\nfaction: "Fed"';
    const r = lex(text);
    expect(r.tokens.map((t) => t.tokenType.name)).toEqual(['Identifier', 'Colon', 'UnterminatedString', 'Identifier', 'Colon', 'StringLiteral']);
    expect(r.diagnostics).toEqual([
      expect.objectContaining({ code: 'unterminated-string', severity: 'error', span: { start: 6, end: 16 } }),
    ]);
  });

  it('sends comments to ShipFile.comments with their kind, text and span', () => {
    const text = '// line\n/// doc\n/* block\n still */ x //// not doc';
    const r = lex(text);
    expect(r.tokens.map((t) => t.image)).toEqual(['x']);
    expect(r.comments).toEqual([
      { kind: 'line', text: '// line', span: { start: 0, end: 7 } },
      { kind: 'doc', text: '/// doc', span: { start: 8, end: 15 } },
      { kind: 'block', text: '/* block\n still */', span: { start: 16, end: 34 } },
      { kind: 'line', text: '//// not doc', span: { start: 37, end: 49 } },
    ]);
    expect(r.diagnostics).toEqual([]);
  });

  it('reports an unterminated block comment without losing what came before', () => {
    const r = lex('x /* no end\n y');
    expect(r.tokens.map((t) => t.image)).toEqual(['x']);
    expect(r.comments[0]).toEqual({ kind: 'block', text: '/* no end\n y', span: { start: 2, end: 14 } });
    expect(r.diagnostics).toEqual([expect.objectContaining({ code: 'unterminated-comment', span: { start: 2, end: 4 } })]);
  });

  it('reports one unexpected-character per run of bad characters and goes on', () => {
    const r = lex('a @@@ b $ c\u0000\u0001d');
    expect(r.tokens.map((t) => t.image)).toEqual(['a', 'b', 'c', 'd']);
    expect(r.diagnostics.map((d) => [d.code, d.span.start, d.span.end])).toEqual([
      ['unexpected-character', 2, 5],
      ['unexpected-character', 8, 9],
      ['unexpected-character', 11, 13],
    ]);
    expect(r.diagnostics[2].message).toContain('U+0000 U+0001');
  });

  it('skips all whitespace, BOM and CRLF included', () => {
    expect(kinds('\ufeffship\r\n\tA\u00a0{ }')).toEqual(['Ship:ship', 'Identifier:A', 'LCurly:{', 'RCurly:}']);
  });

  it('reads a typographically quoted text as a string and reports the quotes', () => {
    const r = lex('name: “High Guard”');
    expect(r.tokens.map((t) => t.tokenType.name)).toEqual(['Identifier', 'Colon', 'SmartQuotedString']);
    expect(r.diagnostics).toEqual([expect.objectContaining({ code: 'unexpected-character', span: { start: 6, end: 18 } })]);
  });

  it('exposes the Chevrotain lexer with offsets on every token', () => {
    const r = ShipLexer.tokenize('ship A { }');
    expect(r.tokens.map((t) => t.startOffset)).toEqual([0, 5, 7, 9]);
  });
});

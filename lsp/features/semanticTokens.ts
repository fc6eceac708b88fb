// Semantic tokens (full and range): the parser's own lexer for keywords, numbers, strings,
// comments and operators; the symbol index for what each name means (ship, system type, built-in
// kind, id, section, property, arc, enum value, rule ID).
import type { IToken } from 'chevrotain';
import type { Range, SemanticTokens } from 'vscode-languageserver';
import { SemanticTokensBuilder } from 'vscode-languageserver';
import { DotDot, Equals, Minus, NumberLiteral, Plus, RuleId, Slash, StringLiteral, UnterminatedString, keywordTokens, lex, DocComment, BlockComment } from '../../grammar/lexer';
import type { OccKind, Occurrence } from '../../compiler/semantic';
import type { Analysis } from '../workspace';
import { spanOfRange } from '../util';
import { tokenModifiers, tokenTypes } from './semantic-legend';

export { legend, tokenModifiers, tokenTypes } from './semantic-legend';

type TokenType = (typeof tokenTypes)[number];
type Modifier = (typeof tokenModifiers)[number];

const T = (t: TokenType) => tokenTypes.indexOf(t);
const M = (...ms: Modifier[]) => ms.reduce((bits, m) => bits | (1 << tokenModifiers.indexOf(m)), 0);

const BY_KIND: Partial<Record<OccKind, [TokenType, Modifier[]]>> = {
  ship: ['class', []],
  systemType: ['struct', []],
  kind: ['type', ['defaultLibrary']],
  group: ['keyword', []],
  arc: ['variable', ['readonly']],
  builtinArc: ['variable', ['readonly', 'defaultLibrary']],
  id: ['variable', []],
  section: ['namespace', []],
  property: ['property', []],
  projection: ['property', []],
  constant: ['property', ['readonly']],
  enumValue: ['enumMember', []],
  rulesetName: ['enumMember', []],
  hitKeyword: ['enumMember', ['defaultLibrary']],
  rule: ['decorator', []],
};

const OPERATORS = new Set([DotDot, Equals, Minus, Plus, Slash]);
const KEYWORDS = new Set(keywordTokens);

export function semanticTokens(a: Analysis, range?: Range): SemanticTokens {
  const text = a.source.text;
  const lines = a.source.lines;
  const window = range ? spanOfRange(a.source, range) : { start: 0, end: text.length };
  const { tokens, commentTokens } = lex(text);
  const occByStart = new Map<number, Occurrence>();
  for (const o of a.index().occurrences) if (!occByStart.has(o.span.start)) occByStart.set(o.span.start, o);
  const all: IToken[] = mergeByOffset(tokens, commentTokens);
  const builder = new SemanticTokensBuilder();
  const push = (start: number, length: number, type: number, mods: number) => {
    if (length <= 0 || start + length < window.start || start > window.end) return;
    const p = lines.position(start);
    builder.push(p.line, p.character, length, type, mods);
  };
  for (const t of all) {
    const start = t.startOffset;
    const len = t.image.length;
    if (start > window.end) break;
    const tt = t.tokenType;
    if (t.tokenType.GROUP === 'comments' || tt === BlockComment || tt === DocComment || tt.name === 'LineComment') {
      const mods = tt === DocComment ? M('documentation') : 0;
      // One token per line: clients need not support multiline tokens.
      let s = start;
      const end = start + len;
      while (s < end) {
        let e = s;
        while (e < end && text.charCodeAt(e) !== 10 && text.charCodeAt(e) !== 13) e++;
        push(s, e - s, T('comment'), mods);
        while (e < end && (text.charCodeAt(e) === 10 || text.charCodeAt(e) === 13)) e++;
        s = e;
      }
      continue;
    }
    if (tt === StringLiteral || tt === UnterminatedString) push(start, len, T('string'), 0);
    else if (tt === NumberLiteral) push(start, len, T('number'), 0);
    else if (tt === RuleId) push(start, len, T('decorator'), 0);
    else if (OPERATORS.has(tt)) push(start, len, T('operator'), 0);
    else {
      const occ = occByStart.get(start);
      const mapped = occ ? BY_KIND[occ.kind] : undefined;
      if (mapped && occ!.span.end - occ!.span.start === len) {
        const mods = [...mapped[1], ...(occ!.decl ? (['declaration'] as Modifier[]) : [])];
        push(start, len, T(mapped[0]), M(...mods));
      } else if (KEYWORDS.has(tt) || t.image === 'true' || t.image === 'false') push(start, len, T('keyword'), 0);
    }
  }
  return builder.build();
}

function mergeByOffset(a: IToken[], b: IToken[]): IToken[] {
  const out: IToken[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i].startOffset < b[j].startOffset)) out.push(a[i++]);
    else out.push(b[j++]);
  }
  return out;
}

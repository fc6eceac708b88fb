// Highlighting for the playground from the extension's own TextMate grammar
// (lsp/vscode/syntaxes/ship.tmLanguage.json), so the browser colours exactly what VS Code colours.
// A small interpreter of the grammar's features that file uses: `match` rules with `name` or
// `captures`, `begin`/`end` rules (block comments across lines, strings with escapes), and
// `include` of repository entries. Oniguruma regexes of the grammar are valid JavaScript ones.
// Pure: tests/playground/textmate.test.ts compares it with vscode-textmate on every example.

export interface Grammar {
  patterns: Rule[];
  repository: Record<string, { patterns?: Rule[] } & Rule>;
}

interface Rule {
  include?: string;
  name?: string;
  match?: string;
  captures?: Captures;
  begin?: string;
  end?: string;
  beginCaptures?: Captures;
  endCaptures?: Captures;
  patterns?: Rule[];
}

export interface Token {
  start: number;
  end: number;
  /** The innermost scope (`comment.block.ship`), or '' for text no rule names. */
  scope: string;
}

/** What carries over from one line to the next: the begin/end rule still open, if any. */
export type LineState = { open: number } | null;

/** A capture is named, or tokenized again by its own `match` patterns. */
type Captures = Record<string, { name?: string; patterns?: Rule[] }>;

interface Compiled {
  rule: Rule;
  re: RegExp;
  end?: RegExp;
  inner?: Compiled[];
}

export class TextMateTokenizer {
  private readonly top: Compiled[];
  private readonly all: Compiled[] = [];

  constructor(grammar: Grammar) {
    const flatten = (rules: Rule[], seen: Set<string>): Rule[] =>
      rules.flatMap((r) => {
        if (r.include?.startsWith('#')) {
          const key = r.include.slice(1);
          if (seen.has(key)) return [];
          const entry = grammar.repository[key];
          if (!entry) return [];
          return entry.patterns ? flatten(entry.patterns, new Set([...seen, key])) : [entry];
        }
        return [r];
      });
    const compile = (r: Rule): Compiled => {
      const c: Compiled = { rule: r, re: new RegExp(r.match ?? r.begin ?? '(?!)', 'gd') };
      if (r.begin) {
        c.end = new RegExp(r.end ?? '$', 'gd');
        c.inner = flatten(r.patterns ?? [], new Set()).map(compile);
      }
      this.all.push(c);
      return c;
    };
    this.top = flatten(grammar.patterns, new Set()).map(compile);
  }

  /** Names the `match` patterns of a capture give inside the captured text. */
  private subTokenize(text: string, rules: Rule[], mark: (start: number, end: number, scope: string) => void): void {
    const compiled = rules.filter((r) => r.match).map((r) => ({ r, re: new RegExp(r.match!, 'g') }));
    let pos = 0;
    while (pos < text.length) {
      let best: { m: RegExpExecArray; r: Rule } | undefined;
      for (const { r, re } of compiled) {
        re.lastIndex = pos;
        const m = re.exec(text);
        if (m && (!best || m.index < best.m.index)) best = { m, r };
      }
      if (!best) return;
      if (best.r.name) mark(best.m.index, best.m.index + best.m[0].length, best.r.name);
      pos = best.m.index + Math.max(1, best.m[0].length);
    }
  }

  /** Tokens of one line (without its line break), given the state the previous line left. */
  tokenizeLine(line: string, state: LineState): { tokens: Token[]; state: LineState } {
    const tokens: Token[] = [];
    const emit = (start: number, end: number, scope: string) => {
      if (end <= start) return;
      const last = tokens[tokens.length - 1];
      if (last && last.end === start && last.scope === scope) last.end = end;
      else tokens.push({ start, end, scope });
    };
    /** A match's text, split by its captures (innermost named capture wins). */
    const emitMatch = (m: RegExpExecArray, name: string | undefined, captures: Captures | undefined) => {
      const start = m.index;
      const end = start + m[0].length;
      const scopes: string[] = new Array(end - start).fill(name ?? '');
      if (captures && m.indices) {
        for (const [k, v] of Object.entries(captures)) {
          const span = m.indices[Number(k)];
          if (!span) continue;
          if (v.name) for (let i = span[0]; i < span[1]; i++) scopes[i - start] = v.name;
          if (v.patterns) this.subTokenize(line.slice(span[0], span[1]), v.patterns, (a, b, scope) => {
            for (let i = a; i < b; i++) scopes[span[0] + i - start] = scope;
          });
        }
      }
      for (let i = 0; i < scopes.length; ) {
        let j = i + 1;
        while (j < scopes.length && scopes[j] === scopes[i]) j++;
        emit(start + i, start + j, scopes[i]);
        i = j;
      }
    };
    let pos = 0;
    let open = state ? this.all[state.open] : undefined;
    while (pos <= line.length) {
      if (open) {
        // Inside a begin/end rule: its end, or one of its inner patterns, whichever comes first.
        open.end!.lastIndex = pos;
        const end = open.end!.exec(line);
        let inner: { m: RegExpExecArray; c: Compiled } | undefined;
        for (const c of open.inner ?? []) {
          c.re.lastIndex = pos;
          const m = c.re.exec(line);
          if (m && (!end || m.index < end.index) && (!inner || m.index < inner.m.index)) inner = { m, c };
        }
        const name = open.rule.name ?? '';
        if (inner) {
          emit(pos, inner.m.index, name);
          emitMatch(inner.m, inner.c.rule.name, inner.c.rule.captures);
          pos = inner.m.index + Math.max(1, inner.m[0].length);
          continue;
        }
        if (!end) {
          emit(pos, line.length, name);
          return { tokens, state: { open: this.all.indexOf(open) } };
        }
        emit(pos, end.index, name);
        emitMatch(end, name, open.rule.endCaptures ?? open.rule.captures);
        // The whole construct carries the rule's name under the end's own capture names.
        pos = end.index + end[0].length;
        open = undefined;
        if (end[0].length === 0) {
          if (pos >= line.length) break;
        }
        continue;
      }
      let best: { m: RegExpExecArray; c: Compiled } | undefined;
      for (const c of this.top) {
        c.re.lastIndex = pos;
        const m = c.re.exec(line);
        if (m && (!best || m.index < best.m.index)) best = { m, c };
      }
      if (!best) break;
      emit(pos, best.m.index, '');
      if (best.c.rule.begin) {
        emitMatch(best.m, best.c.rule.name, best.c.rule.beginCaptures ?? best.c.rule.captures);
        open = best.c;
      } else emitMatch(best.m, best.c.rule.name, best.c.rule.captures);
      pos = best.m.index + Math.max(1, best.m[0].length);
      if (best.m[0].length === 0) emit(best.m.index, pos, '');
    }
    emit(pos, line.length, '');
    return { tokens, state: open ? { open: this.all.indexOf(open) } : null };
  }
}

/**
 * The highlight tag for a TextMate scope, by its leading segments (the same families a VS Code
 * theme colours): comments, strings, keywords, numbers, constants, type and property names.
 */
export function tagOfScope(scope: string): string | null {
  if (!scope) return null;
  if (scope.startsWith('comment.line.documentation')) return 'docComment';
  if (scope.startsWith('comment') || scope.startsWith('punctuation.definition.comment')) return 'comment';
  if (scope.startsWith('constant.character.escape')) return 'escape';
  if (scope.startsWith('string') || scope.startsWith('punctuation.definition.string')) return 'string';
  if (scope.startsWith('keyword.operator')) return 'operator';
  if (scope.startsWith('keyword')) return 'keyword';
  if (scope.startsWith('storage')) return 'keyword';
  if (scope.startsWith('constant.numeric')) return 'number';
  if (scope.startsWith('constant.language')) return 'bool';
  if (scope.startsWith('constant') || scope.startsWith('support.constant')) return 'atom';
  if (scope.startsWith('support.type.property-name')) return 'propertyName';
  if (scope.startsWith('entity.name.type') || scope.startsWith('support.type') || scope.startsWith('entity.other.inherited-class')) return 'typeName';
  if (scope.startsWith('entity.name')) return 'definition';
  if (scope.startsWith('variable.other.property') || scope.startsWith('support.variable.property') || scope.startsWith('variable.other.member')) return 'propertyName';
  if (scope.startsWith('variable')) return 'variableName';
  if (scope.startsWith('punctuation')) return 'punctuation';
  return null;
}

// The parser's grammar analysis, computed once at build time instead of at every start,
// to shorten start-up. Chevrotain's `performSelfAnalysis` runs every rule in a recording mode to
// build the grammar (GAST), then computes, for every OR / OPTION / MANY / AT_LEAST_ONE, the token paths that choose
// it, and turns them into lookahead functions. That is the same work with the same result on
// every run, and it was the largest part of a command's start-up.
//
// `captureAnalysis` (run by scripts/gen-grammar-analysis.ts on a parser that did the full
// analysis) writes both down as plain JSON: the productions of every rule, and the lookahead
// paths of every decision point with token types by name. The build bundles that JSON into
// dist/ (esbuild `define`); a parser given it (`new ShipParser({ analysis })`) restores the
// productions and builds its lookahead functions from the stored paths (`PrecomputedLookahead`),
// with the same choice rule as Chevrotain's LL(k) functions: the first alternative, in order, one
// of whose paths matches the next tokens (a token matches a type or a category it belongs to),
// after its GATE, if any, allows it. Running from source (tests, tsx) there is no stored
// analysis and the parser analyses itself as before. tests/grammar/analysis.test.ts checks that a
// restored analysis equals a fresh one and that both parse every example and fixture alike.
import {
  Alternation,
  Alternative,
  getLookaheadPaths,
  NonTerminal,
  Option,
  Repetition,
  RepetitionMandatory,
  RepetitionMandatoryWithSeparator,
  RepetitionWithSeparator,
  Rule,
  Terminal,
} from 'chevrotain';
import type { ILookaheadStrategy, IProduction, IToken, LookaheadProductionType, OptionalProductionType, TokenType } from 'chevrotain';

/** A GAST node as JSON: its kind, its own fields, token types and rule links by name. */
export interface SerializedNode {
  kind: string;
  fields: Record<string, unknown>;
  definition?: SerializedNode[];
}

/** Lookahead paths of one decision point: per alternative, the token sequences (by name) that choose it. */
export type SerializedPaths = string[][][];

export interface SerializedAnalysis {
  /** Format version: a parser refuses data of another version and analyses itself. */
  version: number;
  rules: SerializedNode[];
  /** `${rule}|${production kind}|${occurrence}` -> paths. */
  lookahead: Record<string, SerializedPaths>;
}

export const ANALYSIS_VERSION = 1;

// Every GAST class, by a stable name (class names can change in a bundle).
const KINDS: [string, new (...args: never[]) => object][] = [
  ['Rule', Rule],
  ['NonTerminal', NonTerminal],
  ['Alternative', Alternative],
  ['Alternation', Alternation],
  ['Option', Option],
  ['RepetitionMandatoryWithSeparator', RepetitionMandatoryWithSeparator],
  ['RepetitionMandatory', RepetitionMandatory],
  ['RepetitionWithSeparator', RepetitionWithSeparator],
  ['Repetition', Repetition],
  ['Terminal', Terminal],
];

function kindOf(node: object): string {
  // Exact class first (a subclass is also an instance of its base).
  for (const [name, cls] of KINDS) if (Object.getPrototypeOf(node) === cls.prototype) return name;
  throw new Error(`grammar analysis: unknown production ${Object.getPrototypeOf(node)?.constructor?.name}`);
}

const isTokenType = (v: unknown): v is TokenType => !!v && typeof v === 'object' && typeof (v as TokenType).tokenTypeIdx === 'number' && typeof (v as TokenType).name === 'string';

function serializeNode(node: IProduction & Record<string, unknown>): SerializedNode {
  const fields: Record<string, unknown> = {};
  let definition: SerializedNode[] | undefined;
  for (const key of Object.keys(node)) {
    const v = node[key];
    if (key === '_definition') {
      // A NonTerminal's definition is its rule's: it keeps an empty one of its own.
      definition = (v as (IProduction & Record<string, unknown>)[]).map(serializeNode);
    } else if (key === 'referencedRule') {
      fields[key] = { rule: (v as Rule).name };
    } else if (isTokenType(v)) {
      fields[key] = { token: v.name };
    } else if (v === undefined || v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') {
      fields[key] = v;
    } else {
      throw new Error(`grammar analysis: cannot store field ${key} of a ${kindOf(node)}`);
    }
  }
  return definition ? { kind: kindOf(node), fields, definition } : { kind: kindOf(node), fields };
}

/** Calls `visit` on every production of `rule` that has a lookahead function (as Chevrotain collects them). */
function decisionPoints(rule: Rule, visit: (prod: IProduction & { idx: number; maxLookahead?: number }, kind: string) => void): void {
  const walk = (prods: IProduction[]) => {
    for (const p of prods) {
      if (p instanceof NonTerminal) continue; // its rule is visited on its own
      const kind = kindOf(p);
      if (kind !== 'Terminal' && kind !== 'Alternative' && kind !== 'Rule') visit(p as IProduction & { idx: number }, kind);
      walk((p as unknown as { definition?: IProduction[] }).definition ?? []);
    }
  };
  walk(rule.definition);
}

const key = (rule: string, kind: string, occurrence: number) => `${rule}|${kind}|${occurrence}`;

/** The analysis of a parser that ran Chevrotain's own `performSelfAnalysis`, as JSON-able data. */
export function captureAnalysis(rules: Record<string, Rule>, maxLookahead: number): SerializedAnalysis {
  const names = (paths: TokenType[][][]) => paths.map((alt) => alt.map((path) => path.map((t) => t.name)));
  const lookahead: Record<string, SerializedPaths> = {};
  for (const rule of Object.values(rules)) {
    decisionPoints(rule, (prod, kind) => {
      const paths = getLookaheadPaths({
        occurrence: prod.idx,
        rule,
        prodType: kind as LookaheadProductionType,
        maxLookahead: prod.maxLookahead || maxLookahead,
      });
      // An optional production's paths are [inside, after]; only the first decides.
      lookahead[key(rule.name, kind, prod.idx)] = names(kind === 'Alternation' ? paths : paths.slice(0, 1));
    });
  }
  return { version: ANALYSIS_VERSION, rules: Object.values(rules).map((r) => serializeNode(r as unknown as IProduction & Record<string, unknown>)), lookahead };
}

/** Token types by name; a name given twice cannot be stored. */
export function tokensByName(tokens: TokenType[]): Map<string, TokenType> {
  const map = new Map<string, TokenType>();
  for (const t of tokens) {
    if (map.has(t.name) && map.get(t.name) !== t) throw new Error(`grammar analysis: two token types are named ${t.name}`);
    map.set(t.name, t);
  }
  return map;
}

/** Rebuilds the productions of every rule (Chevrotain's GAST classes, rule links resolved). */
export function restoreRules(data: SerializedAnalysis, tokens: Map<string, TokenType>): Record<string, Rule> {
  const classes = new Map(KINDS);
  const rules: Record<string, Rule> = {};
  const links: [NonTerminal, string][] = [];
  const token = (name: string) => {
    const t = tokens.get(name);
    if (!t) throw new Error(`grammar analysis: unknown token type ${name}`);
    return t;
  };
  const build = (s: SerializedNode): IProduction => {
    const cls = classes.get(s.kind);
    if (!cls) throw new Error(`grammar analysis: unknown production kind ${s.kind}`);
    // Built without the constructor: the fields are exactly those the recorder left.
    const node = Object.create(cls.prototype) as Record<string, unknown>;
    for (const [k, v] of Object.entries(s.fields)) {
      if (v && typeof v === 'object' && 'token' in v) node[k] = token((v as { token: string }).token);
      else if (v && typeof v === 'object' && 'rule' in v) links.push([node as unknown as NonTerminal, (v as { rule: string }).rule]);
      else node[k] = v;
    }
    if (s.definition) node._definition = s.definition.map(build);
    return node as unknown as IProduction;
  };
  for (const r of data.rules) {
    const rule = build(r) as Rule;
    rules[rule.name] = rule;
  }
  for (const [nt, name] of links) {
    if (!rules[name]) throw new Error(`grammar analysis: unknown rule ${name}`);
    nt.referencedRule = rules[name];
  }
  return rules;
}

/** The parser as a lookahead function sees it (LA_FAST: the parser pads its tokens with EOF). */
interface Reader {
  LA_FAST(i: number): IToken;
}

type Decide = (this: Reader, alts?: { GATE?: () => boolean }[]) => number | undefined;

/** Does `t` match `type`, directly or through one of `type`'s categories? (Chevrotain's rule.) */
function matches(t: IToken, type: TokenType): boolean {
  return t.tokenTypeIdx === type.tokenTypeIdx || (type.isParent === true && type.categoryMatchesMap![t.tokenTypeIdx!] === true);
}

/**
 * Lookahead functions from stored paths. Chosen over Chevrotain's LL(k) strategy only when the
 * parser was given an analysis; validation (`validate`) belongs to the full analysis, which the
 * tests run on every change.
 */
export class PrecomputedLookahead implements ILookaheadStrategy {
  private readonly paths = new Map<string, TokenType[][][]>();

  constructor(data: SerializedAnalysis, tokens: Map<string, TokenType>) {
    for (const [k, alts] of Object.entries(data.lookahead)) {
      this.paths.set(
        k,
        alts.map((alt) => alt.map((path) => path.map((n) => {
          const t = tokens.get(n);
          if (!t) throw new Error(`grammar analysis: unknown token type ${n}`);
          return t;
        }))),
      );
    }
  }

  validate(): [] {
    return [];
  }

  private stored(rule: Rule, kind: string, occurrence: number): TokenType[][][] {
    const p = this.paths.get(key(rule.name, kind, occurrence));
    if (!p) throw new Error(`grammar analysis: no lookahead stored for ${key(rule.name, kind, occurrence)}`);
    return p;
  }

  buildLookaheadForAlternation(options: { prodOccurrence: number; rule: Rule; hasPredicates: boolean; dynamicTokensEnabled: boolean }): Decide {
    const alts = this.stored(options.rule, 'Alternation', options.prodOccurrence);
    const oneToken = alts.every((alt) => alt.every((path) => path.length === 1));
    if (oneToken && !options.hasPredicates && !options.dynamicTokensEnabled) {
      // One token decides: a table from token type (and every type in a category) to the first
      // alternative it starts.
      const choice: number[] = [];
      alts.forEach((alt, i) => {
        for (const [t] of alt) {
          if (choice[t.tokenTypeIdx!] === undefined) choice[t.tokenTypeIdx!] = i;
          for (const sub of t.categoryMatches ?? []) if (choice[sub] === undefined) choice[sub] = i;
        }
      });
      return function () {
        return choice[this.LA_FAST(1).tokenTypeIdx!];
      };
    }
    const hasPredicates = options.hasPredicates;
    return function (orAlts) {
      for (let i = 0; i < alts.length; i++) {
        const gate = hasPredicates ? orAlts?.[i]?.GATE : undefined;
        if (gate !== undefined && gate.call(this) === false) continue;
        next: for (const path of alts[i]) {
          for (let k = 0; k < path.length; k++) if (!matches(this.LA_FAST(k + 1), path[k])) continue next;
          return i;
        }
      }
      return undefined;
    };
  }

  buildLookaheadForOptional(options: { prodOccurrence: number; prodType: OptionalProductionType; rule: Rule; dynamicTokensEnabled: boolean }): (this: Reader) => boolean {
    const [paths] = this.stored(options.rule, options.prodType, options.prodOccurrence);
    if (paths.every((p) => p.length === 1) && !options.dynamicTokensEnabled) {
      const accept: boolean[] = [];
      for (const [t] of paths) {
        accept[t.tokenTypeIdx!] = true;
        for (const sub of t.categoryMatches ?? []) accept[sub] = true;
      }
      return function () {
        return accept[this.LA_FAST(1).tokenTypeIdx!] === true;
      };
    }
    return function () {
      next: for (const path of paths) {
        for (let k = 0; k < path.length; k++) if (!matches(this.LA_FAST(k + 1), path[k])) continue next;
        return true;
      }
      return false;
    };
  }
}

/** V8 keeps an object with many properties in its fast mode once it has served as a prototype. */
export function toFastProperties(o: object): void {
  function F() {}
  F.prototype = o;
  // Two property reads through an instance make V8 settle the prototype's layout.
  const f = new (F as unknown as new () => { x?: unknown })();
  void f.x;
  void f.x;
}

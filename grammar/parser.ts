// The .ship parser: a Chevrotain EmbeddedActionsParser that builds the AST of grammar/ast.ts
// directly. The grammar is recorded once (performSelfAnalysis); Chevrotain's
// `computeContentAssist` can then say what may come next (tests/grammar/content-assist.test.ts
// keeps that working), although completion reads tokens itself (lsp/context.ts).
//
// Error recovery, in layers:
// - At each token a rule expects, `expectToken` mends single-token slips the way Chevrotain's
//   insertion/deletion does (a stray token before the expected one is skipped; a missing one is
//   reported and the rule goes on as if it were there), but without an exception per error and
//   with messages that name the context. Chevrotain's own recovery (recoveryEnabled) stays on as
//   the safety net for every other CONSUME; SAVE_ERROR words those errors. Tokens it inserts have
//   NaN offsets and are never used for spans (`isReal`).
// - What cannot be guessed is checked before it is read: a missing value becomes an ErrorValue;
//   a missing '}' or ']' is reported at the bracket left open; a name must start on the line of
//   its keyword (`ship`, `remove`, a block's first id), so an unfinished line does not eat the
//   next one.
// - Re-sync is ours, not Chevrotain's: inside braces, stray tokens are reported once per run and
//   skipped (balanced braces included) up to something that starts a member, a '}' or a new
//   declaration; at top level, up to the next declaration keyword. A declaration keyword at the
//   start of a line ends any open block, so a missing '}' does not swallow the following ships.
//   Chevrotain's rule re-sync (it would drop the partial AST of the rule) and in-repetition
//   recovery (it recurses once per error and rescans the input) are turned off.
import { EOF, EmbeddedActionsParser, isRecognitionException, tokenMatcher } from 'chevrotain';
import type {
  IOrAlt,
  IParserErrorMessageProvider,
  IRecognitionException,
  IToken,
  ITokenGrammarPath,
  Rule,
  TokenType,
} from 'chevrotain';
import type {
  ArcDecl,
  Allow,
  Block,
  Decl,
  ImportDecl,
  Member,
  Name,
  Property,
  Remove,
  RulesDecl,
  RulesetDecl,
  FlightDecl,
  FleetDecl,
  ShipDecl,
  Span,
  StringValue,
  SystemDecl,
  Value,
} from './ast';
import type { Diagnostic } from './diagnostic';
import { DocAttacher, collectDocRuns, type DocRun } from './doc-comments';
import type { LexResult } from './lexer';
import * as T from './lexer';
import { LineIndex } from './positions';
import { ANALYSIS_VERSION, PrecomputedLookahead, restoreRules, toFastProperties, tokensByName, type SerializedAnalysis } from './analysis';

/** Nesting limit for blocks and lists: keeps recursion far from the JS stack limit. */
export const MAX_NESTING = 32;

const NO_RESYNC = { resyncEnabled: false } as const;

/** Chevrotain's `maxLookahead` for this grammar (the stored analysis is computed with it). */
export const MAX_LOOKAHEAD = 3;

// The analysis stored by the build (scripts/build.mjs defines it from generated/grammar-analysis.json);
// undefined when running from source.
declare const __DRYDOCK_GRAMMAR_ANALYSIS__: SerializedAnalysis | undefined;
const BUILT_ANALYSIS = typeof __DRYDOCK_GRAMMAR_ANALYSIS__ === 'undefined' ? undefined : __DRYDOCK_GRAMMAR_ANALYSIS__;

const followsCache = new Map<string, TokenType[]>();

interface BodyResult {
  members: Member[];
  /** False when neither a '{' nor members were found. */
  present: boolean;
  /** `{ ... }` including the braces, or where they should have been. */
  span: Span;
}

// Chevrotain builds its error messages before saving the error; we only need the expected token
// type, and write the message ourselves in SAVE_ERROR where the parser state is at hand.
let lastExpected: TokenType | null = null;
const messageProvider: IParserErrorMessageProvider = {
  buildMismatchTokenMessage: (options) => {
    lastExpected = options.expected;
    return '';
  },
  buildNotAllInputParsedMessage: () => '',
  buildNoViableAltMessage: () => '',
  buildEarlyExitMessage: () => '',
};

/** Tokens carry offsets only (positionTracking 'onlyOffset'): the end is start + length. */
const endOf = (t: IToken): number => t.startOffset + t.image.length;

const isReal = (t: IToken): boolean => t.startOffset === t.startOffset && t.startOffset >= 0 && !t.isInsertedInRecovery;

function describe(t: IToken): string {
  if (t.tokenType === EOF) return 'the end of the file';
  const img = t.image.length > 30 ? `${t.image.slice(0, 30)}…` : t.image;
  if (tokenMatcher(t, T.StringToken)) return `the string ${img}`;
  return `'${img}'`;
}

function unescape(raw: string): string {
  if (raw.indexOf('\\') < 0) return raw;
  let out = '';
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if (c === '\\' && i + 1 < raw.length && (raw[i + 1] === '"' || raw[i + 1] === '\\')) {
      out += raw[++i];
    } else {
      out += c;
    }
  }
  return out;
}

export class ShipParser extends EmbeddedActionsParser {
  // ---- per-parse state (set by parseTokens) --------------------------------------------------
  private src = '';
  private fileName = '<input>';
  private diags: Diagnostic[] = [];
  private reportedAt = new Set<number>();
  private lastReportEnd = -1;
  private docs = new DocAttacher('', []);
  private nesting = 0;
  private lineIdx: LineIndex | null = null;
  private badChars: number[] = [];

  // Cached OR alternatives (Chevrotain's advice: do not rebuild them on every call).
  private declAlts?: IOrAlt<Decl | null>[];
  private memberAlts?: { MAX_LOOKAHEAD: number; IGNORE_AMBIGUITIES: boolean; DEF: IOrAlt<Member | null>[] };
  private valueAlts?: IOrAlt<Value>[];
  private signAlts?: IOrAlt<IToken>[];
  private ruleIdAlts?: IOrAlt<IToken>[];
  private allowAlts?: IOrAlt<Allow | Property | null>[];
  private removeAlts?: IOrAlt<Remove | Property | null>[];
  // namedMember hands its key to the alternative it picks through these (read at once, before
  // any nested rule can overwrite them).
  private pendingKey: IToken | null = null;
  private pendingDoc: string | undefined = undefined;
  private namedAlts?: IOrAlt<Property | Block | null>[];

  /**
   * `validate` runs Chevrotain's grammar validations (ambiguities, left recursion). They cost
   * tens of milliseconds at every start, so the shipped parser skips them and
   * tests/grammar/validation.test.ts runs them on every test run instead.
   */
  constructor(options: { validate?: boolean; analysis?: SerializedAnalysis } = {}) {
    // A stored analysis (grammar/analysis.ts) replaces the grammar recording and the lookahead
    // computation of self-analysis; validating needs the full analysis.
    const analysis = !options.validate && options.analysis?.version === ANALYSIS_VERSION ? options.analysis : undefined;
    const tokens = analysis ? tokensByName(T.allTokens) : undefined;
    super(T.allTokens, {
      recoveryEnabled: true,
      maxLookahead: MAX_LOOKAHEAD,
      errorMessageProvider: messageProvider,
      skipValidations: !options.validate,
      ...(analysis && tokens ? { lookaheadStrategy: new PrecomputedLookahead(analysis, tokens) } : {}),
    });
    this.analysis = analysis && tokens ? { data: analysis, tokens } : undefined;
    // See the header: in-repetition recovery recurses per error; our loops re-sync instead.
    (this as unknown as { attemptInRepetitionRecovery: () => void }).attemptInRepetitionRecovery = () => {};
    // Self-analysis computes the follow sets of every production when recovery is on, but only
    // rule re-sync and in-repetition recovery read them, and both are off here (every RULE has
    // NO_RESYNC; see above). Skipping them shortens every start-up. Single-token
    // insertion and deletion, which stay on, do not use them.
    const self = this as unknown as { recoveryEnabled: boolean };
    self.recoveryEnabled = false;
    this.performSelfAnalysis();
    self.recoveryEnabled = true;
  }

  private analysis?: { data: SerializedAnalysis; tokens: Map<string, TokenType> };

  /**
   * With a stored analysis: what Chevrotain's self-analysis leaves behind (the productions of
   * every rule and a lookahead function per decision point) without recording the grammar or
   * computing lookahead paths. Without one: Chevrotain's own.
   */
  override performSelfAnalysis(): void {
    const stored = this.analysis;
    if (!stored) return super.performSelfAnalysis();
    const self = this as unknown as {
      selfAnalysisDone: boolean;
      gastProductionsCache: Record<string, Rule>;
      definedRulesNames: string[];
      preComputeLookaheadFunctions(rules: Rule[]): void;
    };
    self.selfAnalysisDone = true;
    toFastProperties(this);
    const rules = restoreRules(stored.data, stored.tokens);
    // The stored rules must be this parser's rules (same names, same order).
    if (Object.keys(rules).join() !== self.definedRulesNames.join()) throw new Error('grammar analysis: the stored rules are not this parser\'s; rebuild');
    for (const name of self.definedRulesNames) self.gastProductionsCache[name] = rules[name];
    self.preComputeLookaheadFunctions(Object.values(rules));
  }

  /** Parses lexed tokens. Never throws recognition errors; they become diagnostics. */
  parseTokens(text: string, file: string, lexed: LexResult): { decls: Decl[]; diagnostics: Diagnostic[] } {
    this.src = text;
    this.fileName = file;
    this.diags = [];
    this.reportedAt = new Set();
    this.lastReportEnd = -1;
    this.nesting = 0;
    this.lineIdx = null;
    this.badChars = lexed.badCharOffsets;
    this.docs = new DocAttacher(text, collectDocRuns(text, lexed.commentTokens));
    this.input = lexed.tokens;
    // Recognition errors are exceptions inside Chevrotain; with many syntax errors, capturing
    // their stack traces would dominate. Nothing else runs during the parse.
    const stackLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      const decls = this.file();
      return { decls: Array.isArray(decls) ? decls : [], diagnostics: this.diags };
    } finally {
      Error.stackTraceLimit = stackLimit;
      // Do not keep the text and tokens of the last file alive.
      this.input = [];
      this.src = '';
      this.badChars = [];
      this.docs = new DocAttacher('', []);
      this.lineIdx = null;
    }
  }

  /**
   * Parsing a text one top-level declaration at a time (the streaming check,
   * compiler/stream-check.ts): `beginPieces`, then `parsePiece` with the tokens of each piece
   * (grammar/scanner.ts scanDeclaration) in order, then `endPieces`. When no piece reports
   * anything, the declarations are those `parseTokens` gives for the whole text; a caller that
   * gets a diagnostic from a piece parses the whole text instead (recovery looks across
   * declarations).
   */
  beginPieces(text: string, file: string): void {
    this.src = text;
    this.fileName = file;
    this.diags = [];
    this.reportedAt = new Set();
    this.lastReportEnd = -1;
    this.nesting = 0;
    this.lineIdx = null;
    this.badChars = [];
    this.docs = new DocAttacher(text, []);
  }

  /** One piece: its tokens and the doc comment runs found with them (collectDocRuns). */
  parsePiece(tokens: IToken[], docRuns: DocRun[]): { decls: Decl[]; diagnostics: Diagnostic[] } {
    this.docs = this.docs.extend(docRuns);
    this.diags = [];
    this.input = tokens;
    const stackLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      const decls = this.file();
      return { decls: Array.isArray(decls) ? decls : [], diagnostics: this.diags };
    } finally {
      Error.stackTraceLimit = stackLimit;
      this.input = [];
    }
  }

  endPieces(): void {
    this.input = [];
    this.src = '';
    this.badChars = [];
    this.docs = new DocAttacher('', []);
    this.lineIdx = null;
  }

  // ==== grammar =================================================================================

  public file = this.RULE(
    'file',
    (): Decl[] => {
      const decls: Decl[] = [];
      for (;;) {
        this.MANY(() => {
          let d: Decl | null = null;
          try {
            d = this.SUBRULE(this.declaration);
          } catch (e) {
            this.rethrowUnlessRecognition(e);
            this.skipToDeclaration(false);
          }
          if (d && !this.RECORDING_PHASE) decls.push(d);
        });
        if (this.RECORDING_PHASE || this.LA(1).tokenType === EOF) break;
        this.strayAtTopLevel();
      }
      return decls;
    },
    NO_RESYNC,
  );

  private declaration = this.RULE(
    'declaration',
    (): Decl | null =>
      this.OR(
        (this.declAlts ??= [
          { ALT: () => this.SUBRULE(this.rulesetDecl) },
          { ALT: () => this.SUBRULE(this.importDecl) },
          { ALT: () => this.SUBRULE(this.arcDecl) },
          { ALT: () => this.SUBRULE(this.rulesDecl) },
          { ALT: () => this.SUBRULE(this.systemDecl) },
          { ALT: () => this.SUBRULE(this.shipDecl) },
          { ALT: () => this.SUBRULE(this.flightDecl) },
          { ALT: () => this.SUBRULE(this.fleetDecl) },
        ]),
      ),
    NO_RESYNC,
  );

  private rulesetDecl = this.RULE(
    'rulesetDecl',
    (): RulesetDecl | null => {
      const kw = this.CONSUME(T.Ruleset);
      const name = this.nameAfter(1, kw, "Expected the rules these ships follow after 'ruleset' (b5wars or sfb)");
      if (this.RECORDING_PHASE) return null;
      if (!name) {
        this.skipToDeclaration(false);
        return null;
      }
      return { kind: 'ruleset', name: this.nameOf(name), span: this.spanFrom(kw) };
    },
    NO_RESYNC,
  );

  private importDecl = this.RULE(
    'importDecl',
    (): ImportDecl | null => {
      const kw = this.CONSUME(T.Import);
      if (!this.RECORDING_PHASE && !tokenMatcher(this.LA(1), T.StringToken)) {
        this.expected(`Expected a file path in quotes after 'import', e.g. import "fleet.ship"`, kw, this.LA(1));
        this.skipToDeclaration(false);
        return null;
      }
      const path = this.CONSUME(T.StringToken);
      if (this.RECORDING_PHASE) return null;
      return { kind: 'import', path: this.stringOf(path), span: this.spanFrom(kw) };
    },
    NO_RESYNC,
  );

  private arcDecl = this.RULE(
    'arcDecl',
    (): ArcDecl | null => {
      const doc = this.docAt();
      const kw = this.CONSUME(T.Arc);
      const name = this.nameAfter(1, kw, "Expected a name after 'arc', as in arc FA = 300..60");
      if (!this.RECORDING_PHASE && !name) {
        this.skipToDeclaration(false);
        return null;
      }
      const eq = this.expectToken(0, T.Equals, "Expected '=' between the arc name and its value, as in arc FA = 300..60");
      const value = this.valueAfter(eq ?? this.LA(0), eq ? `arc ${name ? name.image : ''} ` : '');
      if (this.RECORDING_PHASE || !name) return null;
      const decl: ArcDecl = { kind: 'arcDecl', name: this.nameOf(name, true), value, span: this.spanFrom(kw) };
      if (doc !== undefined) decl.doc = doc;
      return decl;
    },
    NO_RESYNC,
  );

  private rulesDecl = this.RULE(
    'rulesDecl',
    (): RulesDecl | null => {
      const kw = this.CONSUME(T.Rules);
      const body = this.SUBRULE(this.body, { ARGS: [kw, null] });
      if (this.RECORDING_PHASE) return null;
      return { kind: 'rules', body: body.members, span: this.spanFrom(kw) };
    },
    NO_RESYNC,
  );

  private systemDecl = this.RULE('systemDecl', () => this.typeDecl(T.System, 'system') as SystemDecl | null, NO_RESYNC);

  private shipDecl = this.RULE('shipDecl', () => this.typeDecl(T.Ship, 'ship') as ShipDecl | null, NO_RESYNC);

  private flightDecl = this.RULE('flightDecl', () => this.typeDecl(T.Flight, 'flight') as FlightDecl | null, NO_RESYNC);

  private fleetDecl = this.RULE('fleetDecl', () => this.typeDecl(T.Fleet, 'fleet') as FleetDecl | null, NO_RESYNC);

  /** `ship|system|flight|fleet NAME [extends BASE] { members }` (the DSL calls land in the calling rule). */
  private typeDecl(kwType: TokenType, kind: 'ship' | 'system' | 'flight' | 'fleet'): ShipDecl | SystemDecl | FlightDecl | FleetDecl | null {
    const doc = this.docAt();
    const kw = this.CONSUME(kwType);
    const nameTok = this.nameAfter(
      1,
      kw,
      kind === 'ship'
        ? "Expected a name for the ship after 'ship'"
        : kind === 'flight'
          ? "Expected a name for the flight after 'flight'"
          : kind === 'fleet'
            ? "Expected a name for the fleet after 'fleet', as in fleet Patrol { budget: 3500 }"
            : "Expected a name for the new system type after 'system'",
    );
    let base: Name | null = null;
    this.OPTION(() => {
      const ext = this.CONSUME(T.Extends);
      const what =
        kind === 'ship'
          ? "Expected the name of the ship it is a variant of after 'extends'"
          : kind === 'flight'
            ? "Expected the name of the flight it is a variant of after 'extends'"
            : kind === 'fleet'
              ? "A fleet extends nothing: remove 'extends'"
              : "Expected the system type it is based on after 'extends'";
      const b = this.nameAfter(2, ext, what);
      if (b && !this.RECORDING_PHASE) base = this.nameOf(b);
    });
    const body = this.SUBRULE(this.body, { ARGS: [kw, nameTok] });
    if (this.RECORDING_PHASE) return null;
    // A lone `ship` with neither name nor body (reported) leaves nothing worth keeping.
    if (!nameTok && !body.present) return null;
    const name = nameTok ? this.nameOf(nameTok, true) : this.missingName(kw);
    const decl = { kind, name, base, body: body.members, span: this.spanFrom(kw) } as ShipDecl | SystemDecl | FlightDecl | FleetDecl;
    if (doc !== undefined) decl.doc = doc;
    return decl;
  }

  /** `{ members }`. `head`/`name` only serve the messages about this body. */
  private body = this.RULE(
    'body',
    // Parameters are optional: the grammar recording phase calls rules without arguments.
    (headArg?: IToken, nameArg?: IToken | null): BodyResult => {
      const head = headArg as IToken;
      const name = nameArg ?? null;
      let open: IToken | null = null;
      if (this.RECORDING_PHASE || this.LA(1).tokenType === T.LCurly || this.skipJunkBeforeBrace(head, name)) {
        open = this.CONSUME(T.LCurly);
      } else if (!this.braceMissing(head, name)) {
        const at = this.lastEnd();
        return { members: [], present: false, span: { start: at, end: at } };
      }
      const start = open ? open.startOffset : this.lastEnd();
      if (!this.RECORDING_PHASE && this.nesting >= MAX_NESTING) {
        this.report(open ?? this.LA(0), 'Blocks are nested too deeply here; the inside of this block is skipped');
        this.skipBalanced(T.LCurly, T.RCurly, open !== null);
        return { members: [], present: true, span: { start, end: this.lastEnd() } };
      }
      this.nesting++;
      let members: Member[];
      try {
        members = this.SUBRULE(this.members);
      } finally {
        this.nesting--;
      }
      if (this.RECORDING_PHASE || this.LA(1).tokenType === T.RCurly) {
        this.CONSUME(T.RCurly);
      } else {
        this.reportUnclosed(head, name, open);
      }
      return { members, present: true, span: { start, end: this.lastEnd() } };
    },
    NO_RESYNC,
  );

  private members = this.RULE(
    'members',
    (): Member[] => {
      const out: Member[] = [];
      for (;;) {
        this.MANY({
          GATE: this.memberGate,
          DEF: () => {
            let m: Member | null = null;
            try {
              m = this.SUBRULE(this.member);
            } catch (e) {
              this.rethrowUnlessRecognition(e);
              this.skipToMember(false);
            }
            if (m && !this.RECORDING_PHASE) out.push(m);
          },
        });
        if (this.RECORDING_PHASE) break;
        const t = this.LA(1);
        if (t.tokenType === T.RCurly || t.tokenType === EOF || this.declStartAt(1)) break;
        this.strayInMembers(out);
      }
      return out;
    },
    NO_RESYNC,
  );

  private member = this.RULE(
    'member',
    (): Member | null =>
      this.OR(
        // `Allow` and `Remove` are also `Name`s; the first matching alternative wins, and those two
        // read `allow: ...` / `remove: ...` as properties themselves. Plain LL(1), no gates.
        (this.memberAlts ??= {
          MAX_LOOKAHEAD: 1,
          IGNORE_AMBIGUITIES: true,
          DEF: [
            { ALT: () => this.SUBRULE(this.allowMember) },
            { ALT: () => this.SUBRULE(this.removeMember) },
            { ALT: () => this.SUBRULE(this.rangeProperty) },
            { ALT: () => this.SUBRULE(this.namedMember) },
          ],
        }),
      ),
    NO_RESYNC,
  );

  /** `key: value` or `kind [id, ...] [{ ... }]`. */
  private namedMember = this.RULE(
    'namedMember',
    (): Property | Block | null => {
      this.pendingDoc = this.docAt();
      this.pendingKey = this.CONSUME(T.Name);
      return this.OR2(
        (this.namedAlts ??= [
          { ALT: () => this.propertyRest() },
          // Last, because it may be empty (a bare `defenseField`).
          { ALT: () => this.blockRest() },
        ]),
      );
    },
    NO_RESYNC,
  );

  private propertyRest(): Property | null {
    const key = this.pendingKey as IToken;
    const doc = this.pendingDoc;
    const colon = this.CONSUME(T.Colon);
    const value = this.valueAfter(colon, key.image);
    if (this.RECORDING_PHASE) return null;
    return this.property(key, key.image, null, value, doc);
  }

  private blockRest(): Property | Block | null {
    const type = this.pendingKey as IToken;
    const doc = this.pendingDoc;
    const ids: Name[] = [];
    let firstId = null as IToken | null;
    // The first id must start on the kind's line: `defenseField` alone on a line is a block
    // without ids, and the next line's `cpu CPU { ... }` is the next member. (Checked here rather
    // than in a GATE: no closure per block.)
    if (this.RECORDING_PHASE || this.sameLine(type, this.LA(1))) {
      this.OPTION(() => {
        firstId = this.CONSUME2(T.Name);
        if (!this.RECORDING_PHASE) ids.push(this.nameOf(firstId, true));
        this.MANY(() => {
          this.CONSUME(T.Comma);
          const id = this.expectToken(3, T.Name, "Expected another id after ','");
          if (id && !this.RECORDING_PHASE && isReal(id)) ids.push(this.nameOf(id, true));
        });
      });
    }
    let body = null as BodyResult | null;
    this.OPTION2(() => {
      body = this.SUBRULE(this.body, { ARGS: [type, firstId] });
    });
    if (this.RECORDING_PHASE) return null;
    if (ids.length === 0 && body === null) {
      const asProperty = this.missingColon(type, doc);
      if (asProperty) return asProperty;
    }
    const block: Block = {
      kind: 'block',
      type: this.nameOf(type),
      ids,
      body: body ? body.members : null,
      span: this.spanFrom(type),
    };
    if (body) block.bodySpan = body.span;
    if (doc !== undefined) block.doc = doc;
    return block;
  }

  /**
   * `power 24` or `power = 24`: a property missing its ':'. Reported, then read as the property
   * (reusing the property's value occurrence, so recovery inside the value sees the same grammar
   * path).
   */
  private missingColon(key: IToken, doc: string | undefined): Property | null {
    const t = this.LA(1);
    if (!this.sameLine(key, t)) return null;
    const type = t.tokenType;
    if (type === T.Equals) {
      this.report(t, `Write ':' instead of '=' in a property, e.g. ${key.image}: ...`);
      this.SKIP_TOKEN();
    } else if (
      type === T.StringLiteral ||
      type === T.UnterminatedString ||
      type === T.LBracket ||
      type === T.Plus ||
      type === T.Minus ||
      (type === T.NumberLiteral && !this.rangeKeyAt(1))
    ) {
      this.report(t, `Expected ':' between '${key.image}' and its value`);
    } else {
      return null;
    }
    const value = this.valueAfter(this.LA(0), key.image);
    return this.property(key, key.image, null, value, doc);
  }

  /** Hit chart entry: `1..8: structure`, `20: primary`. */
  private rangeProperty = this.RULE(
    'rangeProperty',
    (): Property | null => {
      const doc = this.docAt();
      const from = this.CONSUME(T.NumberLiteral);
      let to = null as IToken | null;
      this.OPTION(() => {
        this.CONSUME(T.DotDot);
        to = this.expectToken(2, T.NumberLiteral, "Expected a number after '..' (a roll range is written like 1..8)");
      });
      const toTok = to !== null && isReal(to) ? to : null;
      const keyText = toTok ? `${from.image}..${toTok.image}` : from.image;
      const colon = this.expectToken(0, T.Colon, "Expected ':' after the roll range", keyText);
      const value = this.valueAfter(colon ?? this.LA(0), colon ? keyText : '');
      if (this.RECORDING_PHASE) return null;
      const lo = Number(from.image);
      const range = { from: lo, to: toTok ? Number(toTok.image) : lo };
      return this.property(from, keyText, range, value, doc, toTok ?? from);
    },
    NO_RESYNC,
  );

  /** `allow RULE-ID "reason"` (or a property named `allow`). */
  private allowMember = this.RULE(
    'allowMember',
    (): Allow | Property | null => {
      this.pendingDoc = this.docAt();
      const kw = (this.pendingKey = this.CONSUME(T.Allow));
      if (!this.RECORDING_PHASE) {
        const t = this.LA(1);
        if (t.tokenType !== T.Colon && ((t.tokenType !== T.RuleId && !tokenMatcher(t, T.Name)) || !this.sameLine(kw, t))) {
          this.expected(`Expected a rule ID after 'allow', e.g. allow SSD-5 "printed that way in the source"`, kw, t);
          return null;
        }
      }
      return this.OR2((this.allowAlts ??= [{ ALT: () => this.propertyRest() }, { ALT: () => this.allowRest() }]));
    },
    NO_RESYNC,
  );

  private allowRest(): Allow | null {
    const kw = this.pendingKey as IToken;
    const rule = this.OR3(
      (this.ruleIdAlts ??= [{ ALT: () => this.CONSUME(T.RuleId) }, { ALT: () => this.CONSUME(T.Name) }]),
    );
    let reason = null as StringValue | null;
    this.OPTION(() => {
      const s = this.CONSUME(T.StringToken);
      if (!this.RECORDING_PHASE) reason = this.stringOf(s);
    });
    if (this.RECORDING_PHASE) return null;
    return { kind: 'allow', rule: this.nameOf(rule), reason, span: this.spanFrom(kw) };
  }

  /** `remove ID[, ID...]` (or a property named `remove`). */
  private removeMember = this.RULE(
    'removeMember',
    (): Remove | Property | null => {
      this.pendingDoc = this.docAt();
      const kw = (this.pendingKey = this.CONSUME(T.Remove));
      if (!this.RECORDING_PHASE) {
        const t = this.LA(1);
        if (t.tokenType !== T.Colon && (!tokenMatcher(t, T.Name) || !this.sameLine(kw, t))) {
          this.expected(`Expected the id of an inherited system after 'remove', e.g. remove DF`, kw, t);
          return null;
        }
      }
      return this.OR2((this.removeAlts ??= [{ ALT: () => this.propertyRest() }, { ALT: () => this.removeRest() }]));
    },
    NO_RESYNC,
  );

  private removeRest(): Remove | null {
    const kw = this.pendingKey as IToken;
    const first = this.CONSUME(T.Name);
    const ids: Name[] = [];
    if (!this.RECORDING_PHASE) ids.push(this.nameOf(first));
    this.MANY(() => {
      this.CONSUME(T.Comma);
      const id = this.expectToken(2, T.Name, "Expected another id after ','");
      if (id && !this.RECORDING_PHASE && isReal(id)) ids.push(this.nameOf(id));
    });
    if (this.RECORDING_PHASE) return null;
    return { kind: 'remove', ids, span: this.spanFrom(kw) };
  }

  private value = this.RULE(
    'value',
    (): Value =>
      this.OR(
        (this.valueAlts ??= [
          { ALT: () => this.numericValue() },
          { ALT: () => this.stringOf(this.CONSUME(T.StringToken)) },
          { ALT: () => this.nameValue(this.CONSUME(T.Name)) },
          { ALT: () => this.nameValue(this.CONSUME(T.RuleId)) },
          { ALT: () => this.SUBRULE(this.list) },
        ]),
      ),
    NO_RESYNC,
  );

  // numericValue's pieces, as fields so that reading a number allocates no closures. Numbers do
  // not nest, so one set of scratch fields is enough.
  private numSign: IToken | null = null;
  private numOp = 0;
  private numSecond: IToken | null = null;
  private numTerms: IToken[] = [];
  private numTailAlts?: IOrAlt<void>[];
  private readonly numSignDef = (): void => {
    this.numSign = this.OR2((this.signAlts ??= [{ ALT: () => this.CONSUME(T.Plus) }, { ALT: () => this.CONSUME(T.Minus) }]));
  };
  private readonly numTailDef = (): void => {
    this.OR3(
      (this.numTailAlts ??= [
        {
          ALT: () => {
            this.CONSUME(T.Slash);
            this.numSecond = this.expectToken(2, T.NumberLiteral, "Expected a number after '/' (a fraction is written like 1/2)");
            this.numOp = 1;
          },
        },
        {
          ALT: () => {
            this.CONSUME(T.DotDot);
            this.numSecond = this.expectToken(3, T.NumberLiteral, "Expected a number after '..' (an arc is written like 300..60)");
            this.numOp = 2;
          },
        },
        {
          ALT: () => {
            this.numTerms = [];
            this.numOp = 3;
            this.AT_LEAST_ONE(this.sumTermDef); // sets numOp to -1 when a term is missing
          },
        },
      ]),
    );
  };
  private readonly sumTermDef = (): void => {
    this.CONSUME2(T.Plus);
    const term = this.expectToken(4, T.NumberLiteral, "Expected a number after '+' (a sum is written like 2+2)");
    if (term) this.numTerms.push(term);
    else this.numOp = -1;
  };

  /** `40`, `-10`, `+2`, `1/2`, `315..45`, `1+1`, `2+2+2` (DSL calls land in `value`). */
  private numericValue(): Value {
    this.numSign = null;
    this.numOp = 0;
    this.numSecond = null;
    this.OPTION(this.numSignDef);
    // A lone `-` in a list (`fireControl: [3, 2, -]`) is the dash a control sheet prints for
    // "cannot": read as the name `-`, which only such parameters accept. No new token: the
    // grammar looks one token past the `-`.
    if (!this.RECORDING_PHASE && this.numSign && (this.numSign as IToken).tokenType === T.Minus) {
      const next = this.LA(1).tokenType;
      if (next === T.Comma || next === T.RBracket) {
        const t = this.numSign as IToken;
        return { kind: 'ident', name: '-', span: { start: t.startOffset, end: t.startOffset + 1 } };
      }
    }
    const first = this.expectToken(0, T.NumberLiteral, 'Expected a number after the sign');
    if (!first) return { kind: 'error', span: { start: (this.numSign as IToken | null)?.startOffset ?? 0, end: this.lastEnd() } };
    this.OPTION2(this.numTailDef);
    const sign = this.numSign as IToken | null;
    const op = this.numOp;
    const second = this.numSecond as IToken | null;
    const terms = op === 3 ? this.numTerms : null;
    if (this.RECORDING_PHASE) return { kind: 'error', span: { start: 0, end: 0 } };
    const start = sign ? sign.startOffset : first.startOffset;
    const span = { start, end: this.lastEnd() };
    const negative = sign !== null && sign.tokenType === T.Minus;
    let a = Number(first.image);
    if (negative) a = -a;
    if (op === 0) return { kind: 'number', value: a, signed: sign !== null, span };
    if (op < 0) return { kind: 'error', span };
    if (op === 3) {
      const values = [a];
      let sum = a;
      for (const t of terms as IToken[]) {
        if (!isReal(t)) return { kind: 'error', span };
        const v = Number(t.image);
        values.push(v);
        sum += v;
      }
      return { kind: 'sum', terms: values, value: sum, span };
    }
    const b = second;
    if (!b || !isReal(b)) return { kind: 'error', span };
    const bv = Number(b.image);
    if (op === 1) return { kind: 'fraction', numerator: a, denominator: bv, value: bv === 0 ? NaN : a / bv, span };
    return { kind: 'arc', from: a, to: bv, span };
  }

  /** `[v, v, ...]`, trailing comma allowed. */
  private list = this.RULE(
    'list',
    (): Value => {
      const open = this.CONSUME(T.LBracket);
      if (!this.RECORDING_PHASE && this.nesting >= MAX_NESTING) {
        this.report(open, 'Lists are nested too deeply here; this list is skipped');
        this.skipBalanced(T.LBracket, T.RBracket, true);
        return { kind: 'error', span: { start: open.startOffset, end: this.lastEnd() } };
      }
      const items: Value[] = [];
      let needComma = false;
      this.nesting++;
      try {
        for (;;) {
          this.MANY({
            GATE: this.listItemGate,
            DEF: () => {
              if (needComma && !this.RECORDING_PHASE) this.report(this.LA(1), "Expected ',' between list items");
              const v = this.SUBRULE(this.value);
              if (!this.RECORDING_PHASE) items.push(v);
              needComma = true;
              this.OPTION(() => {
                this.CONSUME(T.Comma);
                needComma = false;
              });
            },
          });
          if (this.RECORDING_PHASE) break;
          const t = this.LA(1);
          if (t.tokenType === T.RBracket || this.endsList()) break;
          if (t.tokenType === T.Comma) {
            this.report(t, "Expected a value before ','");
            items.push({ kind: 'error', span: { start: t.startOffset, end: t.startOffset } });
          } else {
            this.report(t, `Unexpected ${describe(t)} in a list`);
          }
          needComma = false;
          this.SKIP_TOKEN();
        }
      } finally {
        this.nesting--;
      }
      if (this.RECORDING_PHASE || this.LA(1).tokenType === T.RBracket) {
        this.CONSUME(T.RBracket);
      } else {
        this.report(open, `Expected ']' to close the list opened on line ${this.lineOf(open.startOffset)}`);
      }
      return { kind: 'list', items, span: { start: open.startOffset, end: this.lastEnd() } };
    },
    NO_RESYNC,
  );

  // ==== recovery ================================================================================

  /**
   * Chevrotain asks for the tokens that may follow a grammar path on every failed CONSUME, and
   * walks the grammar to answer. The answer depends only on the path, so it is memoized (the
   * cache is shared by all parses; paths are bounded by the nesting limit).
   */
  override getNextPossibleTokenTypes(path: ITokenGrammarPath): TokenType[] {
    const key = `${path.ruleStack.join(',')}|${path.occurrenceStack.join(',')}|${path.lastTok.tokenTypeIdx}|${path.lastTokOccurrence}`;
    let follows = followsCache.get(key);
    if (!follows) {
      if (followsCache.size > 5000) followsCache.clear();
      follows = super.getNextPossibleTokenTypes(path);
      followsCache.set(key, follows);
    }
    return follows;
  }

  override canTokenTypeBeDeletedInRecovery(): boolean {
    // Never drop a bracket to make a token fit: the block structure matters more.
    const t = this.LA(1).tokenType;
    return t !== T.LCurly && t !== T.RCurly && t !== T.LBracket && t !== T.RBracket;
  }

  /** Chevrotain hook: every recognition error passes here. */
  SAVE_ERROR(error: IRecognitionException): IRecognitionException {
    if (!this.RECORDING_PHASE) {
      const prev = (error as IRecognitionException & { previousToken?: IToken }).previousToken ?? this.LA(0);
      const actual = error.token;
      const message =
        error.name === 'MismatchedTokenException' && lastExpected
          ? this.mismatchMessage(lastExpected, prev, actual)
          : `Unexpected ${describe(actual)}`;
      lastExpected = null;
      this.expected(message, prev, actual);
    }
    return error;
  }

  /** Words a token Chevrotain expected (the rules check most tokens themselves first). */
  private mismatchMessage(expected: TokenType, prev: IToken, actual: IToken): string {
    const what = expected === T.Name ? 'a name' : expected.LABEL ?? expected.name;
    return isReal(prev) ? `Expected ${what} after ${describe(prev)}` : `Expected ${what} but found ${describe(actual)}`;
  }

  private rethrowUnlessRecognition(e: unknown): void {
    if (!isRecognitionException(e as Error)) throw e;
  }

  /** Members go on after a stray token; one report per run of stray tokens. */
  private strayInMembers(members: Member[]): void {
    const t = this.LA(1);
    this.report(t, this.strayMemberMessage(t, members.length > 0 ? members[members.length - 1] : null));
    this.skipToMember(true);
  }

  private strayMemberMessage(t: IToken, last: Member | null): string {
    const type = t.tokenType;
    const prev = this.LA(0);
    if (
      last !== null &&
      last.kind === 'property' &&
      isReal(prev) &&
      last.span.end === endOf(prev) &&
      this.sameLine(prev, t) &&
      (type === T.NumberLiteral || type === T.RuleId || type === T.LBracket || tokenMatcher(t, T.StringToken))
    ) {
      return `Unexpected ${describe(t)} after the value of '${last.key}' — a property holds a single value`;
    }
    if (type === T.Colon) return "Unexpected ':' — a property needs a name before it";
    if (type === T.LCurly) return "Unexpected '{' — a block needs a kind before it, e.g. section forward { ... }";
    if (type === T.Comma) return "Unexpected ',' — only ids and list items are separated by commas";
    if (type === T.RBracket) return "Unexpected ']' — there is no list to close here";
    if (type === T.LBracket) return "Unexpected '[' — a list needs a property name before it, e.g. shields: [...]";
    if (type === T.Equals) return "Unexpected '=' — properties are written name: value";
    if (type === T.RuleId) return `Unexpected rule ID ${describe(t)} — to record an exception write allow ${t.image} "reason"`;
    if (type === T.NumberLiteral) return `Unexpected number ${describe(t)} — a value needs a property name before it, e.g. power: ${t.image}`;
    if (tokenMatcher(t, T.StringToken)) return 'Unexpected string — a text needs a property name before it, e.g. name: "..."';
    return `Unexpected ${describe(t)}`;
  }

  private strayAtTopLevel(): void {
    const t = this.LA(1);
    const next = this.LA(2);
    let message: string;
    if (t.tokenType === T.RCurly) {
      message = "Unexpected '}' — there is no open block to close here";
    } else if (tokenMatcher(t, T.Name) && next.tokenType === T.Colon) {
      message = `The property '${t.image}' must be inside a ship, system or rules block`;
    } else if (tokenMatcher(t, T.Name) && (next.tokenType === T.LCurly || tokenMatcher(next, T.Name))) {
      message = `Unknown declaration ${describe(t)} — a file holds ship, flight, fleet, system, arc, rules, import and ruleset declarations`;
    } else {
      message = `Unexpected ${describe(t)} — expected a declaration: ship, flight, fleet, system, arc, rules, import or ruleset`;
    }
    this.report(t, message);
    this.skipToDeclaration(true);
  }

  /**
   * Skips to something that resumes a member list: a member start, the next line, the '}'
   * closing the list, a declaration at the start of a line. Braces met on the way are skipped
   * whole.
   */
  private skipToMember(skipFirst: boolean): void {
    let depth = 0;
    let first = skipFirst;
    for (;;) {
      const type = this.LA(1).tokenType;
      if (type === EOF) return;
      if (!first) {
        if (type === T.RCurly && depth === 0) return;
        if (this.declStartAt(1)) return;
        // A new line is a new start: whatever is wrong there gets its own report.
        if (depth === 0 && (this.firstOnLine(1) || this.resumesMember())) return;
      }
      first = false;
      if (type === T.LCurly) depth++;
      else if (type === T.RCurly && depth > 0) depth--;
      this.SKIP_TOKEN();
    }
  }

  /**
   * Skips to the next line or declaration keyword outside braces, or to any declaration starting
   * a line.
   */
  private skipToDeclaration(skipFirst: boolean): void {
    let depth = 0;
    let first = skipFirst;
    for (;;) {
      const t = this.LA(1);
      const type = t.tokenType;
      if (type === EOF) return;
      if (!first) {
        if (this.declStartAt(1)) return;
        if (depth === 0 && (this.firstOnLine(1) || (this.isDeclKeyword(type) && this.LA(2).tokenType !== T.Colon))) return;
      }
      first = false;
      if (type === T.LCurly) depth++;
      else if (type === T.RCurly && depth > 0) depth--;
      this.SKIP_TOKEN();
    }
  }

  /** Skips a balanced group starting at LA(1) (or already opened when `opened`). */
  private skipBalanced(open: TokenType, close: TokenType, opened = false): void {
    let depth = opened ? 1 : 0;
    for (;;) {
      const type = this.LA(1).tokenType;
      if (type === EOF) return;
      if (type === open) depth++;
      else if (type === close) depth--;
      this.SKIP_TOKEN();
      if (depth <= 0) return;
    }
  }

  /**
   * Before a declaration's '{': when a '{' follows on the same line, report the tokens in
   * between once and skip them (`ship A B {`).
   */
  private skipJunkBeforeBrace(head: IToken, name: IToken | null): boolean {
    // LA(1) is not '{' (checked by the caller); look a bounded way along the line.
    for (let k = 2; k <= 64; k++) {
      const t = this.LA(k);
      if (t.tokenType === EOF || t.tokenType === T.RCurly || !this.sameLine(this.LA(k - 1), t)) return false;
      if (t.tokenType === T.LCurly) {
        if (!this.sameLine(this.LA(0), this.LA(1))) return false;
        this.report(this.LA(1), `Unexpected ${describe(this.LA(1))} — expected '{' to open ${this.bodyLabel(head, name)}`);
        for (let i = 1; i < k; i++) this.SKIP_TOKEN();
        return true;
      }
    }
    return false;
  }

  /**
   * The '{' of a declaration is missing. If members follow on the next lines, parse them as the
   * body (true); otherwise skip to the next declaration (false). Reported either way.
   */
  private braceMissing(head: IToken, name: IToken | null): boolean {
    const prev = this.LA(0);
    const t = this.LA(1);
    this.expected(`Expected '{' after ${this.bodyLabel(head, name)}`, prev, t);
    if (t.tokenType !== EOF && !this.sameLine(prev, t) && this.memberGate() && this.resumesMember()) return true;
    this.skipToDeclaration(false);
    return false;
  }

  private reportUnclosed(head: IToken, name: IToken | null, open: IToken | null): void {
    const at = open ?? name ?? head;
    const line = this.lineOf(at.startOffset);
    const next = this.LA(1);
    const before = next.tokenType === EOF ? '' : ` (before ${describe(next)} on line ${this.lineOf(next.startOffset)})`;
    this.report(at, `Expected '}' to close ${this.bodyLabel(head, name)} opened on line ${line}${before}`);
  }

  private bodyLabel(head: IToken, name: IToken | null): string {
    const h = head.tokenType;
    const n = name && isReal(name) ? name.image : '';
    if (h === T.Ship || h === T.System || h === T.Flight || h === T.Fleet) return n ? `${head.image} '${n}'` : `the ${head.image}`;
    if (h === T.Rules) return "the 'rules' block";
    return `the block '${head.image}${n ? ` ${n}` : ''}'`;
  }

  // ==== lookahead helpers =======================================================================

  /** Can LA(1) start a member here? (A number only as a roll range: `1..8:` or `20:`.) */
  private readonly memberGate = (): boolean => {
    const t = this.LA(1);
    if (t.tokenType === T.NumberLiteral) return this.rollKeyAt(1, true);
    return !this.declStartAt(1);
  };

  /**
   * A hit-chart key at LA(k) where a member may start: `1..8`, `20:` and, when `loose`, also
   * `20 primary` (its ':' forgotten, reported by rangeProperty). The `..` or ':' must follow on
   * the number's line.
   */
  private rollKeyAt(k: number, loose: boolean): boolean {
    const next = this.LA(k + 1);
    const nt = next.tokenType;
    if (!this.sameLine(this.LA(k), next)) return false;
    return nt === T.Colon || nt === T.DotDot || (loose && tokenMatcher(next, T.Name));
  }

  private readonly listItemGate = (): boolean => {
    const t = this.LA(1);
    if (!this.canStartValue(t)) return false;
    if (this.declStartAt(1)) return false;
    return this.sameLine(this.LA(0), t) || !this.looksLikeMemberStart(1);
  };

  /** A list left open: what follows belongs to the enclosing block or file. */
  private endsList(): boolean {
    const t = this.LA(1);
    if (t.tokenType === T.RCurly || t.tokenType === EOF || this.declStartAt(1)) return true;
    return !this.sameLine(this.LA(0), t) && this.looksLikeMemberStart(1);
  }

  /** `1..8:` / `20:` at LA(k). */
  private rangeKeyAt(k: number): boolean {
    if (!this.sameLine(this.LA(k), this.LA(k + 1))) return false;
    const next = this.LA(k + 1).tokenType;
    if (next === T.Colon) return true;
    return next === T.DotDot && this.LA(k + 2).tokenType === T.NumberLiteral && this.LA(k + 3).tokenType === T.Colon;
  }

  private canStartValue(t: IToken): boolean {
    const type = t.tokenType;
    return (
      type === T.NumberLiteral ||
      type === T.Plus ||
      type === T.Minus ||
      type === T.LBracket ||
      type === T.RuleId ||
      tokenMatcher(t, T.StringToken) ||
      tokenMatcher(t, T.Name)
    );
  }

  /** After a stray token: is LA(1) a convincing place to start reading members again? */
  private resumesMember(): boolean {
    const t = this.LA(1);
    if (t.tokenType === T.NumberLiteral) return this.rollKeyAt(1, false);
    if (!tokenMatcher(t, T.Name)) return false;
    if (this.firstOnLine(1)) return true;
    const next = this.LA(2);
    const nt = next.tokenType;
    if (nt === T.Colon || nt === T.LCurly) return true;
    return (nt === T.RuleId || tokenMatcher(next, T.Name)) && this.sameLine(t, next);
  }

  /**
   * `size:: large`, `size: = large`: a second ':' or '=' before the value on the same line is
   * reported and skipped, and the value read (single-token deletion).
   */
  private skipDoubledSeparator(after: IToken): boolean {
    const t = this.LA(1);
    if (t.tokenType !== T.Colon && t.tokenType !== T.Equals) return false;
    const v = this.LA(2);
    if (!this.canStartValue(v) || !this.sameLine(after, t) || !this.sameLine(t, v) || this.looksLikeMemberStart(2)) return false;
    this.report(t, `Unexpected ${describe(t)} — one ':' between a name and its value is enough`);
    this.SKIP_TOKEN();
    return true;
  }

  /** A property, a block with an id or braces, or a range key at LA(k). */
  private looksLikeMemberStart(k: number): boolean {
    const t = this.LA(k);
    if (t.tokenType === T.NumberLiteral) return this.rangeKeyAt(k);
    if (!tokenMatcher(t, T.Name)) return false;
    const next = this.LA(k + 1);
    const nt = next.tokenType;
    if (nt === T.Colon || nt === T.LCurly) return true;
    return (nt === T.RuleId || tokenMatcher(next, T.Name)) && this.sameLine(t, next);
  }

  /** Is the value after `after` (':' or '=') missing? */
  private valueMissing(after: IToken): boolean {
    const t = this.LA(1);
    if (!this.canStartValue(t)) return true;
    if (this.declStartAt(1)) return true;
    const nt = this.LA(2).tokenType;
    // `power: thrust: 12` / `1..8: 9..10: DF`: the next property, not a value.
    if (tokenMatcher(t, T.Name) && nt === T.Colon) return true;
    if (t.tokenType === T.NumberLiteral && this.rangeKeyAt(1)) return true;
    return isReal(after) && !this.sameLine(after, t) && this.looksLikeMemberStart(1);
  }

  /**
   * A declaration at the start of a line: `ship X`, `system X`, `ruleset X`, `import "…"`,
   * `arc X =`, `rules {`. It ends any block left open before it.
   */
  private declStartAt(k: number): boolean {
    const t = this.LA(k);
    const type = t.tokenType;
    let looks: boolean;
    if (type === T.Ship || type === T.System || type === T.Flight || type === T.Fleet || type === T.Ruleset) {
      const next = this.LA(k + 1);
      looks = tokenMatcher(next, T.Name) && this.LA(k + 2).tokenType !== T.Colon;
    } else if (type === T.Import) {
      looks = tokenMatcher(this.LA(k + 1), T.StringToken);
    } else if (type === T.Arc) {
      looks = tokenMatcher(this.LA(k + 1), T.Name) && this.LA(k + 2).tokenType === T.Equals;
    } else if (type === T.Rules) {
      looks = this.LA(k + 1).tokenType === T.LCurly;
    } else {
      return false;
    }
    return looks && this.firstOnLine(k);
  }

  private isDeclKeyword(type: TokenType): boolean {
    return (
      type === T.Ship || type === T.System || type === T.Flight || type === T.Fleet || type === T.Arc || type === T.Rules || type === T.Ruleset || type === T.Import
    );
  }

  private firstOnLine(k: number): boolean {
    const prev = this.LA(k - 1);
    if (!isReal(prev)) return true;
    return !this.sameLine(prev, this.LA(k));
  }

  /** No line break between the end of `a` and the start of `b` (comments included). */
  private sameLine(a: IToken, b: IToken): boolean {
    if (!isReal(a) || !isReal(b)) return false;
    const src = this.src;
    for (let i = endOf(a); i < b.startOffset; i++) {
      const c = src.charCodeAt(i);
      if (c === 10 || c === 13) return false;
    }
    return true;
  }

  // ==== AST helpers =============================================================================

  /**
   * CONSUME with single-token recovery of our own, so that a common slip costs no exception:
   * a stray token right before the expected one on the same line is reported and skipped
   * (deletion); otherwise the token is reported missing and null returned, and the rule goes on
   * as if it were there (insertion). `detail` is quoted after the message.
   */
  private expectToken(idx: number, type: TokenType, message: string, detail?: string): IToken | null {
    if (this.RECORDING_PHASE) return this.consume(idx, type);
    const t = this.LA(1);
    if (tokenMatcher(t, type)) return this.consume(idx, type);
    const next = this.LA(2);
    if (tokenMatcher(next, type) && this.sameLine(t, next) && this.canTokenTypeBeDeletedInRecovery()) {
      this.report(t, `Unexpected ${describe(t)} before ${describe(next)}`);
      this.SKIP_TOKEN();
      return this.consume(idx, type);
    }
    this.expected(detail === undefined ? message : `${message} '${detail}'`, this.LA(0), t);
    return null;
  }

  /** A name token that must sit on the same line as `prev`; reported and null when missing. */
  private nameAfter(idx: number, prev: IToken, message: string): IToken | null {
    if (!this.RECORDING_PHASE) {
      const t = this.LA(1);
      if (!tokenMatcher(t, T.Name) || !this.sameLine(prev, t)) {
        this.expected(message, prev, t);
        return null;
      }
    }
    return this.consume(idx, T.Name);
  }

  /** A value after ':' or '=', or an ErrorValue (reported) when none is there. */
  private valueAfter(after: IToken, label: string): Value {
    if (!this.RECORDING_PHASE && this.valueMissing(after) && !this.skipDoubledSeparator(after)) {
      this.expected(
        `Expected a value after '${label}${after.image}' (a number, arc, name, string or list)`,
        isReal(after) ? after : this.LA(0),
        this.LA(1),
      );
      const at = isReal(after) ? endOf(after) : this.lastEnd();
      return { kind: 'error', span: { start: at, end: at } };
    }
    return this.SUBRULE(this.value);
  }

  private property(
    keyTok: IToken,
    key: string,
    range: { from: number; to: number } | null,
    value: Value,
    doc: string | undefined,
    keyEnd: IToken = keyTok,
  ): Property {
    const p: Property = {
      kind: 'property',
      key,
      keySpan: { start: keyTok.startOffset, end: endOf(keyEnd) },
      value,
      span: this.spanFrom(keyTok),
    };
    if (range) p.range = range;
    if (doc !== undefined) p.doc = doc;
    return p;
  }

  private nameValue(t: IToken): Value {
    if (this.RECORDING_PHASE) return { kind: 'error', span: { start: 0, end: 0 } };
    const span = { start: t.startOffset, end: endOf(t) };
    if (t.image === 'true') return { kind: 'bool', value: true, span };
    if (t.image === 'false') return { kind: 'bool', value: false, span };
    return { kind: 'ident', name: t.image, span };
  }

  private stringOf(t: IToken): StringValue {
    const img = t.image;
    if (this.RECORDING_PHASE || !isReal(t)) {
      const at = this.RECORDING_PHASE ? 0 : this.lastEnd();
      return { kind: 'string', value: '', span: { start: at, end: at } };
    }
    const closed = t.tokenType !== T.UnterminatedString;
    const raw = img.slice(1, closed ? img.length - 1 : img.length);
    return { kind: 'string', value: unescape(raw), span: { start: t.startOffset, end: t.startOffset + img.length } };
  }

  /** `declares`: the name declares something (a ship, type, flight, arc, section or id), not a use of one. */
  private nameOf(t: IToken, declares = false): Name {
    if (!isReal(t)) return this.missingName(this.LA(0));
    if (!this.RECORDING_PHASE && t.tokenType === T.Identifier && t.image.includes('.')) this.dottedName(t, declares);
    return { name: t.image, span: { start: t.startOffset, end: endOf(t) } };
  }

  /**
   * A declared name, id or kind with a `.` in it: only a hit chart target is written `section.kind`.
   * The quick fix (renaming it and its uses) is added once the whole file is read (grammar/dotted-name-fix.ts).
   */
  private dottedName(t: IToken, declares: boolean): void {
    const span = { start: t.startOffset, end: endOf(t) };
    if (this.reportedAt.has(span.start)) return;
    this.reportedAt.add(span.start);
    this.diags.push({
      code: 'dotted-name',
      severity: 'error',
      message: `A name cannot contain '.': write \`${t.image.replace(/\./g, '_')}\` or another name of letters, digits and '_'. A dotted name, \`section.kind\`, is written only as a hit chart target (\`1..3: aft.nacelle\`).`,
      span,
      file: this.fileName,
      data: { name: t.image, declares },
    });
  }

  /** A name that is not there (already reported): empty, zero width after `after`. */
  private missingName(after: IToken): Name {
    const at = isReal(after) ? endOf(after) : this.lastEnd();
    return { name: '', span: { start: at, end: at } };
  }

  private spanFrom(t: IToken): Span {
    return { start: t.startOffset, end: this.lastEnd() };
  }

  /** End offset of the last consumed token (0 before the first one). */
  private lastEnd(): number {
    const t = this.LA(0);
    return isReal(t) ? endOf(t) : 0;
  }

  private docAt(): string | undefined {
    if (this.RECORDING_PHASE) return undefined;
    const t = this.LA(1);
    return isReal(t) ? this.docs.docFor(t.startOffset) : undefined;
  }

  private lineOf(offset: number): number {
    this.lineIdx ??= new LineIndex(this.src);
    return this.lineIdx.position(offset).line + 1;
  }

  // ==== diagnostics =============================================================================

  /**
   * Reports "expected X" where `actual` stands: on that token when it is on `prev`'s line,
   * otherwise on `prev` (the line where something is missing; also at the end of the file).
   */
  private expected(message: string, prev: IToken, actual: IToken): void {
    if (this.badCharsBetween(prev, actual)) return;
    if (actual === this.LA(1) && prev === this.LA(0) && this.echoesLastReport(actual)) return;
    if (isReal(actual) && (!isReal(prev) || this.sameLine(prev, actual))) this.report(actual, message);
    else if (isReal(prev)) this.report(prev, message);
    else this.reportSpan(this.endOfText(), message);
  }

  /** Reports a stray LA(1) (muted right after unexpected characters) or any other token. */
  private report(t: IToken, message: string): void {
    if (!isReal(t)) {
      this.reportSpan(this.endOfText(), message);
      return;
    }
    if (t === this.LA(1) && (this.badCharsBetween(this.LA(0), t) || this.echoesLastReport(t))) return;
    this.reportSpan({ start: t.startOffset, end: t.startOffset + t.image.length }, message);
  }

  private reportSpan(span: Span, message: string): void {
    if (this.reportedAt.has(span.start)) return;
    this.reportedAt.add(span.start);
    this.lastReportEnd = span.end;
    this.diags.push({ code: 'syntax-error', severity: 'error', message, span, file: this.fileName });
  }

  /**
   * An error at LA(1) right after the token the last error was about, on the same line, is
   * usually that error's echo (`deflector DF, , {`: one missing id, not two).
   */
  private echoesLastReport(t: IToken): boolean {
    const prev = this.LA(0);
    return isReal(prev) && endOf(prev) === this.lastReportEnd && this.sameLine(prev, t);
  }

  private endOfText(): Span {
    const n = this.src.length;
    return n === 0 ? { start: 0, end: 0 } : { start: n - 1, end: n };
  }

  /**
   * True when unexpected characters sit between `prev` and `next`: the lexer already reported
   * them, and a parser error there is most likely their echo.
   */
  private badCharsBetween(prev: IToken, next: IToken): boolean {
    const bad = this.badChars;
    if (bad.length === 0) return false;
    const from = isReal(prev) ? endOf(prev) : 0;
    const to = isReal(next) ? next.startOffset : this.src.length;
    let lo = 0;
    let hi = bad.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (bad[mid] < from) lo = mid + 1;
      else hi = mid;
    }
    return lo < bad.length && bad[lo] < to;
  }
}

/** The one parser instance (building one runs the slow grammar analysis). */
export const shipParser = new ShipParser({ analysis: BUILT_ANALYSIS });

// Where is the cursor? Completion needs to know it even in a half-typed, unparsable file, so this
// reads the tokens (the parser's own lexer) instead of the AST: a stack of open braces, each with
// the header that opened it (`ship X extends Y`, `section forward`, `deflector DF`, `shields`,
// ...), and the statement being typed in the innermost one.
import type { IToken } from 'chevrotain';
import { DECLARATION_KEYWORDS } from '../grammar/lexical';
import {
  Allow,
  Arc,
  Colon,
  Comma,
  DotDot,
  Equals,
  Extends,
  Flight,
  Fleet,
  Import,
  LBracket,
  LCurly,
  Minus,
  NumberLiteral,
  Plus,
  RBracket,
  RCurly,
  Remove,
  RuleId,
  Rules,
  Ruleset,
  Ship,
  Slash,
  StringLiteral,
  System,
  UnterminatedString,
  lex,
} from '../grammar/lexer';

export type FrameKind = 'top' | 'ship' | 'flight' | 'fleet' | 'fleetShips' | 'fleetFlights' | 'systemDecl' | 'rules' | 'section' | 'shields' | 'hits' | 'system' | 'projection' | 'subBlock' | 'unknown';

export interface Frame {
  kind: FrameKind;
  /** Tokens of the header that opened the frame. */
  header: IToken[];
  /** `ship NAME` / `system NAME`, or the block's kind (`deflector`, `section`). */
  name?: string;
  /** Ids after the kind (`section forward`, `deflector DF, DA`). */
  ids: string[];
  /** Property keys written in the frame (before and after the cursor). */
  keys: Set<string>;
  /** Offset of the `{` (0 for the top). */
  open: number;
}

type State = 'start' | 'name' | 'rangeOp' | 'ids' | 'comma' | 'colon' | 'sign' | 'value' | 'valueOp' | 'kw' | 'allow' | 'allowRule' | 'done';

export type Situation =
  | { type: 'topLevel' }
  | { type: 'rulesetName' }
  | { type: 'importPath'; quoted: boolean }
  | { type: 'extendsKeyword' }
  | { type: 'extendsShip'; self: string }
  | { type: 'extendsSystem'; self: string }
  | { type: 'member' }
  | { type: 'value'; key: string }
  | { type: 'hitTarget' }
  | { type: 'allowRule' }
  | { type: 'removeId' }
  | { type: 'arcValue' }
  /** The name after a sub-block's opening word inside a system: `mode <|>` (a weapon's firing mode). */
  | { type: 'blockName'; word: string }
  | { type: 'none' };

export interface CursorContext {
  frames: Frame[];
  frame: Frame;
  situation: Situation;
  /** The word being typed (replaced by the completion); empty at the cursor when none. */
  prefix: { start: number; end: number; text: string };
  /** Tokens of the statement before the cursor in the innermost frame. */
  stmt: IToken[];
}

const KEYWORD_STARTS = new Set([Ruleset, Rules, Import, Arc, System, Ship, Allow, Remove]);

const tokenEnd = (t: IToken) => t.startOffset + t.image.length;

function hasLineBreak(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) return true;
  }
  return false;
}

function isName(t: IToken): boolean {
  return !!t.tokenType.CATEGORIES?.some((c) => c.name === 'Name') || t.tokenType.name === 'Name';
}

function isString(t: IToken): boolean {
  return t.tokenType === StringLiteral || t.tokenType === UnterminatedString;
}

class Tracker {
  readonly frames: Frame[] = [{ kind: 'top', header: [], ids: [], keys: new Set(), open: 0 }];
  stmt: IToken[] = [];
  state: State = 'start';
  listDepth = 0;
  prev?: IToken;
  /** Statement and state of every open frame below the innermost one. */
  private readonly saved: { stmt: IToken[]; state: State }[] = [];

  constructor(private readonly text: string) {}

  get frame(): Frame {
    return this.frames[this.frames.length - 1];
  }

  push(t: IToken): void {
    const prev = this.prev;
    this.prev = t;
    const tt = t.tokenType;
    if (this.listDepth > 0) {
      if (tt === LBracket) this.listDepth++;
      else if (tt === RBracket && --this.listDepth === 0) this.state = 'value';
      if (tt !== LCurly && tt !== RCurly) {
        this.stmt.push(t);
        return;
      }
      this.listDepth = 0;
    }
    if (tt === LCurly) {
      this.frames.push(this.openFrame(this.stmt, t.startOffset));
      this.saved.push({ stmt: [], state: 'start' });
      this.stmt = [];
      this.state = 'start';
      return;
    }
    if (tt === RCurly) {
      if (this.frames.length > 1) {
        this.frames.pop();
        this.saved.pop();
      }
      this.stmt = [];
      this.state = 'start';
      return;
    }
    if (tt === LBracket && (this.state === 'colon' || this.state === 'sign')) {
      this.listDepth = 1;
      this.stmt.push(t);
      return;
    }
    const top = this.frame.kind === 'top';
    const newLine = prev ? hasLineBreak(this.text, tokenEnd(prev), t.startOffset) : true;
    let next: State | undefined;
    if (top) {
      // At the top level every declaration starts with a keyword.
      if (this.state !== 'start' && !(KEYWORD_STARTS.has(tt) && tt !== Extends)) next = this.state === 'kw' ? 'kw' : this.state;
    } else {
      switch (this.state) {
        case 'name':
          if (tt === DotDot && this.stmt.length === 1 && this.stmt[0].tokenType === NumberLiteral) next = 'rangeOp';
          else if (tt === Colon) next = 'colon';
          else if (tt === Comma) next = 'comma';
          else if (isName(t) && !newLine && !KEYWORD_STARTS.has(tt)) next = 'ids';
          break;
        case 'rangeOp':
          if (tt === NumberLiteral) next = 'name';
          break;
        case 'ids':
          if (tt === Comma) next = 'comma';
          break;
        case 'comma':
          if (isName(t)) next = 'ids';
          break;
        case 'colon':
          if (tt === Minus || tt === Plus) next = 'sign';
          else if (tt === NumberLiteral || isName(t) || isString(t) || tt === RuleId) next = 'value';
          break;
        case 'sign':
          if (tt === NumberLiteral) next = 'value';
          break;
        case 'value':
          if (tt === DotDot || tt === Slash || tt === Plus) next = 'valueOp';
          break;
        case 'valueOp':
          if (tt === NumberLiteral || isName(t)) next = 'value';
          break;
        case 'allow':
          if (tt === RuleId || (isName(t) && !newLine)) next = 'allowRule';
          else if (isString(t)) next = 'done';
          break;
        case 'allowRule':
          if (isString(t)) next = 'done';
          break;
        default:
          break;
      }
    }
    if (next) {
      if (next === 'colon' && this.stmt.length === 1) this.frame.keys.add(this.stmt[0].image);
      this.stmt.push(t);
      this.state = next;
      return;
    }
    // A new statement starts with this token.
    this.stmt = [t];
    if (top) this.state = 'kw';
    else if (tt === Allow) this.state = 'allow';
    else if (tt === Remove) this.state = 'comma';
    else if (isName(t) || tt === NumberLiteral) this.state = 'name';
    else this.state = 'done';
  }

  private openFrame(header: IToken[], open: number): Frame {
    const parent = this.frame.kind;
    const h0 = header[0];
    const names = (from: number) => header.slice(from).filter((t) => t.tokenType !== Comma && isName(t)).map((t) => t.image);
    const frame = (kind: FrameKind, name?: string, ids: string[] = []): Frame => ({ kind, header, name, ids, keys: new Set(), open });
    if (!h0) return frame('unknown');
    if (parent === 'top') {
      if (h0.tokenType === Ship) return frame('ship', header[1]?.image);
      if (h0.tokenType === System) return frame('systemDecl', header[1]?.image);
      if (h0.tokenType === Flight) return frame('flight', header[1]?.image);
      if (h0.tokenType === Fleet) return frame('fleet', header[1]?.image);
      if (h0.tokenType === Rules) return frame('rules');
      return frame('unknown');
    }
    // A fleet's blocks list its ships and its flights.
    if (parent === 'fleet' && h0.image === 'ships') return frame('fleetShips', 'ships');
    if (parent === 'fleet' && h0.image === 'flights') return frame('fleetFlights', 'flights');
    // A flight's blocks are the weapons each craft carries.
    if (parent === 'flight' && isName(h0)) return frame('system', h0.image, names(1));
    if (parent === 'ship' || parent === 'section') {
      if (h0.tokenType === Rules || h0.image === 'rules') return frame('rules');
      if (parent === 'ship' && h0.image === 'section') return frame('section', 'section', names(1));
      if (parent === 'ship' && h0.image === 'shields') return frame('shields', 'shields');
      if (parent === 'section' && h0.image === 'hits') return frame('hits', 'hits');
      if (isName(h0)) return frame('system', h0.image, names(1));
    }
    // `shields { port { rating: 15  arc: 180..0 } }`: a projection that states its arc.
    if (parent === 'shields' && isName(h0)) return frame('projection', h0.image);
    // A block inside a system: a sub-block such as a weapon's `mode raking { ... }`.
    if ((parent === 'system' || parent === 'systemDecl') && isName(h0)) return frame('subBlock', h0.image, names(1));
    return frame('unknown');
  }
}

const TOP_LEVEL = new RegExp(`^(?:${DECLARATION_KEYWORDS.join('|')})\\b`);

/**
 * The top-level declaration around the cursor: from the last line that starts (at column 0) with
 * a top-level keyword up to the next one. Only that part is read, so completion costs the size of
 * the declaration, not of the file. The whole text when no such line is found.
 */
function declWindow(text: string, offset: number): { start: number; end: number } {
  // Backwards over line starts: the line holding the cursor, then the ones above it.
  let start = 0;
  let lineStart = offset;
  while (lineStart > 0 && text.charCodeAt(lineStart - 1) !== 10) lineStart--;
  for (;;) {
    if (TOP_LEVEL.test(text.slice(lineStart, lineStart + 8))) {
      start = lineStart;
      break;
    }
    if (lineStart === 0) break;
    let prev = lineStart - 1; // the '\n' ending the line above
    while (prev > 0 && text.charCodeAt(prev - 1) !== 10) prev--;
    lineStart = prev;
  }
  // Forwards: the next line that starts a declaration.
  let end = text.length;
  for (let nl = text.indexOf('\n', offset); nl >= 0; nl = text.indexOf('\n', nl + 1)) {
    if (TOP_LEVEL.test(text.slice(nl + 1, nl + 9))) {
      end = nl + 1;
      break;
    }
  }
  return { start, end };
}

/** The completion context at `offset`. */
export function cursorContext(text: string, offset: number): CursorContext {
  const o = Math.max(0, Math.min(offset, text.length));
  const { start, end } = declWindow(text, o);
  if (start === 0 && end === text.length) return contextIn(text, o);
  const cc = contextIn(text.slice(start, end), o - start);
  cc.prefix = { ...cc.prefix, start: cc.prefix.start + start, end: cc.prefix.end + start };
  for (const f of cc.frames) f.open += start;
  return cc;
}

function contextIn(text: string, offset: number): CursorContext {
  const o = Math.max(0, Math.min(offset, text.length));
  const { tokens, commentTokens } = lex(text);
  const empty = { start: o, end: o, text: '' };
  const none = (frames: Frame[]): CursorContext => ({ frames, frame: frames[frames.length - 1], situation: { type: 'none' }, prefix: empty, stmt: [] });

  // Inside a comment: nothing to complete.
  for (const c of commentTokens) {
    if (c.startOffset < o && o <= tokenEnd(c)) {
      const isLine = !c.image.startsWith('/*');
      if (isLine || o < tokenEnd(c) || !c.image.endsWith('*/')) return none([{ kind: 'top', header: [], ids: [], keys: new Set(), open: 0 }]);
    }
    if (c.startOffset >= o) break;
  }

  const tracker = new Tracker(text);
  let i = 0;
  let prefixToken: IToken | undefined;
  for (; i < tokens.length; i++) {
    const t = tokens[i];
    const end = tokenEnd(t);
    const open = t.tokenType === UnterminatedString;
    if (end > o || (end === o && (isName(t) || t.tokenType === RuleId || t.tokenType === NumberLiteral || open))) {
      if (t.startOffset < o) prefixToken = t;
      break;
    }
    tracker.push(t);
  }
  const frames = [...tracker.frames];
  const frame = tracker.frame;
  const stmt = [...tracker.stmt];
  const state = tracker.state;
  const last = tracker.prev;
  // Keep reading after the cursor so that the frame knows every key it holds.
  const depth = tracker.frames.length;
  for (let j = prefixToken ? i + 1 : i; j < tokens.length && tracker.frames.length >= depth; j++) tracker.push(tokens[j]);

  let prefix = empty;
  let situation: Situation = { type: 'none' };

  if (prefixToken && isString(prefixToken)) {
    // Inside a string: only import paths complete.
    const prevTok = stmt[stmt.length - 1];
    if (frame.kind === 'top' && prevTok?.tokenType === Import && stmt.length === 1) {
      const closed = prefixToken.tokenType === StringLiteral && prefixToken.image.length >= 2;
      prefix = { start: prefixToken.startOffset + 1, end: closed ? tokenEnd(prefixToken) - 1 : tokenEnd(prefixToken), text: text.slice(prefixToken.startOffset + 1, o) };
      situation = { type: 'importPath', quoted: true };
    }
    return { frames, frame, situation, prefix, stmt };
  }
  if (prefixToken) prefix = { start: prefixToken.startOffset, end: tokenEnd(prefixToken), text: text.slice(prefixToken.startOffset, o) };
  const newLine = last ? hasLineBreak(text, tokenEnd(last), prefix.start) : true;
  const spaced = last ? prefix.start > tokenEnd(last) : true;
  const lastType = last?.tokenType;

  if (frame.kind === 'top') {
    const h = stmt[0]?.tokenType;
    const open = lastType === Extends || lastType === Equals || lastType === Import || lastType === Ruleset;
    if (state === 'start' || (newLine && !open)) situation = { type: 'topLevel' };
    else if (h === Ruleset && stmt.length === 1) situation = { type: 'rulesetName' };
    else if (h === Import && stmt.length === 1) situation = { type: 'importPath', quoted: false };
    else if ((h === Ship || h === System) && stmt.length === 2 && spaced) situation = { type: 'extendsKeyword' };
    else if ((h === Ship || h === System) && stmt.length === 3 && lastType === Extends)
      situation = h === Ship ? { type: 'extendsShip', self: stmt[1].image } : { type: 'extendsSystem', self: stmt[1].image };
    else if (h === Arc && lastType === Equals) situation = { type: 'arcValue' };
    return { frames, frame, situation, prefix, stmt };
  }

  if (frame.kind === 'unknown') return { frames, frame, situation, prefix, stmt };
  // `mode <|>` in a system: the name of a sub-block.
  if ((frame.kind === 'system' || frame.kind === 'systemDecl') && !newLine && spaced && stmt.length >= 1 && isName(stmt[0]) && (state === 'name' || state === 'ids' || state === 'comma') && stmt[0].tokenType !== Remove)
    return { frames, frame, situation: { type: 'blockName', word: stmt[0].image }, prefix, stmt };
  switch (state) {
    case 'start':
    case 'done':
      situation = { type: 'member' };
      break;
    case 'colon':
    case 'sign':
      if (frame.kind === 'hits') situation = { type: 'hitTarget' };
      else situation = { type: 'value', key: stmt[0].image };
      break;
    case 'valueOp':
      break;
    case 'comma':
      if (stmt[0]?.tokenType === Remove) situation = { type: 'removeId' };
      else if (newLine) situation = { type: 'member' };
      break;
    case 'allow':
      situation = newLine ? { type: 'member' } : { type: 'allowRule' };
      break;
    case 'ids':
      if (stmt[0]?.tokenType === Remove && !newLine && !spaced) situation = { type: 'removeId' };
      else if (newLine) situation = { type: 'member' };
      break;
    default:
      if (newLine || (state === 'value' && spaced) || (state === 'allowRule' && spaced)) situation = { type: 'member' };
      break;
  }
  return { frames, frame, situation, prefix, stmt };
}

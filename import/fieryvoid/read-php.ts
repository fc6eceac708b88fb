// Reads one FieryVoid ship class file into plain data, without running it: the PHP is parsed by
// php-parser and only the shapes FieryVoid's ship files use are understood (constructor fields,
// `new Class(args)`, variables, `addXSystem`, `addProjector`/`addThruster` wiring, property
// overrides, `addTag`, the hit chart, and a flight's `populate()`). Anything else is reported as a
// finding with its line, never guessed at.
//
// Hostile input is bounded before and during the parse: the file size, the bracket nesting (the
// parser is recursive, so depth is checked on the raw text first) and the number of syntax nodes
// walked. Past a limit the file is refused with the reason.
import { Engine } from 'php-parser';
import type { Finding } from './report';

/** Largest file read: FieryVoid's largest Trek ship file is about 12 KB. */
export const MAX_FILE_BYTES = 256 * 1024;
/** Deepest bracket nesting accepted ((, [, {): real files nest about 6 deep. */
export const MAX_NESTING = 64;
/** Most syntax nodes walked in one file: a large real file has about 6,000. */
export const MAX_NODES = 100_000;

export type Value = number | string | boolean | null | Value[] | { entries: [Value, Value][] } | Unknown;
/** A value the importer cannot work out (a function call, `$this->id`, ...), with its source text. */
export interface Unknown {
  unknown: string;
}

export interface PhpSystem {
  cls: string;
  args: Value[];
  line: number;
  /** FieryVoid location: 0 primary, 1 front, 2 aft, 3 left, 4 right, 31/32/41/42 six-section hulls. */
  location?: number;
  displayName?: string;
  startArc?: number;
  endArc?: number;
  tags: string[];
  /** Other property overrides set after construction, with their lines. */
  overrides: { name: string; value: Value; line: number }[];
  /** Projectors wired to this projection by `addProjector`. */
  projectors: PhpSystem[];
  /** Nacelles wired to this impulse drive by `addThruster`. */
  thrusters: PhpSystem[];
  /** The objects' identity, in order of creation (stable ids for ties). */
  serial: number;
}

export interface PhpChart {
  location: number;
  line: number;
  rows: { last: number; name: string; line: number }[];
}

export interface PhpFighter {
  name: string;
  armor: Value;
  structure: Value;
  line: number;
  displayName?: string;
  systems: PhpSystem[];
}

export interface PhpShip {
  className: string;
  hull: string;
  line: number;
  fields: Map<string, { value: Value; line: number }>;
  systems: PhpSystem[];
  charts: PhpChart[];
  fighter?: PhpFighter;
  /** Every system built, added to the ship or not (a drive built and never added still has its wiring). */
  built: PhpSystem[];
}

export type ReadResult = { ok: true; ship: PhpShip; findings: Finding[] } | { ok: false; reason: string; line?: number };

type PNode = { kind: string; loc?: { start: { line: number } } | null; [key: string]: unknown };

const LOCATIONS: Record<string, number> = {
  addPrimarySystem: 0,
  addFrontSystem: 1,
  addAftSystem: 2,
  addLeftSystem: 3,
  addRightSystem: 4,
  addLeftFrontSystem: 31,
  addLeftAftSystem: 32,
  addRightFrontSystem: 41,
  addRightAftSystem: 42,
};

/** Side names of some older files that FieryVoid's hulls do not define, and the method meant. */
const MISNAMED_LOCATIONS: Record<string, string> = {
  addPortSystem: 'addLeftSystem',
  addStbdSystem: 'addRightSystem',
  addStarboardSystem: 'addRightSystem',
};

/** The deepest bracket nesting of the text outside strings and comments (linear, no recursion). */
export function nestingDepth(text: string): number {
  let depth = 0;
  let most = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'") {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === '\\') i++;
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === '#') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 1;
    } else if (c === '(' || c === '[' || c === '{') {
      depth++;
      if (depth > most) most = depth;
    } else if (c === ')' || c === ']' || c === '}') depth = Math.max(0, depth - 1);
  }
  return most;
}

export function readPhp(text: string, file: string): ReadResult {
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > MAX_FILE_BYTES) return { ok: false, reason: `the file is ${bytes} bytes; ship files over ${MAX_FILE_BYTES} bytes are not read` };
  const depth = nestingDepth(text);
  if (depth > MAX_NESTING) return { ok: false, reason: `brackets nest ${depth} deep; more than ${MAX_NESTING} is not read` };
  let program: PNode;
  const syntax: Finding[] = [];
  let parseError: { reason: string; line?: number } | undefined;
  try {
    const engine = new Engine({ parser: { php7: true, suppressErrors: false, extractDoc: false }, ast: { withPositions: true, withSource: false } });
    program = engine.parseCode(text, file) as unknown as PNode;
  } catch (e) {
    const err = e as { message?: string; lineNumber?: number };
    const msg = String(err.message ?? e).replace(/ on line \d+$/, '');
    // A slip such as a missing `)` leaves the rest of the file readable: the parser's recovery is
    // taken when it still yields a class, and every error is a finding in the source (FieryVoid
    // itself cannot load such a file). Anything worse is refused.
    const recovered = recover(text, file);
    if (!recovered) return { ok: false, reason: `not valid PHP: ${msg}`, line: err.lineNumber };
    program = recovered.program;
    parseError = { reason: `not valid PHP: ${msg}`, line: err.lineNumber };
    for (const r of recovered.errors) {
      syntax.push({
        code: 'fv-php-syntax',
        severity: 'warning',
        line: r.line,
        message: `not valid PHP: ${r.message}; FieryVoid cannot load this file, and the import reads what the parser recovers around it`,
      });
    }
  }
  const read = new Reader(file).read(program);
  // A recovered reading that still is no ship class is the parse error, as it was.
  if (!read.ok && parseError) return { ok: false, ...parseError };
  if (read.ok) read.findings.unshift(...syntax);
  return read;
}

/** The parser's error-tolerant reading: the program and its errors, or undefined when no class survives. */
function recover(text: string, file: string): { program: PNode; errors: { message: string; line?: number }[] } | undefined {
  try {
    const engine = new Engine({ parser: { php7: true, suppressErrors: true, extractDoc: false }, ast: { withPositions: true, withSource: false } });
    const program = engine.parseCode(text, file) as unknown as PNode & { errors?: { message?: string; line?: number }[] };
    const children = Array.isArray(program.children) ? (program.children as PNode[]) : [];
    const cls = children.find((c) => c && c.kind === 'class');
    const body = cls && Array.isArray(cls.body) ? (cls.body as PNode[]) : [];
    const ctor = body.find((m) => m && m.kind === 'method' && nameOf(m.name) === '__construct');
    const ctorLine = ctor ? lineOf(ctor) : undefined;
    const stmts = ctor && ctor.body && Array.isArray((ctor.body as PNode).children) ? ((ctor.body as PNode).children as PNode[]) : [];
    const errors = (program.errors ?? [])
      .slice(0, 10)
      .map((e) => ({ message: String(e.message ?? '').replace(/ on line \d+$/, ''), line: typeof e.line === 'number' ? e.line : undefined }));
    // Only a slip inside the constructor's body, after which the parser read on, is taken: a
    // broken class or method heading is no ship file to read.
    const lastStmt = Math.max(0, ...stmts.map((st) => lineOf(st) ?? 0));
    const inBody = (line: number | undefined) => line !== undefined && ctorLine !== undefined && line > ctorLine && line < lastStmt;
    if (!errors.length || !errors.every((e) => inBody(e.line))) return undefined;
    return { program, errors };
  } catch {
    return undefined;
  }
}

class Reader {
  private readonly findings: Finding[] = [];
  private nodes = 0;
  private serial = 0;
  private readonly vars = new Map<string, Value | PhpSystem>();
  private readonly built: PhpSystem[] = [];
  constructor(private readonly file: string) {}

  private note(code: string, severity: Finding['severity'], line: number | undefined, message: string): void {
    this.findings.push({ code, severity, line, message });
  }

  read(program: PNode): ReadResult {
    const classes = this.list(program.children).filter((n) => n.kind === 'class');
    if (!classes.length) return { ok: false, reason: 'no PHP class in the file' };
    if (classes.length > 1)
      this.note('fv-unread', 'warning', lineOf(classes[1]), `the file declares ${classes.length} classes; only the first, ${nameOf(classes[0].name)}, is imported`);
    const cls = classes[0];
    const hull = nameOf(cls.extends);
    if (!hull) return { ok: false, reason: `class ${nameOf(cls.name)} extends no FieryVoid hull class`, line: lineOf(cls) };
    const ship: PhpShip = { className: nameOf(cls.name), hull, line: lineOf(cls) ?? 1, fields: new Map(), systems: [], charts: [], built: [] };
    const methods = this.list(cls.body).filter((n) => n.kind === 'method');
    const ctor = methods.find((m) => nameOf(m.name) === '__construct');
    if (!ctor) return { ok: false, reason: `class ${ship.className} has no constructor`, line: ship.line };
    try {
      this.statements(this.block(ctor.body), ship, undefined);
      const populate = methods.find((m) => nameOf(m.name) === 'populate');
      if (populate) this.statements(this.block(populate.body), ship, undefined);
    } catch (e) {
      if (e instanceof TooLarge) return { ok: false, reason: `more than ${MAX_NODES} syntax nodes; the file is not read` };
      throw e;
    }
    ship.built = this.built;
    return { ok: true, ship, findings: this.findings };
  }

  private list(v: unknown): PNode[] {
    return Array.isArray(v) ? (v.filter((x) => x && typeof x === 'object') as PNode[]) : [];
  }

  private block(v: unknown): PNode[] {
    const n = v as PNode | null;
    if (!n) return [];
    return n.kind === 'block' ? this.list(n.children) : [n];
  }

  private count(): void {
    if (++this.nodes > MAX_NODES) throw new TooLarge();
  }

  private statements(stmts: PNode[], ship: PhpShip, fighter: PhpFighter | undefined): void {
    for (const s of stmts) {
      this.count();
      switch (s.kind) {
        case 'expressionstatement':
          this.expression(s.expression as PNode, ship, fighter);
          break;
        case 'block':
          this.statements(this.list(s.children), ship, fighter);
          break;
        case 'for':
        case 'foreach':
          // populate()'s loop builds one craft per pass: read its body once, as the craft's shape.
          this.statements(this.block(s.body), ship, fighter ?? ship.fighter);
          break;
        case 'inline':
        case 'noop':
        case 'return':
          break;
        default:
          this.note('fv-unread', 'warning', lineOf(s), `a PHP \`${s.kind}\` statement is not read; what it sets is not imported`);
      }
    }
  }

  private expression(e: PNode, ship: PhpShip, fighter: PhpFighter | undefined): void {
    this.count();
    if (e.kind === 'assign' && e.operator === '=') return this.assign(e, ship);
    if (e.kind === 'assign' && e.operator === '.=') return this.append(e, ship);
    if (e.kind === 'call') return this.call(e, ship);
    this.note('fv-unread', 'warning', lineOf(e), `a PHP \`${e.kind}\` expression is not read`);
    void fighter;
  }

  private assign(e: PNode, ship: PhpShip): void {
    const left = e.left as PNode;
    const line = lineOf(e) ?? 0;
    if (left.kind === 'variable' && typeof left.name === 'string') {
      const right = e.right as PNode;
      if (right.kind === 'new') {
        const made = this.construct(right);
        this.vars.set(left.name, made);
        if (made.cls.toLowerCase() === 'fighter') ship.fighter = this.fighterOf(made);
      } else this.vars.set(left.name, this.value(right, 0));
      return;
    }
    if (left.kind === 'propertylookup') {
      const owner = left.what as PNode;
      const prop = nameOf(left.offset);
      if (owner.kind === 'variable' && owner.name === 'this') {
        if (prop === 'hitChart') return this.hitChart(e.right as PNode, ship);
        ship.fields.set(prop, { value: this.value(e.right as PNode, 0), line });
        return;
      }
      if (owner.kind === 'variable' && typeof owner.name === 'string') {
        const target = this.vars.get(owner.name);
        if (!isSystem(target)) {
          this.note('fv-unread', 'warning', line, `\`$${owner.name}->${prop}\` sets a property of something that is not a system; not imported`);
          return;
        }
        const value = this.value(e.right as PNode, 0);
        if (prop === 'displayName' && typeof value === 'string') target.displayName = value;
        else if (prop === 'startArc' && typeof value === 'number') target.startArc = value;
        else if (prop === 'endArc' && typeof value === 'number') target.endArc = value;
        else target.overrides.push({ name: prop, value, line });
        if (ship.fighter && target.cls.toLowerCase() === 'fighter' && prop === 'displayName' && typeof value === 'string') ship.fighter.displayName = value;
        return;
      }
    }
    // `$this->list[] = value`: an element added to a list field (FieryVoid's enhancement options).
    if (left.kind === 'offsetlookup' && !left.offset) {
      const list = left.what as PNode;
      const owner = list.kind === 'propertylookup' ? (list.what as PNode) : undefined;
      if (owner?.kind === 'variable' && owner.name === 'this') {
        const prop = nameOf(list.offset);
        const before = ship.fields.get(prop);
        const items = Array.isArray(before?.value) ? before.value : [];
        ship.fields.set(prop, { value: [...items, this.value(e.right as PNode, 0)], line: before?.line ?? line });
        return;
      }
    }
    this.note('fv-unread', 'warning', line, 'an assignment the importer does not understand; not imported');
  }

  /** `$this->notes .= "..."`: a text field added to. */
  private append(e: PNode, ship: PhpShip): void {
    const left = e.left as PNode;
    const owner = left.kind === 'propertylookup' ? (left.what as PNode) : undefined;
    const prop = left.kind === 'propertylookup' ? nameOf(left.offset) : '';
    const before = ship.fields.get(prop);
    const more = this.value(e.right as PNode, 0);
    if (owner?.kind === 'variable' && owner.name === 'this' && typeof more === 'string' && (!before || typeof before.value === 'string')) {
      ship.fields.set(prop, { value: `${before?.value ?? ''}${more}`, line: before?.line ?? lineOf(e) ?? 0 });
      return;
    }
    this.note('fv-unread', 'warning', lineOf(e), 'a `.=` the importer does not understand; not imported');
  }

  private call(e: PNode, ship: PhpShip): void {
    const what = e.what as PNode;
    const line = lineOf(e) ?? 0;
    if (what.kind !== 'propertylookup') {
      // populate()'s own bookkeeping (count(), ...) has no figure in it.
      return;
    }
    const owner = what.what as PNode;
    const written = nameOf(what.offset);
    const args = this.list(e.arguments);
    const ownerName = owner.kind === 'variable' && typeof owner.name === 'string' ? owner.name : undefined;
    // Some older files add to `Port` and `Stbd`, which no FieryVoid hull has, so FieryVoid stops
    // there. What the author meant is plain: the systems are read into the side it names.
    const misnamed = ownerName === 'this' && Object.hasOwn(MISNAMED_LOCATIONS, written) ? MISNAMED_LOCATIONS[written] : undefined;
    if (misnamed) this.note('fv-misnamed-method', 'warning', line, `\`$this->${written}()\` is no method of FieryVoid's ship classes, which cannot load this file; read as \`${misnamed}()\``);
    const method = misnamed ?? written;
    const self = ownerName === 'this' ? undefined : ownerName !== undefined ? this.vars.get(ownerName) : undefined;
    if (Object.hasOwn(LOCATIONS, method)) {
      const sys = this.systemArg(args[0], line);
      if (!sys) return;
      if (ownerName === 'this') {
        sys.location = LOCATIONS[method];
        if (!ship.systems.includes(sys)) ship.systems.push(sys);
        else this.note('fv-unread', 'warning', line, `the same ${sys.cls} is added to the ship twice; it is imported once`);
      } else if (isSystem(self) && self.cls.toLowerCase() === 'fighter' && ship.fighter) {
        sys.location = LOCATIONS[method];
        ship.fighter.systems.push(sys);
      } else this.note('fv-unread', 'warning', line, `\`${method}\` on something that is not the ship; not imported`);
      return;
    }
    if (ownerName === 'this') {
      if (method === 'populate' || method === 'addSystem') return;
      this.note('fv-unread', 'info', line, `\`$this->${method}()\` is not read`);
      return;
    }
    if (!isSystem(self)) {
      this.note('fv-unread', 'warning', line, `\`$${ownerName ?? '?'}->${method}()\` on something that is not a system; not imported`);
      return;
    }
    if (method === 'addProjector' || method === 'addThruster') {
      const sys = this.systemArg(args[0], line);
      if (sys) (method === 'addProjector' ? self.projectors : self.thrusters).push(sys);
      return;
    }
    if (method === 'addTag') {
      const tag = args[0] ? this.value(args[0], 0) : undefined;
      if (typeof tag === 'string') self.tags.push(tag);
      else this.note('fv-unread', 'warning', line, 'a tag that is not a text; not imported');
      return;
    }
    this.note('fv-unread', 'info', line, `\`->${method}()\` on ${self.cls} is not read`);
  }

  private systemArg(arg: PNode | undefined, line: number): PhpSystem | undefined {
    if (arg?.kind === 'new') return this.construct(arg);
    if (arg?.kind === 'variable' && typeof arg.name === 'string') {
      const v = this.vars.get(arg.name);
      if (isSystem(v)) return v;
    }
    this.note('fv-unread', 'warning', line, 'a system that is neither `new Class(...)` nor a variable holding one; not imported');
    return undefined;
  }

  private construct(n: PNode): PhpSystem {
    this.count();
    const cls = nameOf(n.what);
    const made: PhpSystem = {
      cls,
      args: this.list(n.arguments).map((a) => this.value(a, 0)),
      line: lineOf(n) ?? 0,
      tags: [],
      overrides: [],
      projectors: [],
      thrusters: [],
      serial: this.serial++,
    };
    this.built.push(made);
    return made;
  }

  private fighterOf(made: PhpSystem): PhpFighter {
    return { name: typeof made.args[0] === 'string' ? made.args[0] : 'Fighter', armor: made.args[1], structure: made.args[2], line: made.line, systems: [] };
  }

  private hitChart(n: PNode, ship: PhpShip): void {
    if (n.kind !== 'array') {
      this.note('fv-hit-chart', 'warning', lineOf(n), 'the hit chart is not an array; no chart imported');
      return;
    }
    for (const item of this.list(n.items)) {
      this.count();
      const key = item.kind === 'entry' ? this.value(item.key as PNode, 0) : undefined;
      const rowsNode = (item.kind === 'entry' ? item.value : item) as PNode;
      if (typeof key !== 'number' || rowsNode?.kind !== 'array') {
        this.note('fv-hit-chart', 'warning', lineOf(item), 'a hit chart entry that is not `location => array(...)`; not imported');
        continue;
      }
      const chart: PhpChart = { location: key, line: lineOf(item) ?? 0, rows: [] };
      for (const row of this.list(rowsNode.items)) {
        this.count();
        const last = row.kind === 'entry' ? this.value(row.key as PNode, 0) : undefined;
        const name = row.kind === 'entry' ? this.value(row.value as PNode, 0) : undefined;
        if (typeof last !== 'number' || typeof name !== 'string') {
          this.note('fv-hit-chart', 'warning', lineOf(row), 'a hit chart row that is not `roll => "System"`; not imported');
          continue;
        }
        chart.rows.push({ last, name, line: lineOf(row) ?? chart.line });
      }
      ship.charts.push(chart);
    }
  }

  /** The value of a constant expression; depth is bounded by the nesting check made before parsing. */
  private value(n: PNode | undefined, depth: number): Value {
    this.count();
    if (!n) return null;
    if (depth > MAX_NESTING) return { unknown: 'nested too deep' };
    switch (n.kind) {
      case 'number':
        return Number(String(n.value).replace(/_/g, ''));
      case 'string':
        return String(n.value);
      case 'boolean':
        return Boolean(n.value);
      case 'nullkeyword':
        return null;
      case 'unary': {
        const v = this.value(n.what as PNode, depth + 1);
        if (typeof v !== 'number') return { unknown: `${n.type}...` };
        return n.type === '-' ? -v : v;
      }
      case 'bin': {
        const a = this.value(n.left as PNode, depth + 1);
        const b = this.value(n.right as PNode, depth + 1);
        if (typeof a !== 'number' || typeof b !== 'number') return { unknown: `expression with ${String(n.type)}` };
        switch (n.type) {
          case '*':
            return a * b;
          case '+':
            return a + b;
          case '-':
            return a - b;
          case '/':
            return b === 0 ? { unknown: 'division by zero' } : a / b;
        }
        return { unknown: `operator ${String(n.type)}` };
      }
      case 'array': {
        const items = this.list(n.items);
        if (items.every((i) => i.kind !== 'entry' || !i.key)) return items.map((i) => this.value((i.kind === 'entry' ? i.value : i) as PNode, depth + 1));
        return { entries: items.map((i) => [this.value(i.key as PNode, depth + 1), this.value(i.value as PNode, depth + 1)] as [Value, Value]) };
      }
      case 'variable': {
        const v = typeof n.name === 'string' ? this.vars.get(n.name) : undefined;
        if (v === undefined || isSystem(v)) return { unknown: `$${String(n.name)}` };
        return v;
      }
      case 'cast':
        return this.value(n.expr as PNode, depth + 1);
      default:
        return { unknown: n.kind };
    }
  }
}

class TooLarge extends Error {}

export function isSystem(v: unknown): v is PhpSystem {
  return !!v && typeof v === 'object' && 'cls' in v && 'serial' in v;
}

export function isUnknown(v: Value | undefined): v is Unknown {
  return !!v && typeof v === 'object' && 'unknown' in v;
}

function nameOf(v: unknown): string {
  if (typeof v === 'string') return v;
  const n = v as { name?: unknown } | null;
  return n && typeof n.name === 'string' ? n.name : '';
}

function lineOf(n: unknown): number | undefined {
  return (n as PNode | null)?.loc?.start.line;
}

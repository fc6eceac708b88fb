// A program: the set of .ship files reachable from the files asked for, parsed once, with their
// imports resolved and their declarations indexed. Name lookup sees a file's own declarations,
// then those of the files it imports directly (language.md: an import makes *that file's* ships,
// system types and arc names visible).
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { ArcDecl, Decl, FleetDecl, FlightDecl, RulesDecl, ShipDecl, ShipFile, Span, SystemDecl } from '../grammar/ast';
import type { Diagnostic, DiagnosticData } from '../grammar/diagnostic';
import { parse, type ParseResult } from '../grammar/index';
import { LineIndex } from '../grammar/positions';
import type { Ruleset } from './catalog/types';
import { describeCycle } from './cycle-message';
import { caseOnDisk, rewriteImport, specFor, withSlashes } from './import-spelling';
import { LIBRARY_PREFIX, resolveLibraryPath, storedLibraryParse } from './library';

export interface CompilerHost {
  /** Returns the file's text, or undefined when it cannot be read. */
  readFile(file: string): string | undefined;
  /** The path with links resolved (undefined when it does not exist); hosts without links omit it. */
  realpath?(file: string): string | undefined;
  /** A folder's entry names (undefined when it cannot be read); hosts without folders omit it. */
  listDir?(dir: string): readonly string[] | undefined;
}

function diskRealpath(file: string): string {
  try {
    return fs.realpathSync(file);
  } catch {
    return file;
  }
}

/** Deeper import chains are refused rather than risking the stack. */
export const MAX_IMPORT_DEPTH = 256;

export const nodeHost: CompilerHost = {
  realpath(file) {
    try {
      return fs.realpathSync(file);
    } catch {
      return undefined;
    }
  },
  listDir(dir) {
    try {
      return fs.readdirSync(dir);
    } catch {
      return undefined;
    }
  },
  readFile(file) {
    // Opened without blocking and checked on the open file, so a FIFO or device named x.ship
    // (or a file swapped for one after a check) is refused instead of hanging the compiler.
    let fd: number | undefined;
    try {
      fd = fs.openSync(file, fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0));
      if (!fs.fstatSync(fd).isFile()) return undefined;
      return fs.readFileSync(fd, 'utf8');
    } catch {
      return undefined;
    } finally {
      if (fd !== undefined) fs.closeSync(fd);
    }
  },
};

/** Is `rel` (a path relative to a folder) outside that folder? `..data` is inside; `../x` is not. */
export function climbsOut(rel: string): boolean {
  return rel === '..' || rel.startsWith(`..${path.sep}`) || rel.startsWith('../') || path.isAbsolute(rel);
}

export type ProjectPathCheck =
  | { problem?: undefined; target: string }
  | { problem: 'nul' | 'absolute' | 'extension' | 'outside' | 'outside-link'; target?: string };

/**
 * The rules every path a project file or scenario names must obey (imports, scenario ship files):
 * relative to `fromDir`, ending with one of `exts`, inside `root` both as written and with links
 * followed (so a link inside the project cannot lead out of it). Nothing is read; `realpath`
 * answers undefined for a path that does not exist (it is then reported as not found by the
 * caller's read).
 */
export function checkProjectPath(spec: string, fromDir: string, root: string, exts: string[], realpath: (p: string) => string | undefined = diskRealpath): ProjectPathCheck {
  if (spec.includes('\0')) return { problem: 'nul' };
  if (path.isAbsolute(spec)) return { problem: 'absolute' };
  if (!exts.some((x) => spec.endsWith(x))) return { problem: 'extension' };
  const target = path.resolve(fromDir, spec);
  if (climbsOut(path.relative(root, target))) return { problem: 'outside', target };
  // Hosts without `realpath` (in-memory ones) get the disk's answer where the path exists.
  const real = realpath(target);
  const realRoot = realpath(root) ?? root;
  if (real !== undefined && climbsOut(path.relative(realRoot, real))) return { problem: 'outside-link', target };
  return { target };
}

export interface ImportLink {
  span: Span;
  target?: FileUnit;
}

export interface FileUnit {
  path: string;
  text: string;
  ast: ShipFile;
  lines: LineIndex;
  /** Parser diagnostics and everything the compiler reports against this file. */
  diagnostics: Diagnostic[];
  ruleset?: Ruleset;
  rulesetSpan?: Span;
  imports: ImportLink[];
  ships: Map<string, ShipDecl>;
  systems: Map<string, SystemDecl>;
  /** `flight NAME { ... }` declarations (fighter and shuttle flights). */
  flights: Map<string, FlightDecl>;
  /** `fleet NAME { ... }` declarations (ships and flights under a point budget). */
  fleets: Map<string, FleetDecl>;
  arcs: Map<string, ArcDecl>;
  rules: RulesDecl[];
  /**
   * A file of drydock's own library whose text is the one the build stored a parse of: it
   * compiles without a diagnostic (tests/compiler/library-clean.test.ts).
   */
  builtLibrary?: boolean;
}

export interface ProgramOptions {
  host?: CompilerHost;
  /** Imports may not leave this folder. Default: see findProjectRoot. */
  root?: string;
  /** Parses a file (default: the grammar's `parse`); the language server's reuses unchanged declarations (lsp/incremental.ts). */
  parse?: (text: string, file: string) => ParseResult;
  /** A file's line index when the caller has one (the language server's open documents); default: computed. */
  lines?: (text: string, file: string) => LineIndex | undefined;
}

const ROOT_MARKERS = ['drydock.json', 'package.json', '.git'];

/**
 * The project root of a file: the nearest folder above it holding drydock.json, package.json or
 * .git; without one, the file's own folder. Imports may not reach outside it.
 */
export function findProjectRoot(file: string): string {
  const start = path.dirname(path.resolve(file));
  let dir = start;
  for (;;) {
    if (ROOT_MARKERS.some((m) => fs.existsSync(path.join(dir, m)))) return dir;
    const up = path.dirname(dir);
    if (up === dir) return start;
    dir = up;
  }
}

export class Program {
  readonly files = new Map<string, FileUnit>();
  readonly host: CompilerHost;
  private readonly root?: string;
  private readonly parseFile: (text: string, file: string) => ParseResult;
  private readonly linesOf?: (text: string, file: string) => LineIndex | undefined;

  constructor(options: ProgramOptions = {}) {
    this.host = options.host ?? nodeHost;
    this.root = options.root;
    this.parseFile = options.parse ?? parse;
    this.linesOf = options.lines;
  }

  /** Load a file (and, transitively, what it imports). `text` overrides reading it. */
  load(file: string, text?: string): FileUnit | undefined {
    const abs = path.resolve(file);
    return this.loadInner(abs, text, [], this.root ?? findProjectRoot(abs));
  }

  private loadInner(abs: string, text: string | undefined, stack: string[], root: string): FileUnit | undefined {
    const existing = this.files.get(abs);
    if (existing) return existing;
    const src = text ?? this.host.readFile(abs);
    if (src === undefined) return undefined;
    // A caller's own parser (the language server's, which keeps parses edit to edit) parses the
    // library too; the stored parse serves the one-shot runs of the default one.
    const stored = this.parseFile === parse ? storedLibraryParse(root, abs, src) : undefined;
    const { ast, diagnostics } = stored ?? this.parseFile(src, abs);
    const unit: FileUnit = {
      path: abs,
      text: src,
      ast,
      lines: this.linesOf?.(src, abs) ?? new LineIndex(src),
      diagnostics: [...diagnostics],
      imports: [],
      ships: new Map(),
      systems: new Map(),
      flights: new Map(),
      fleets: new Map(),
      arcs: new Map(),
      rules: [],
      ...(stored ? { builtLibrary: true } : {}),
    };
    this.files.set(abs, unit);
    this.index(unit);
    stack.push(abs);
    for (const decl of ast.decls) {
      if (decl.kind !== 'import') continue;
      unit.imports.push(this.resolveImport(unit, decl.path.value, decl.path.span, stack, root));
    }
    stack.pop();
    return unit;
  }

  private resolveImport(unit: FileUnit, written: string, span: Span, stack: string[], root: string): ImportLink {
    const report = (code: string, message: string, data?: DiagnosticData): ImportLink => {
      unit.diagnostics.push({ code, severity: 'error', message, span, file: unit.path, ...(data ? { data } : {}) });
      return { span };
    };
    // `lib\weapons.ship` is resolved as `lib/weapons.ship`: when that file exists, the one error is
    // the backslash (and what the file declares is still found).
    const spec = withSlashes(written);
    // `drydock:...` names a file of drydock's own library (compiler/library.ts); what it imports
    // stays inside the library.
    if (spec.startsWith(LIBRARY_PREFIX)) {
      const lib = resolveLibraryPath(spec, this.host.realpath ?? diskRealpath);
      if ('problem' in lib) return report('import-not-found', lib.problem);
      return this.follow(unit, spec, written, span, stack, lib.root, lib.target, lib.text);
    }
    const checked = checkProjectPath(spec, path.dirname(unit.path), root, ['.ship'], this.host.realpath ?? diskRealpath);
    switch (checked.problem) {
      case 'nul':
        return report('import-not-found', 'The import path contains a NUL character.');
      case 'absolute':
        return report('import-outside-project', `Imports are relative to the importing file; \`${spec}\` is an absolute path. Write a path such as "common/arcs.ship".`);
      case 'extension':
        return report('import-not-ship', `Only .ship files can be imported; \`${spec}\` is not one.`);
      case 'outside':
        return report('import-outside-project', `\`${spec}\` is outside the project folder ${root}; imports must stay inside it.`);
      case 'outside-link':
        return report('import-outside-project', `\`${spec}\` leads outside the project folder ${root} (through a link); imports must stay inside it.`);
    }
    return this.follow(unit, spec, written, span, stack, root, checked.target);
  }

  /** Loads the import `spec` (as the file wrote it: `written`) found at `target` (`text`: a built-in library file's). */
  private follow(unit: FileUnit, spec: string, written: string, span: Span, stack: string[], root: string, target: string, text?: string): ImportLink {
    const report = (code: string, message: string, data?: DiagnosticData): ImportLink => {
      unit.diagnostics.push({ code, severity: 'error', message, span, file: unit.path, ...(data ? { data } : {}) });
      return { span };
    };
    if (stack.length >= MAX_IMPORT_DEPTH)
      return report('import-too-deep', `Imports nest more than ${MAX_IMPORT_DEPTH} files deep here; flatten the chain (import the shared files directly).`);
    if (stack.includes(target)) {
      const chain = describeCycle(stack.slice(stack.indexOf(target)).map((p) => path.basename(p)));
      return report('import-cycle', `Import cycle: ${chain}. Move the shared declarations into a file that both can import.`);
    }
    const loaded = this.loadInner(target, text, stack, root);
    if (loaded && spec !== written)
      report('import-backslash', `Import paths separate folders with \`/\` on every system: write "${spec}".`, rewriteImport(span, spec, `Write "${spec}"`));
    if (!loaded) {
      if (spec !== written) return report('import-not-found', `Cannot read \`${written}\` (looked for ${target}); import paths separate folders with \`/\`, never \`\\\`.`);
      const fixed = this.host.listDir ? caseOnDisk(target, root, (d) => this.listDirCached(d)) : undefined;
      if (fixed) {
        const better = specFor(path.dirname(unit.path), fixed);
        return report('import-not-found', `Cannot read \`${spec}\` (looked for ${target}). Did you mean "${better}"? File names must match in letter case.`, rewriteImport(span, better, `Write "${better}"`));
      }
      return report('import-not-found', `Cannot read \`${spec}\` (looked for ${target}).`);
    }
    // Found, but spelt in another case than the file (a system that ignores case): it would not
    // be found where case matters.
    const onDisk = this.host.listDir ? caseOnDisk(target, root, (d) => this.listDirCached(d)) : undefined;
    if (onDisk) {
      const better = specFor(path.dirname(unit.path), onDisk);
      unit.diagnostics.push({
        code: 'import-case',
        severity: 'warning',
        message: `The file is spelt "${better}"; write that: where file names are case-sensitive (Linux) \`${spec}\` is not found.`,
        span,
        file: unit.path,
        data: rewriteImport(span, better, `Write "${better}"`),
      });
    }
    return { span, target: loaded };
  }

  private readonly dirNames = new Map<string, readonly string[] | undefined>();

  /** A folder's names, read once per program (every import of a big project shares them). */
  private listDirCached(dir: string): readonly string[] | undefined {
    if (!this.dirNames.has(dir)) this.dirNames.set(dir, this.host.listDir?.(dir));
    return this.dirNames.get(dir);
  }

  private index(unit: FileUnit): void {
    const state = { seenDecl: false };
    for (const decl of unit.ast.decls as Decl[]) this.indexDecl(unit, decl, state);
  }

  /**
   * Index one declaration of `unit`, in source order (`state` carries what the order needs);
   * `index` does this for a parsed file, the streaming check (compiler/stream-check.ts) as it
   * reads each declaration. Returns false for a name declared twice (only the first counts).
   */
  indexDecl(unit: FileUnit, decl: Decl, state: { seenDecl: boolean }): boolean {
    // A named declaration goes into its map; a second one of the same name is reported and skipped.
    const named = <D extends { name: { name: string; span: Span } }>(map: Map<string, D>, kind: string, d: D): boolean => {
      state.seenDecl = true;
      const first = map.get(d.name.name);
      if (first) {
        unit.diagnostics.push({
          code: 'duplicate-declaration',
          severity: 'error',
          message: `The ${kind} \`${d.name.name}\` is already declared on line ${unit.lines.position(first.name.span.start).line + 1}. Rename one of them.`,
          span: d.name.span,
          file: unit.path,
        });
        return false;
      }
      map.set(d.name.name, d);
      return true;
    };
    switch (decl.kind) {
      case 'ruleset': {
        const name = decl.name.name;
        if (unit.ruleset) {
          unit.diagnostics.push({ code: 'duplicate-ruleset', severity: 'error', message: 'A file has one `ruleset` line; remove this one.', span: decl.span, file: unit.path });
        } else if (name !== 'b5wars' && name !== 'sfb') {
          unit.diagnostics.push({
            code: 'unknown-ruleset',
            severity: 'error',
            message: `Unknown ruleset \`${name}\`: write \`ruleset b5wars\` (Babylon 5 Wars) or \`ruleset sfb\` (Star Fleet Battles).`,
            span: decl.name.span,
            file: unit.path,
            data: { fixes: ['b5wars', 'sfb'].map((r) => ({ title: `Use ${r}`, edits: [{ span: decl.name.span, newText: r }] })) },
          });
        } else {
          unit.ruleset = name;
          unit.rulesetSpan = decl.name.span;
          if (state.seenDecl)
            unit.diagnostics.push({ code: 'ruleset-not-first', severity: 'warning', message: 'Put the `ruleset` line before the declarations it applies to.', span: decl.span, file: unit.path });
        }
        break;
      }
      case 'ship':
        return named(unit.ships, 'ship', decl);
      case 'system':
        return named(unit.systems, 'system type', decl);
      case 'flight':
        return named(unit.flights, 'flight', decl);
      case 'fleet':
        return named(unit.fleets, 'fleet', decl);
      case 'arcDecl':
        return named(unit.arcs, 'arc', decl);
      case 'rules':
        state.seenDecl = true;
        unit.rules.push(decl);
        break;
      case 'import':
        break;
    }
    return true;
  }

  /** Find a declaration visible from `unit`: its own first, then its direct imports'. */
  lookup<K extends 'ships' | 'systems' | 'arcs' | 'flights' | 'fleets'>(
    unit: FileUnit,
    table: K,
    name: string,
  ): { unit: FileUnit; decl: NonNullable<ReturnType<FileUnit[K]['get']>> } | undefined {
    const own = unit[table].get(name);
    if (own) return { unit, decl: own as never };
    for (const imp of unit.imports) {
      const d = imp.target?.[table].get(name);
      if (d) return { unit: imp.target!, decl: d as never };
    }
    return undefined;
  }

  /** Every name of a table visible from `unit` (for suggestions and completion). */
  visibleNames(unit: FileUnit, table: 'ships' | 'systems' | 'arcs' | 'flights' | 'fleets'): string[] {
    const names = new Set(unit[table].keys());
    for (const imp of unit.imports) for (const n of imp.target?.[table].keys() ?? []) names.add(n);
    return [...names];
  }
}

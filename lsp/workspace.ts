// Document and dependency tracking for the language server.
//
// - Open documents live in memory; the compiler reads them through a CompilerHost that looks at
//   open documents first and then at the disk, so an unsaved edit to an imported file or a base
//   ship is seen by every file that depends on it.
// - Each open document has an Analysis: the result of compiling it exactly as `drydock check
//   <file>` would (compileFiles on that one file, with what it imports), its diagnostics, and a
//   symbol index. Analyses are cached per document version and invalidated when any file they
//   depend on changes (in memory or on disk).
// - A workspace index (every .ship file below the workspace folders and the open documents'
//   project roots, parsed into one Program) serves the cross-file requests: references, rename,
//   workspace symbols. It is rebuilt lazily, yields to the event loop while it reads files, and
//   honours cancellation.
// - Every edit is logged as an offset range, so that a request arriving after an edit is answered
//   at once from the last analysis (positions mapped through the edits since, lsp/edit-map.ts)
//   when the position lies in a declaration the edits did not touch.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { CancellationToken } from 'vscode-languageserver';
import type { TextDocumentContentChangeEvent } from 'vscode-languageserver-textdocument';
import type { Diagnostic } from '../grammar/diagnostic';
import { compileFiles, resolveProgram, type CompileResult } from '../compiler/index';
import { walkFolder } from '../compiler/ship-files';
import { findProjectRoot, nodeHost, Program, type CompilerHost, type FileUnit } from '../compiler/program';
import { importTargets, WorkspaceReuse, type ImportTargets } from './workspace-reuse';
import type { FileSymbols } from '../compiler/semantic';
import { dirtyRanges, EditLog, isStructural, mapBack, mapForward, type Settled } from './edit-map';
import { IncrementalDoc } from './incremental';
import { OpenText } from './open-text';
import { LineIndex } from '../grammar/positions';
import { parse, type ParseResult } from '../grammar/index';
import { checkCancelled, clampPosition, log, pathToUri, sourceOf, uriToPath, yieldToEventLoop, type Source } from './util';

export interface Analysis {
  uri: string;
  path: string;
  version: number;
  /** The document's change counter when it was analysed (see EditLog). */
  seq: number;
  source: Source;
  result: CompileResult;
  /** This file's unit in the program (always present: its text is given to the compiler). */
  unit: FileUnit;
  /** The diagnostics `drydock check <this file>` reports for this file. */
  diagnostics: Diagnostic[];
  /** Every other file the compilation read (imports, transitively). */
  deps: Set<string>;
  /** Generation of the workspace when this analysis was made. */
  generation: number;
  /** What each name of this file means: the compiler's semantic model of the file. */
  index(): FileSymbols;
  /** Builds `index()` in steps: true once it is built, false when stopped at `deadline` (performance.now()). */
  indexStep(deadline: number): boolean;
}

export interface WorkspaceIndex {
  program: Program;
  files: string[];
  generation: number;
  index(file: string): FileSymbols | undefined;
}

/**
 * Full analyses (syntax tree, models, rule results, symbols) are kept for the documents used last,
 * at most this many and this many characters of source between them (the most recent one always):
 * a workspace with every file open would otherwise keep a compile of each, and too much memory. A
 * document whose analysis was let go keeps what the server needs without it (what it read, for
 * re-checking dependents) and is compiled again when a request needs it (a small file compiles
 * in about a millisecond).
 */
const KEEP_ANALYSES = 48;
const KEEP_ANALYSED_CHARS = 4_000_000;

/** Never read more than this many files for the workspace index. */
const MAX_WORKSPACE_FILES = 5000;
/** Re-walk the workspace folders for new or deleted files at most this often. */
const RESCAN_MS = 2000;

export class Workspace {
  private readonly docs = new Map<string, OpenText>();
  private readonly uriByPath = new Map<string, string>();
  /** Full analyses, least recently used first (see KEEP_ANALYSES). */
  private readonly analyses = new Map<string, Analysis>();
  /** What each open document's last compile read (kept when its analysis is let go). */
  private readonly compiled = new Map<string, { deps: Set<string> }>();
  /** The edits of each open document since (about) its last analysis. */
  private readonly edits = new Map<string, EditLog>();
  /** Each open document's incremental analysis state (lsp/incremental.ts). */
  private readonly incremental = new Map<string, IncrementalDoc>();
  /** Changes made to each open document (a counter the edit log and analyses refer to). */
  private readonly seqs = new Map<string, number>();
  /** Generation at which each path last changed (open-document edits, watched-file events). */
  private readonly changedAt = new Map<string, number>();
  private generation = 0;
  private wsIndex?: WorkspaceIndex & { scannedAt: number; fileList: string[]; mtimes: Map<string, number> };
  private wsBuilding?: Promise<WorkspaceIndex>;
  /**
   * The parse of each file of the last workspace index, with the text it was made from: the next
   * index (after any edit anywhere) parses again only the files whose text changed. Each index
   * lowers its own program; the trees are only read.
   */
  private wsParses = new Map<string, { text: string; result: ParseResult }>();
  /** What the last workspace index lowered, for the next one to take. */
  private wsReuse: { reuse: WorkspaceReuse; imports: ImportTargets } | undefined;
  /** What the last workspace index parsed and reused (tests). */
  wsIndexStats = { parsed: 0, reused: 0, shipsLowered: 0, shipsReused: 0 };
  roots: string[] = [];

  readonly host: CompilerHost = {
    readFile: (file) => {
      const uri = this.uriByPath.get(file);
      const doc = uri ? this.docs.get(uri) : undefined;
      return doc ? doc.getText() : nodeHost.readFile(file);
    },
    listDir: (dir) => nodeHost.listDir?.(dir),
  };

  // ---- documents ------------------------------------------------------------------------------

  open(uri: string, languageId: string, version: number, text: string): void {
    const doc = new OpenText(uri, languageId, version, text);
    this.docs.set(uri, doc);
    this.seqs.set(uri, 0);
    this.edits.set(uri, new EditLog(0));
    this.uriByPath.set(uriToPath(uri), uri);
    this.touch(uriToPath(uri));
  }

  change(uri: string, version: number, changes: TextDocumentContentChangeEvent[]): boolean {
    const doc = this.docs.get(uri);
    if (!doc) return false;
    const next = typeof version === 'number' ? version : doc.version + 1;
    const seq = (this.seqs.get(uri) ?? 0) + 1;
    this.seqs.set(uri, seq);
    const log = this.edits.get(uri)!;
    // Applied one at a time so that each change's range is read against the text it applies to.
    // OpenText does not copy the whole text per edit: the next message is read at once.
    for (const c of changes) {
      const text = typeof c?.text === 'string' ? c.text : String(c?.text ?? '');
      const ranged = 'range' in c && c.range ? c.range : undefined;
      const a = ranged ? doc.offsetAt(clampPosition(ranged.start)) : 0;
      const b = ranged ? doc.offsetAt(clampPosition(ranged.end)) : doc.length;
      const start = Math.min(a, b);
      const end = Math.max(a, b);
      doc.replace(start, end, text);
      log.add({ seq, start, end, len: text.length, structural: isStructural(text) });
    }
    doc.version = next;
    this.touch(uriToPath(uri));
    return true;
  }

  close(uri: string): void {
    this.docs.delete(uri);
    this.analyses.delete(uri);
    this.compiled.delete(uri);
    this.edits.delete(uri);
    this.seqs.delete(uri);
    this.incremental.delete(uri);
    const p = uriToPath(uri);
    if (this.uriByPath.get(p) === uri) this.uriByPath.delete(p);
    // Dependents now read the file from disk again.
    this.touch(p);
  }

  /** A file changed on disk (watched-file notification). */
  fileChanged(file: string): void {
    this.touch(file);
  }

  private touch(file: string): void {
    this.generation++;
    this.changedAt.set(file, this.generation);
  }

  /** How many changes the document has had since it was opened (Analysis.seq of a current analysis). */
  seqOf(uri: string): number {
    return this.seqs.get(uri) ?? 0;
  }

  get(uri: string): OpenText | undefined {
    return this.docs.get(uri);
  }

  openUris(): string[] {
    return [...this.docs.keys()];
  }

  uriOfPath(file: string): string {
    return this.uriByPath.get(file) ?? pathToUri(file);
  }

  /** The text of a file: an open document's, else the disk's. */
  readText(file: string): string | undefined {
    return this.host.readFile(file);
  }

  // ---- analyses -------------------------------------------------------------------------------

  /** The analysis of an open document, compiled now when the cached one is stale. */
  analyze(uri: string): Analysis | undefined {
    const doc = this.docs.get(uri);
    if (!doc) return undefined;
    const cached = this.analyses.get(uri);
    if (cached && cached.seq === (this.seqs.get(uri) ?? 0) && cached.version === doc.version && this.fresh(cached)) return this.used(uri, cached);
    const analysis = this.compile(uri, doc);
    this.used(uri, analysis);
    this.compiled.set(uri, { deps: analysis.deps });
    this.edits.get(uri)?.analysed(analysis.seq);
    this.trim();
    return analysis;
  }

  /** Marks an analysis as the most recently used. */
  private used(uri: string, a: Analysis): Analysis {
    this.analyses.delete(uri);
    this.analyses.set(uri, a);
    return a;
  }

  /** Lets go of the least recently used analyses beyond KEEP_ANALYSES / KEEP_ANALYSED_CHARS. */
  private trim(): void {
    let chars = 0;
    for (const a of this.analyses.values()) chars += a.source.text.length;
    for (const [uri, a] of this.analyses) {
      if (this.analyses.size <= 1 || (this.analyses.size <= KEEP_ANALYSES && chars <= KEEP_ANALYSED_CHARS)) break;
      this.analyses.delete(uri);
      // Its incremental state holds the same syntax tree and results.
      this.incremental.delete(uri);
      chars -= a.source.text.length;
    }
  }

  /** The document has an analysis (perhaps an edit or two behind). */
  hasAnalysis(uri: string): boolean {
    return this.analyses.has(uri);
  }

  /** How many full analyses are kept now (tests). */
  keptAnalyses(): number {
    return this.analyses.size;
  }

  /**
   * The last analysis of a document even when an edit or two behind (compiled now only when there
   * is none): for completion while typing, which reads the current text itself and needs the
   * program only for the names it declares and imports.
   */
  latest(uri: string): Analysis | undefined {
    if (!this.docs.has(uri)) return undefined;
    const a = this.analyses.get(uri);
    return a ? this.used(uri, a) : this.analyze(uri);
  }

  /**
   * The last analysis of a document, for a request at `offset` of the current text that can be
   * answered from it without compiling: the analysis is current, or the document was edited since
   * but no other file it read changed and the edits since touched neither the position nor the
   * top-level declaration holding it. The answer's ranges map back through `toCurrent`. Otherwise
   * (or when there is no analysis yet) the document is analysed now.
   */
  settled(uri: string, offset: number): Settled<Analysis> | undefined {
    const doc = this.docs.get(uri);
    if (!doc) return undefined;
    const a = this.analyses.get(uri);
    if (a && this.fresh(a, true)) {
      const s = this.edits.get(uri)?.settle(a, a.seq, a.source.text, a.unit.ast.decls, offset, (d) => a.result.semantic.ancestors(d).map((f) => f.decl));
      if (s) {
        this.used(uri, a);
        return s;
      }
    }
    return undefined;
  }

  /**
   * The last analysis of a document, whatever the edits since (the re-check they scheduled has not
   * run yet): `offset` of the current text mapped back to the analysed text (undefined when it lies
   * in text typed since), the answer's offsets forward. A request answered from it may be an edit
   * behind, as completion is; it never waits for a compile. Undefined when there is no analysis.
   */
  stale(uri: string, offset: number): Settled<Analysis> | undefined {
    const a = this.analyses.get(uri);
    if (!a || !this.docs.has(uri)) return undefined;
    const pending = this.edits.get(uri)?.after(a.seq);
    if (!pending) return undefined;
    const old = mapBack(pending, offset);
    if (old === undefined) return undefined;
    this.used(uri, a);
    return { analysis: a, offset: old, toCurrent: (o, end) => mapForward(pending, o, end) };
  }

  /**
   * Re-checks a document (the debounced diagnostics) in steps, yielding to the event loop between
   * them so that requests read meanwhile are answered first (from the last analysis), and giving
   * up when a newer edit supersedes the text: join the text and plan the re-parse (nothing the
   * last analysis uses is touched), then compile (the incremental compile moves the syntax tree,
   * so it runs in one piece). Undefined when superseded or closed.
   */
  async recheck(uri: string): Promise<Analysis | undefined> {
    const seq = this.seqOf(uri);
    const current = () => this.docs.has(uri) && this.seqOf(uri) === seq;
    await yieldToEventLoop();
    if (!current()) return undefined;
    const doc = this.docs.get(uri)!;
    const cached = this.analyses.get(uri);
    if (!(cached && cached.seq === seq && this.fresh(cached))) {
      const inc = this.incrementalFor(uri);
      if (inc.lastText !== undefined && cached && cached.source.text === inc.lastText) {
        inc.prepare(doc.getText(), this.changedSince(uri, cached.seq));
        await yieldToEventLoop();
        if (!current()) return undefined;
      }
    }
    return this.analyze(uri);
  }

  /** Where the text changed since the analysis at change `seq` (offsets of that text), from the edit log. */
  private changedSince(uri: string, seq: number): { start: number; oldEnd: number } | undefined {
    const pending = this.edits.get(uri)?.after(seq);
    if (!pending || pending.length === 0) return undefined;
    let start = Infinity;
    let oldEnd = -Infinity;
    for (const [s, e] of dirtyRanges(pending)) {
      start = Math.min(start, s);
      oldEnd = Math.max(oldEnd, e);
    }
    return { start, oldEnd };
  }

  private incrementalFor(uri: string): IncrementalDoc {
    const file = uriToPath(uri);
    let inc = this.incremental.get(uri);
    if (!inc || inc.file !== file) this.incremental.set(uri, (inc = new IncrementalDoc(file)));
    return inc;
  }

  private fresh(a: Analysis, exceptSelf = false): boolean {
    if (exceptSelf) {
      for (const dep of a.deps) if ((this.changedAt.get(dep) ?? 0) > a.generation) return false;
      return true;
    }
    if ((this.changedAt.get(a.path) ?? 0) > a.generation) return false;
    for (const dep of a.deps) if ((this.changedAt.get(dep) ?? 0) > a.generation) return false;
    return true;
  }

  private compile(uri: string, doc: OpenText): Analysis {
    const file = uriToPath(uri);
    const text = doc.getText();
    const generation = this.generation;
    const inc = this.incrementalFor(uri);
    const last = this.analyses.get(uri);
    // The edit log says where the text changed since the last parse (when that parse is the last analysis's).
    inc.changed = last && inc.lastText === last.source.text ? this.changedSince(uri, last.seq) : undefined;
    inc.begin();
    // The document's line index is kept up to date edit by edit: no pass over the text for it.
    const lines = (t: string, f: string) => (f === file && t === text ? new LineIndex(t, doc.lineStarts()) : undefined);
    let result: CompileResult;
    try {
      result = compileFiles([{ path: file, text }], { host: this.host, parse: inc.parse, reuse: inc.reuse, lines });
      inc.end();
    } catch (e) {
      // The last analysis shared the syntax tree this compile was moving: both are dropped.
      inc.reset();
      this.analyses.delete(uri);
      throw e;
    }
    const unit = result.program.files.get(file)!;
    const deps = new Set([...result.program.files.keys()].filter((p) => p !== file));
    const diagnostics = result.diagnostics.filter((d) => d.file === file);
    const source = unit ? { text: unit.text, lines: unit.lines } : sourceOf(text);
    // The edit left spans inside the ships after it for later (lsp/incremental.ts `Unsettled`):
    // they are moved before the first read of anything but the diagnostics.
    return {
      uri,
      path: file,
      version: doc.version,
      seq: this.seqs.get(uri) ?? 0,
      source,
      get result() {
        inc.settle();
        return result;
      },
      get unit() {
        inc.settle();
        return unit;
      },
      diagnostics,
      deps,
      generation,
      index: () => {
        inc.settle();
        return result.semantic.file(unit);
      },
      indexStep: (deadline) => {
        const enough = () => performance.now() >= deadline;
        return inc.settleUntil(enough) && result.semantic.prepareFile(unit, enough) && inc.prepareMoves(enough);
      },
    };
  }

  /** What the last compile of a document reused (tests, bench). */
  incrementalStats(uri: string): IncrementalDoc['stats'] | undefined {
    return this.incremental.get(uri)?.stats;
  }

  /** Open documents whose last compilation read `file` (they must be checked again). */
  dependents(file: string): string[] {
    const out: string[] = [];
    for (const [uri, c] of this.compiled) if (c.deps.has(file) && this.docs.has(uri)) out.push(uri);
    return out;
  }

  // ---- the workspace index --------------------------------------------------------------------

  /** Folders searched for .ship files: the workspace folders, and the open documents' projects. */
  scanRoots(): string[] {
    const roots = new Set(this.roots);
    for (const uri of this.docs.keys()) if (uri.startsWith('file:')) roots.add(findProjectRoot(uriToPath(uri)));
    // Drop roots inside other roots.
    const list = [...roots].sort((a, b) => a.length - b.length);
    return list.filter((r, i) => !list.slice(0, i).some((o) => r === o || r.startsWith(o + path.sep)));
  }

  async workspaceIndex(token?: CancellationToken): Promise<WorkspaceIndex> {
    const cur = this.wsIndex;
    if (cur && cur.generation === this.generation && Date.now() - cur.scannedAt < RESCAN_MS) return cur;
    if (!this.wsBuilding) {
      this.wsBuilding = this.buildWorkspaceIndex().finally(() => {
        this.wsBuilding = undefined;
      });
    }
    const built = await this.wsBuilding;
    checkCancelled(token);
    return built;
  }

  private async buildWorkspaceIndex(): Promise<WorkspaceIndex> {
    for (let attempt = 0; ; attempt++) {
      const generation = this.generation;
      const files = await this.listShipFiles();
      const mtimes = new Map<string, number>();
      for (const f of files) {
        try {
          mtimes.set(f, fs.statSync(f).mtimeMs);
        } catch {
          // deleted meanwhile
        }
      }
      const prev = this.wsIndex;
      if (prev && prev.generation === generation && sameList(prev.fileList, files) && sameTimes(prev.mtimes, mtimes)) {
        prev.scannedAt = Date.now();
        return prev;
      }
      const parses = new Map<string, { text: string; result: ParseResult }>();
      const stats = { parsed: 0, reused: 0 };
      const parseFile = (text: string, file: string): ParseResult => {
        const prev = this.wsParses.get(file);
        const result = prev && prev.text === text ? prev.result : parse(text, file);
        stats[result === prev?.result ? 'reused' : 'parsed']++;
        parses.set(file, { text, result });
        return result;
      };
      const program = new Program({ host: this.host, parse: parseFile });
      let n = 0;
      for (const f of files) {
        try {
          program.load(f);
        } catch (e) {
          log(`[drydock] cannot index ${f}: ${(e as Error).message}`);
        }
        if (++n % 20 === 0) await yieldToEventLoop();
      }
      // Edited while reading: read again (a few times; under a stream of edits, use what we have).
      if (generation !== this.generation && attempt < 3) continue;
      // Names resolve the way the compiler resolves them. The ships of files that did not change,
      // nor what they import, keep the last index's lowering and occurrences (lsp/workspace-reuse.ts).
      const fresh = new Set<string>();
      for (const [file, p] of parses) if (this.wsParses.get(file)?.result !== p.result) fresh.add(file);
      const reuse = new WorkspaceReuse(program, (f) => fresh.has(f), this.wsReuse);
      const semantic = resolveProgram(program, reuse);
      reuse.resolved();
      this.wsParses = parses;
      this.wsReuse = { reuse, imports: importTargets(program) };
      this.wsIndexStats = { ...stats, shipsLowered: reuse.stats.lowered, shipsReused: reuse.stats.reused };
      const ws = {
        program,
        files: [...program.files.keys()],
        generation,
        scannedAt: Date.now(),
        fileList: files,
        mtimes,
        index(file: string): FileSymbols | undefined {
          const unit = program.files.get(file);
          return unit ? semantic.file(unit) : undefined;
        },
      };
      this.wsIndex = ws;
      return ws;
    }
  }

  private async listShipFiles(): Promise<string[]> {
    const out = new Set<string>();
    for (const uri of this.docs.keys()) out.add(uriToPath(uri));
    let visited = 0;
    for (const root of this.scanRoots()) {
      for (const f of walkFolder(root, ['.ship'])) {
        if (out.size >= MAX_WORKSPACE_FILES) break;
        if (f !== null) out.add(f);
        else if (++visited % 50 === 0) await yieldToEventLoop();
      }
    }
    return [...out].sort();
  }
}

function sameList(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

function sameTimes(a: Map<string, number>, b: Map<string, number>): boolean {
  if (a.size !== b.size) return false;
  for (const [k, v] of a) if (b.get(k) !== v) return false;
  return true;
}

// The compiler's entry points: compile .ship text or files into the compiled document
// (docs/compiled-document.md) with every diagnostic. The language server, the CLI, the runtime's
// scenario loader and the tests all come through here.
import * as path from 'node:path';
import type { Diagnostic } from '../grammar/diagnostic';
import { emitShip } from './emit';
import { Lowerer } from './lower';
import type { Explanation, ShipModel } from './model';
import { Program, type CompilerHost, type FileUnit } from './program';
import { runConstructionRules } from './rules/run';
import { sheetSizeDiagnostic } from './sheet-limit';
import { SemanticModel } from './semantic';
import type { CompiledDocument, CompiledShip, Derived } from './types';

export type { CompiledDocument, CompiledShip, CompiledSystem, Derived } from './types';
export type { Diagnostic } from '../grammar/diagnostic';
export { Program, type CompilerHost, type FileUnit } from './program';
export { SemanticModel, type FileSymbols, type Occurrence, type OccKind } from './semantic';

export interface CompiledShipInfo {
  model: ShipModel;
  derived: Derived;
  /** How the rules got each derived value (`ionicCapacitor.capacity` -> "3 ion cannons x 1 + ... = 7", H93.12). */
  explanations: Map<string, Explanation>;
  compiled: CompiledShip;
  unit: FileUnit;
}

export interface CompileResult {
  document: CompiledDocument;
  /** Every diagnostic of every file involved (the files asked for and what they import). */
  diagnostics: Diagnostic[];
  models: ShipModel[];
  /** Per ship of the files asked for: model, derived values and compiled form. */
  ships: CompiledShipInfo[];
  program: Program;
  /** What every name of every file of the program means (compiler/semantic.ts). */
  semantic: SemanticModel;
}

export interface CompileOptions {
  host?: CompilerHost;
  /** Imports may not leave this folder (default: the project root of each file). */
  root?: string;
  /** Ruleset constants that override the files' (e.g. a scenario's `rules`). */
  rules?: Record<string, number | boolean>;
}

/** Compile one or more files (and what they import). */
export function compileFiles(files: { path: string; text?: string }[], options: CompileOptions = {}): CompileResult {
  const program = new Program({ host: options.host, root: options.root });
  const requested: FileUnit[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const f of files) {
    const unit = program.load(f.path, f.text);
    if (unit) requested.push(unit);
    else
      diagnostics.push({
        code: 'file-not-found',
        severity: 'error',
        message: `Cannot read ${f.path}.`,
        span: { start: 0, end: 0 },
        file: path.resolve(f.path),
      });
  }
  return finish(program, requested, diagnostics, options);
}

export function compileText(text: string, file = '<input>.ship', options: CompileOptions = {}): CompileResult {
  return compileFiles([{ path: file, text }], options);
}

export function compileFile(file: string, options: CompileOptions = {}): CompileResult {
  return compileFiles([{ path: file }], options);
}

/** Lower, check and emit everything a program holds; ships of `requested` go in the document. */
export function finish(program: Program, requested: FileUnit[], extra: Diagnostic[] = [], options: CompileOptions = {}): CompileResult {
  const lowerer = new Lowerer(program);
  const models: ShipModel[] = [];
  const ships: CompiledShipInfo[] = [];
  const wanted = new Set(requested);
  const ruleDiagnostics: Diagnostic[] = [];
  for (const unit of program.files.values()) {
    lowerer.checkArcDecls(unit);
    for (const decl of unit.systems.values()) lowerer.systemType(unit, decl);
    for (const decl of unit.ships.values()) {
      const model = lowerer.ship(unit, decl);
      if (!model) continue;
      if (options.rules) for (const [k, v] of Object.entries(options.rules)) model.rules.set(k, { value: v });
      models.push(model);
      const run = runConstructionRules(model, { sourceLines: (f) => program.files.get(f)?.lines });
      for (const d of run.diagnostics) ruleDiagnostics.push(d); // not push(...): huge lists overflow the stack
      const tooLarge = sheetSizeDiagnostic(model, run.derived);
      if (tooLarge) ruleDiagnostics.push(tooLarge);
      if (wanted.has(unit)) ships.push(shipInfo(model, run.derived, run.explanations, unit));
    }
  }
  const diagnostics = dedupe([...extra, ...[...program.files.values()].flatMap((u) => u.diagnostics), ...ruleDiagnostics]);
  // The compiled document is emitted when first read: `drydock check` and the language server's
  // diagnostics never read it, and emitting was a tenth of the time of a check and much of its
  // garbage (issue 18).
  let document: CompiledDocument | undefined;
  return {
    get document(): CompiledDocument {
      return (document ??= { format: 'drydock/1', ships: ships.map((s) => s.compiled) });
    },
    diagnostics,
    models,
    ships,
    program,
    semantic: new SemanticModel(program, lowerer),
  };
}

/** A ship's compile result; its compiled form is emitted when first read, then kept. */
function shipInfo(model: ShipModel, derived: Derived, explanations: Map<string, Explanation>, unit: FileUnit): CompiledShipInfo {
  let compiled: CompiledShip | undefined;
  return {
    model,
    derived,
    explanations,
    get compiled(): CompiledShip {
      return (compiled ??= emitShip(model, derived, unit.lines));
    },
    unit,
  };
}

/**
 * Resolve every name of a loaded program without running the construction rules or emitting:
 * the semantic model alone (the language server's workspace-wide index).
 */
export function resolveProgram(program: Program): SemanticModel {
  const lowerer = new Lowerer(program);
  for (const unit of program.files.values()) {
    for (const decl of unit.systems.values()) lowerer.systemType(unit, decl);
    for (const decl of unit.ships.values()) lowerer.ship(unit, decl);
  }
  return new SemanticModel(program, lowerer);
}

function dedupe(diags: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const d of diags) {
    const key = `${d.file}\0${d.span.start}\0${d.span.end}\0${d.code}\0${d.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(d);
  }
  return out.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.span.start - b.span.start));
}

export function hasErrors(diags: Diagnostic[]): boolean {
  return diags.some((d) => d.severity === 'error');
}

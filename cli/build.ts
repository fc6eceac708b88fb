// `drydock build <file> [--ship NAME] [-o out.json] [--format text|json]`: the compiled document of a
// .ship file or a JSON ship document, refused (exit 1, nothing emitted) when the input has errors.
// With --ship, the document holds that ship only, and only it and what it rests on (the ships it
// extends, the system types it uses) must be clean; errors of other ships are a warning.
// Source locations in the output name files relative to the project root (the folder holding
// drydock.json, package.json or .git), so a build is the same on every machine and does not show
// where the author keeps their files.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Diagnostic } from '../grammar/diagnostic';
import { LineIndex } from '../grammar/positions';
import { compiledDocument, compileFiles, hasErrors, type CompileResult } from '../compiler/index';
import { othersWarning, shipScope } from '../compiler/ship-scope';
import { findProjectRoot } from '../compiler/program';
import { parseArgs } from './args';
import { usage, type Command } from './context';
import { showPathsAs, toText, type TextSource } from './format-diagnostics';
import { outputIsInput, outputIsRead, wrote } from './io';
import { compileJson, isAllowed, printDiagnostics, sourceLookup } from './report';
import { readRegularFile, writeFileAtomic } from './safe-fs';
import { SPECS } from './specs';

export const build: Command = async (argv, ctx) => {
  const args = parseArgs(argv, SPECS.build);
  if (args.errors.length) return usage(ctx, `${args.errors.join('; ')}. Run drydock build --help for the options.`);
  if (args.positionals.length !== 1) return usage(ctx, 'build takes exactly one file');
  const file = path.resolve(ctx.cwd, args.positionals[0]);
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return usage(ctx, `cannot find ${args.positionals[0]}`);
  showPathsAs(new Map([[file, args.positionals[0]]]));
  const out = (args.flags.get('-o') ?? args.flags.get('--output')) as string | undefined;
  if (out !== undefined && outputIsInput(ctx, 'build', out, file)) return 2;
  const format = (args.flags.get('--format') as string) ?? 'text';
  if (format !== 'text' && format !== 'json') return usage(ctx, `--format is text or json, not ${format}`);
  let diagnostics: Diagnostic[];
  let document: unknown;
  const extra = new Map<string, TextSource>();
  let result: CompileResult | undefined;
  if (file.endsWith('.json')) {
    let text: string;
    try {
      text = readRegularFile(file);
    } catch (e) {
      return usage(ctx, `cannot read ${args.positionals[0]}: ${(e as Error).message}`);
    }
    extra.set(file, { text, lines: new LineIndex(text) });
    ({ diagnostics, document } = await compileJson(file, text));
  } else {
    result = compileFiles([{ path: file }]);
    diagnostics = result.diagnostics;
    if (out !== undefined && outputIsRead(ctx, 'build', out, result.program.files.keys())) return 2;
  }
  const only = args.flags.get('--ship') as string | undefined;
  if (result) {
    // From the ship models: only the ships written are emitted.
    let ships = result.ships;
    if (only !== undefined) {
      if (!ships.some((s) => s.model.name === only)) {
        if (!hasErrors(diagnostics)) return usage(ctx, `no ship named ${only} in ${args.positionals[0]}; it declares ${ships.map((s) => s.model.name).join(', ') || 'none'}`);
      } else {
        ships = ships.filter((s) => s.model.name === only);
        const scope = shipScope(result, only);
        const others = othersWarning(only, scope.othersWithErrors);
        diagnostics = [...scope.errors, ...diagnostics.filter((d) => d.severity !== 'error')];
        if (others && !hasErrors(diagnostics)) ctx.err(`drydock build: ${path.basename(file)}: ${others}\n`);
      }
    }
    if (!hasErrors(diagnostics)) document = compiledDocument(ships, result.flights);
  } else if (only !== undefined) {
    const doc = document as { ships: { name: string }[] };
    if (!doc.ships.some((s) => s.name === only)) {
      if (!hasErrors(diagnostics)) return usage(ctx, `no ship named ${only} in ${args.positionals[0]}; it declares ${doc.ships.map((s) => s.name).join(', ') || 'none'}`);
    } else {
      document = { ...doc, ships: doc.ships.filter((s) => s.name === only) };
    }
  }
  if (hasErrors(diagnostics)) {
    printDiagnostics(ctx, diagnostics, format, sourceLookup(result, extra));
    ctx.err(`drydock build: ${path.basename(file)} has errors; nothing was emitted.\n`);
    return 1;
  }
  const json = JSON.stringify(relativeSources(document, findProjectRoot(file)), null, 2) + '\n';
  // Allowed findings are accepted exceptions: `check --verbose` lists them, a build does not.
  const shown = diagnostics.filter((d) => !isAllowed(d));
  if (shown.length) ctx.err(toText(shown, sourceLookup(result, extra), ctx.cwd, ctx.color?.err) + '\n');
  if (out) {
    try {
      writeFileAtomic(path.resolve(ctx.cwd, out), json);
    } catch (e) {
      return usage(ctx, `cannot write ${out}: ${(e as Error).message}`);
    }
    wrote(ctx, 'build', out);
  } else ctx.out(json);
  return 0;
};

/**
 * The document with every `source.file` made relative to `root`, with forward slashes (the same
 * text on Windows and Unix). A file outside the root (which imports cannot reach) keeps its name only.
 */
export function relativeSources(doc: unknown, root: string): unknown {
  const seen = new Set<object>();
  const visit = (v: unknown): void => {
    if (!v || typeof v !== 'object' || seen.has(v)) return;
    seen.add(v);
    if (Array.isArray(v)) {
      for (const x of v) visit(x);
      return;
    }
    const o = v as Record<string, unknown>;
    const src = o.source as { file?: unknown } | undefined;
    if (src && typeof src === 'object' && typeof src.file === 'string' && path.isAbsolute(src.file)) {
      const rel = path.relative(root, src.file);
      src.file = (rel.startsWith('..') || path.isAbsolute(rel) ? path.basename(src.file) : rel).split(path.sep).join('/');
    }
    for (const x of Object.values(o)) visit(x);
  };
  visit(doc);
  return doc;
}

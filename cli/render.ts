// `drydock render <file|folder>... [--format svg|pdf] [--ship NAME] [--page a4|letter] [-o out]`:
// Ship System Displays as record sheets (render/index.ts). SVG draws one ship; PDF draws every ship
// it is given — a folder (a fleet) becomes one PDF with a sheet per ship. Exit codes (docs/cli.md):
// 0 rendered, 1 a file has errors (nothing is rendered), 2 usage or I/O problem. Output is
// written atomically (cli/safe-fs.ts) and never over an input file.
import * as path from 'node:path';
import type { Diagnostic } from '../grammar/diagnostic';
import { LineIndex } from '../grammar/positions';
import { compileFiles, hasErrors } from '../compiler/index';
import { othersWarning, shipScope, type ShipScope } from '../compiler/ship-scope';
import { suggest } from '../compiler/suggest';
import type { CompiledFlight, CompiledShip } from '../compiler/types';
import { renderFlightSvg, renderShipSvg, type PageSize } from '../render/index';
import { parseArgs } from './args';
import type { CommandContext } from './context';
import { expandPaths } from './files';
import { toText, type TextSource } from './format-diagnostics';
import { outputIsInput, outputIsRead } from './io';
import { readRegularFile, writeFileAtomic } from './safe-fs';

const USAGE = 'usage: drydock render <file.ship|file.json|folder>... [--format svg|pdf] [--ship NAME] [--page a4|letter] [-o out.svg|out.pdf]';

const HELP = `${USAGE}

Draws Ship System Displays as record sheets (A4 by default, or US Letter).
  --format svg   one ship as an SVG document (default; a large ship's pages stand one under another)
  --format pdf   every ship given, one PDF, a sheet per ship at true page size, fonts embedded,
                 then a sheet per fighter flight; a folder means every .ship file below it (a
                 fleet). Needs -o (the default format is pdf when -o ends in .pdf).
  --ship NAME    only this ship or flight (default: svg the first ship, with a note naming the
                 others; pdf all)
  --page         a4 (210 x 297 mm) or letter (8.5 x 11 in)
  -o, --output   write to this file (atomically; never over an input file) instead of stdout
`;

function usage(ctx: CommandContext, msg: string): number {
  ctx.err(`drydock render: ${msg}\n${USAGE}\n`);
  return 2;
}

/** A ship or flight of an input, emitted only when drawn. */
interface Drawable<T> {
  name: string;
  /** What identifies it across inputs (a flight imported by a carrier is in both files). */
  key: string;
  compiled(): T;
}

interface Compiled {
  file: string;
  shown: string;
  ships: Drawable<CompiledShip>[];
  /** Fighter and shuttle flights of a .ship file (their sheets: render/flight.ts). */
  flights?: Drawable<CompiledFlight>[];
  diagnostics: Diagnostic[];
  /** Every file the compile read (the one named, what it imports). */
  reads: string[];
  lookup: (f: string) => TextSource | undefined;
  /** The errors that concern one ship of the file (.ship sources; issue 13). */
  scope?: (ship: string) => ShipScope;
}

async function compileOne(file: string, shown: string): Promise<Compiled | string> {
  if (file.endsWith('.json')) {
    let text: string;
    try {
      text = readRegularFile(file);
    } catch (e) {
      return `cannot read ${shown}: ${(e as Error).message}`;
    }
    const { compileJsonDocument } = await import('./json-compile');
    const result = await compileJsonDocument(file, text);
    const source = { text, lines: new LineIndex(text) };
    const done = <T extends { name: string }>(x: T): Drawable<T> => ({ name: x.name, key: JSON.stringify(x), compiled: () => x });
    return { file, shown, ships: result.document.ships.map(done), flights: result.document.flights?.map(done), diagnostics: result.diagnostics, reads: [file], lookup: (f) => (f === file ? source : undefined) };
  }
  try {
    readRegularFile(file);
  } catch (e) {
    return `cannot read ${shown}: ${(e as Error).message}`;
  }
  const result = compileFiles([{ path: file }]);
  return {
    file,
    shown,
    ships: result.ships.map((info) => ({ name: info.model.name, key: `${info.model.loc.file}:${info.model.loc.span.start}`, compiled: () => info.compiled })),
    flights: result.flights?.map((info) => ({ name: info.model.name, key: `${info.model.loc.file}:${info.model.loc.span.start}`, compiled: () => info.compiled })),
    diagnostics: result.diagnostics,
    reads: [...result.program.files.keys()],
    scope: (name) => shipScope(result, name),
    lookup: (f) => {
      const unit = result.program.files.get(f);
      return unit ? { text: unit.text, lines: unit.lines } : undefined;
    },
  };
}

export async function render(argv: string[], ctx: CommandContext): Promise<number> {
  const args = parseArgs(argv, { values: ['-o', '--output', '--ship', '--page', '--format'], booleans: ['--help', '-h'] });
  if (args.flags.has('--help') || args.flags.has('-h')) {
    ctx.out(HELP);
    return 0;
  }
  if (args.errors.length) return usage(ctx, args.errors.join('; '));
  if (!args.positionals.length) return usage(ctx, 'render needs a file or a folder');
  const page = ((args.flags.get('--page') as string | undefined) ?? 'a4').toLowerCase();
  if (page !== 'a4' && page !== 'letter') return usage(ctx, `--page is a4 or letter, not ${page}`);
  const out = (args.flags.get('-o') ?? args.flags.get('--output')) as string | undefined;
  const formatFlag = (args.flags.get('--format') as string | undefined)?.toLowerCase();
  if (formatFlag !== undefined && formatFlag !== 'svg' && formatFlag !== 'pdf') return usage(ctx, `--format is svg or pdf, not ${formatFlag}`);
  const format = formatFlag ?? (out && /\.pdf$/i.test(out) ? 'pdf' : 'svg');
  // PDF is binary: it goes to a file, never to a terminal or a text pipe.
  if (format === 'pdf' && !out) return usage(ctx, 'PDF output needs -o FILE.pdf');

  const inputs = args.positionals.map((p) => path.resolve(ctx.cwd, p));
  const { files, missing, shown } = expandPaths(inputs, ['.ship']);
  if (missing.length) return usage(ctx, `cannot find ${missing.map((m) => path.relative(ctx.cwd, m) || m).join(', ')}`);
  if (!files.length) return usage(ctx, `no .ship file in ${args.positionals.join(', ')}`);
  const fleet = files.length > 1 || args.positionals.length > 1;
  if (format === 'svg' && fleet && args.flags.get('--ship') === undefined) {
    return usage(ctx, `an SVG draws one ship, and ${args.positionals.join(' ')} holds ${files.length} files; use --format pdf -o fleet.pdf for a sheet per ship, or --ship NAME`);
  }
  const showOf = (f: string) => {
    const s = shown.get(f) ?? f;
    return path.isAbsolute(s) ? path.relative(ctx.cwd, s) || s : s;
  };
  if (out !== undefined) for (const f of files) if (outputIsInput(ctx, 'render', out, f)) return 2;

  const compiled: Compiled[] = [];
  for (const f of files) {
    const c = await compileOne(f, showOf(f));
    if (typeof c === 'string') return usage(ctx, c);
    compiled.push(c);
  }
  if (out !== undefined && outputIsRead(ctx, 'render', out, compiled.flatMap((c) => c.reads))) return 2;
  const all = compiled.flatMap((c) => c.ships.map((ship) => ({ ship, from: c })));
  const wanted = args.flags.get('--ship') as string | undefined;
  // Flights' sheets alone: `--ship NAME` naming a flight, or files that declare flights and no
  // ship (SVG: the first flight; PDF: every flight).
  // A flight imported by a carrier is in the carrier's document too: drawn once.
  const byKey = new Map<string, { flight: Drawable<CompiledFlight>; from: Compiled }>();
  for (const c of compiled) for (const flight of c.flights ?? []) if (!byKey.has(flight.key)) byKey.set(flight.key, { flight, from: c });
  const flights = [...byKey.values()];
  const named = wanted !== undefined && !all.some((s) => s.ship.name === wanted) ? flights.filter((f) => f.flight.name === wanted).slice(0, 1) : [];
  const flightsOnly = named.length ? named : wanted === undefined && !all.length ? (format === 'svg' ? flights.slice(0, 1) : flights) : [];
  if (flightsOnly.length) {
    let failed = false;
    for (const c of new Set(flightsOnly.map((f) => f.from))) {
      if (c.diagnostics.length) ctx.err(toText(c.diagnostics, c.lookup, ctx.cwd) + '\n');
      if (hasErrors(c.diagnostics)) {
        ctx.err(`drydock render: ${c.shown} has errors; nothing was rendered.\n`);
        failed = true;
      }
    }
    if (failed) return 1;
    const drawn = flightsOnly.map((f) => f.flight.compiled());
    const bytes = format === 'pdf' ? await renderPdf(ctx, [], { page: page as PageSize }, drawn) : renderFlightSvg(drawn[0], { page: page as PageSize });
    return bytes === undefined ? 1 : emit(ctx, out, bytes);
  }
  const anyErrors = compiled.some((c) => hasErrors(c.diagnostics));
  // Which ships are drawn: --ship's, else the first (SVG) or all of them (PDF).
  let chosen: typeof all;
  if (wanted !== undefined) {
    const exact = all.filter((s) => s.ship.name === wanted);
    chosen = (exact.length ? exact : all.filter((s) => s.ship.name.toLowerCase() === wanted.toLowerCase())).slice(0, 1);
    if (!chosen.length && !anyErrors) {
      const names = all.map((s) => s.ship.name);
      const near = suggest(wanted, names);
      return usage(ctx, `no ship named ${wanted} in ${args.positionals.join(', ')}${near ? ` (did you mean ${near}?)` : ''}; it declares ${names.join(', ')}`);
    }
  } else chosen = format === 'svg' ? all.slice(0, 1) : all;
  // Only the ships drawn, and what they rest on, must be clean (issue 13): a single ship is
  // refused only for its own errors; a fleet drawn whole needs every file clean.
  const single = chosen.length === 1 && (wanted !== undefined || format === 'svg') ? chosen[0] : undefined;
  const scoped = single?.from.scope ? single.from.scope(single.ship.name) : undefined;
  let failed = false;
  for (const c of compiled) {
    const mine = scoped && single?.from === c;
    const blocking = mine ? scoped.errors : single && single.from !== c ? [] : c.diagnostics.filter((d) => d.severity === 'error');
    const shownDiags = mine ? [...blocking, ...c.diagnostics.filter((d) => d.severity !== 'error')] : c.diagnostics;
    if (shownDiags.length) ctx.err(toText(shownDiags, c.lookup, ctx.cwd) + '\n');
    if (blocking.length || (!chosen.length && hasErrors(c.diagnostics))) {
      ctx.err(`drydock render: ${c.shown} has errors; nothing was rendered.\n`);
      failed = true;
    }
  }
  if (failed) return 1;
  if (!chosen.length) return usage(ctx, `${args.positionals.join(', ')} declares no ship`);
  const others = scoped ? othersWarning(single!.ship.name, scoped.othersWithErrors) : undefined;
  if (others) ctx.err(`drydock render: ${single!.from.shown.split(/[\\/]/).pop()}: ${others}\n`);
  if (wanted === undefined && format === 'svg' && all.length > 1) {
    ctx.err(`drydock render: ${compiled[0].shown.split(/[\\/]/).pop()} declares ${all.length} ships (${all.map((s) => s.ship.name).join(', ')}); drawing ${all[0].ship.name}. Use --ship NAME for another, or --format pdf for all.\n`);
  }

  // A whole fleet's PDF (no --ship) also holds the flights its files declare, after the ships.
  const withFlights = format === 'pdf' && wanted === undefined ? flights.map((f) => f.flight) : [];
  let bytes: string | Buffer | undefined;
  if (format === 'pdf') {
    bytes = await renderPdf(
      ctx,
      chosen.map((c) => c.ship.compiled()),
      { page: page as PageSize },
      withFlights.map((f) => f.compiled()),
    );
  } else bytes = renderShipSvg(chosen[0].ship.compiled(), { page: page as PageSize });
  return bytes === undefined ? 1 : emit(ctx, out, bytes);
}

/** The PDF of the sheets, or undefined (said why) when the whole render is over its limits. */
async function renderPdf(ctx: CommandContext, ships: CompiledShip[], options: { page: PageSize }, flights: CompiledFlight[]): Promise<Buffer | undefined> {
  // Loaded only here: the SVG path and every other command never load pdfkit.
  const { renderFleetPdf, RenderTooLarge } = await import('../render/pdf');
  try {
    return await renderFleetPdf(ships, options, flights);
  } catch (e) {
    if (!(e instanceof RenderTooLarge)) throw e;
    ctx.err(`drydock render: error ${e.code}: ${e.message}\ndrydock render: nothing was rendered.\n`);
    return undefined;
  }
}

/** Writes the sheet to `out` (atomically) or to stdout. */
function emit(ctx: CommandContext, out: string | undefined, bytes: string | Buffer): number {
  if (!out) {
    ctx.out(bytes as string);
    return 0;
  }
  try {
    writeFileAtomic(path.resolve(ctx.cwd, out), bytes);
  } catch (e) {
    ctx.err(`drydock render: cannot write ${out}: ${(e as Error).message}\n`);
    return 2;
  }
  return 0;
}

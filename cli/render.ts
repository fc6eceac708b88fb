// `drydock render <file|folder>... [--format svg|pdf] [--ship NAME] [--state FILE] [--page a4|letter] [-o out]`:
// Ship System Displays as record sheets (render/index.ts). SVG draws one ship; PDF draws every ship
// it is given — a folder (a fleet) becomes one PDF with a sheet per ship. Exit codes (docs/cli.md):
// 0 rendered, 1 a file has errors (a fleet draws the other files; one ship is not drawn), 2 usage
// or I/O problem. Output is written atomically (cli/safe-fs.ts) and never over an input file;
// without -o a terminal gets a file named after the ship (cli/specs.ts), a pipe the SVG.
import * as path from 'node:path';
import { hasErrors } from '../compiler/index';
import { othersWarning } from '../compiler/ship-scope';
import { suggest } from '../compiler/suggest';
import type { CompiledFleet, CompiledFlight, CompiledShip } from '../compiler/types';
import type { SheetProgress } from '../render/pdf';
import { renderFlightSvg, renderShipSvg, type PageSize } from '../render/index';
import { commandHelp, parseArgs } from './args';
import type { CommandContext } from './context';
import { expandPaths, pathProblem } from './files';
import { toText } from './format-diagnostics';
import { outputIsInput, outputIsRead } from './io';
import { progressLine } from './progress';
import { SPECS } from './specs';
import { isAllowed } from './report';
import { compileOne, emit, usage, type Compiled, type Drawable } from './render-io';

export async function render(argv: string[], ctx: CommandContext): Promise<number> {
  const args = parseArgs(argv, SPECS.render);
  if (args.help) {
    ctx.out(commandHelp(SPECS.render));
    return 0;
  }
  if (args.errors.length) return usage(ctx, args.errors.join('; '));
  if (!args.positionals.length) return usage(ctx, 'render needs a file or a folder');
  const page = ((args.flags.get('--page') as string | undefined) ?? 'a4').toLowerCase();
  if (page !== 'a4' && page !== 'letter') return usage(ctx, `--page is a4 or letter, not ${page}`);
  const out = args.flags.get('--output') as string | undefined;
  const formatFlag = (args.flags.get('--format') as string | undefined)?.toLowerCase();
  if (formatFlag !== undefined && formatFlag !== 'svg' && formatFlag !== 'pdf') return usage(ctx, `--format is svg or pdf, not ${formatFlag}`);
  const format = formatFlag ?? (out && /\.pdf$/i.test(out) ? 'pdf' : 'svg');
  // Without -o, a terminal gets a file named after what is drawn (a sheet is no text to read);
  // a pipe gets the SVG. PDF is binary: never to a pipe.
  const toFile = out !== undefined || !!ctx.tty?.out;
  if (format === 'pdf' && !toFile) return usage(ctx, 'PDF output needs -o FILE.pdf');
  const stateFile = args.flags.get('--state');
  if (typeof stateFile === 'string') {
    // A ship as it stands in a game: its own path (cli/render-state.ts).
    const { renderState } = await import('./render-state');
    return renderState(ctx, args, { stateFile, page: page as PageSize, format, out, toFile });
  }

  const expanded = await expandPaths(args.positionals, ['.ship'], ctx.cwd);
  const problem = pathProblem(expanded);
  if (problem) return usage(ctx, problem);
  const { files, shown } = expanded;
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

  const progress = progressLine(ctx);
  const compiled: Compiled[] = [];
  for (const f of files) {
    if (files.length > 1) progress.update(`checking ${compiled.length + 1}/${files.length} files`);
    const c = await compileOne(f, showOf(f));
    if (typeof c === 'string') {
      progress.done();
      return usage(ctx, c);
    }
    compiled.push(c);
  }
  progress.done();
  if (out !== undefined && outputIsRead(ctx, 'render', out, compiled.flatMap((c) => c.reads))) return 2;
  // A fleet's file also holds the ships it names from imports: each ship is drawn once, with its
  // own file when that file is rendered too.
  const inputs = new Set(compiled.map((c) => c.file));
  const drawnShips = new Set<string>();
  const all = compiled.flatMap((c) =>
    c.ships
      .filter((ship) => {
        const home = ship.key.slice(0, ship.key.lastIndexOf(':'));
        if ((home !== c.file && inputs.has(home)) || drawnShips.has(ship.key)) return false;
        drawnShips.add(ship.key);
        return true;
      })
      .map((ship) => ({ ship, from: c })),
  );
  const wanted = args.flags.get('--ship') as string | undefined;
  // `--ship NAME` naming a fleet (SVG): its roster page alone (render/roster.ts); the PDF of a
  // whole render opens with it.
  const roster = format === 'svg' && wanted !== undefined && !all.some((s) => s.ship.name === wanted) ? compiled.flatMap((c) => (c.fleets ?? []).map((f) => ({ f, from: c }))).find((x) => x.f.name === wanted) : undefined;
  if (roster) {
    const errors = roster.from.diagnostics.filter((d) => d.severity === 'error');
    if (errors.length) {
      ctx.err(toText(errors, roster.from.lookup, ctx.cwd, ctx.color?.err) + '\n');
      ctx.err(`drydock render: ${roster.from.shown} has errors; nothing was rendered.\n`);
      return 1;
    }
    const { renderRosterSvg } = await import('../render/roster');
    const target = out ?? defaultOutput(format, roster.f.name);
    if (out === undefined && toFile) for (const f of files) if (outputIsInput(ctx, 'render', target, f)) return 2;
    return emit(ctx, toFile ? target : undefined, renderRosterSvg(roster.f, undefined, { page: page as PageSize }), out === undefined);
  }
  // Flights' sheets alone: `--ship NAME` naming a flight, or files that declare flights and no
  // ship (SVG: the first flight; PDF: every flight).
  // A flight imported by a carrier is in the carrier's document too: drawn once.
  const byKey = new Map<string, { flight: Drawable<CompiledFlight>; from: Compiled }>();
  for (const c of compiled) for (const flight of c.flights ?? []) if (!byKey.has(flight.key)) byKey.set(flight.key, { flight, from: c });
  const flights = [...byKey.values()];
  const named = wanted !== undefined && !all.some((s) => s.ship.name === wanted) ? flights.filter((f) => f.flight.name === wanted).slice(0, 1) : [];
  const flightsOnly = named.length ? named : wanted === undefined && !all.length ? (format === 'svg' ? flights.slice(0, 1) : flights) : [];
  if (flightsOnly.length) {
    const broken = new Set<Compiled>();
    for (const c of new Set(flightsOnly.map((f) => f.from))) {
      const shown = c.diagnostics.filter((d) => !isAllowed(d));
      if (shown.length) ctx.err(toText(shown, c.lookup, ctx.cwd, ctx.color?.err) + '\n');
      if (hasErrors(c.diagnostics)) broken.add(c);
    }
    // A fleet of flights draws the clean files' flights; one flight is drawn only when clean.
    const drawn = flightsOnly.filter((f) => !broken.has(f.from)).map((f) => f.flight);
    if (!drawn.length || (broken.size && (format === 'svg' || named.length))) {
      for (const c of broken) ctx.err(`drydock render: ${c.shown} has errors; nothing was rendered.\n`);
      return 1;
    }
    for (const c of broken) ctx.err(`drydock render: ${c.shown} has errors; its sheets were left out.\n`);
    const target = out ?? defaultOutput(format, drawn.length === 1 ? drawn[0].name : fleetName(args.positionals, ctx.cwd));
    if (out === undefined && toFile) for (const f of files) if (outputIsInput(ctx, 'render', target, f)) return 2;
    const sheets = drawn.map((f) => f.compiled());
    const bytes = format === 'pdf' ? await renderPdf(ctx, [], { page: page as PageSize }, sheets, progress.sheets) : renderFlightSvg(sheets[0], { page: page as PageSize });
    progress.done();
    if (bytes === undefined) return 1;
    const code = emit(ctx, toFile ? target : undefined, bytes, out === undefined);
    return code || (broken.size ? 1 : 0);
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
  // Only the ships drawn, and what they rest on, must be clean: a single ship is refused only for
  // its own errors. A fleet drawn whole leaves out the files with errors and draws the rest.
  const single = chosen.length === 1 && (wanted !== undefined || format === 'svg') ? chosen[0] : undefined;
  const scoped = single?.from.scope ? single.from.scope(single.ship.name) : undefined;
  let failed = false;
  const broken = new Set<Compiled>();
  for (const c of compiled) {
    const mine = scoped && single?.from === c;
    const blocking = mine ? scoped.errors : single && single.from !== c ? [] : c.diagnostics.filter((d) => d.severity === 'error');
    // Allowed findings are accepted exceptions: listed by `check --verbose`, not here (as `check`).
    const shownDiags = (mine ? [...blocking, ...c.diagnostics.filter((d) => d.severity !== 'error')] : c.diagnostics).filter((d) => !isAllowed(d));
    if (shownDiags.length) ctx.err(toText(shownDiags, c.lookup, ctx.cwd, ctx.color?.err) + '\n');
    if (blocking.length || (!chosen.length && hasErrors(c.diagnostics))) {
      broken.add(c);
      if (single || !chosen.length) failed = true;
    }
  }
  if (!single) chosen = chosen.filter((s) => !broken.has(s.from));
  if (failed || (broken.size && !chosen.length)) {
    for (const c of broken) ctx.err(`drydock render: ${c.shown} has errors; nothing was rendered.\n`);
    return 1;
  }
  for (const c of broken) ctx.err(`drydock render: ${c.shown} has errors; its ships were left out of the fleet.\n`);
  if (!chosen.length) return usage(ctx, `${args.positionals.join(', ')} declares no ship`);
  const others = scoped ? othersWarning(single!.ship.name, scoped.othersWithErrors) : undefined;
  if (others) ctx.err(`drydock render: ${single!.from.shown.split(/[\\/]/).pop()}: ${others}\n`);
  if (wanted === undefined && format === 'svg' && all.length > 1) {
    ctx.err(`drydock render: ${compiled[0].shown.split(/[\\/]/).pop()} declares ${all.length} ships (${all.map((s) => s.ship.name).join(', ')}); drawing ${all[0].ship.name}. Use --ship NAME for another, or --format pdf for all.\n`);
  }
  const fleetFlights = wanted === undefined ? flights.filter((f) => !broken.has(f.from)).map((f) => f.flight) : [];
  const target = out ?? defaultOutput(format, chosen.length === 1 && !fleetFlights.length ? chosen[0].ship.name : fleetName(args.positionals, ctx.cwd));
  if (out === undefined && toFile) for (const f of files) if (outputIsInput(ctx, 'render', target, f)) return 2;

  // A whole fleet's PDF (no --ship) also holds the flights its files declare, after the ships.
  let bytes: string | Buffer | undefined;
  if (format === 'pdf') {
    bytes = await renderPdf(
      ctx,
      chosen.map((c) => c.ship.compiled()),
      { page: page as PageSize },
      fleetFlights.map((f) => f.compiled()),
      progress.sheets,
      // A whole render (no --ship) opens with the rosters of the clean files' fleets.
      wanted === undefined ? compiled.filter((c) => !broken.has(c)).flatMap((c) => c.fleets ?? []) : [],
    );
    progress.done();
  } else bytes = renderShipSvg(chosen[0].ship.compiled(), { page: page as PageSize });
  if (bytes === undefined) return 1;
  const code = emit(ctx, toFile ? target : undefined, bytes, out === undefined);
  return code || (broken.size ? 1 : 0);
}

/** The PDF of the sheets, or undefined (said why) when the whole render is over its limits. */
async function renderPdf(ctx: CommandContext, ships: CompiledShip[], options: { page: PageSize }, flights: CompiledFlight[], progress?: SheetProgress, fleets: CompiledFleet[] = []): Promise<Buffer | undefined> {
  // Loaded only here: the SVG path and every other command never load pdfkit.
  const { renderFleetPdf, RenderTooLarge } = await import('../render/pdf');
  try {
    return await renderFleetPdf(ships, options, flights, progress, fleets);
  } catch (e) {
    if (!(e instanceof RenderTooLarge)) throw e;
    ctx.err(`drydock render: error ${e.code}: ${e.message}\ndrydock render: nothing was rendered.\n`);
    return undefined;
  }
}

/** `Excelsior.svg`: the file a terminal's render writes without -o, in the current folder. */
function defaultOutput(format: string, name: string): string {
  return `${name}.${format}`;
}

/** A fleet's name: the one folder given (`examples`), else `fleet`. */
function fleetName(positionals: string[], cwd: string): string {
  const base = positionals.length === 1 ? path.basename(path.resolve(cwd, positionals[0])).replace(/\.ship$/, '') : '';
  return base && /^[\w.-]+$/.test(base) && !base.startsWith('.') ? base : 'fleet';
}

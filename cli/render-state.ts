// `drydock render <ship file> --state <file>`: the sheet of a ship as it stands in a game
// (docs/render.md, "Sheets of a game"). The state file is a `drydock sim` output or a saved game;
// it is someone else's file as often as not, so it is read the way strangers' files are
// (docs/security.md): inside the ship file's project only, a regular file, at most
// MAX_STATE_BYTES, and nothing of its text is echoed (render/game-state.ts words the problems).
// Exit codes: 0 drawn, 1 the ship file has errors or the state cannot be drawn with it (a code
// says why), 2 usage or I/O problem (the state file missing, outside the project, too large).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { hasErrors } from '../compiler/index';
import { climbsOut, findProjectRoot } from '../compiler/program';
import type { CompiledShip } from '../compiler/types';
import { parseStateText, readGameState, sheetStateOf, shipsToDraw, StateProblem, type SheetState } from '../render/game-state';
import { renderShipSvg, type PageSize } from '../render/index';
import type { ParsedArgs } from './args';
import type { CommandContext } from './context';
import { expandPaths, pathProblem } from './files';
import { toText } from './format-diagnostics';
import { outputIsInput, outputIsRead } from './io';
import { compileOne, emit, usage } from './render-io';
import { isAllowed } from './report';
import { FileRefused, FileTooLarge, readRegularFile } from './safe-fs';

/** The largest state file read: a long game's `drydock sim` output is a few megabytes. */
export const MAX_STATE_BYTES = 16 * 1024 * 1024;

interface Options {
  stateFile: string;
  page: PageSize;
  format: string;
  out: string | undefined;
  toFile: boolean;
}

/** `drydock render: error CODE: ...`, exit `exit`. */
function problem(ctx: CommandContext, code: string, message: string, exit: number): number {
  ctx.err(`drydock render: error ${code}: ${message}\n`);
  return exit;
}

/** The state file's text, or the exit status after saying why it cannot be read. */
function readState(ctx: CommandContext, file: string, shown: string, root: string): string | number {
  let real: string;
  let realRoot = root;
  try {
    real = fs.realpathSync(file);
    realRoot = fs.realpathSync(root);
  } catch {
    return problem(ctx, 'state-unreadable', `cannot read the state ${shown}: it does not exist`, 2);
  }
  // Links followed: a state inside the project that links out is outside it.
  if (climbsOut(path.relative(realRoot, real)))
    return problem(ctx, 'state-outside-project', `the state ${shown} is outside the project folder ${root} of the ship file; a state is read only inside it`, 2);
  try {
    return readRegularFile(real, { maxBytes: MAX_STATE_BYTES });
  } catch (e) {
    if (e instanceof FileTooLarge) return problem(ctx, 'state-too-large', `the state ${shown} is not read: ${e.message}`, 2);
    return problem(ctx, 'state-unreadable', `cannot read the state ${shown}: ${e instanceof FileRefused ? e.message : 'it is not a readable file'}`, 2);
  }
}

function isFolder(p: string): boolean {
  try {
    return fs.statSync(p).isDirectory();
  } catch {
    return false; // a glob, expanded by expandPaths
  }
}

/** A file name part made of what a handle may safely give (`blue.Miranda.1`). */
const safeName = (s: string) => (/^[\w][\w.-]{0,63}$/.test(s) && !s.includes('..') ? s : undefined);

export async function renderState(ctx: CommandContext, args: ParsedArgs, o: Options): Promise<number> {
  if (args.positionals.length !== 1) return usage(ctx, `--state draws the ships of one file; give one .ship file or JSON ship document, not ${args.positionals.length}`);
  const expanded = await expandPaths(args.positionals, ['.ship', '.json'], ctx.cwd);
  const bad = pathProblem(expanded);
  if (bad) return usage(ctx, bad);
  const shipFile = expanded.files[0];
  if (expanded.files.length !== 1 || isFolder(path.resolve(ctx.cwd, args.positionals[0])))
    return usage(ctx, `--state draws the ships of one file, and ${args.positionals[0]} is a folder; name the .ship file`);
  const stateFile = path.resolve(ctx.cwd, o.stateFile);
  const stateShown = o.stateFile.replace(/[\u0000-\u001f\u007f]/g, '?').slice(0, 200);
  if (o.out !== undefined && (outputIsInput(ctx, 'render', o.out, shipFile) || outputIsInput(ctx, 'render', o.out, stateFile))) return 2;
  const text = readState(ctx, stateFile, stateShown, findProjectRoot(shipFile));
  if (typeof text === 'number') return text;

  const compiled = await compileOne(shipFile, args.positionals[0]);
  if (typeof compiled === 'string') return usage(ctx, compiled);
  if (o.out !== undefined && outputIsRead(ctx, 'render', o.out, [...compiled.reads, stateFile])) return 2;

  let chosen: { ship: CompiledShip; state: SheetState }[];
  try {
    const game = readGameState(parseStateText(text));
    const names = compiled.ships.map((s) => s.name);
    const wanted = args.flags.get('--ship');
    const picked = shipsToDraw(game, names, typeof wanted === 'string' ? wanted : undefined);
    // Only the ships drawn must be clean (as a plain render of one ship).
    const blocking = new Set(picked.map(([, s]) => s.name as string));
    const errors = compiled.scope ? [...blocking].flatMap((n) => compiled.scope!(n).errors) : compiled.diagnostics.filter((d) => d.severity === 'error');
    const shownDiags = [...errors, ...compiled.diagnostics.filter((d) => d.severity !== 'error')].filter((d) => !isAllowed(d));
    if (shownDiags.length) ctx.err(toText(shownDiags, compiled.lookup, ctx.cwd, ctx.color?.err) + '\n');
    if (errors.length || (!compiled.scope && hasErrors(compiled.diagnostics))) {
      ctx.err(`drydock render: ${compiled.shown} has errors; nothing was rendered.\n`);
      return 1;
    }
    chosen = picked.map(([handle, s]) => {
      const ship = compiled.ships.find((x) => x.name === s.name)!.compiled();
      return { ship, state: sheetStateOf(ship, game, handle, s) };
    });
  } catch (e) {
    if (e instanceof StateProblem) return problem(ctx, e.code, `the state ${stateShown}: ${e.message}`, 1);
    throw e;
  }
  if (o.format === 'svg' && chosen.length > 1) {
    ctx.err(
      `drydock render: the state ${stateShown} holds ${chosen.length} ships of ${compiled.shown} (${chosen.map((c) => c.state.handle).join(', ')}); drawing ${chosen[0].state.handle}. Use --ship HANDLE for another, or --format pdf for all.\n`,
    );
  }
  const drawn = o.format === 'svg' ? chosen.slice(0, 1) : chosen;
  const first = drawn[0];
  const target = o.out ?? `${drawn.length === 1 ? (safeName(first.state.handle) ?? first.ship.name) : 'ships'}-turn-${first.state.turn}.${o.format}`;
  if (o.out === undefined && o.toFile && (outputIsInput(ctx, 'render', target, shipFile) || outputIsInput(ctx, 'render', target, stateFile))) return 2;
  let bytes: string | Buffer;
  if (o.format === 'pdf') {
    const { renderStatesPdf, RenderTooLarge } = await import('../render/pdf');
    try {
      bytes = await renderStatesPdf(drawn, { page: o.page });
    } catch (e) {
      if (!(e instanceof RenderTooLarge)) throw e;
      return problem(ctx, e.code, `${e.message}\ndrydock render: nothing was rendered.`, 1);
    }
  } else bytes = renderShipSvg(first.ship, { page: o.page, state: first.state });
  return emit(ctx, o.toFile ? target : undefined, bytes, o.out === undefined);
}

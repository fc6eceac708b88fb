// What `drydock render` and `drydock render --state` (cli/render-state.ts) share: the usage line,
// compiling one input file into what can be drawn (its ships, flights and fleets, emitted only when
// drawn), and writing the sheet.
import * as path from 'node:path';
import type { Diagnostic } from '../grammar/diagnostic';
import { LineIndex } from '../grammar/positions';
import { compileFiles } from '../compiler/index';
import { shipScope, type ShipScope } from '../compiler/ship-scope';
import type { CompiledFleet, CompiledFlight, CompiledShip } from '../compiler/types';
import type { CommandContext } from './context';
import type { TextSource } from './format-diagnostics';
import { wrote } from './io';
import { readRegularFile, writeFileAtomic } from './safe-fs';

export const USAGE =
  'usage: drydock render <file.ship|file.json|folder>... [--format svg|pdf] [--ship NAME] [--state FILE] [--page a4|letter] [-o out.svg|out.pdf]; drydock render --help lists the options';

export function usage(ctx: CommandContext, msg: string): number {
  ctx.err(`drydock render: ${msg}\n${USAGE}\n`);
  return 2;
}

/** A ship or flight of an input, emitted only when drawn. */
export interface Drawable<T> {
  name: string;
  /** What identifies it across inputs (a flight imported by a carrier is in both files). */
  key: string;
  compiled(): T;
}

export interface Compiled {
  file: string;
  shown: string;
  ships: Drawable<CompiledShip>[];
  /** Fighter and shuttle flights of a .ship file (their sheets: render/flight.ts). */
  flights?: Drawable<CompiledFlight>[];
  /** Fleets of the file: their rosters open a whole render's PDF (render/roster.ts). */
  fleets?: CompiledFleet[];
  diagnostics: Diagnostic[];
  /** Every file the compile read (the one named, what it imports). */
  reads: string[];
  lookup: (f: string) => TextSource | undefined;
  /** The errors that concern one ship of the file (.ship sources). */
  scope?: (ship: string) => ShipScope;
}

export async function compileOne(file: string, shown: string): Promise<Compiled | string> {
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
    return {
      file,
      shown,
      ships: result.document.ships.map(done),
      flights: result.document.flights?.map(done),
      fleets: result.document.fleets,
      diagnostics: result.diagnostics,
      reads: [file],
      lookup: (f) => (f === file ? source : undefined),
    };
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
    fleets: result.fleets?.map((info) => info.compiled),
    diagnostics: result.diagnostics,
    reads: [...result.program.files.keys()],
    scope: (name) => shipScope(result, name),
    lookup: (f) => {
      const unit = result.program.files.get(f);
      return unit ? { text: unit.text, lines: unit.lines } : undefined;
    },
  };
}

/** Writes the sheet to `out` (atomically) or to stdout; a file written is named on stderr. */
export function emit(ctx: CommandContext, out: string | undefined, bytes: string | Buffer, chosenHere = false): number {
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
  wrote(ctx, 'render', chosenHere ? `${out} (named after what it draws; -o FILE chooses the file)` : out);
  return 0;
}

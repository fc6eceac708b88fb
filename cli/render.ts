// `drydock render <file> [--ship NAME] [-o out.svg] [--page a4|letter]`: a ship's Ship System
// Display as an SVG record sheet (render/index.ts). Exit codes (docs/cli.md): 0 rendered,
// 1 the file has errors (nothing is rendered), 2 usage or I/O problem.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Diagnostic } from '../grammar/diagnostic';
import { LineIndex } from '../grammar/positions';
import { compileFiles, hasErrors } from '../compiler/index';
import { othersWarning, shipScope, type ShipScope } from '../compiler/ship-scope';
import { suggest } from '../compiler/suggest';
import type { CompiledShip } from '../compiler/types';
import { renderShipSvg, type PageSize } from '../render/index';
import { parseArgs } from './args';
import type { CommandContext } from './context';
import { toText, type TextSource } from './format-diagnostics';
import { outputIsInput } from './io';
import { readRegularFile, writeFileAtomic } from './safe-fs';

const USAGE = 'usage: drydock render <file.ship|file.json> [--ship NAME] [-o out.svg] [--page a4|letter]';

function usage(ctx: CommandContext, msg: string): number {
  ctx.err(`drydock render: ${msg}\n${USAGE}\n`);
  return 2;
}

export async function render(argv: string[], ctx: CommandContext): Promise<number> {
  const args = parseArgs(argv, { values: ['-o', '--output', '--ship', '--page'], booleans: ['--help', '-h'] });
  if (args.flags.has('--help') || args.flags.has('-h')) {
    ctx.out(`${USAGE}\n\nDraws the ship's Ship System Display as an SVG record sheet (A4 by default).\nWith several ships in the file, --ship picks one (default: the first).\n`);
    return 0;
  }
  if (args.errors.length) return usage(ctx, args.errors.join('; '));
  if (args.positionals.length !== 1) return usage(ctx, args.positionals.length ? 'render takes exactly one file' : 'render needs a file');
  const page = ((args.flags.get('--page') as string | undefined) ?? 'a4').toLowerCase();
  if (page !== 'a4' && page !== 'letter') return usage(ctx, `--page is a4 or letter, not ${page}`);
  const file = path.resolve(ctx.cwd, args.positionals[0]);
  let stat: fs.Stats | undefined;
  try {
    stat = fs.statSync(file);
  } catch {
    stat = undefined;
  }
  if (!stat?.isFile()) return usage(ctx, `cannot find ${args.positionals[0]}`);
  const out = (args.flags.get('-o') ?? args.flags.get('--output')) as string | undefined;
  if (out !== undefined && outputIsInput(ctx, 'render', out, file)) return 2;

  let diagnostics: Diagnostic[];
  let ships: CompiledShip[];
  let lookup: (f: string) => TextSource | undefined;
  let scope: ((ship: string) => ShipScope) | undefined;
  if (file.endsWith('.json')) {
    let text: string;
    try {
      text = readRegularFile(file);
    } catch (e) {
      return usage(ctx, `cannot read ${args.positionals[0]}: ${(e as Error).message}`);
    }
    const { compileJsonText } = await import('../compiler/json/index');
    const result = compileJsonText(text, file);
    diagnostics = result.diagnostics;
    ships = result.document.ships;
    const source = { text, lines: new LineIndex(text) };
    lookup = (f) => (f === file ? source : undefined);
  } else {
    const result = compileFiles([{ path: file }]);
    diagnostics = result.diagnostics;
    ships = result.document.ships;
    scope = (name) => shipScope(result, name);
    lookup = (f) => {
      const unit = result.program.files.get(f);
      return unit ? { text: unit.text, lines: unit.lines } : undefined;
    };
  }
  // Only the ship drawn, and what it rests on, must be clean (issue 13); a file whose ships all
  // failed, or that declares none, is refused as a whole.
  const wanted = args.flags.get('--ship') as string | undefined;
  let ship: CompiledShip | undefined;
  if (wanted !== undefined) {
    ship = ships.find((s) => s.name === wanted) ?? ships.find((s) => s.name.toLowerCase() === wanted.toLowerCase());
    if (!ship && !hasErrors(diagnostics)) {
      const names = ships.map((s) => s.name);
      const near = suggest(wanted, names);
      return usage(ctx, `no ship named ${wanted} in ${args.positionals[0]}${near ? ` (did you mean ${near}?)` : ''}; it declares ${names.join(', ')}`);
    }
  } else ship = ships[0];
  const scoped = ship && scope ? scope(ship.name) : undefined;
  const blocking = scoped ? scoped.errors : diagnostics.filter((d) => d.severity === 'error');
  if (blocking.length || !ship) {
    if (blocking.length || hasErrors(diagnostics)) {
      ctx.err(toText(blocking.length ? blocking : diagnostics, lookup, ctx.cwd) + '\n');
      ctx.err(`drydock render: ${path.basename(file)} has errors; nothing was rendered.\n`);
      return 1;
    }
    return usage(ctx, `${args.positionals[0]} declares no ship`);
  }
  const shown = scoped ? diagnostics.filter((d) => d.severity !== 'error') : diagnostics;
  if (shown.length) ctx.err(toText(shown, lookup, ctx.cwd) + '\n');
  const others = scoped ? othersWarning(ship.name, scoped.othersWithErrors) : undefined;
  if (others) ctx.err(`drydock render: ${path.basename(file)}: ${others}\n`);
  if (wanted === undefined && ships.length > 1) {
    ctx.err(`drydock render: ${path.basename(file)} declares ${ships.length} ships (${ships.map((s) => s.name).join(', ')}); drawing ${ship.name}. Use --ship NAME for another.\n`);
  }

  const svg = renderShipSvg(ship, { page: page as PageSize });
  if (out) {
    try {
      writeFileAtomic(path.resolve(ctx.cwd, out), svg);
    } catch (e) {
      ctx.err(`drydock render: cannot write ${out}: ${(e as Error).message}\n`);
      return 2;
    }
  } else ctx.out(svg);
  return 0;
}

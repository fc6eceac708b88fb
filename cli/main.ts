// The `drydock` command line (contract.md §1). Heavy parts (Prettier, the language server, the
// runtime) are loaded only by the commands that need them, so `check` starts fast.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { commands, type CommandContext } from './commands';

const USAGE = `drydock — starship definitions for tabletop space-combat wargames

Usage:
  drydock check <path>... [--format text|json]   validate .ship files (folders: every .ship below)
  drydock build <file> [-o out.json]              compile to the JSON document
  drydock schema                                  print the JSON Schema of the compiled document
  drydock fmt [--check|--write] <path>...         format with the Prettier plugin
  drydock sim <scenario.json>                     run a scenario and print its result
  drydock convert <file.json|file.ship> [-o out]  convert a ship between JSON and .ship source
  drydock render <file> [--ship NAME] [-o out.svg] draw a ship's SSD as SVG
  drydock summary [path...]                       summarise ships with their derived values
  drydock lsp --stdio                             start the language server
`;

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(USAGE);
    return name ? 0 : 2;
  }
  if (name === '--version' || name === '-v') {
    process.stdout.write(`${version()}\n`);
    return 0;
  }
  const command = commands[name];
  if (!command) {
    process.stderr.write(`drydock: unknown command '${name}'.\n\n${USAGE}`);
    return 2;
  }
  const ctx: CommandContext = {
    out: (s) => process.stdout.write(s),
    err: (s) => process.stderr.write(s),
    cwd: process.cwd(),
  };
  try {
    return await command(rest, ctx);
  } catch (e) {
    ctx.err(`drydock ${name}: internal error: ${(e as Error)?.stack ?? String(e)}\n`);
    return 2;
  }
}

function version(): string {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'package.json'), 'utf8'));
    return pkg.version;
  } catch {
    return 'unknown';
  }
}

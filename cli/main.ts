// The `drydock` command line. Heavy parts (Prettier, the language server, the runtime) are loaded
// only by the commands that need them (cli/commands.ts), so `check` starts fast.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { commands } from './commands';
import { endQuietlyOnClosedPipe, runCommand } from './run';

// Every option of every command: tests/cli/help.test.ts checks this against the commands' parsers.
export const USAGE = `drydock — starship definitions for tabletop space-combat wargames

Usage:
  drydock check <path>... [--format text|json] [--quiet]
      validate .ship files and JSON ship documents (a folder: every one below it);
      --quiet leaves out the closing count
  drydock build <file> [--ship NAME] [-o|--output out.json] [--format text|json]
      compile a .ship file or JSON ship document to the compiled JSON document
  drydock schema [--input]
      print the JSON Schema of the compiled document (--input: of JSON ship documents)
  drydock fmt [--check|-c | --write|-w] <path>...
      format .ship files with the Prettier plugin (print, list unformatted, or rewrite)
  drydock sim <scenario.json> [-o|--output out.json] [--compact]
      run a scenario and print its results and state (--compact: on one line)
  drydock convert <file.json|file.ship> [-o|--output out]
      convert a ship between a JSON ship document and .ship source
  drydock render <file|folder>... [--format svg|pdf] [--ship NAME] [--page a4|letter] [-o|--output out]
      draw record sheets (SSD): one ship as SVG, or every ship given as one PDF
  drydock summary [path...]
      summarise ships with their derived values (default: examples)
  drydock import fieryvoid <file.php|folder>... [-o|--output folder] [--format text|json]
      write a .ship file for each FieryVoid ship class file, and report what was read
  drydock lsp --stdio [--clientProcessId PID]
      start the language server on standard input and output
  drydock --help | -h        this text
  drydock --version | -v     the version

Exit status: 0 fine, 1 errors found in the input, 2 usage or I/O problem.
`;

export async function main(argv: string[]): Promise<number> {
  endQuietlyOnClosedPipe();
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(USAGE);
    return name ? 0 : 2;
  }
  if (name === '--version' || name === '-v') {
    process.stdout.write(`${version()}\n`);
    return 0;
  }
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!command) {
    process.stderr.write(`drydock: unknown command '${name}'.\n\n${USAGE}`);
    return 2;
  }
  return runCommand(name, command, rest);
}

function version(): string {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'package.json'), 'utf8'));
    return pkg.version;
  } catch {
    return 'unknown';
  }
}

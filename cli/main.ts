// The `drydock` command line. Heavy parts (Prettier, the language server, the runtime) are loaded
// only by the commands that need them (cli/commands.ts), so `check` starts fast.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { commands } from './commands';
import { suggest } from '../compiler/suggest';
import { commandHelp, synopsis } from './args';
import { endQuietlyOnClosedPipe, runCommand } from './run';
import { SPECS } from './specs';

/** `drydock --help`: every command with every option, from the commands' descriptions. */
export function usageText(): string {
  const lines = ['drydock — starship definitions for tabletop space-combat wargames', '', 'Usage:'];
  for (const name of Object.keys(commands)) {
    const spec = Object.hasOwn(SPECS, name) ? SPECS[name] : undefined;
    lines.push(`  ${spec ? synopsis(spec) : `drydock ${name}`}`, ...(spec ? [`      ${spec.summary}`] : []));
  }
  lines.push('  drydock help <command>     a command\'s options in full (also: drydock <command> --help)');
  lines.push('  drydock --help | -h        this text', '  drydock --version | -v     the version', '');
  lines.push('Exit status: 0 fine, 1 errors found in the input, 2 usage or I/O problem.');
  return lines.join('\n') + '\n';
}

export async function main(argv: string[]): Promise<number> {
  endQuietlyOnClosedPipe();
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || (name === 'help' && !rest.length)) {
    process.stdout.write(usageText());
    return name ? 0 : 2;
  }
  if (name === '--version' || name === '-v') {
    process.stdout.write(`${version()}\n`);
    return 0;
  }
  if (name === 'help') {
    const spec = Object.hasOwn(SPECS, rest[0]) ? SPECS[rest[0]] : undefined;
    if (!spec) return unknownCommand(rest[0]);
    process.stdout.write(commandHelp(spec));
    return 0;
  }
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!command) return unknownCommand(name);
  return runCommand(name, command, rest);
}

/** `drydock chek`: the nearest command, and where the list is; exit 2. */
function unknownCommand(name: string): number {
  const near = suggest(name, Object.keys(commands));
  const hint = name.startsWith('-') ? ' Options come after the command: drydock <command> [options].' : '';
  process.stderr.write(`drydock: unknown command '${name}'${near ? `; did you mean \`${near}\`?` : '.'}${hint} Run drydock --help for the list of commands.\n`);
  return 2;
}

function version(): string {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'package.json'), 'utf8'));
    return pkg.version;
  } catch {
    return 'unknown';
  }
}

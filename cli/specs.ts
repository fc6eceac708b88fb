// What each command takes: its arguments and options, described once. The same description
// parses the command line (cli/args.ts) and prints `drydock --help` and `drydock <command> --help`.
// Kept apart from the commands so that help loads none of them.
import type { CommandSpec, OptionSpec } from './args';

const EXIT = '0 fine, 1 errors found in the input, 2 usage or I/O problem.';
const output = (what: string): OptionSpec => ({ long: 'output', short: 'o', value: 'FILE', help: `write ${what} to FILE (atomically; never over an input file) instead of standard output` });
const PATHS = 'A folder means every file below it (skipping node_modules, dist and names starting with a dot); a quoted glob such as "examples/*.ship" is expanded inside the project folder.';

export const SPECS: Record<string, CommandSpec> = {
  check: {
    name: 'check',
    args: '<path>...',
    summary: 'Validate .ship files and JSON ship documents and print their diagnostics.',
    details: `${PATHS}\n\`-\` reads one .ship file from standard input (shown as <stdin>; its imports are relative to the current folder).\nA clean project prints one summary line; findings excused by an \`allow\` are counted there and listed with --verbose.`,
    options: [
      { long: 'format', value: 'text|json', help: 'text (default: one line and a code frame per diagnostic) or json (one array, every diagnostic)' },
      { long: 'quiet', help: 'leave out the closing summary line' },
      { long: 'verbose', help: 'also list the findings that an `allow` excuses' },
    ],
    exit: '0 no errors (warnings allowed), 1 errors found, 2 usage or I/O problem.',
  },
  build: {
    name: 'build',
    args: '<file>',
    summary: 'Compile a .ship file or JSON ship document to the compiled JSON document (nothing is emitted when it has errors).',
    options: [
      { long: 'ship', value: 'NAME', help: 'keep this ship only (only it and what it rests on must be clean)' },
      output('the document'),
      { long: 'format', value: 'text|json', help: 'how diagnostics are printed (text or json)' },
    ],
    exit: EXIT,
  },
  schema: {
    name: 'schema',
    args: '',
    summary: 'Print the JSON Schema of the compiled document.',
    options: [{ long: 'input', help: 'print the schema of JSON ship documents instead' }],
    exit: '0.',
  },
  fmt: {
    name: 'fmt',
    args: '<path>...',
    summary: 'Format .ship files with the Prettier plugin: print them, list the unformatted ones, or rewrite them.',
    details: `${PATHS}\nPrettier configuration (.prettierrc, .editorconfig) applies as Prettier applies it, endOfLine included.`,
    options: [
      { long: 'check', short: 'c', help: 'list the files that are not formatted (exit 1 if any)' },
      { long: 'write', short: 'w', help: 'rewrite the files that are not formatted, atomically, and list them' },
      { long: 'stdin-filepath', value: 'FILE', help: 'format standard input as if it were FILE and print the result' },
    ],
    exit: '0 fine, 1 --check found unformatted files or a file does not parse, 2 usage or I/O problem.',
  },
  sim: {
    name: 'sim',
    args: '<scenario.json>',
    summary: 'Run a scenario and print its results and final state as JSON.',
    options: [output('the result'), { long: 'compact', help: 'print the JSON on one line' }],
    exit: '0 the scenario ran (even if the rules refused some actions), 1 the scenario or a ship file is invalid, 2 usage or I/O problem.',
  },
  convert: {
    name: 'convert',
    args: '<file.json|file.ship>',
    summary: 'Convert a ship between a JSON ship document and .ship source.',
    options: [output('the converted ship')],
    exit: EXIT,
  },
  render: {
    name: 'render',
    args: '<file|folder>...',
    summary: 'Draw record sheets (SSD): one ship as SVG, or every ship given (a fleet) as one PDF.',
    details: `${PATHS}\nWithout -o, on a terminal the sheet is written to a file named after the ship (Excelsior.svg) or the fleet (examples.pdf) in the current folder; through a pipe an SVG goes to standard output.\nIn a fleet, a file with errors is reported and left out; the others are drawn (exit 1).`,
    options: [
      { long: 'format', value: 'svg|pdf', help: 'svg (default: one ship) or pdf (every ship given, a sheet each, fonts embedded; the default when -o ends in .pdf)' },
      { long: 'ship', value: 'NAME', help: 'only this ship or flight, or the roster page of this fleet (SVG); with --state, a handle of the state (ent) or a ship of the file' },
      {
        long: 'state',
        value: 'FILE',
        help: 'draw the ship as it stands in a game: FILE is a drydock sim output or a saved game, inside the project. Boxes of damage crossed, destroyed ones filled; projections, capacitors, batteries and the turn printed. Without --ship, every ship of the state that the file defines (SVG: the first)',
      },
      { long: 'page', value: 'a4|letter', help: 'page size: a4 (210 x 297 mm, default) or letter (8.5 x 11 in)' },
      output('the sheet'),
    ],
    exit: '0 rendered, 1 a file has errors, 2 usage or I/O problem.',
  },
  explain: {
    name: 'explain',
    args: '<code or rule ID>',
    summary: 'Say what a diagnostic code means and what to do, or what a rule ID says and how drydock applies it.',
    details: 'A code is the word after `error`, `warning` or `info` in a diagnostic (`power-over-budget`); a rule ID is the one in brackets at its end (`B5-POWER`).',
    options: [],
    exit: '0 explained, 1 no such code or rule (a close one is suggested), 2 usage.',
  },
  summary: {
    name: 'summary',
    args: '[path...]',
    summary: 'Summarise ships with their derived values (default: examples).',
    details: PATHS,
    options: [],
    exit: EXIT,
  },
  import: {
    name: 'import',
    args: 'fieryvoid <file.php|folder>...',
    summary: 'Write a .ship file for each FieryVoid ship class file (never running its PHP), and report what was read.',
    details: `${PATHS.replace('.ship', '.php')}\nEach class is written as CLASS.ship into -o's folder, or beside its input; never over an input, through a link, or twice in one run.`,
    options: [
      { long: 'output', short: 'o', value: 'FOLDER', help: 'write the .ship files into FOLDER (made if missing) instead of beside each input' },
      { long: 'format', value: 'text|json', help: 'the report: text (default: one line per file) or json' },
    ],
    exit: '0 every file imported, 1 a file was refused, 2 usage or I/O problem.',
  },
  lsp: {
    name: 'lsp',
    args: '',
    summary: 'Start the language server on standard input and output (editors run this).',
    options: [
      { long: 'stdio', help: 'talk over standard input and output (required)' },
      { long: 'clientProcessId', value: 'PID', help: "the editor's process id (editors pass it)" },
    ],
    exit: 'the server runs until the editor stops it.',
  },
};

// Command-line options: each command describes its options once (cli/specs.ts), and that one
// description drives both parsing (node:util parseArgs) and the command's `--help` text, so an
// option cannot be accepted without being listed, or listed without being accepted.
import { parseArgs as nodeParseArgs } from 'node:util';
import { suggest } from '../compiler/suggest';

export interface OptionSpec {
  /** The long name without dashes: `output` for `--output`. */
  long: string;
  /** A one-letter alias: `o` for `-o`. */
  short?: string;
  /** For an option that takes a value, how the help shows it (`FILE`, `text|json`). */
  value?: string;
  /** One line for `--help`. */
  help: string;
}

export interface CommandSpec {
  name: string;
  /** The arguments after the options in the synopsis: `<path>...`. */
  args: string;
  /** One line: what the command does. */
  summary: string;
  /** More lines for the command's own `--help`. */
  details?: string;
  options: OptionSpec[];
  /** The exit statuses, in words. */
  exit: string;
}

/** Every command also takes `-h` / `--help` (handled before the command runs: cli/run.ts). */
export const HELP_OPTION: OptionSpec = { long: 'help', short: 'h', help: 'print this help and exit' };

export interface ParsedArgs {
  positionals: string[];
  /** Options given, keyed by their long form (`--output`): the value, or true for a switch. */
  flags: Map<string, string | true>;
  /** Usage problems in words, each naming the option (and the nearest known one). */
  errors: string[];
  help: boolean;
}

export function parseArgs(argv: string[], spec: CommandSpec): ParsedArgs {
  const options = [...spec.options, HELP_OPTION];
  const config: Record<string, { type: 'string' | 'boolean'; short?: string }> = {};
  for (const o of options) config[o.long] = { type: o.value ? 'string' : 'boolean', ...(o.short ? { short: o.short } : {}) };
  const out: ParsedArgs = { positionals: [], flags: new Map(), errors: [], help: false };
  // strict: false so that every problem is ours to word (and all of them reported at once); the
  // tokens say which option each value came from.
  const { tokens } = nodeParseArgs({ args: argv, options: config, strict: false, allowPositionals: true, tokens: true });
  const byLong = new Map(options.map((o) => [o.long, o]));
  const known = options.flatMap((o) => [`--${o.long}`, ...(o.short ? [`-${o.short}`] : [])]);
  for (const t of tokens ?? []) {
    if (t.kind === 'positional') out.positionals.push(t.value);
    if (t.kind !== 'option') continue;
    const o = byLong.get(t.name);
    if (!o || (t.rawName.startsWith('--') ? t.rawName !== `--${o.long}` : t.rawName !== `-${o.short}`)) {
      // A one-letter typo is as near to every other letter: suggest only for long names.
      const near = t.rawName.startsWith('--') ? suggest(t.rawName, known) : undefined;
      out.errors.push(`unknown option ${t.rawName}${near ? ` (did you mean ${near}?)` : ''}`);
      continue;
    }
    if (o === HELP_OPTION) {
      out.help = true;
      continue;
    }
    if (o.value) {
      // `-o` at the end, or `-o --format`: the value is missing (a lone `-` is a value).
      if (t.value === undefined || (!t.inlineValue && t.value.startsWith('-') && t.value !== '-')) {
        out.errors.push(`${t.rawName} needs a value (${o.value})`);
        continue;
      }
      out.flags.set(`--${o.long}`, t.value);
    } else if (t.value !== undefined) out.errors.push(`${t.rawName} takes no value`);
    else out.flags.set(`--${o.long}`, true);
  }
  return out;
}

/** `[-o|--output FILE]` */
function optionForm(o: OptionSpec): string {
  const names = o.short ? `-${o.short}|--${o.long}` : `--${o.long}`;
  return o.value ? `${names} ${o.value}` : names;
}

/** The synopsis line: `drydock check <path>... [--format text|json] [--quiet]`. */
export function synopsis(spec: CommandSpec): string {
  return ['drydock', spec.name, spec.args, ...spec.options.map((o) => `[${optionForm(o)}]`)].filter(Boolean).join(' ');
}

/** The command's own `--help` text: synopsis, what it does, every option, exit statuses. */
export function commandHelp(spec: CommandSpec): string {
  const rows = [...spec.options, HELP_OPTION].map((o) => [o.short ? `-${o.short}, --${o.long}${o.value ? ` ${o.value}` : ''}` : `    --${o.long}${o.value ? ` ${o.value}` : ''}`, o.help]);
  const width = Math.max(...rows.map((r) => r[0].length));
  const lines = [`Usage: ${synopsis(spec)}`, '', ...wrap(spec.summary, 0)];
  if (spec.details) lines.push('', ...spec.details.split('\n').flatMap((l) => wrap(l, 0)));
  lines.push('', 'Options:');
  for (const [form, help] of rows) {
    const [first, ...more] = wrap(help, width + 4);
    lines.push(`  ${form.padEnd(width)}  ${first.trimStart()}`, ...more);
  }
  lines.push('', ...wrap(`Exit status: ${spec.exit}`, 0));
  return lines.join('\n') + '\n';
}

/** `text` in lines of at most 90 columns, each indented by `indent` spaces. */
function wrap(text: string, indent: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && indent + line.length + 1 + word.length > 90) {
      lines.push(' '.repeat(indent) + line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(' '.repeat(indent) + line);
  return lines;
}

// A small argument parser: flags with values (`-o out.json`, `--format=json`), booleans, positionals.

export interface ParsedArgs {
  positionals: string[];
  flags: Map<string, string | true>;
  errors: string[];
}

export function parseArgs(argv: string[], spec: { values?: string[]; booleans?: string[] }): ParsedArgs {
  const values = new Set(spec.values ?? []);
  const booleans = new Set(spec.booleans ?? []);
  const out: ParsedArgs = { positionals: [], flags: new Map(), errors: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--') {
      out.positionals.push(...argv.slice(i + 1));
      break;
    }
    if (a.startsWith('-') && a !== '-') {
      const eq = a.indexOf('=');
      const name = eq >= 0 ? a.slice(0, eq) : a;
      if (values.has(name)) {
        const v = eq >= 0 ? a.slice(eq + 1) : argv[++i];
        if (v === undefined) out.errors.push(`${name} needs a value`);
        else out.flags.set(name, v);
      } else if (booleans.has(name)) out.flags.set(name, true);
      else out.errors.push(`unknown option ${name}`);
      continue;
    }
    out.positionals.push(a);
  }
  return out;
}

// Printing diagnostics the way check, build and summary share: code frames come from the compiled
// program's files or from extra texts (JSON documents) read by the command.
import { isAllowed, type Diagnostic } from '../grammar/diagnostic';
import type { CompileResult } from '../compiler/index';
import type { CommandContext } from './context';
import { toJson, toText, type TextSource } from './format-diagnostics';

/** Findings that an `allow` excuses (SSD-5): counted, listed only on request. */
export { isAllowed };

/** Sources for code frames: the compiled program's files, plus any extra texts (JSON documents). */
export function sourceLookup(result: CompileResult | undefined, extra: Map<string, TextSource>) {
  return (file: string): TextSource | undefined => {
    const unit = result?.program.files.get(file);
    if (unit) return { text: unit.text, lines: unit.lines };
    return extra.get(file);
  };
}

export function printDiagnostics(ctx: CommandContext, diags: Diagnostic[], format: string, lookup: (f: string) => TextSource | undefined): void {
  if (format === 'json') ctx.out(JSON.stringify(toJson(diags, lookup, ctx.cwd), null, 2) + '\n');
  else if (diags.length) ctx.out(toText(diags, lookup, ctx.cwd, ctx.color?.out) + '\n');
}

/** A JSON ship document compiled like a .ship file (the JSON compiler and its validators are loaded on first use). */
export async function compileJson(file: string, text: string): Promise<{ diagnostics: Diagnostic[]; document?: unknown }> {
  const { compileJsonDocument } = await import('./json-compile');
  return compileJsonDocument(file, text);
}

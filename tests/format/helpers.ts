// Helpers of the formatter tests: format, compile with the `source` ranges dropped, count
// comments, and check the formatter's promises on one text.
import { expect } from 'vitest';
import { compileText } from '../../compiler/index';
import { formatShip, type FormatOptions } from '../../format/format';
import { parse } from '../../grammar/index';

export { formatShip };

/** The compiled document with every `source` range dropped (formatting moves them). */
export function compiledWithoutSource(text: string, file: string): unknown {
  return stripSource(compileText(text, file).document);
}

function stripSource(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(stripSource);
  if (v && typeof v === 'object') {
    return Object.fromEntries(
      Object.entries(v as Record<string, unknown>)
        .filter(([k]) => k !== 'source')
        .map(([k, x]) => [k, stripSource(x)]),
    );
  }
  return v;
}

/** Diagnostic codes (not positions, which move), sorted; `ruleset-not-first` is fixed by formatting. */
export function diagnosticCodes(text: string, file: string): string[] {
  return compileText(text, file)
    .diagnostics.filter((d) => d.code !== 'ruleset-not-first')
    .map((d) => `${d.severity} ${d.code}${d.rule ? ` ${d.rule}` : ''}`)
    .sort();
}

/**
 * The comments of a text, as written (trailing whitespace of `//` comments aside), sorted: moving
 * the `ruleset` line first may move its comments ahead of others.
 */
export function commentTexts(text: string): string[] {
  return parse(text)
    .ast.comments.map((c) => (c.kind === 'block' ? c.text : c.text.trimEnd()))
    .sort();
}

/** Every `///` documentation the parser attached, in tree order (`doc` fields of the AST). */
export function docTexts(text: string): string[] {
  const out: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const n = node as Record<string, unknown>;
    if (typeof n.doc === 'string') out.push(`${String(n.kind)}: ${n.doc}`);
    for (const key of ['decls', 'body']) if (key in n) visit(n[key]);
  };
  visit(parse(text).ast);
  return out;
}

export function hasSyntaxErrors(text: string): boolean {
  return parse(text).diagnostics.some((d) => d.severity === 'error');
}

/**
 * Formats `text` and checks every promise of the formatter: the result parses, formatting it
 * again changes nothing, every comment is still there in the same order, and the compiled
 * document and its diagnostics are the same. Returns the formatted text.
 */
export async function expectSafeFormat(text: string, file = '/virtual/test.ship', options: FormatOptions = {}): Promise<string> {
  const out = await formatShip(text, { filepath: file, ...options });
  expect(hasSyntaxErrors(out), `formatted text has syntax errors:\n${out}`).toBe(false);
  const again = await formatShip(out, { filepath: file, ...options });
  expect(again, 'formatting is not idempotent').toBe(out);
  expect(commentTexts(out), 'comments changed').toEqual(commentTexts(text));
  expect(docTexts(out), 'doc comments attach differently').toEqual(docTexts(text));
  expect(compiledWithoutSource(out, file), 'compiled document changed').toEqual(compiledWithoutSource(text, file));
  expect(diagnosticCodes(out, file), 'diagnostics changed').toEqual(diagnosticCodes(text, file));
  return out;
}

// Formatting (whole document) through the Prettier plugin (format/plugin.ts), exactly as
// `drydock fmt` formats. A file with syntax errors is left alone (no edits). The answer is one
// edit covering only the part that changes, so the editor keeps the cursor and folds elsewhere.
import type { CancellationToken, DocumentFormattingParams, TextEdit } from 'vscode-languageserver';
import * as plugin from '../../format/plugin';
import type { Analysis } from '../workspace';
import { prettierConfigFor } from '../prettier-config';
import { checkCancelled, log, rangeOf } from '../util';

/** `trusted`: the client said the workspace is trusted, so Prettier config files that are code may run (lsp/prettier-config.ts). */
export async function formatDocument(a: Analysis, params: DocumentFormattingParams, token?: CancellationToken, trusted = false): Promise<TextEdit[]> {
  const text = a.source.text;
  const prettier = await import('prettier');
  const opts = params.options ?? { tabSize: 2, insertSpaces: true };
  let formatted: string;
  try {
    // A project's .prettierrc / .editorconfig wins over the editor's indentation, as in `drydock fmt`;
    // a config that is code is loaded only in a trusted workspace.
    let config = null;
    if (a.path) {
      const found = await prettierConfigFor(a.path, trusted).catch(() => ({ config: null, skipped: undefined }));
      if (found.skipped) log(`[drydock] the workspace is not trusted: not loading ${found.skipped} (a Prettier config that is code); formatting with the editor's options`);
      config = found.config;
    }
    formatted = await prettier.format(text, {
      ...(typeof opts.tabSize === 'number' && opts.tabSize > 0 ? { tabWidth: opts.tabSize } : {}),
      ...(typeof opts.insertSpaces === 'boolean' ? { useTabs: !opts.insertSpaces } : {}),
      ...(config ?? {}),
      parser: 'ship',
      plugins: [plugin],
      filepath: a.path,
    });
  } catch (e) {
    log(`[drydock] not formatting ${a.uri}: ${(e as Error)?.message ?? String(e)}`);
    return [];
  }
  checkCancelled(token);
  if (formatted === text) return [];
  // Only the changed middle: common prefix and suffix stay untouched.
  let start = 0;
  const max = Math.min(text.length, formatted.length);
  while (start < max && text.charCodeAt(start) === formatted.charCodeAt(start)) start++;
  let endOld = text.length;
  let endNew = formatted.length;
  while (endOld > start && endNew > start && text.charCodeAt(endOld - 1) === formatted.charCodeAt(endNew - 1)) {
    endOld--;
    endNew--;
  }
  // Never split a CRLF pair or a surrogate pair.
  const splits = (s: string, i: number) => i > 0 && i < s.length && ((s.charCodeAt(i - 1) === 13 && s.charCodeAt(i) === 10) || (s.charCodeAt(i) >= 0xdc00 && s.charCodeAt(i) <= 0xdfff));
  while (start > 0 && (splits(text, start) || splits(formatted, start))) start--;
  while (endOld < text.length && (splits(text, endOld) || splits(formatted, endNew))) {
    endOld++;
    endNew++;
  }
  return [{ range: rangeOf(a.source, { start, end: endOld }), newText: formatted.slice(start, endNew) }];
}

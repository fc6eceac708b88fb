// Formatting .ship text with Prettier and this plugin: what `drydock fmt`, the language server and
// the tests use.
import * as prettier from 'prettier';
import * as plugin from './plugin';

export interface FormatOptions {
  /** Used to name the file in errors (and by Prettier to pick the parser). */
  filepath?: string;
  printWidth?: number;
  tabWidth?: number;
  useTabs?: boolean;
  endOfLine?: 'lf' | 'crlf' | 'cr' | 'auto';
  /** Any other Prettier option (from a .prettierrc). */
  [option: string]: unknown;
}

/** Formats .ship text; throws a SyntaxError (with `loc`) when the text has syntax errors. */
export function formatShip(text: string, options: FormatOptions = {}): Promise<string> {
  return prettier.format(text, { ...options, parser: 'ship', plugins: [plugin] });
}

/** True when the text is already formatted (throws like formatShip on syntax errors). */
export async function isFormatted(text: string, options: FormatOptions = {}): Promise<boolean> {
  return (await formatShip(text, options)) === text;
}

export { plugin };

// Which Prettier configuration the language server may use for a document. A Prettier config can
// be code: .prettierrc.js/.cjs/.mjs/.ts, prettier.config.*, or a "shared config" (a package.json
// `"prettier": "some-module"`, or a .prettierrc holding just a module name) that Prettier imports.
// Loading one runs it. The server opens strangers' files as soon as the editor shows them, so it
// loads configuration code only when the client says the workspace is trusted (initialization
// option `trustedWorkspace: true`; docs/security.md). Otherwise a configuration file that is data
// (JSON, YAML, TOML, JSON5 holding an object) is used, and a code one is skipped: the editor's own
// indentation applies, and the log says why.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Options } from 'prettier';

const CODE_EXTENSIONS = new Set(['.js', '.cjs', '.mjs', '.ts', '.cts', '.mts']);

/** The configuration for `file`, and a note for the log when a code configuration was skipped. */
export async function prettierConfigFor(file: string, trusted: boolean): Promise<{ config: Options | null; skipped?: string }> {
  const prettier = await import('prettier');
  if (trusted) return { config: await prettier.resolveConfig(file, { editorconfig: true }) };
  // Only searches: the candidates named package.json / package.yaml are read as data to see
  // whether they hold a "prettier" key; nothing is imported.
  const found = await prettier.resolveConfigFile(file);
  if (!found) return { config: await prettier.resolveConfig(file, { editorconfig: true }) };
  if (!isDataConfig(found)) return { config: null, skipped: found };
  return { config: await prettier.resolveConfig(file, { editorconfig: true, config: found }) };
}

/**
 * Is this configuration file plain data that Prettier reads without importing anything? Unsure
 * means no: the file is then skipped, which costs only the project's formatting options.
 */
export function isDataConfig(configFile: string): boolean {
  const base = path.basename(configFile);
  const ext = path.extname(configFile);
  if (CODE_EXTENSIONS.has(ext)) return false;
  let text: string;
  try {
    text = fs.readFileSync(configFile, 'utf8');
  } catch {
    return false;
  }
  if (base === 'package.json') {
    try {
      const prettier = (JSON.parse(text) as { prettier?: unknown }).prettier;
      return typeof prettier === 'object' && prettier !== null && !Array.isArray(prettier);
    } catch {
      return false;
    }
  }
  if (base === 'package.yaml') return false; // a YAML "prettier:" entry may name a module; not worth parsing here
  if (ext === '.toml') return true; // TOML's top level is always a table
  if (ext === '.json') {
    try {
      const v = JSON.parse(text);
      return typeof v === 'object' && v !== null && !Array.isArray(v);
    } catch {
      return false;
    }
  }
  // .prettierrc (JSON or YAML), .yaml, .yml, .json5: an object must show as `{` or as a YAML
  // mapping (`key: value`, an unquoted key and a space after the colon); a bare or quoted scalar
  // (a module name, a data: URL) is what Prettier would import.
  const first = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .find((l) => l !== '' && !l.startsWith('#') && !l.startsWith('//') && l !== '---');
  if (first === undefined) return true; // empty: no options
  if (first.startsWith('{')) return true;
  return ext !== '.json5' && /^[A-Za-z_$][\w$-]*\s*:(\s|$)/.test(first);
}

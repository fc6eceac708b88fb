// Loading the ship files a scenario names. A scenario is often someone else's download, so its
// `file` entries obey exactly the rules `import` obeys (compiler/program.ts, checkProjectPath):
// relative to the scenario, inside the scenario's project (links followed), and naming a .ship
// file or a JSON ship document (.json: either a hand-written one or what `drydock build` wrote).
// A path that breaks a rule is refused before anything is read. A file that cannot be read, or
// that is not a ship file at all, is reported by its name only: nothing of its text is echoed,
// not even through a syntax error's message.
import * as path from 'node:path';
import { compileFile } from '../compiler/index';
import { shipScope, type ShipScope } from '../compiler/ship-scope';
import { compileJsonText } from '../compiler/json/index';
import { checkProjectPath, findProjectRoot, nodeHost } from '../compiler/program';
import type { CompiledDocument } from '../compiler/types';
import type { RuleConstants } from './core/types';

type LoadDiagnostic = { severity: string; message: string; code?: string; file?: string };

/** What a scenario's ship file compiled to, or why it could not be used. */
export type LoadedShipFile = {
  document: CompiledDocument;
  diagnostics: LoadDiagnostic[];
  /** Every file the compile read. */
  files?: string[];
  /** The errors that concern one ship of a .ship file (compiler/ship-scope.ts), redacted the same way. */
  scope?: (ship: string) => { errors: LoadDiagnostic[]; othersWithErrors: string[] };
};

/** Codes of diagnostics that quote the file's own characters (lexer and parser errors). */
const QUOTING = new Set(['syntax-error', 'unexpected-character', 'unterminated-string', 'unterminated-comment', 'json-syntax-error', 'json-duplicate-key']);

/**
 * Where a scenario's `file` entry points, or the reason (one sentence, naming the entry as the
 * scenario wrote it) it may not be read.
 */
export function resolveScenarioFile(spec: string, baseDir: string, root: string): { file: string } | { refused: string } {
  const checked = checkProjectPath(spec, baseDir, root, ['.ship', '.json'], nodeHost.realpath);
  switch (checked.problem) {
    case undefined:
      return { file: checked.target };
    case 'nul':
      return { refused: `the path "${printable(spec)}" contains a NUL character` };
    case 'absolute':
      return { refused: `"${printable(spec)}" is an absolute path; ship files are named relative to the scenario, inside its project folder` };
    case 'extension':
      return { refused: `"${printable(spec)}" is neither a .ship file nor a .json ship document` };
    case 'outside':
      return { refused: `"${printable(spec)}" is outside the project folder ${root}; ship files must stay inside it` };
    case 'outside-link':
      return { refused: `"${printable(spec)}" leads outside the project folder ${root} (through a link); ship files must stay inside it` };
  }
}

/** The project a scenario in `baseDir` belongs to (the same rule as for .ship files). */
export function scenarioRoot(baseDir: string): string {
  return findProjectRoot(path.join(baseDir, 'scenario.json'));
}

/**
 * Compile the ship file at `file` (already checked by resolveScenarioFile). Imports inside it stay
 * inside `root`. Diagnostics that would quote the file's characters keep their place and code but
 * not their words; a file that cannot be read is one diagnostic naming it.
 */
export function loadScenarioShipFile(file: string, rules: RuleConstants, root: string): LoadedShipFile {
  const empty: CompiledDocument = { format: 'drydock/1', ships: [] };
  const unreadable = (message: string): LoadedShipFile => ({ document: empty, diagnostics: [{ severity: 'error', code: 'file-not-found', message, file }] });
  let result: LoadedShipFile;
  let scope: ((ship: string) => ShipScope) | undefined;
  let files = [file];
  if (file.endsWith('.json')) {
    const text = nodeHost.readFile(file);
    if (text === undefined) return unreadable(CANNOT_READ);
    // Any JSON file may sit in a project (package.json, credentials); only ship documents are
    // compiled, so schema messages never list another file's keys and values.
    if (!looksLikeShipDocument(text)) return { document: empty, diagnostics: [{ severity: 'error', code: 'not-a-ship-document', message: 'is not a JSON ship document (an object with "systems", or { "format": "drydock/1", "ships": [...] })', file }] };
    result = compileJsonText(text, file, { rules: rules as Record<string, number | boolean> });
  } else {
    const compiled = compileFile(file, { rules: rules as Record<string, number | boolean>, root });
    result = compiled;
    files = [...compiled.program.files.keys()];
    scope = (ship) => shipScope(compiled, ship);
  }
  // A file whose text does not even scan or parse may be anything (a key, an environment file
  // renamed): its problems keep their place and code, but not their words, and nothing that the
  // compiler made of its broken text is shown.
  const broken = new Set(result.diagnostics.filter((d) => d.code && QUOTING.has(d.code)).map((d) => d.file));
  const redact = (d: LoadDiagnostic): LoadDiagnostic[] => {
    if (d.code === 'file-not-found') return [{ ...d, message: CANNOT_READ }];
    if (d.code && QUOTING.has(d.code)) return [{ ...d, message: 'is not valid ship source here; run `drydock check` on it to see why' }];
    if (d.file !== undefined && broken.has(d.file)) return [];
    return [d];
  };
  return {
    document: result.document,
    diagnostics: result.diagnostics.flatMap(redact),
    files,
    ...(scope
      ? {
          scope: (ship: string) => {
            const s = scope(ship);
            return { errors: (s.errors as LoadDiagnostic[]).flatMap(redact), othersWithErrors: s.othersWithErrors };
          },
        }
      : {}),
  };
}

const CANNOT_READ = 'cannot be read (missing, a folder or not a regular file)';

/** A parsed JSON value shaped like a ship document: one ship (with systems) or a document. */
function looksLikeShipDocument(text: string): boolean {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return true; // broken JSON: compiled, and its syntax errors are shown without their words
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) return false;
  const o = v as Record<string, unknown>;
  return Object.prototype.hasOwnProperty.call(o, 'systems') || Array.isArray(o.ships);
}

/** A path as it may be shown: control characters escaped, long ones cut. */
function printable(s: string): string {
  const shown = s.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return shown.length > 200 ? `${shown.slice(0, 200)}…` : shown;
}

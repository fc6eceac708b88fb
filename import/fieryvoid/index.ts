// One FieryVoid ship file to one .ship text: read (read-php.ts), convert (convert.ts), write
// (emit.ts), then print through drydock's formatter so the text is in the house format.
import { formatShip } from '../../format/format';
import { convertShip } from './convert';
import { emitShip } from './emit';
import { readPhp } from './read-php';
import type { Finding } from './report';

export type ImportResult =
  | { ok: true; className: string; text: string; findings: Finding[] }
  | { ok: false; reason: string; line?: number; findings: Finding[] };

/** Imports the PHP `text` of `file`; `sourceName` is how the written file names its source. */
export async function importFieryVoid(text: string, file: string, sourceName: string): Promise<ImportResult> {
  const read = readPhp(text, file);
  if (!read.ok) return { ok: false, reason: read.reason, line: read.line, findings: [] };
  const findings = read.findings;
  const converted = convertShip(read.ship, findings);
  if (!converted.ok) return { ok: false, reason: converted.reason, line: converted.line, findings };
  const raw = emitShip(converted.ship, sourceName);
  let formatted: string;
  try {
    formatted = await formatShip(raw, { filepath: `${read.ship.className}.ship` });
  } catch (e) {
    return { ok: false, reason: `the importer wrote text the formatter refuses (${(e as Error).message.split('\n')[0]}); please report this file`, findings };
  }
  // Findings in line order, so the report reads like the file.
  findings.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return { ok: true, className: read.ship.className, text: formatted, findings };
}

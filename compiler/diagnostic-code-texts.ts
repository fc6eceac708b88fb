// Every diagnostic code's description, read from the one catalog (./diagnostic-codes.json), for
// `drydock explain`: what the code means and what to do, its severity and the rule it belongs to.
import catalog from './diagnostic-codes.json';

export interface CodeText {
  code: string;
  severity: string;
  rule?: string;
  /** The heading of the part of docs/diagnostics.md it is listed under. */
  section: string;
  doc: string;
}

interface Row {
  codes: string[];
  severity: string;
  rule?: string;
  doc: string;
}

const byCode = new Map<string, CodeText>();
for (const section of catalog.sections as { heading: string; rows: Row[] }[])
  for (const row of section.rows)
    for (const code of row.codes) byCode.set(code, { code, severity: row.severity, ...(row.rule ? { rule: row.rule } : {}), section: section.heading, doc: row.doc });

export function codeText(code: string): CodeText | undefined {
  return byCode.get(code);
}

export function allCodes(): string[] {
  return [...byCode.keys()];
}

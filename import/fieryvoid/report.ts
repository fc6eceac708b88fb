// The import report: one entry per input file (imported clean, imported with findings, or
// refused with the reason), as text lines or as data for `--format json`.

export interface Finding {
  /** Stable code of the kind of finding (docs/import.md lists them). */
  code: string;
  /** warning: the source is inconsistent or a figure could not be carried; info: carried as data only. */
  severity: 'warning' | 'info';
  /** Line in the PHP file. */
  line?: number;
  message: string;
}

export interface FileReport {
  /** The input, as shown to the user. */
  file: string;
  status: 'clean' | 'findings' | 'refused';
  /** The .ship file written (imported files only), as shown to the user. */
  output?: string;
  /** The ship or flight class imported. */
  className?: string;
  /** Why the file was refused. */
  reason?: string;
  findings: Finding[];
}

export function statusOf(findings: Finding[]): 'clean' | 'findings' {
  return findings.some((f) => f.severity === 'warning') ? 'findings' : 'clean';
}

/** One line per file, then its warnings (infos are in the written file's comments and in JSON). */
export function reportText(reports: FileReport[]): string {
  const out: string[] = [];
  for (const r of reports) {
    if (r.status === 'refused') {
      out.push(`${r.file}: refused: ${r.reason}`);
      continue;
    }
    const warnings = r.findings.filter((f) => f.severity === 'warning');
    out.push(`${r.file}: imported ${r.className} to ${r.output}${warnings.length ? ` with ${warnings.length} finding${warnings.length === 1 ? '' : 's'}` : ''}`);
    for (const f of warnings) out.push(`  ${r.file}${f.line ? `:${f.line}` : ''}: ${f.code}: ${f.message}`);
  }
  const n = (s: FileReport['status']) => reports.filter((r) => r.status === s).length;
  out.push(`${reports.length} file${reports.length === 1 ? '' : 's'}: ${n('clean')} imported clean, ${n('findings')} imported with findings, ${n('refused')} refused.`);
  return out.join('\n') + '\n';
}

export function reportJson(reports: FileReport[]): string {
  return JSON.stringify({ files: reports }, null, 2) + '\n';
}

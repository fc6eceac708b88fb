// Pull diagnostics against push (loaded by bench/run.ts as part `lsp-pull`): one file where every
// ship has a diagnostic, a character inserted into the first ship's name and taken out again, as
// a user types. Push: the server publishes every diagnostic after each edit. Pull (LSP 3.17, as
// VS Code asks): the client pulls after each edit with the resultId it holds, and the server
// answers "unchanged" when the edit left the diagnostics as they were. Figures: edit to
// diagnostics (ms) and bytes on the wire per edit, pull as a ratio to push in the same run.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateBigFile } from './fleet';
import { BenchClient } from './lsp-client';
import { writeProject } from './lsp-bench';
import { median, percentile } from './stats';
import { runIfMain } from './run-alone';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const round = (x: number, d = 1) => +x.toFixed(d);

/** A generated file with one diagnostic per ship: an unknown property after each `points:`. */
export function fileWithDiagnostics(lines: number): string {
  return generateBigFile(lines).replace(/^(\s*)points: (\d+)$/gm, '$1points: $2\n$1sensr: 1');
}

interface Side {
  ms: number[];
  bytes: number[];
  diagnostics: number;
}

async function measure(text: string, pull: boolean, samples: number): Promise<Side> {
  const { dir, uris } = writeProject({ 'many.ship': text });
  const c = await BenchClient.start(ROOT, dir, { pull });
  try {
    const [uri] = [...uris.keys()];
    await c.open(uri, text);
    const first = await c.diagnosticsFor(uri, 1, 120_000);
    let resultId: string | undefined;
    let diagnostics = first.diagnostics.length;
    if (pull) {
      const r = await c.request<{ kind: string; resultId?: string; items?: unknown[] }>('textDocument/diagnostic', { textDocument: { uri } });
      resultId = r.resultId;
      diagnostics = r.items?.length ?? 0;
    }
    const at = c.texts.get(uri)!.indexOf('name: "') + 'name: "'.length;
    const side: Side = { ms: [], bytes: [], diagnostics };
    for (let i = 0; i < samples; i++) {
      // Insert a character, then take it out: the text grows and shrinks as typing does.
      const insert = i % 2 === 0;
      const version = await c.edit(uri, at, insert ? at : at + 1, insert ? 'x' : '');
      if (pull) {
        const r = await c.request<{ kind: string; resultId?: string }>('textDocument/diagnostic', { textDocument: { uri }, previousResultId: resultId });
        side.ms.push(performance.now() - c.lastEditAt);
        side.bytes.push(JSON.stringify(r).length);
        resultId = r.resultId ?? resultId;
      } else {
        const p = await c.diagnosticsFor(uri, version, 60_000);
        side.ms.push(p.at - c.lastEditAt);
        side.bytes.push(JSON.stringify({ uri, version: p.version, diagnostics: p.diagnostics }).length);
      }
    }
    return side;
  } finally {
    await c.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function run(line: (s: string) => void): Promise<object> {
  line('\nlanguage server, pull diagnostics vs push (a file with a diagnostic on every ship; a character inserted and deleted in the first ship):');
  const out = [];
  for (const lines of [5_000, 20_000]) {
    const text = fileWithDiagnostics(lines);
    const samples = lines >= 20_000 ? 20 : 40;
    const push = await measure(text, false, samples);
    const pull = await measure(text, true, samples);
    const r = {
      lines: text.split('\n').length,
      diagnostics: push.diagnostics,
      push: { p50: round(median(push.ms)), p95: round(percentile(push.ms, 95)), bytesPerEdit: Math.round(median(push.bytes)) },
      pull: { p50: round(median(pull.ms)), p95: round(percentile(pull.ms, 95)), bytesPerEdit: Math.round(median(pull.bytes)) },
    };
    line(
      `  ${String(r.lines).padStart(6)} lines, ${r.diagnostics} diagnostics: push p50 ${r.push.p50} / p95 ${r.push.p95} ms, ${r.push.bytesPerEdit} bytes per edit;` +
        ` pull p50 ${r.pull.p50} / p95 ${r.pull.p95} ms, ${r.pull.bytesPerEdit} bytes per edit = ${round(r.pull.p50 / r.push.p50, 2)}x time, ${round(r.pull.bytesPerEdit / r.push.bytesPerEdit, 4)}x bytes`,
    );
    out.push(r);
  }
  return { files: out };
}

// `npx tsx bench/lsp-pull-bench.ts`: this part alone.
runIfMain(import.meta.url, run);

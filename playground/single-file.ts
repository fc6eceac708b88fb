/// <reference lib="dom" />
// The playground as one HTML file (`npm run playground -- --single-file`) carries the language
// server's worker, the PDF chunk and the sheet fonts as data blocks in the page
// (<script type="application/json">, never run as script). Opened from disk there is no server to
// fetch them from: the worker starts from a blob: URL of its code, with the chunk and the fonts
// set in front of it (playground/assets.ts). Served, the page has no such blocks and the worker
// is worker.js beside it.

function block<T>(id: string): T | undefined {
  const el = document.getElementById(id);
  if (!el || el.getAttribute('type') !== 'application/json') return undefined;
  return JSON.parse(el.textContent ?? 'null') as T;
}

/** True when this page is the single-file playground. */
export const singleFile = (): boolean => document.getElementById('drydock-worker') !== null;

export function startWorker(): Worker {
  const source = block<string>('drydock-worker');
  if (source === undefined) return new Worker('worker.js');
  const assets = { pdf: block<string>('drydock-pdf'), fonts: block<Record<string, string>>('drydock-fonts') ?? {} };
  // The data goes in front of the worker's code as one assignment (playground/assets.ts reads it).
  const prelude = `self.drydockAssets = ${JSON.stringify(assets)};\n`;
  return new Worker(URL.createObjectURL(new Blob([prelude, source], { type: 'text/javascript' })));
}

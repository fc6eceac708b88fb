/// <reference lib="dom" />
// The playground as one HTML file (`npm run playground -- --single-file`) carries the language
// server's worker, its chunks (playground/chunks.ts) and the sheet fonts as data blocks in the page
// (<script type="application/json">, never run as script). Opened from disk there is no server to
// fetch them from: the worker starts from a blob: URL of its code, with the chunks and the fonts
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
  const assets = { chunks: block<Record<string, string>>('drydock-chunks') ?? {}, fonts: block<Record<string, string>>('drydock-fonts') ?? {} };
  // The data goes in front of the worker's code as one assignment (playground/assets.ts reads it).
  const prelude = `self.drydockAssets = ${JSON.stringify(assets)};\n`;
  return new Worker(URL.createObjectURL(new Blob([prelude, source], { type: 'text/javascript' })));
}

/**
 * The language server's worker: the one boot.js started (served), its early messages handed to
 * `onmessage` first, or a new one (single file).
 */
export function takeWorker(onmessage: (e: MessageEvent) => void, onerror: (message: string) => void): Worker {
  const boot = (window as unknown as { drydockBoot?: import('./boot').Boot }).drydockBoot;
  const worker = boot?.worker ?? startWorker();
  worker.onmessage = onmessage;
  worker.onerror = (e) => onerror(e.message);
  for (const e of boot?.early.splice(0) ?? []) onmessage(e);
  if (boot?.failed !== undefined) onerror(boot.failed);
  return worker;
}

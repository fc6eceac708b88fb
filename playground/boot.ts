// boot.js, the page's first script (a classic script in index.html's head, before the stylesheet
// and the page's module): starts the language server's worker at once, so that the worker loads
// and starts while the browser is still fetching and compiling the editor (main.js). Whatever the
// worker says before main.js listens is kept for it (playground/single-file.ts `takeWorker`).
// The single-file page has no boot.js: its worker's code is in data blocks further down the page,
// so main.js starts it there.
export interface Boot {
  worker: Worker;
  early: MessageEvent[];
  /** Why the worker failed, if it did before main.js listened. */
  failed?: string;
}

const worker = new Worker('worker.js');
const boot: Boot = { worker, early: [] };
worker.onmessage = (e) => void boot.early.push(e);
worker.onerror = (e) => void (boot.failed = e.message);
(window as unknown as { drydockBoot?: Boot }).drydockBoot = boot;

// The playground's language server: the same `startServer` as `drydock lsp --stdio` (lsp/server.ts),
// on a Web Worker's message port instead of standard input and output. The bundler swaps Node's
// `fs`, `url` and Prettier for the browser stand-ins in playground/shims/. The file system holds
// the examples menu's files and the user's own files, all in one folder (EXAMPLES_DIR), so a file
// that imports another compiles as it would on disk; a user's file shadows an example of the same
// name. The playground's messages ride on the same connection: `drydock/files` (a notification)
// replaces the user's files that are not open in the editor, `drydock/example` gives an example's
// text, `drydock/ships` lists a document's ships, `drydock/simulate` replays actions through the runtime, `drydock/stateSheet` draws the
// simulated ship's sheet as the actions leave it, `drydock/pdf` draws a ship's record sheet as PDF,
// with `actions` the simulated ship's. What only those need (the renderer, the runtime, Prettier,
// pdfkit), and the server's features other than diagnostics, are in chunks loaded on first use
// (playground/chunks.ts): the worker's own bundle is what the first diagnostic needs.
import { BrowserMessageReader, BrowserMessageWriter, createConnection } from 'vscode-languageserver/browser';
import { EXAMPLE_INDEX } from 'drydock:example-index';
import { startServer } from '../lsp/server';
import { objectParamsReader } from '../lsp/object-params';
import { mount, mountLazy, unmount } from './shims/fs';
import type { SimulateParams } from './simulate';
import { shipsOf } from './ships';
import { loadChunk } from './chunks';
import type * as Panels from './panels';
import { shipPdf, type PdfParams } from './pdf-request';
import { safeFileName } from './share';

/** Where the edited document, the user's files and the examples live. */
export const EXAMPLES_DIR = '/playground';

const examplePaths = new Set(EXAMPLE_INDEX.map((e) => `${EXAMPLES_DIR}/${e.name}`));
/** The examples' texts by path, from the examples chunk (loaded on the first read of one). */
const exampleTexts = (): Record<string, string> => Object.fromEntries(Object.entries(loadChunk<{ files: Record<string, string> }>('examples').files).map(([name, text]) => [`${EXAMPLES_DIR}/${name}`, text]));
// The project marker pins the project root (where imports may reach) to EXAMPLES_DIR for examples
// in subfolders too, as a drydock.json does on disk.
mount({ [`${EXAMPLES_DIR}/drydock.json`]: '{}\n' });
mountLazy([...examplePaths], exampleTexts);

/** The panels chunk, its validators installed (the simulation and the state sheet need them). */
async function panels(): Promise<typeof Panels> {
  const chunk = loadChunk<typeof Panels>('panels');
  await chunk.validators;
  return chunk;
}

// The worker's global scope posts and receives messages like a Worker object does.
const port = self as unknown as Worker;
// Malformed parameters (`params: null`) get the empty result, as on stdio (lsp/object-params.ts).
const connection = createConnection(objectParamsReader(new BrowserMessageReader(port)), new BrowserMessageWriter(port));
const ws = startServer(connection);

/** The user's files now mounted (by path), so a later message can take away what it no longer lists. */
let userFiles = new Map<string, string>();
connection.onNotification('drydock/files', (p: { files?: Record<string, unknown> } | null) => {
  const next = new Map<string, string>();
  for (const [name, text] of Object.entries(p?.files ?? {})) if (typeof text === 'string' && safeFileName(name)) next.set(`${EXAMPLES_DIR}/${name}`, text);
  const gone = [...userFiles.keys()].filter((f) => !next.has(f));
  unmount(gone);
  // A deleted file that shadowed an example shows the example again.
  mountLazy(gone.filter((f) => examplePaths.has(f)), exampleTexts);
  mount(Object.fromEntries(next));
  for (const f of new Set([...gone, ...[...next].filter(([f, t]) => userFiles.get(f) !== t).map(([f]) => f)])) ws.fileChanged(f);
  userFiles = next;
});
// An example's text, for the page's menu (the page holds only their names).
connection.onRequest('drydock/example', (p: { name?: unknown } | null) => (typeof p?.name === 'string' && examplePaths.has(`${EXAMPLES_DIR}/${p.name}`) ? (exampleTexts()[`${EXAMPLES_DIR}/${p.name}`] ?? null) : null));
connection.onRequest('drydock/ships', (p: { uri: string }) => shipsOf(ws, p?.uri));
connection.onRequest('drydock/simulate', async (p: SimulateParams) => (await panels()).simulate(ws, p));
// A sheet of the simulated state replays the actions first, with the runtime's validators.
connection.onRequest('drydock/pdf', async (p: PdfParams) => shipPdf(ws, p, p?.actions !== undefined ? await panels() : undefined));
connection.onRequest('drydock/stateSheet', async (p: SimulateParams) => (await panels()).stateSheet(ws, p));


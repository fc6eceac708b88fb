// The playground's language server: the same `startServer` as `drydock lsp --stdio` (lsp/server.ts),
// on a Web Worker's message port instead of standard input and output. The bundler swaps Node's
// `fs`, `url` and Prettier for the browser stand-ins in playground/shims/. The file system holds
// the examples menu's files and the user's own files, all in one folder (EXAMPLES_DIR), so a file
// that imports another compiles as it would on disk; a user's file shadows an example of the same
// name. Four playground messages ride on the same connection: `drydock/files` (a notification)
// replaces the user's files that are not open in the editor, `drydock/ships` lists a document's
// ships, `drydock/simulate` replays actions through the runtime, `drydock/stateSheet` draws the
// simulated ship's sheet as the actions leave it, `drydock/pdf` draws a ship's record sheet as PDF
// (playground/pdf.ts, loaded on first use), with `actions` the simulated ship's.
import { BrowserMessageReader, BrowserMessageWriter, createConnection } from 'vscode-languageserver/browser';
import { EXAMPLES } from 'drydock:examples';
import { startServer } from '../lsp/server';
import { objectParamsReader } from '../lsp/object-params';
import { loadRuntimeValidators } from '../cli/precompiled-family';
import { mount, unmount } from './shims/fs';
import { simulate, shipsOf, stateSheet, type SimulateParams } from './simulate';
import { shipPdf, type PdfParams } from './pdf-request';
import { safeFileName } from './share';

/** Where the edited document, the user's files and the examples live. */
export const EXAMPLES_DIR = '/playground';

const exampleFiles = Object.fromEntries(EXAMPLES.map((e) => [`${EXAMPLES_DIR}/${e.name}`, e.text]));
// The project marker pins the project root (where imports may reach) to EXAMPLES_DIR for examples
// in subfolders too, as a drydock.json does on disk.
mount({ [`${EXAMPLES_DIR}/drydock.json`]: '{}\n', ...exampleFiles });

// The runtime's action validators, precompiled by the build: nothing is compiled into a function
// here, so the page's Content Security Policy needs no 'unsafe-eval'. Only that family is bundled:
// the JSON input's validators are most of the generated code, and the playground edits .ship text.
const validators = loadRuntimeValidators();

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
  mount(Object.fromEntries(gone.filter((f) => exampleFiles[f] !== undefined).map((f) => [f, exampleFiles[f]])));
  mount(Object.fromEntries(next));
  for (const f of new Set([...gone, ...[...next].filter(([f, t]) => userFiles.get(f) !== t).map(([f]) => f)])) ws.fileChanged(f);
  userFiles = next;
});
connection.onRequest('drydock/ships', (p: { uri: string }) => shipsOf(ws, p?.uri));
connection.onRequest('drydock/simulate', async (p: SimulateParams) => (await validators, simulate(ws, p)));
connection.onRequest('drydock/pdf', async (p: PdfParams) => {
  // A sheet of the simulated state replays the actions first, with the runtime's validators.
  if (p?.actions !== undefined) await validators;
  return shipPdf(ws, p);
});
connection.onRequest('drydock/stateSheet', async (p: SimulateParams) => (await validators, stateSheet(ws, p)));


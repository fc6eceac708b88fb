// The playground's language server: the same `startServer` as `drydock lsp --stdio` (lsp/server.ts),
// on a Web Worker's message port instead of standard input and output. The bundler swaps Node's
// `fs`, `url` and Prettier for the browser stand-ins in playground/shims/. The file system is the
// examples menu's files, mounted read-only in the folder of the edited document (EXAMPLES_DIR), so
// a file that imports an example compiles as it would on disk. Three playground requests ride on
// the same connection: `drydock/ships` lists a document's ships, `drydock/simulate` replays actions
// through the runtime, `drydock/pdf` draws a ship's record sheet as PDF (playground/pdf.ts, loaded
// on first use).
import { BrowserMessageReader, BrowserMessageWriter, createConnection } from 'vscode-languageserver/browser';
import { EXAMPLES } from 'drydock:examples';
import { startServer } from '../lsp/server';
import { mount } from './shims/fs';
import { simulate, shipsOf, type SimulateParams } from './simulate';
import { shipPdf, type PdfParams } from './pdf-request';

/** Where the edited document (file:///playground/ship.ship) and the examples live. */
export const EXAMPLES_DIR = '/playground';

// The project marker pins the project root (where imports may reach) to EXAMPLES_DIR for examples
// in subfolders too, as a drydock.json does on disk.
mount({ [`${EXAMPLES_DIR}/drydock.json`]: '{}\n', ...Object.fromEntries(EXAMPLES.map((e) => [`${EXAMPLES_DIR}/${e.name}`, e.text])) });

// The worker's global scope posts and receives messages like a Worker object does.
const port = self as unknown as Worker;
const connection = createConnection(new BrowserMessageReader(port), new BrowserMessageWriter(port));
const ws = startServer(connection);
connection.onRequest('drydock/ships', (p: { uri: string }) => shipsOf(ws, p.uri));
connection.onRequest('drydock/simulate', (p: SimulateParams) => simulate(ws, p));
connection.onRequest('drydock/pdf', (p: PdfParams) => shipPdf(ws, p));

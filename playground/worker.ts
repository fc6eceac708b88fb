// The playground's language server: the same `startServer` as `drydock lsp --stdio` (lsp/server.ts),
// on a Web Worker's message port instead of standard input and output. The bundler swaps Node's
// `fs`, `url` and Prettier for the browser stand-ins in playground/shims/ (no disk: only the
// documents the page opens exist). Two playground requests ride on the same connection:
// `drydock/ships` lists a document's ships, `drydock/simulate` replays actions through the runtime.
import { BrowserMessageReader, BrowserMessageWriter, createConnection } from 'vscode-languageserver/browser';
import { startServer } from '../lsp/server';
import { simulate, shipsOf, type SimulateParams } from './simulate';

// The worker's global scope posts and receives messages like a Worker object does.
const port = self as unknown as Worker;
const connection = createConnection(new BrowserMessageReader(port), new BrowserMessageWriter(port));
const ws = startServer(connection);
connection.onRequest('drydock/ships', (p: { uri: string }) => shipsOf(ws, p.uri));
connection.onRequest('drydock/simulate', (p: SimulateParams) => simulate(ws, p));

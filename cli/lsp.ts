// `drydock lsp --stdio`: the language server (docs/lsp.md) on standard input and output.
// Loaded only by `drydock lsp` (cli/commands.ts imports this module lazily). Static imports: the
// bundler keeps the named exports of the CommonJS vscode-languageserver that way.
import { createConnection, ProposedFeatures, StreamMessageReader, StreamMessageWriter } from 'vscode-languageserver/node';
import { objectParamsReader } from '../lsp/object-params';
import { messageEncoder } from '../lsp/message-encoder';
import { startServer } from '../lsp/server';
import { providePdfRenderer } from '../lsp/features/commands';
import { IdleCollector } from '../lsp/idle-collect';
import { limitHeapGrowth } from '../lsp/heap-limits';
import type { CommandContext } from './context';
import { parseArgs } from './args';
import { SPECS } from './specs';

export async function lsp(argv: string[], ctx: CommandContext): Promise<number> {
  const args = parseArgs(argv, SPECS.lsp);
  if (args.errors.length || args.positionals.length) {
    ctx.err(`drydock lsp: ${[...args.errors, ...args.positionals.map((p) => `unexpected argument ${p}`)].join('; ')}\nUsage: drydock lsp --stdio\n`);
    return 2;
  }
  if (!args.flags.has('--stdio')) {
    ctx.err('drydock lsp: the language server talks over standard input/output: run `drydock lsp --stdio` (editors do this for you).\n');
    return 2;
  }
  const reader = new StreamMessageReader(process.stdin);
  // A message whose header has no usable Content-Length leaves the reader unable to find where
  // the next message starts: it would stay alive but deaf. Say so and stop instead; the client
  // sees the exit and can restart the server. (A body that is not JSON is skipped and answered.)
  reader.onError((e) => {
    if (!isFramingError(e)) return;
    process.stderr.write(`drydock lsp: the client sent a message with a broken header (${firstLine(e.message)}); the message stream cannot be resynchronised, so the server stops.\n`);
    process.exit(1);
  });
  // Every message's `params` is an object before vscode-languageserver reads it (lsp/object-params.ts).
  const connection = createConnection(ProposedFeatures.all, objectParamsReader(reader), new StreamMessageWriter(process.stdout, { contentTypeEncoder: messageEncoder }));
  // Standard output carries the protocol: anything printed goes to the client's log instead.
  const toLog = (write: (m: string) => void) => (...parts: unknown[]) => write(parts.map((p) => (typeof p === 'string' ? p : String(p))).join(' '));
  console.log = toLog((m) => connection.console.log(m));
  console.info = toLog((m) => connection.console.info(m));
  console.warn = toLog((m) => connection.console.warn(m));
  console.error = toLog((m) => connection.console.error(m));
  process.on('uncaughtException', (e) => {
    try {
      connection.console.error(`[drydock] uncaught: ${e?.stack ?? String(e)}`);
    } catch {
      // nothing more to do
    }
  });
  process.on('unhandledRejection', (e) => {
    try {
      connection.console.error(`[drydock] unhandled rejection: ${(e as Error)?.stack ?? String(e)}`);
    } catch {
      // nothing more to do
    }
  });
  // When the client goes away without `exit`, do not linger.
  process.stdin.on('end', () => process.exit(0));
  // The PDF sheet for drydock.renderPdf; render/pdf.ts (with pdfkit) loads on the first one.
  providePdfRenderer(async (ship) => (await import('../render/pdf')).renderShipPdf(ship));
  // While typing, the heap grows less far past what the analysis keeps (lsp/heap-limits.ts).
  limitHeapGrowth();
  const idle = new IdleCollector();
  startServer(connection, { afterCheck: () => idle.activity() });
  // The server runs until the client sends `exit` (vscode-languageserver ends the process).
  return new Promise<number>(() => undefined);
}

/** Errors of the reader's header parsing (vscode-jsonrpc's messages), as opposed to a bad body. */
function isFramingError(e: Error): boolean {
  return /Content-Length|Message header|Header must|Cannot read so many bytes/.test(e?.message ?? '');
}

/** The first line of a message, cut short: the reader's messages append the raw header. */
function firstLine(message: string): string {
  const line = String(message).split('\n')[0];
  return line.length > 120 ? `${line.slice(0, 120)}…` : line;
}

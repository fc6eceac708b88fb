// Small helpers shared by the language server's features: offset <-> LSP position conversion
// (with clamping of impossible positions), URI <-> path, and the guard every handler runs in.
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { CancellationToken, Position, Range } from 'vscode-languageserver';
import { LSPErrorCodes, ResponseError } from 'vscode-languageserver';
import type { Span } from '../grammar/ast';
import { LineIndex } from '../grammar/positions';

/** A text with its line index: what every feature converts spans with. */
export interface Source {
  text: string;
  lines: LineIndex;
}

export function sourceOf(text: string): Source {
  return { text, lines: new LineIndex(text) };
}

/** Any client-sent position becomes a valid one: negative, NaN or past the end are clamped. */
export function clampPosition(pos: Position | undefined | null): Position {
  const line = Number(pos?.line);
  const character = Number(pos?.character);
  return {
    line: Number.isFinite(line) && line > 0 ? Math.floor(line) : 0,
    character: Number.isFinite(character) && character > 0 ? Math.floor(character) : 0,
  };
}

export function offsetAt(src: Source, pos: Position | undefined | null): number {
  return src.lines.offset(clampPosition(pos));
}

export function positionAt(src: Source, offset: number): Position {
  return src.lines.position(offset);
}

export function rangeOf(src: Source, span: Span): Range {
  const start = Math.max(0, Math.min(span.start, src.text.length));
  const end = Math.max(start, Math.min(span.end, src.text.length));
  return { start: src.lines.position(start), end: src.lines.position(end) };
}

export function spanOfRange(src: Source, range: Range | undefined | null): Span {
  const a = offsetAt(src, range?.start);
  const b = offsetAt(src, range?.end);
  return a <= b ? { start: a, end: b } : { start: b, end: a };
}

/** Does the span contain the offset (end inclusive, so a cursor just after a name counts)? */
export function touches(span: Span, offset: number): boolean {
  return span.start <= offset && offset <= span.end;
}

export function contains(outer: Span, inner: Span): boolean {
  return outer.start <= inner.start && inner.end <= outer.end;
}

// ---- URIs -----------------------------------------------------------------------------------

/** The absolute path of a `file:` URI; other schemes map to a stable pseudo-path. */
export function uriToPath(uri: string): string {
  if (uri.startsWith('file:')) {
    try {
      return path.resolve(fileURLToPath(uri));
    } catch {
      // fall through
    }
  }
  // untitled:Untitled-1 and friends: keep them apart from real files, but give them a path the
  // compiler can resolve relative imports against (the current folder).
  return path.resolve(`__${uri.replace(/[^A-Za-z0-9._-]+/g, '_')}.ship`);
}

export function pathToUri(file: string): string {
  return pathToFileURL(file).toString();
}

// ---- guards ---------------------------------------------------------------------------------

export type Logger = (message: string) => void;

let logger: Logger = () => undefined;

export function setLogger(l: Logger): void {
  logger = l;
}

export function log(message: string): void {
  try {
    logger(message);
  } catch {
    // a broken connection must not take the handler down with it
  }
}

export class Cancelled extends Error {
  constructor() {
    super('cancelled');
  }
}

export function checkCancelled(token: CancellationToken | undefined): void {
  if (token?.isCancellationRequested) throw new Cancelled();
}

/** Yields to the event loop so that `$/cancelRequest` and new edits are read during long work. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Runs a request handler so that nothing escapes: an internal error is logged and answered with
 * `fallback` (an empty result), a cancelled request with the LSP RequestCancelled error.
 */
export function guard<P, R>(
  name: string,
  fallback: R,
  handler: (params: P, token: CancellationToken) => R | Promise<R>,
): (params: P, token: CancellationToken) => Promise<R | ResponseError<void>> {
  return async (params, token) => {
    try {
      if (token?.isCancellationRequested) return new ResponseError(LSPErrorCodes.RequestCancelled, `${name} cancelled`);
      const result = await handler(params, token);
      return result === undefined ? fallback : result;
    } catch (e) {
      if (e instanceof Cancelled) return new ResponseError(LSPErrorCodes.RequestCancelled, `${name} cancelled`);
      log(`[drydock] ${name} failed: ${(e as Error)?.stack ?? String(e)}`);
      return fallback;
    }
  };
}

/** The same for notifications (nothing to answer). */
export function guardNotification<P>(name: string, handler: (params: P) => void | Promise<void>): (params: P) => void {
  return (params) => {
    try {
      const r = handler(params);
      if (r && typeof (r as Promise<void>).catch === 'function')
        (r as Promise<void>).catch((e) => log(`[drydock] ${name} failed: ${(e as Error)?.stack ?? String(e)}`));
    } catch (e) {
      log(`[drydock] ${name} failed: ${(e as Error)?.stack ?? String(e)}`);
    }
  };
}

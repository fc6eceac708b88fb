// The few `process` members that bundled Node-style code reads, for the browser.
export const process = {
  env: {} as Record<string, string | undefined>,
  platform: 'browser',
  cwd: () => '/',
  argv: [] as string[],
  versions: {} as Record<string, string>,
  nextTick: (f: (...a: unknown[]) => void, ...a: unknown[]) => queueMicrotask(() => f(...a)),
  on: () => undefined,
  exit: () => undefined,
};

/** Node's setImmediate, for the language server's "yield to the event loop" (lsp/util.ts). */
export function setImmediate(f: (...a: unknown[]) => void, ...a: unknown[]): ReturnType<typeof setTimeout> {
  return setTimeout(() => f(...a), 0);
}

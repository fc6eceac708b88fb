// `__DRYDOCK_LIBRARY__` in the worker's bundle (compiler/library.ts reads it): the standard
// library's files by name, looked up in the library chunk, which loads on the first look
// (an `import "drydock:…"`). Injected by scripts/playground.mjs in place of the built-in texts.
import { loadChunk } from '../chunks';

const files = (): Record<string, string> => loadChunk<{ files: Record<string, string> }>('library').files;

export const __DRYDOCK_LIBRARY__: Record<string, string> = new Proxy({} as Record<string, string>, {
  get: (_, key) => (typeof key === 'string' && Object.hasOwn(files(), key) ? files()[key] : undefined),
  has: (_, key) => Object.hasOwn(files(), key),
  ownKeys: () => Reflect.ownKeys(files()),
  getOwnPropertyDescriptor: (_, key) => Object.getOwnPropertyDescriptor(files(), key),
});

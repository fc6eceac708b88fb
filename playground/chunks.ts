// The worker's chunks: parts of the language server's worker that the first diagnostic does not
// need, each built into a file of its own by scripts/playground.mjs and loaded (importScripts,
// synchronous) the first time something asks for it:
//   features.js  the language server's features other than diagnostics (playground/features.ts),
//              on the first request for one; it shares the worker's own code, not a copy of it
//   panels.js  the sheet renderer and the simulator, with the runtime's validators (playground/panels.ts)
//   format.js  Prettier and the .ship plugin, for Format (playground/format.ts)
//   examples.js  the examples' texts, for an import of one or the menu (playground/examples.ts)
//   library.js   drydock's standard library, for an `import "drydock:…"` (playground/library.ts)
//   pdf.js     pdfkit and render/pdf.ts, for Download PDF (playground/pdf.ts)
// Each chunk sets one global, `drydockChunk_<name>`, to its exports. scripts/playground.mjs builds
// the same list (tests/playground/serve.test.ts checks that they agree).
import { assetUrls } from './assets';

export const CHUNKS = ['features', 'panels', 'format', 'examples', 'library', 'pdf'] as const;
export type ChunkName = (typeof CHUNKS)[number];

export function loadChunk<T>(name: ChunkName): T {
  const scope = self as unknown as Record<string, unknown> & { importScripts(url: string): void };
  const key = `drydockChunk_${name}`;
  if (scope[key] === undefined) {
    // Relative to the worker's own address.
    scope.importScripts(assetUrls().chunks?.[name] ?? `${name}.js`);
    if (scope[key] === undefined) throw new Error(`${name}.js did not load`);
  }
  return scope[key] as T;
}

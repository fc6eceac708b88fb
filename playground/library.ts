// The library chunk (library.js, playground/chunks.ts): drydock's standard library (lib/), built in
// as for the standalone executable (`__DRYDOCK_LIBRARY__`, scripts/library-files.mjs). The worker
// loads it on the first `import "drydock:…"` (playground/shims/library.ts).
declare const __DRYDOCK_LIBRARY__: Record<string, string>;

export const files: Record<string, string> = __DRYDOCK_LIBRARY__;

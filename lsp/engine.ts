// Node's `node:v8`, loaded when first asked for. Loading it loads Node's heap-snapshot streams
// with it, some 3 ms of a cold `drydock check` that never needs it (a file of a few ships is done
// before its young generation is worth a look: cli/young-generation.ts).
import { createRequire } from 'node:module';

type V8 = typeof import('node:v8');

let loaded: V8 | undefined;

/** The engine's `node:v8` module (Node-only). */
export function engine(): V8 {
  // Any absolute path serves: a builtin resolves the same from anywhere.
  return (loaded ??= createRequire('/')('node:v8') as V8);
}

/** Whether `node:v8` was loaded yet (tests). */
export function engineLoaded(): boolean {
  return loaded !== undefined;
}

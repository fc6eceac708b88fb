// The examples chunk (examples.js, playground/chunks.ts): the text of every .ship file of the
// repository's examples/ folder, read at build time by scripts/playground.mjs (the virtual module
// `drydock:examples`). The worker loads it the first time a compile reads an example (an import of
// one) or the page opens one from the menu; the page itself holds only the menu's index
// (`drydock:example-index`) and the text of the example it opens on a first visit.
import { EXAMPLES } from 'drydock:examples';

export const files: Record<string, string> = Object.fromEntries(EXAMPLES.map((e) => [e.name, e.text]));

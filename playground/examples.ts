// The examples menu: every .ship file of the repository's examples/ folder, read at build time by
// scripts/playground.mjs (the virtual module `drydock:examples`).
import { EXAMPLES as ALL } from 'drydock:examples';

export const EXAMPLES: { name: string; text: string }[] = ALL;

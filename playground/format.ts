// The format chunk (format.js, playground/chunks.ts): Prettier's standalone build and the .ship
// plugin (format/plugin.ts), loaded by the worker on the first Format.
import * as plugin from '../format/plugin';

export { format } from 'prettier/standalone';
export { plugin };

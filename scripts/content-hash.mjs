// The name part that stands for a file's content in dist/commands/ (scripts/build.mjs): eight
// characters of [0-9A-Z] from its SHA-256, like esbuild's own [hash].
import { createHash } from 'node:crypto';

/** @param {string | Uint8Array} content */
export function contentHash(content) {
  const hex = createHash('sha256').update(content).digest('hex').slice(0, 10);
  return BigInt(`0x${hex}`).toString(36).toUpperCase().padStart(8, '0').slice(-8);
}

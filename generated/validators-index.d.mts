// Types of the module scripts/gen-validators.ts writes at build time: validator key (r0, i0, ...)
// -> validator name, and validator name -> fingerprint of its schema.
export declare const names: Record<string, string>;
export declare const fingerprints: Record<string, string>;

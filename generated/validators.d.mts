// Types of the module scripts/gen-validators.ts writes at build time.
import type { ValidateFunction } from 'ajv';
export declare const validators: Record<string, ValidateFunction>;
export declare const fingerprints: Record<string, string>;

// Types of the module scripts/gen-validators.ts writes at build time (ajv standalone code).
import type { ValidateFunction } from 'ajv';
declare const validators: Record<string, ValidateFunction>;
export = validators;

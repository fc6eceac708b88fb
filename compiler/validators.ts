// ajv validators, precompiled at build time. `scripts/gen-validators.ts` turns every schema the
// tools validate against into standalone code (ajv standalone) in dist/validators-*.js; the CLI
// installs them at start, so no schema is compiled while a command runs. A precompiled validator
// is used only when the fingerprint of the schema it was made from equals the fingerprint of the
// schema asked for now; otherwise (tests running from source, a stale build) the schema is
// compiled as usual.
import type { ValidateFunction } from 'ajv';

/** The ajv options of each validator family; the generator uses the same ones. */
export const AJV_OPTIONS = {
  runtime: { allErrors: false, strict: true, allowUnionTypes: true },
  input: { allErrors: true, strict: false },
} as const;

export type ValidatorFamily = keyof typeof AJV_OPTIONS;

interface Entry {
  fingerprint: string;
  fn: ValidateFunction;
}

const precompiled = new Map<string, Entry>();
const cache = new Map<string, { fingerprint: string; fn: ValidateFunction }>();

/** FNV-1a over the schema's JSON: cheap, and stable across processes. */
export function fingerprint(schema: unknown): string {
  const text = JSON.stringify(schema);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return `${(h >>> 0).toString(16)}:${text.length}`;
}

export function installPrecompiled(validators: Record<string, ValidateFunction>, fingerprints: Record<string, string>): void {
  for (const [name, fn] of Object.entries(validators)) {
    const fp = fingerprints[name];
    if (fp) precompiled.set(name, { fingerprint: fp, fn });
  }
}

/** Every validator asked for so far, with its schema: what the generator precompiles. */
export const requested = new Map<string, { family: ValidatorFamily; schema: object }>();

/** The validator for `schema` under `name`: precompiled if it matches, else compiled once. */
export function validatorFor(name: string, family: ValidatorFamily, schema: object, compile: (schema: object) => ValidateFunction): ValidateFunction {
  requested.set(name, { family, schema });
  const fp = fingerprint(schema);
  const hit = cache.get(name);
  if (hit && hit.fingerprint === fp) return hit.fn;
  const pre = precompiled.get(name);
  const fn = pre && pre.fingerprint === fp ? pre.fn : compile(schema);
  cache.set(name, { fingerprint: fp, fn });
  return fn;
}

/** How many validators came from precompiled code (for tests and the benchmark). */
export function precompiledCount(): number {
  let n = 0;
  for (const [name, v] of cache) if (precompiled.get(name)?.fn === v.fn) n++;
  return n;
}

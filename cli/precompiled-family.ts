// Installs one family of the validators the build precompiled (generated/validators-*.mjs) from
// its module. Kept apart from the loader (./precompiled.ts) so that a bundle that needs one family
// (the playground's worker: the runtime's) holds only that family's code.
import { installPrecompiled, type ValidatorFamily } from '../compiler/validators';

type Fns = Parameters<typeof installPrecompiled>[0];
type IndexModule = { names: Record<string, string>; fingerprints: Parameters<typeof installPrecompiled>[1] };

const loaded = new Set<ValidatorFamily>();

export function isLoaded(family: ValidatorFamily): boolean {
  return loaded.has(family);
}

export function installFamily(family: ValidatorFamily, index: IndexModule, code: unknown): void {
  const prefix = family === 'runtime' ? 'r' : 'i';
  const fns = code as Record<string, Fns[string]>;
  const validators: Fns = {};
  for (const [key, name] of Object.entries(index.names)) if (key.startsWith(prefix) && typeof fns[key] === 'function') validators[name] = fns[key];
  installPrecompiled(validators, index.fingerprints);
  loaded.add(family);
}

/** The runtime's action validators only (what the playground's simulation needs). */
export async function loadRuntimeValidators(): Promise<boolean> {
  if (loaded.has('runtime')) return true;
  try {
    const [index, code] = await Promise.all([import('../generated/validators-index.mjs'), import('../generated/validators-runtime.mjs')]);
    installFamily('runtime', index, code);
    return true;
  } catch {
    return false;
  }
}

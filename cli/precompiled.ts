// Installs the validators precompiled by the build (generated/validators.mjs); running from
// source without a build, the schemas are compiled on first use instead.
import { installPrecompiled } from '../compiler/validators';

let loaded = false;

export async function loadPrecompiledValidators(): Promise<boolean> {
  if (loaded) return true;
  try {
    const m = await import('../generated/validators.mjs');
    installPrecompiled(m.validators, m.fingerprints);
    loaded = true;
  } catch {
    loaded = false;
  }
  return loaded;
}

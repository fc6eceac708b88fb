// Installs the validators precompiled by the build (generated/validators-*.mjs); running from
// source without a build, the schemas are compiled on first use instead. Each family is loaded
// only when a command needs it: `drydock sim` needs the runtime's (and the input's only when a
// scenario names a JSON ship document), `drydock check file.json` the input's. The input family
// is most of the generated code, so leaving it out shortens the start of `sim`.
import { installPrecompiled, type ValidatorFamily } from '../compiler/validators';

const loaded = new Set<ValidatorFamily>();

export async function loadPrecompiledValidators(families: ValidatorFamily[] = ['runtime', 'input']): Promise<boolean> {
  let ok = true;
  for (const family of families) {
    if (loaded.has(family)) continue;
    try {
      const [index, code] = await Promise.all([
        import('../generated/validators-index.mjs'),
        family === 'runtime' ? import('../generated/validators-runtime.mjs') : import('../generated/validators-input.mjs'),
      ]);
      const prefix = family === 'runtime' ? 'r' : 'i';
      const fns = code as unknown as Record<string, Parameters<typeof installPrecompiled>[0][string]>;
      const validators: Parameters<typeof installPrecompiled>[0] = {};
      for (const [key, name] of Object.entries(index.names)) if (key.startsWith(prefix) && typeof fns[key] === 'function') validators[name] = fns[key];
      installPrecompiled(validators, index.fingerprints);
      loaded.add(family);
    } catch {
      ok = false;
    }
  }
  return ok;
}

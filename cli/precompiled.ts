// Installs the validators precompiled by the build (generated/validators-*.mjs); running from
// source without a build, the schemas are compiled on first use instead. Each family is loaded
// only when a command needs it: `drydock sim` needs the runtime's (and the input's only when a
// scenario names a JSON ship document), `drydock check file.json` the input's. The input family
// is most of the generated code, so leaving it out shortens the start of `sim`.
import type { ValidatorFamily } from '../compiler/validators';
import { installFamily, isLoaded, loadRuntimeValidators } from './precompiled-family';

export async function loadPrecompiledValidators(families: ValidatorFamily[] = ['runtime', 'input']): Promise<boolean> {
  let ok = true;
  for (const family of families) {
    if (isLoaded(family)) continue;
    if (family === 'runtime') {
      ok = (await loadRuntimeValidators()) && ok;
      continue;
    }
    try {
      const [index, code] = await Promise.all([import('../generated/validators-index.mjs'), import('../generated/validators-input.mjs')]);
      installFamily('input', index, code);
    } catch {
      ok = false;
    }
  }
  return ok;
}

// JSON ship documents for `check`, `build`, `summary` and `render`: the JSON compiler (ajv and the
// input schema's checks) with its precompiled validators. In its own module because most runs never
// meet a JSON document: the build puts it in a file of its own beside the command files
// (scripts/build.mjs), required on first use, so `check one.ship` does not read its ~300 KB at
// every start.
import { compileJsonText, type JsonCompileResult } from '../compiler/json/index';
import { loadPrecompiledValidators } from './precompiled';

export async function compileJsonDocument(file: string, text: string): Promise<JsonCompileResult> {
  await loadPrecompiledValidators(['input']);
  return compileJsonText(text, file);
}

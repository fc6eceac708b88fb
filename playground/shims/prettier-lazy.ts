// `prettier` in the worker (lsp/features/formatting.ts and lsp/prettier-config.ts import it on the
// first Format): the format chunk's Prettier with the chunk's own .ship plugin, so that neither is
// in the worker's bundle (the plugin the caller passes is the empty stand-in of ./no-plugin.ts).
// There are no configuration files to find: the editor's options apply.
import type { Options, Plugin } from 'prettier';
import { loadChunk } from '../chunks';

interface FormatChunk {
  format(text: string, options: Options): Promise<string>;
  plugin: Plugin;
}

export async function format(text: string, options: Options): Promise<string> {
  const chunk = loadChunk<FormatChunk>('format');
  return chunk.format(text, { ...options, plugins: [chunk.plugin] });
}
export async function resolveConfig(): Promise<null> {
  return null;
}
export async function resolveConfigFile(): Promise<null> {
  return null;
}
export default { format, resolveConfig, resolveConfigFile };

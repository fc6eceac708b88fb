// `prettier` in the browser: Prettier's standalone build formats; there are no configuration
// files to resolve (the playground has no disk), so the editor's options apply.
import { format } from 'prettier/standalone';

export { format };
export async function resolveConfig(): Promise<null> {
  return null;
}
export default { format, resolveConfig };

// The command line of the standalone executable (scripts/package-binary.mjs bundles it with
// everything it loads into one CommonJS script; cli/binary-main.ts loads it). The executable has no
// node_modules beside it: the record sheet's fonts come from the assets stored inside it.
import { getAsset, isSea } from 'node:sea';
import { setSheetFontSource } from '../render/font-source';
import { SEA_ASSETS } from './binary-assets';
import { main } from './main';

if (isSea()) {
  setSheetFontSource(() => ({ regular: Buffer.from(getAsset(SEA_ASSETS.regularFont)), bold: Buffer.from(getAsset(SEA_ASSETS.boldFont)) }));
}

/** Runs `drydock ARGS...`; resolves to the exit status. */
export function run(argv: string[]): Promise<number> {
  return main(argv);
}

// The entry of the standalone `drydock` executable (scripts/package-binary.mjs bundles it with
// everything it loads into one CommonJS script for Node's single-executable-application support).
// The executable has no package.json, no node_modules and no dist/ beside it: its version is
// written in at build time, and the record sheet's fonts come from the assets stored inside it.
import { getAsset, isSea } from 'node:sea';
import { setSheetFontSource } from '../render/font-source';
import { main } from './main';

declare const __DRYDOCK_VERSION__: string;

/** The asset names scripts/package-binary.mjs stores the two faces under. */
export const FONT_ASSETS = { regular: 'fonts/DejaVuSansMono.ttf', bold: 'fonts/DejaVuSansMono-Bold.ttf' } as const;

if (isSea()) {
  setSheetFontSource(() => ({ regular: Buffer.from(getAsset(FONT_ASSETS.regular)), bold: Buffer.from(getAsset(FONT_ASSETS.bold)) }));
}

const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-v')) {
  // cli/main.ts reads the version from package.json, which the executable does not have.
  process.stdout.write(`${__DRYDOCK_VERSION__}\n`);
} else {
  main(args).then(
    (code) => {
      if (typeof code === 'number') process.exitCode = code;
    },
    (err: unknown) => {
      console.error(err instanceof Error && err.stack ? err.stack : String(err));
      process.exitCode = 2;
    },
  );
}

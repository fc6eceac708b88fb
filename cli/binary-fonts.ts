// In the standalone executable, the record sheet's fonts come from the assets stored inside it
// (it has no node_modules to find the dejavu-fonts-ttf package in). Imported for this effect by
// every script of the executable that can draw a PDF (scripts/package-binary.mjs).
import { getAsset, isSea } from 'node:sea';
import { setSheetFontSource } from '../render/font-source';
import { SEA_ASSETS } from './binary-assets';

if (isSea()) {
  setSheetFontSource(() => ({ regular: Buffer.from(getAsset(SEA_ASSETS.regularFont)), bold: Buffer.from(getAsset(SEA_ASSETS.boldFont)) }));
}

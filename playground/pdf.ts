// The PDF chunk (pdf.js), loaded by the worker on the first "Download PDF" (playground/pdf-request.ts):
// render/pdf.ts with pdfkit's browser build. render/pdf.ts reads the DejaVu Sans Mono faces from
// the dejavu-fonts-ttf package through `fs`; here they are fetched once from the site's fonts/
// folder (scripts/playground.mjs copies them there) and mounted where that read looks, in this
// chunk's own in-memory file system (playground/shims/fs.ts, with playground/shims/module.ts).
import type { CompiledShip } from '../compiler/types';
import type { PageSize } from '../render/layout';
import { renderShipPdf } from '../render/pdf';
import type { SheetState } from '../render/game-state';
import { mount } from './shims/fs';
import { assetUrls } from './assets';
import { FONT_DIR } from './shims/module';

export const FONTS = ['DejaVuSansMono.ttf', 'DejaVuSansMono-Bold.ttf'];

let fonts: Promise<void> | undefined;

function loadFonts(): Promise<void> {
  fonts ??= Promise.all(
    FONTS.map(async (f) => {
      const r = await fetch(assetUrls().fonts?.[f] ?? new URL(`fonts/${f}`, self.location.href));
      if (!r.ok) throw new Error(`fonts/${f}: HTTP ${r.status}`);
      return [`${FONT_DIR}/ttf/${f}`, new Uint8Array(await r.arrayBuffer())] as const;
    }),
  ).then(
    (list) => mount(Object.fromEntries(list)),
    (e) => {
      fonts = undefined; // try again on the next click
      throw e;
    },
  );
  return fonts;
}

/** Counts the pages of a PDF that pdfkit wrote (its page objects are `/Type /Page`). */
function pageCount(data: Uint8Array): number {
  const text = new TextDecoder('latin1').decode(data);
  return (text.match(/\/Type \/Page\b/g) ?? []).length;
}

export async function renderPdf(ship: CompiledShip, page: PageSize, state?: SheetState): Promise<{ data: Uint8Array; pages: number }> {
  await loadFonts();
  const data = (await renderShipPdf(ship, { page, ...(state ? { state } : {}) })) as unknown as Uint8Array;
  return { data, pages: pageCount(data) };
}

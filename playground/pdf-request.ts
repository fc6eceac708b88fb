// `drydock/pdf`, answered in the language server's worker: the ship as the server last compiled
// it, drawn by render/pdf.ts (the same code as `drydock render --format pdf`). pdfkit and the
// fonts are large next to the rest of the page, so they are not in the worker's bundle: the first
// request loads the PDF chunk (pdf.js, built from playground/pdf.ts; playground/chunks.ts), and that
// chunk fetches the two DejaVu faces from the site's fonts/ folder. Nothing leaves the machine.
import type { CompiledShip } from '../compiler/types';
import type { PageSize } from '../render/layout';
import type { Workspace } from '../lsp/workspace';
import type { SheetState } from '../render/game-state';
import { loadChunk } from './chunks';
import type { simulatedSheet } from './simulate';

export interface PdfParams {
  uri: string;
  ship: string;
  page?: PageSize;
  /** The simulation panel's actions: the sheet then shows the ship as they leave it. */
  actions?: unknown[];
  seed?: number;
}

export interface PdfResult {
  ok: boolean;
  /** Why there is no PDF (no such ship, the chunk or the fonts could not load). */
  problem?: string;
  /** The document, base64 (the LSP connection carries JSON). */
  base64?: string;
  bytes?: number;
  pages?: number;
}

/** What pdf.js puts on the worker's global scope. */
export interface PdfChunk {
  renderPdf(ship: CompiledShip, page: PageSize, state?: SheetState): Promise<{ data: Uint8Array; pages: number }>;
}

function toBase64(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}

/** `panels`: the panels chunk (playground/panels.ts), given when the sheet shows simulated actions. */
export async function shipPdf(ws: Workspace, p: PdfParams, panels?: { simulatedSheet: typeof simulatedSheet }): Promise<PdfResult> {
  const a = ws.analyze(p.uri);
  if (!a) return { ok: false, problem: 'The document is not open.' };
  const info = a.result.ships.find((s) => s.compiled.name === p.ship);
  if (!info) return { ok: false, problem: `No ship ${p.ship} in this file.` };
  const page: PageSize = p.page === 'letter' ? 'letter' : 'a4';
  let state: SheetState | undefined;
  if (Array.isArray(p.actions) && panels) {
    const s = panels.simulatedSheet(ws, { uri: p.uri, ship: p.ship, seed: p.seed, actions: p.actions });
    if (!s.ok) return { ok: false, problem: s.problem };
    state = s.state;
  }
  try {
    const { data, pages } = await loadChunk<PdfChunk>('pdf').renderPdf(info.compiled, page, state);
    return { ok: true, base64: toBase64(data), bytes: data.length, pages };
  } catch (e) {
    return { ok: false, problem: `Cannot make the PDF: ${(e as Error).message}` };
  }
}

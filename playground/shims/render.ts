// render/index.ts as the worker's bundle sees it (lsp/features/commands.ts draws the preview with
// it): the panels chunk's renderer, loaded on the first drawing (playground/chunks.ts).
import type { renderShipSvg as RenderShipSvg } from '../../render/index';
import { loadChunk } from '../chunks';

export const renderShipSvg: typeof RenderShipSvg = (...args) => loadChunk<{ renderShipSvg: typeof RenderShipSvg }>('panels').renderShipSvg(...args);

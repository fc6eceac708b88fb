// lsp/server.ts's features other than diagnostics, as the worker's bundle sees them: each a
// stand-in that loads the features chunk (playground/features.ts) on its first call and hands the
// call over. Loading is synchronous (importScripts), so the server's handlers, registered at
// once, answer the first request as they would with the code in place.
import type * as Features from '../features';
import { loadChunk } from '../chunks';

const f = (): typeof Features => loadChunk<typeof Features>('features');

export const completion: typeof Features.completion = (...a) => f().completion(...a);
export const hover: typeof Features.hover = (...a) => f().hover(...a);
export const definition: typeof Features.definition = (...a) => f().definition(...a);
export const references: typeof Features.references = (...a) => f().references(...a);
export const prepareRename: typeof Features.prepareRename = (...a) => f().prepareRename(...a);
export const rename: typeof Features.rename = (...a) => f().rename(...a);
export const documentHighlight: typeof Features.documentHighlight = (...a) => f().documentHighlight(...a);
export const documentSymbols: typeof Features.documentSymbols = (...a) => f().documentSymbols(...a);
export const workspaceSymbols: typeof Features.workspaceSymbols = (...a) => f().workspaceSymbols(...a);
export const foldingRanges: typeof Features.foldingRanges = (...a) => f().foldingRanges(...a);
export const semanticTokens: typeof Features.semanticTokens = (...a) => f().semanticTokens(...a);
export const codeActions: typeof Features.codeActions = (...a) => f().codeActions(...a);
export const inlayHints: typeof Features.inlayHints = (...a) => f().inlayHints(...a);
export const formatDocument: typeof Features.formatDocument = (...a) => f().formatDocument(...a);

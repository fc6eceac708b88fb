// The features chunk (features.js, playground/chunks.ts): the language server's features other
// than diagnostics — completion, hover, navigation, rename, symbols, folding, semantic tokens,
// code actions, inlay hints and formatting — with what only they read (lsp/docs.ts, and the rule
// summaries of compiler/rule-texts.json, of which the worker's bundle keeps only what the compiler
// reads). lsp/server.ts registers every handler at once; in the worker's bundle these names are
// stand-ins (playground/shims/features.ts) that load this chunk on their first call, so a request
// that arrives before it waits for it. The code both sides use (the compiler, the workspace,
// vscode-languageserver) is the worker's own, shared with this chunk by the build
// (scripts/playground.mjs), never a second copy.
export { completion } from '../lsp/features/completion';
export { hover } from '../lsp/features/hover';
export { definition } from '../lsp/features/definition';
export { references } from '../lsp/features/references';
export { prepareRename, rename } from '../lsp/features/rename';
export { documentHighlight } from '../lsp/features/highlight';
export { documentSymbols } from '../lsp/features/documentSymbols';
export { workspaceSymbols } from '../lsp/features/workspaceSymbols';
export { foldingRanges } from '../lsp/features/folding';
export { semanticTokens } from '../lsp/features/semanticTokens';
export { codeActions } from '../lsp/features/codeActions';
export { inlayHints } from '../lsp/features/inlayHints';
export { formatDocument } from '../lsp/features/formatting';

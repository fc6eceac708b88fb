// The semantic tokens' legend, which the server announces at initialize: in a module of its own
// so that announcing it does not need the tokens' code (the playground's worker loads that later).
import type { SemanticTokensLegend } from 'vscode-languageserver';

export const tokenTypes = ['keyword', 'class', 'struct', 'type', 'namespace', 'variable', 'property', 'enumMember', 'string', 'number', 'comment', 'operator', 'decorator'] as const;
export const tokenModifiers = ['declaration', 'readonly', 'defaultLibrary', 'documentation'] as const;

export const legend: SemanticTokensLegend = { tokenTypes: [...tokenTypes], tokenModifiers: [...tokenModifiers] };

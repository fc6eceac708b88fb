// `vscode-languageserver` (and `/browser`) in the worker's bundle: the names the language server
// takes from it, read off the CommonJS module once. Left to itself, the bundler's CommonJS interop
// would copy the package's thousand-odd exports, each as a getter, once for every file that
// imports it, when the worker starts: that copying was the largest part of the worker's start-up.
// A name missing here fails the build ("No matching export"), never the page.
import type * as Server from 'vscode-languageserver/browser';

declare const require: (id: 'vscode-languageserver/browser') => typeof Server;
const ls = require('vscode-languageserver/browser');

export const {
  BrowserMessageReader,
  BrowserMessageWriter,
  CodeActionKind,
  CompletionItemKind,
  CompletionItemTag,
  createConnection,
  DiagnosticRefreshRequest,
  DiagnosticSeverity,
  DiagnosticTag,
  DidChangeWatchedFilesNotification,
  DocumentHighlightKind,
  ErrorCodes,
  FileChangeType,
  FoldingRangeKind,
  InsertTextFormat,
  LSPErrorCodes,
  MarkupKind,
  ResponseError,
  SemanticTokensBuilder,
  SymbolKind,
  TextDocumentSyncKind,
} = ls;

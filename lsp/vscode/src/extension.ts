// The drydock VS Code extension: starts the drydock language server for .ship files and adds an
// SSD preview (the server's `drydock.renderSvg` command shown in a webview) and a command that
// saves the record sheet as a PDF (the server's `drydock.renderPdf`).
//
// The server comes inside the .vsix (server/drydock-lsp.mjs, bundled by
// scripts/package-vscode.mjs) and runs on VS Code's own Node.js: nothing else needs installing.
// `drydock.server.path` may point at another drydock, but only from the user's settings: a
// workspace could otherwise make VS Code run a program of its choosing when a folder is opened.
import * as fs from 'fs';
import * as path from 'path';
import * as vscode from 'vscode';
import { ExecuteCommandRequest, LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node';

let client: LanguageClient | undefined;

/** `drydock.server.path` as the user set it in their own settings; workspace values are ignored. */
export function userServerPath(): string | undefined {
  const inspected = vscode.workspace.getConfiguration('drydock').inspect<string>('server.path');
  const value = inspected?.globalValue?.trim();
  return value ? value : undefined;
}

/**
 * How to start the server: the user's `drydock.server.path` (a `.js`/`.mjs` file runs on VS Code's
 * Node.js, anything else as a program given `lsp --stdio`), else the bundled server.
 */
function serverOptions(context: vscode.ExtensionContext, output: vscode.OutputChannel): ServerOptions {
  const bundled = context.asAbsolutePath(path.join('server', 'drydock-lsp.mjs'));
  let module = bundled;
  let args: string[] = [];
  const configured = userServerPath();
  if (configured) {
    if (!path.isAbsolute(configured)) {
      output.appendLine(`drydock.server.path must be an absolute path (got ${configured}); using the bundled server.`);
    } else if (!fs.existsSync(configured)) {
      output.appendLine(`drydock.server.path ${configured} does not exist; using the bundled server.`);
    } else if (/\.[cm]?js$/.test(configured)) {
      module = configured;
      args = ['lsp'];
    } else {
      const exe = { command: configured, args: ['lsp', '--stdio'] };
      output.appendLine(`Starting ${configured} lsp --stdio (drydock.server.path).`);
      return { run: exe, debug: exe };
    }
  }
  output.appendLine(`Starting the drydock language server ${module === bundled ? '(bundled)' : module}.`);
  // TransportKind.stdio appends `--stdio`.
  const run = { module, transport: TransportKind.stdio, args };
  return { run, debug: run };
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const output = vscode.window.createOutputChannel('drydock');
  const config = vscode.workspace.getConfiguration('drydock');
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { scheme: 'file', language: 'ship' },
      { scheme: 'untitled', language: 'ship' },
    ],
    synchronize: {
      // Imported files and base ships changed outside the editor re-check their dependents.
      fileEvents: vscode.workspace.createFileSystemWatcher('**/*.ship'),
      configurationSection: 'drydock',
    },
    // Read anew at every (re)start: granting trust restarts the server (below).
    initializationOptions: () => ({
      debounceMs: config.get<number | null>('diagnostics.debounceMs', null) ?? undefined,
      // Only a trusted workspace may have the server run its code (a .prettierrc.js, say).
      trustedWorkspace: vscode.workspace.isTrusted,
    }),
    outputChannel: output,
    traceOutputChannel: output,
  };
  // The client id `drydock` makes the client read the standard `drydock.trace.server` setting.
  client = new LanguageClient('drydock', 'drydock language server', serverOptions(context, output), clientOptions);
  context.subscriptions.push(
    vscode.commands.registerCommand('drydock.restartServer', async () => {
      await client?.restart();
    }),
    vscode.commands.registerCommand('drydock.showSsd', () => showSsd(context)),
    vscode.commands.registerCommand('drydock.savePdf', () => savePdf()),
    vscode.workspace.onDidGrantWorkspaceTrust(async () => {
      await client?.restart();
    }),
  );
  try {
    await client.start();
  } catch (e) {
    void vscode.window.showErrorMessage(
      `drydock: cannot start the language server (${(e as Error).message}). Reinstall the extension, or clear "drydock.server.path" in your user settings to use the bundled server.`,
    );
  }
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}

/**
 * The active .ship editor and the ship to draw: the one under the cursor, else the only one, else
 * the one the user picks (undefined: the file's first ship, the server's choice).
 */
async function shipToDraw(what: string): Promise<{ editor: vscode.TextEditor; ship: string | undefined } | undefined> {
  const editor = vscode.window.activeTextEditor;
  if (!editor || editor.document.languageId !== 'ship' || !client) {
    void vscode.window.showInformationMessage(`drydock: open a .ship file to ${what}.`);
    return undefined;
  }
  const symbols = (await vscode.commands.executeCommand<vscode.DocumentSymbol[]>('vscode.executeDocumentSymbolProvider', editor.document.uri)) ?? [];
  const ships = symbols.filter((s) => s.kind === vscode.SymbolKind.Class);
  const atCursor = ships.find((s) => s.range.contains(editor.selection.active));
  let ship = atCursor?.name;
  if (!ship && ships.length > 1) {
    ship = await vscode.window.showQuickPick(ships.map((s) => s.name), { placeHolder: 'Which ship?' });
    if (!ship) return undefined;
  }
  return { editor, ship };
}

/** Runs one of the server's render commands for `ship` of the editor's file. */
async function render(command: string, editor: vscode.TextEditor, ship: string | undefined): Promise<unknown> {
  try {
    return await client!.sendRequest(ExecuteCommandRequest.type, { command, arguments: ship ? [editor.document.uri.toString(), ship] : [editor.document.uri.toString()] });
  } catch (e) {
    void vscode.window.showErrorMessage(`drydock: ${(e as Error).message}`);
    return undefined;
  }
}

/** The ship under the cursor (or the first one) of the active .ship editor, as an SVG SSD. */
async function showSsd(context: vscode.ExtensionContext): Promise<void> {
  const target = await shipToDraw('preview its SSD');
  if (!target) return;
  const { editor, ship } = target;
  const svg = await render('drydock.renderSvg', editor, ship);
  if (typeof svg !== 'string') return;
  const panel = vscode.window.createWebviewPanel('drydock.ssd', `SSD: ${ship ?? path.basename(editor.document.fileName)}`, vscode.ViewColumn.Beside, { enableScripts: false });
  const body = svg.replace(/^<\?xml[^>]*>\s*/, '');
  panel.webview.html = `<!DOCTYPE html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:;"><style>body{background:#fff;margin:0;padding:8px}svg{max-width:100%;height:auto}</style></head><body>${body}</body></html>`;
  context.subscriptions.push(panel);
}

/** The record sheet of the ship under the cursor (or the first one), saved as a PDF where the user says. */
async function savePdf(): Promise<void> {
  const target = await shipToDraw('save its record sheet');
  if (!target) return;
  const { editor, ship } = target;
  const source = editor.document.uri;
  const base = ship ?? path.basename(source.path).replace(/\.ship$/, '');
  // Offered beside the .ship file (an untitled file has no folder: the dialog's own default).
  const defaultUri = source.scheme === 'file' ? vscode.Uri.joinPath(source, '..', `${base}.pdf`) : undefined;
  const to = await vscode.window.showSaveDialog({ defaultUri, filters: { PDF: ['pdf'] }, title: `Save the record sheet of ${base}` });
  if (!to) return;
  const pdf = await render('drydock.renderPdf', editor, ship);
  if (typeof pdf !== 'string') return;
  try {
    await vscode.workspace.fs.writeFile(to, Buffer.from(pdf, 'base64'));
  } catch (e) {
    void vscode.window.showErrorMessage(`drydock: cannot write ${to.fsPath}: ${(e as Error).message}`);
    return;
  }
  const open = await vscode.window.showInformationMessage(`drydock: wrote ${to.fsPath}`, 'Open');
  if (open) void vscode.env.openExternal(to);
}

// The drydock VS Code extension: starts `drydock lsp --stdio` for .ship files and adds an SSD
// preview (the server's `drydock.renderSvg` command shown in a webview).
import * as fs from 'fs';
import * as path from 'path';
import * as vscode from 'vscode';
import { ExecuteCommandRequest, LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node';

let client: LanguageClient | undefined;

/**
 * How to start the server: the `drydock.server.path` setting, else the workspace's drydock
 * (`node_modules/drydock/bin/drydock.js`, or `bin/drydock.js` when the workspace is the drydock
 * repository), else `drydock` on the PATH. A `.js` file runs on VS Code's own Node.js.
 */
function serverOptions(): ServerOptions {
  const configured = vscode.workspace.getConfiguration('drydock').get<string>('server.path', '').trim();
  const folders = vscode.workspace.workspaceFolders ?? [];
  const candidates: string[] = [];
  if (configured) {
    if (path.isAbsolute(configured)) candidates.push(configured);
    else for (const f of folders) candidates.push(path.join(f.uri.fsPath, configured));
  }
  for (const f of folders) {
    candidates.push(path.join(f.uri.fsPath, 'node_modules', 'drydock', 'bin', 'drydock.js'));
    candidates.push(path.join(f.uri.fsPath, 'bin', 'drydock.js'));
  }
  const found = candidates.find((c) => fs.existsSync(c));
  if (found && /\.[cm]?js$/.test(found)) {
    // TransportKind.stdio appends `--stdio`.
    const run = { module: found, transport: TransportKind.stdio, args: ['lsp'] };
    return { run, debug: run };
  }
  const command = found ?? (configured || 'drydock');
  const exe = { command, args: ['lsp', '--stdio'], options: { shell: process.platform === 'win32' } };
  return { run: exe, debug: exe };
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
    initializationOptions: { debounceMs: config.get<number | null>('diagnostics.debounceMs', null) ?? undefined },
    outputChannel: output,
    traceOutputChannel: output,
  };
  // The client id `drydock` makes the client read the standard `drydock.trace.server` setting.
  client = new LanguageClient('drydock', 'drydock language server', serverOptions(), clientOptions);
  context.subscriptions.push(
    vscode.commands.registerCommand('drydock.restartServer', async () => {
      await client?.restart();
    }),
    vscode.commands.registerCommand('drydock.showSsd', () => showSsd(context)),
  );
  try {
    await client.start();
  } catch (e) {
    void vscode.window.showErrorMessage(
      `drydock: cannot start the language server (${(e as Error).message}). Install drydock in the workspace (npm install drydock) or set "drydock.server.path".`,
    );
  }
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}

/** The ship under the cursor (or the first one) of the active .ship editor, as an SVG SSD. */
async function showSsd(context: vscode.ExtensionContext): Promise<void> {
  const editor = vscode.window.activeTextEditor;
  if (!editor || editor.document.languageId !== 'ship' || !client) {
    void vscode.window.showInformationMessage('drydock: open a .ship file to preview its SSD.');
    return;
  }
  const uri = editor.document.uri.toString();
  const symbols = (await vscode.commands.executeCommand<vscode.DocumentSymbol[]>('vscode.executeDocumentSymbolProvider', editor.document.uri)) ?? [];
  const ships = symbols.filter((s) => s.kind === vscode.SymbolKind.Class);
  const atCursor = ships.find((s) => s.range.contains(editor.selection.active));
  let ship = atCursor?.name;
  if (!ship && ships.length > 1) ship = await vscode.window.showQuickPick(ships.map((s) => s.name), { placeHolder: 'Which ship?' });
  let svg: unknown;
  try {
    svg = await client.sendRequest(ExecuteCommandRequest.type, { command: 'drydock.renderSvg', arguments: ship ? [uri, ship] : [uri] });
  } catch (e) {
    void vscode.window.showErrorMessage(`drydock: ${(e as Error).message}`);
    return;
  }
  if (typeof svg !== 'string') return;
  const panel = vscode.window.createWebviewPanel('drydock.ssd', `SSD: ${ship ?? path.basename(editor.document.fileName)}`, vscode.ViewColumn.Beside, { enableScripts: false });
  const body = svg.replace(/^<\?xml[^>]*>\s*/, '');
  panel.webview.html = `<!DOCTYPE html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:;"><style>body{background:#fff;margin:0;padding:8px}svg{max-width:100%;height:auto}</style></head><body>${body}</body></html>`;
  context.subscriptions.push(panel);
}

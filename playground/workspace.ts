/// <reference lib="dom" />
// The editor client's view of the user's files. One editor shows one file at a time; the others
// live in the language server's file system (the `drydock/files` notification). This is the
// client's default workspace plus one thing: when the server points into another of the user's
// files (go to definition of a type declared in `weapons.ship`), `displayFile` switches the editor
// to that file, so the jump lands there.
import type { EditorView } from '@codemirror/view';
import type { Text } from '@codemirror/state';
import { LSPPlugin, Workspace, type LSPClient, type WorkspaceFile } from '@codemirror/lsp-client';

class File implements WorkspaceFile {
  constructor(
    readonly uri: string,
    readonly languageId: string,
    public version: number,
    public doc: Text,
    readonly view: EditorView,
  ) {}
  getView(): EditorView {
    return this.view;
  }
}

export function playgroundWorkspace(show: (uri: string) => EditorView | null) {
  return (client: LSPClient): Workspace =>
    new (class extends Workspace {
      files: File[] = [];
      private versions = new Map<string, number>();
      private next(uri: string): number {
        const v = (this.versions.get(uri) ?? -1) + 1;
        this.versions.set(uri, v);
        return v;
      }
      syncFiles() {
        const out = [];
        for (const file of this.files) {
          const plugin = LSPPlugin.get(file.view);
          if (!plugin || plugin.unsyncedChanges.empty) continue;
          out.push({ changes: plugin.unsyncedChanges, file, prevDoc: file.doc });
          file.doc = file.view.state.doc;
          file.version = this.next(file.uri);
          plugin.clear();
        }
        return out;
      }
      openFile(uri: string, languageId: string, view: EditorView) {
        if (this.getFile(uri)) return;
        const file = new File(uri, languageId, this.next(uri), view.state.doc, view);
        this.files.push(file);
        this.client.didOpen(file);
      }
      closeFile(uri: string) {
        const file = this.getFile(uri);
        if (!file) return;
        this.files = this.files.filter((f) => f !== file);
        this.client.didClose(uri);
      }
      displayFile(uri: string): Promise<EditorView | null> {
        const open = this.getFile(uri);
        return Promise.resolve(open ? open.getView() : show(uri));
      }
    })(client);
}

/// <reference lib="dom" />
// The file bar: the user's files (playground/store.ts) in a picker, with New, Rename, Delete,
// Open (files from disk) and Save (back to the file it was opened from where the browser has the
// File System Access API, else a download). Names are checked as share links check them: a
// relative path of plain segments ending in .ship.
import type { FileStore } from './store';
import { safeFileName } from './share';

export interface FilesUi {
  store: FileStore;
  current(): string;
  source(): string;
  open(name: string): void;
  add(wanted: string, text: string): string;
  rename(from: string, to: string): void;
  remove(name: string): void;
  status(text: string): void;
}

/** What the user typed as a name, made a file name: `.ship` added, slashes from Windows turned. */
export function normalName(typed: string): string {
  const name = typed.trim().replace(/\\/g, '/');
  return name.endsWith('.ship') ? name : `${name}.ship`;
}

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

/** Files opened from disk with the File System Access API, by name, for Save (this visit only). */
const handles = new Map<string, FileSystemFileHandle>();

interface PickerWindow {
  showOpenFilePicker?(o: unknown): Promise<FileSystemFileHandle[]>;
  showSaveFilePicker?(o: unknown): Promise<FileSystemFileHandle>;
}
const SHIP_TYPES = [{ description: 'drydock ship files', accept: { 'text/plain': ['.ship'] } }];

export function initFiles(ui: FilesUi): FilesUi {
  const picker = $<HTMLSelectElement>('files');
  picker.addEventListener('change', () => ui.open(picker.value));
  const ask = (question: string, initial: string): string | undefined => {
    const typed = window.prompt(question, initial);
    if (typed === null || typed.trim() === '') return undefined;
    const name = normalName(typed);
    if (!safeFileName(name)) {
      ui.status(`"${typed}" cannot be a file name: use letters, digits, - and _, with / between folders.`);
      return undefined;
    }
    return name;
  };
  $('new').addEventListener('click', () => {
    const name = ask('Name of the new file:', ui.store.freeName('untitled.ship'));
    if (!name) return;
    if (ui.store.has(name)) return ui.status(`${name} exists already; pick it in the File menu.`);
    ui.add(name, 'ruleset b5wars\n');
    ui.status(`created ${name}`);
  });
  $('rename').addEventListener('click', () => {
    const from = ui.current();
    const to = ask(`New name for ${from}:`, from);
    if (!to || to === from) return;
    if (ui.store.has(to)) return ui.status(`${to} exists already: delete it first, or pick another name.`);
    ui.rename(from, to);
    handles.delete(from);
    ui.status(`renamed ${from} to ${to}`);
  });
  $('delete').addEventListener('click', () => {
    const name = ui.current();
    if (!window.confirm(`Delete ${name} from the playground? (Save it first to keep a copy.)`)) return;
    ui.remove(name);
    handles.delete(name);
    ui.status(`deleted ${name}`);
  });

  const input = $<HTMLInputElement>('open-input');
  const take = async (name: string, text: string, handle?: FileSystemFileHandle) => {
    const opened = ui.add(normalName(name.split('/').pop() ?? name), text);
    if (handle) handles.set(opened, handle);
    ui.status(`opened ${opened}`);
  };
  $('open').addEventListener('click', async () => {
    const w = window as unknown as PickerWindow;
    if (!w.showOpenFilePicker) return input.click();
    try {
      for (const h of await w.showOpenFilePicker({ multiple: true, types: SHIP_TYPES })) await take(h.name, await (await h.getFile()).text(), h);
    } catch {
      // the user closed the picker
    }
  });
  input.addEventListener('change', async () => {
    for (const f of Array.from(input.files ?? [])) await take(f.name, await f.text());
    input.value = '';
  });
  $('save').addEventListener('click', async () => {
    const name = ui.current();
    const text = ui.source();
    const w = window as unknown as PickerWindow;
    try {
      let handle = handles.get(name);
      if (!handle && w.showSaveFilePicker) handle = await w.showSaveFilePicker({ suggestedName: name.split('/').pop(), types: SHIP_TYPES });
      if (handle) {
        const out = await (handle as unknown as { createWritable(): Promise<{ write(t: string): Promise<void>; close(): Promise<void> }> }).createWritable();
        await out.write(text);
        await out.close();
        handles.set(name, handle);
        return ui.status(`saved ${handle.name}`);
      }
    } catch (e) {
      if ((e as Error).name === 'AbortError') return;
    }
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    a.download = name.split('/').pop() ?? name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 60000);
    ui.status(`downloaded ${a.download}`);
  });
  return ui;
}

/** Redraws the picker from the store. */
export function refreshFileList(ui: FilesUi): void {
  const picker = $<HTMLSelectElement>('files');
  picker.replaceChildren(...ui.store.names().map((n) => new Option(n, n)));
  picker.value = ui.current();
  document.title = `${ui.current()} · drydock playground`;
}

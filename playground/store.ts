/// <reference lib="dom" />
// The user's files, kept in the browser's localStorage so that a reload, a closed tab or a crash
// loses nothing: each file under a key of its own (an edit rewrites only that file), and an index
// with the names and the one open in the editor. Storage can be missing (a locked-down browser)
// or full; then the store keeps working in memory and says so through `problem`, and the page
// shows it, so work is never lost in silence.
import { safeFileName } from './share';

const INDEX = 'drydock.playground.index';
const FILE = 'drydock.playground.file:';

export interface Index {
  names: string[];
  current?: string;
}

export class FileStore {
  private files = new Map<string, string>();
  private currentName: string | undefined;
  /** Why the last save did not reach the browser's storage, if it did not. */
  problem: string | undefined;

  constructor(private readonly storage: Storage | undefined = safeLocalStorage()) {
    const index = this.read<Index>(INDEX);
    for (const name of index?.names ?? []) {
      if (!safeFileName(name)) continue;
      const text = this.storage?.getItem(FILE + name);
      if (typeof text === 'string') this.files.set(name, text);
    }
    if (index?.current && this.files.has(index.current)) this.currentName = index.current;
    else this.currentName = this.names()[0];
  }

  names(): string[] {
    return [...this.files.keys()].sort((a, b) => a.localeCompare(b));
  }
  has(name: string): boolean {
    return this.files.has(name);
  }
  text(name: string): string | undefined {
    return this.files.get(name);
  }
  get current(): string | undefined {
    return this.currentName;
  }
  /** Every file but `except`, for the language server's file system. */
  others(except?: string): Record<string, string> {
    return Object.fromEntries([...this.files].filter(([n]) => n !== except));
  }

  /** Writes `text` as file `name` (creating it), and makes it current when `open`. */
  save(name: string, text: string, open = false): void {
    const created = !this.files.has(name);
    this.files.set(name, text);
    if (open) this.currentName = name;
    this.write(FILE + name, text);
    if (created || open) this.writeIndex();
  }

  open(name: string): void {
    if (!this.files.has(name)) return;
    this.currentName = name;
    this.writeIndex();
  }

  rename(from: string, to: string): void {
    const text = this.files.get(from);
    if (text === undefined || from === to) return;
    this.files.delete(from);
    this.files.set(to, text);
    if (this.currentName === from) this.currentName = to;
    this.write(FILE + to, text);
    this.storage?.removeItem(FILE + from);
    this.writeIndex();
  }

  remove(name: string): void {
    if (!this.files.delete(name)) return;
    this.storage?.removeItem(FILE + name);
    if (this.currentName === name) this.currentName = this.names()[0];
    this.writeIndex();
  }

  /** `wanted`, or `wanted` with -2, -3, ... before `.ship` when a file of that name holds other text. */
  freeName(wanted: string, text?: string): string {
    if (!this.files.has(wanted) || (text !== undefined && this.files.get(wanted) === text)) return wanted;
    const stem = wanted.replace(/\.ship$/, '');
    for (let i = 2; ; i++) {
      const name = `${stem}-${i}.ship`;
      if (!this.files.has(name) || (text !== undefined && this.files.get(name) === text)) return name;
    }
  }

  private writeIndex(): void {
    this.write(INDEX, JSON.stringify({ names: this.names(), current: this.currentName } satisfies Index));
  }

  private write(key: string, value: string): void {
    if (!this.storage) {
      this.problem = 'This browser keeps no storage for the page: your files last only until the tab closes. Use Save to keep a copy.';
      return;
    }
    try {
      this.storage.setItem(key, value);
      this.problem = undefined;
    } catch {
      this.problem = "The browser's storage for this page is full: the last edit is not saved. Save your files to disk, or delete some here.";
    }
  }

  private read<T>(key: string): T | undefined {
    try {
      const text = this.storage?.getItem(key);
      return text ? (JSON.parse(text) as T) : undefined;
    } catch {
      return undefined;
    }
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    const s = window.localStorage;
    s.getItem(INDEX);
    return s;
  } catch {
    return undefined;
  }
}

// `marked` as @codemirror/lsp-client sees it in the page: its Markdown renderer for hover and
// completion documentation, loaded once the first diagnostics arrive (main.ts calls `loadMarked`)
// rather than before them. Documentation shown before then is its text, escaped.
import type { Marked as RealMarked, MarkedExtension, MarkedOptions } from 'marked';

let Loaded: typeof RealMarked | undefined;
let loading: Promise<void> | undefined;

export function loadMarked(): Promise<void> {
  loading ??= import('marked').then((m) => void (Loaded = m.Marked));
  return loading;
}

const escape = (s: string) => s.replace(/[\n<&]/g, (c) => (c === '\n' ? '<br>' : c === '<' ? '&lt;' : '&amp;'));

export class Marked {
  private real: RealMarked | undefined;
  constructor(private readonly extension: MarkedExtension) {}
  parse(text: string, options?: MarkedOptions): string {
    if (!this.real && Loaded) this.real = new Loaded(this.extension);
    return this.real ? (this.real.parse(text, { ...options, async: false }) as string) : escape(text);
  }
}

// Printing a syntax tree to text without Prettier's parser: the tree may be built rather than
// parsed (compiler/convert writes a JSON ship document this way). The same construct printers as
// `drydock fmt` (format/plugin.ts) make the Doc, and Prettier's own Doc printer lays it out, so
// the text is what `drydock fmt` would make of it. Synchronous, unlike Prettier's `format`.
import type { AstPath, Doc } from 'prettier';
import { printer as docPrinter } from 'prettier/doc';
import type { ShipNode, ShipRoot } from './nodes';
import { printer } from './printer';

/** The part of Prettier's AstPath that the construct printers use. */
class TreePath {
  private readonly stack: unknown[];

  constructor(root: ShipRoot) {
    this.stack = [root];
  }

  get node(): unknown {
    return this.stack[this.stack.length - 1];
  }

  get root(): unknown {
    return this.stack[0];
  }

  /** `path.map(print, key)`: each element of the current node's array `key`. */
  map<T>(callback: (path: TreePath, index: number, list: unknown[]) => T, key: string): T[] {
    const list = (this.node as Record<string, unknown[]>)[key];
    const out: T[] = [];
    for (let i = 0; i < list.length; i++) {
      this.stack.push(list[i]);
      out.push(callback(this, i, list));
      this.stack.pop();
    }
    return out;
  }

  /** Runs `fn` with the current node's child `key` as the current node. */
  child<T>(key: string, fn: () => T): T {
    this.stack.push((this.node as Record<string, unknown>)[key]);
    try {
      return fn();
    } finally {
      this.stack.pop();
    }
  }
}

export interface PrintOptions {
  printWidth?: number;
  tabWidth?: number;
  useTabs?: boolean;
}

/** The text of a tree in the house style (Prettier's defaults: 80 columns, two spaces, LF). */
export function printTree(root: ShipRoot, options: PrintOptions = {}): string {
  const path = new TreePath(root);
  const print = (selector?: unknown): Doc => {
    if (typeof selector === 'string') return path.child(selector, () => print());
    return printer.print(path as unknown as AstPath<ShipNode>, {} as never, print as never);
  };
  const doc = print();
  const { formatted } = docPrinter.printDocToString(doc, {
    printWidth: options.printWidth ?? 80,
    tabWidth: options.tabWidth ?? 2,
    useTabs: options.useTabs ?? false,
    endOfLine: 'lf',
  } as never);
  return formatted;
}

// `[36, 30, 30, 30, 30, 30]`: one line when it fits, otherwise one item per line.
import type { AstPath, Doc } from 'prettier';
import type { ListValue } from '../ast';
import { printBody } from './body';
import { rootOf, type Print } from './types';

export function printList(path: AstPath<ListValue>, print: Print): Doc {
  const docs = path.map(print, 'items');
  const children = path.node.items.map((node, i) => ({ node, doc: docs[i] }));
  return printBody(rootOf(path), path.node, children, 'list');
}

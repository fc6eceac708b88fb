// `kind [id, id, ...] [{ members }]`: sections and `rules` blocks hold one member per line;
// system blocks and groups (`shields`, `hits`) whose members are all properties stay on one line
// when they fit.
import type { AstPath, Doc } from 'prettier';
import { builders } from 'prettier/doc';
import type { Block } from '../ast';
import { attachedOf } from './nodes';
import { printBody, type BodyMode } from './body';
import { printBeforeNext } from './header';
import { printIds } from './name';
import { mustShareLine } from './type-decl';
import { rootOf, type Print } from './types';

const { group, indent } = builders;

/** Block kinds always printed one member per line. */
const TALL_KINDS = new Set(['section', 'rules']);

export function bodyMode(block: Block): BodyMode {
  if (TALL_KINDS.has(block.type.name)) return 'hard';
  return block.body !== null && block.body.every((m) => m.kind === 'property') ? 'soft' : 'hard';
}

export function printBlock(path: AstPath<Block>, print: Print): Doc {
  const root = rootOf(path);
  const node = path.node;
  const header: Doc[] = [node.type.name];
  if (node.ids.length > 0) {
    // The first id stays on the kind's line (language.md, layout rule); long lists of ids wrap.
    header.push(' ', indent(printIds(root, node.ids)));
  }
  if (node.body === null) return group(header);
  const docs = path.map(print, 'body');
  const children = node.body.map((m, i) => ({ node: m, doc: docs[i], glued: mustShareLine(m) }));
  return [group(header), printBeforeNext(attachedOf(root, node).beforeBody), printBody(root, node, children, bodyMode(node))];
}

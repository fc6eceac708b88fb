// Shared types of the construct printers.
import type { AstPath, Doc } from 'prettier';
import type { ShipNode, ShipRoot } from './nodes';

export type Print = (selector?: string | number | Array<string | number> | AstPath) => Doc;

/** The root of the tree being printed (it holds the text and the comment attachments). */
export function rootOf(path: AstPath<ShipNode>): ShipRoot {
  return path.root as ShipRoot;
}

// A value in its place (after `key:` or `=`): the comments before it, the value, and the comments
// written between its own tokens.
import type { AstPath, Doc } from 'prettier';
import { builders } from 'prettier/doc';
import type { Value } from '../ast';
import { attachedOf, type ShipNode, type ShipRoot } from './nodes';
import { hasLineComment, printInlineLeading, printTrailing } from './comments';
import { rootOf, type Print } from './types';
import { printScalar } from './values';

const { indent } = builders;

/** A value child of the node at `path` (lists go through the printer, for their items). */
export function printValueIn(path: AstPath<ShipNode>, print: Print, key: string): Doc {
  const root = rootOf(path);
  const value = (path.node as unknown as Record<string, Value>)[key];
  const a = attachedOf(root, value);
  const doc = [print(key), printTrailing(a.trailing)];
  if (a.leading.length === 0) return doc;
  const leading = printInlineLeading(a.leading);
  // After a `//` comment the value starts the next line, one level in.
  return hasLineComment(a.leading) ? indent([leading, doc]) : [leading, doc];
}

/** A scalar value outside of the path walk (an import path, an allow reason). */
export function printValue(root: ShipRoot, value: Exclude<Value, { kind: 'list' }>): Doc {
  const a = attachedOf(root, value);
  return [printInlineLeading(a.leading), printScalar(root, value), printTrailing(a.trailing)];
}

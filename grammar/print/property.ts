// `key: value`; in a hit chart the key is a d20 roll or range (`1..8: structure`, `20: primary`).
import type { AstPath, Doc } from 'prettier';
import type { Property } from '../ast';
import { builders } from 'prettier/doc';
import { attachedOf } from './nodes';
import { endsItsLine, printComment } from './comments';
import { rootOf, type Print } from './types';
import { printValueIn } from './value';
import { canonicalNumber } from './values';

const { hardline, indent } = builders;

export function printProperty(path: AstPath<Property>, print: Print): Doc {
  const node = path.node;
  const key = node.range ? node.key.split('..').map(canonicalNumber).join('..') : node.key;
  const beforeColon = attachedOf(rootOf(path), node).beforeBody;
  if (beforeColon.length === 0) return [key, ': ', printValueIn(path, print, 'value')];
  // Comments between the key and the colon stay there; after a `//` one the colon starts the
  // next line (the value must stay on the colon's line).
  const comments = beforeColon.map((c, i) => [i > 0 && endsItsLine(beforeColon[i - 1]) ? hardline : ' ', printComment(c)]);
  const last = beforeColon[beforeColon.length - 1];
  return [key, indent([comments, endsItsLine(last) ? hardline : '', ': ', printValueIn(path, print, 'value')])];
}

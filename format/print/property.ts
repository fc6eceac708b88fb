// `key: value`; in a hit chart the key is a d20 roll or range (`1..8: structure`, `20: primary`).
import type { AstPath, Doc } from 'prettier';
import type { Property } from '../../grammar/ast';
import type { Print } from './types';
import { printValueIn } from './value';
import { canonicalNumber } from './values';

export function printProperty(path: AstPath<Property>, print: Print): Doc {
  const node = path.node;
  const key = node.range ? node.key.split('..').map(canonicalNumber).join('..') : node.key;
  return [key, ': ', printValueIn(path, print, 'value')];
}

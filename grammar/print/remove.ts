// `remove ID, ID`
import type { AstPath, Doc } from 'prettier';
import { builders } from 'prettier/doc';
import type { Remove } from '../ast';
import { printIds } from './name';
import { rootOf } from './types';

const { group, indent } = builders;

export function printRemove(path: AstPath<Remove>): Doc {
  const root = rootOf(path);
  return group(['remove ', indent(printIds(root, path.node.ids))]);
}

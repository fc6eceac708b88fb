// `arc FA = 300..60`
import type { AstPath, Doc } from 'prettier';
import type { ArcDecl } from '../ast';
import { printName } from './name';
import { rootOf, type Print } from './types';
import { printValueIn } from './value';

export function printArcDecl(path: AstPath<ArcDecl>, print: Print): Doc {
  const root = rootOf(path);
  return ['arc ', printName(root, path.node.name), ' = ', printValueIn(path, print, 'value')];
}

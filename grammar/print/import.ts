// `import "fleet/common.ship"`
import type { AstPath, Doc } from 'prettier';
import type { ImportDecl } from '../ast';
import { printValue } from './value';
import { rootOf } from './types';

export function printImport(path: AstPath<ImportDecl>): Doc {
  return ['import ', printValue(rootOf(path), path.node.path)];
}

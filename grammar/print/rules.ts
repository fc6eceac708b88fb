// `rules { NAME: VALUE ... }`: one constant per line.
import type { AstPath, Doc } from 'prettier';
import type { RulesDecl } from '../ast';
import { attachedOf } from './nodes';
import { printBody } from './body';
import { printBeforeNext } from './header';
import { mustShareLine } from './type-decl';
import { rootOf, type Print } from './types';

export function printRules(path: AstPath<RulesDecl>, print: Print): Doc {
  const root = rootOf(path);
  const docs = path.map(print, 'body');
  const children = path.node.body.map((m, i) => ({ node: m, doc: docs[i], glued: mustShareLine(m) }));
  return ['rules', printBeforeNext(attachedOf(root, path.node).beforeBody), printBody(root, path.node, children, 'hard')];
}

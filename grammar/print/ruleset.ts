// `ruleset b5wars`
import type { AstPath, Doc } from 'prettier';
import type { RulesetDecl } from '../ast';
import { printName } from './name';
import { rootOf } from './types';

export function printRuleset(path: AstPath<RulesetDecl>): Doc {
  return ['ruleset ', printName(rootOf(path), path.node.name)];
}

// `allow RULE-ID "reason"`
import type { AstPath, Doc } from 'prettier';
import type { Allow } from '../ast';
import { printName } from './name';
import { rootOf } from './types';
import { printValue } from './value';

export function printAllow(path: AstPath<Allow>): Doc {
  const root = rootOf(path);
  const { rule, reason } = path.node;
  return ['allow ', printName(root, rule), reason ? [' ', printValue(root, reason)] : ''];
}

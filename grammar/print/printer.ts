// The `ship-ast` printer: one function per construct (grammar/print/*), comments attached before
// printing (format/attach.ts) and printed by the constructs themselves.
import type { AstPath, Doc, Printer } from 'prettier';
import type { ShipNode, ShipRoot } from './nodes';
import { hasKind } from './nodes';
import { printAllow } from './allow';
import { printArcDecl } from './arc';
import { printBlock } from './block';
import { printImport } from './import';
import { printList } from './list';
import { printName } from './name';
import { printProperty } from './property';
import { printRemove } from './remove';
import { printRoot } from './root';
import { printRules } from './rules';
import { printRuleset } from './ruleset';
import { printTypeDecl } from './type-decl';
import type { Print } from './types';
import { printScalar } from './values';

/* eslint-disable @typescript-eslint/no-explicit-any */
function print(path: AstPath<ShipNode>, _options: unknown, print: Print): Doc {
  const node = path.node;
  const root = path.root as ShipRoot;
  if (!hasKind(node)) return printName(root, node);
  const p = path as AstPath<any>;
  switch (node.kind) {
    case 'root':
      return printRoot(p, print);
    case 'ruleset':
      return printRuleset(p);
    case 'import':
      return printImport(p);
    case 'arcDecl':
      return printArcDecl(p, print);
    case 'rules':
      return printRules(p, print);
    case 'ship':
    case 'system':
    case 'flight':
    case 'fleet':
      return printTypeDecl(p, print);
    case 'property':
      return printProperty(p, print);
    case 'block':
      return printBlock(p, print);
    case 'allow':
      return printAllow(p);
    case 'remove':
      return printRemove(p);
    case 'list':
      return printList(p, print);
    case 'number':
    case 'fraction':
    case 'arc':
    case 'sum':
    case 'string':
    case 'ident':
    case 'bool':
    case 'error':
      return printScalar(root, node as any);
    default:
      throw new Error(`drydock formatter: no printer for node kind '${(node as { kind: string }).kind}'`);
  }
}

/** The child nodes of each node kind (Prettier walks them to place the cursor). */
const VISITOR_KEYS: Record<string, string[]> = {
  root: ['decls'],
  ruleset: ['name'],
  import: ['path'],
  arcDecl: ['name', 'value'],
  rules: ['body'],
  ship: ['name', 'base', 'body'],
  system: ['name', 'base', 'body'],
  property: ['value'],
  block: ['type', 'ids', 'body'],
  allow: ['rule', 'reason'],
  remove: ['ids'],
  list: ['items'],
};

export const printer: Printer<ShipNode> = {
  print,
  getVisitorKeys: (node) => (hasKind(node) ? (VISITOR_KEYS[node.kind] ?? []) : []),
};

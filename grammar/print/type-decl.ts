// `ship NAME [extends BASE] { ... }`, `system NAME extends KIND { ... }` `flight NAME { ... }` and `fleet NAME { ... }`: one member per line.
import type { AstPath, Doc } from 'prettier';
import { builders } from 'prettier/doc';
import type { FleetDecl, FlightDecl, ShipDecl, SystemDecl } from '../ast';
import { attachedOf } from './nodes';
import { printBody } from './body';
import { printBeforeNext } from './header';
import { printName } from './name';
import { rootOf, type Print } from './types';

const { indent } = builders;

export function printTypeDecl(path: AstPath<ShipDecl | SystemDecl | FlightDecl | FleetDecl>, print: Print): Doc {
  const root = rootOf(path);
  const node = path.node;
  const docs = path.map(print, 'body');
  const body = printBody(
    root,
    node,
    node.body.map((m, i) => ({ node: m, doc: docs[i], glued: mustShareLine(m) })),
    'hard',
  );
  const header: Doc[] = [node.kind, ' ', printName(root, node.name)];
  if (node.base) {
    header.push(printBeforeNext(attachedOf(root, node.name).trailing), 'extends ', printName(root, node.base));
  }
  return [indent(header), printBeforeNext(attachedOf(root, node).beforeBody), body];
}

/**
 * A member that the parser would read as the start of a new declaration if it began a line
 * (`rules { ... }`, or a block whose kind is `ship`, `system`, `flight`, `fleet` or `ruleset` followed by an id).
 * Such a member only parses where it shares the line of what precedes it, so it stays there.
 */
export function mustShareLine(member: ShipDecl['body'][number]): boolean {
  if (member.kind !== 'block') return false;
  const kind = member.type.name;
  if (kind === 'rules') return member.body !== null && member.ids.length === 0;
  return (kind === 'ship' || kind === 'system' || kind === 'flight' || kind === 'fleet' || kind === 'ruleset') && member.ids.length > 0;
}

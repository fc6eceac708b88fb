// The printer on a tree built without text (what drydock convert hands it): the same text as
// `drydock fmt` makes, blank lines where the tree asks for them, numbers spelled from their values.
import { describe, expect, it } from 'vitest';
import * as T from '../../compiler/convert/tree';
import type { ShipDecl } from '../../grammar/ast';
import { decimalSpelling } from '../../grammar/print/values';
import { formatShip } from './helpers';

function ship(name: string, body: ShipDecl['body']): ShipDecl {
  return { kind: 'ship', name: T.name(name), base: null, body, span: { start: 0, end: 0 } };
}

describe('printing a built tree', () => {
  it('lays it out as the formatter does, with its doc comments and blank lines', async () => {
    const tree = new T.TreeBuilder();
    tree.decls.push({ kind: 'ruleset', name: T.name('b5wars'), span: { start: 0, end: 0 } });
    const gun = T.block('particleBeam', ['A', 'B'], [T.prop('arc', T.arc(300, 60)), T.prop('boxes', T.integerOrDecimal(4))]);
    tree.lead(gun, 'doc', ['Twin beams.']);
    const allow = T.allow('B5-STRUCT-1', 'a "quoted" reason');
    const s = ship('Tiny', [
      T.prop('name', T.str('Tiny \\ ship')),
      T.prop('moveCost', T.fraction(1, 3)),
      T.prop('fireControl', T.list([T.integerOrDecimal(2), T.ident('-'), T.integerOrDecimal(-1)])),
      T.block('section', ['primary'], [T.prop('structure', T.integerOrDecimal(20)), gun]),
      allow,
    ]);
    tree.lead(s, 'line', ['A note.']);
    tree.blank(s);
    tree.blank(allow);
    tree.decls.push(s);
    const text = tree.text();
    expect(text).toBe(
      [
        'ruleset b5wars',
        '',
        '// A note.',
        'ship Tiny {',
        '  name: "Tiny \\\\ ship"',
        '  moveCost: 1/3',
        '  fireControl: [2, -, -1]',
        '  section primary {',
        '    structure: 20',
        '    /// Twin beams.',
        '    particleBeam A, B { arc: 300..60  boxes: 4 }',
        '  }',
        '',
        '  allow B5-STRUCT-1 "a \\"quoted\\" reason"',
        '}',
        '',
      ].join('\n'),
    );
    expect(await formatShip(text)).toBe(text);
  });

  it('spells a number with digits only, exactly', () => {
    expect(decimalSpelling(1.5)).toBe('1.5');
    expect(decimalSpelling(-40)).toBe('40');
    expect(decimalSpelling(1e-7)).toBe('0.0000001');
    expect(decimalSpelling(1e21)).toBe('1000000000000000000000');
    expect(Number(decimalSpelling(2 ** 70))).toBe(2 ** 70);
    expect(decimalSpelling(Number.NaN)).toBeUndefined();
    expect(decimalSpelling(Infinity)).toBeUndefined();
  });

  it('prints such numbers so that they read back, and the formatter keeps them', async () => {
    const tree = new T.TreeBuilder();
    tree.decls.push({ kind: 'ruleset', name: T.name('sfb'), span: { start: 0, end: 0 } });
    tree.decls.push(ship('X', [T.prop('a', T.integerOrDecimal(1e-7)), T.prop('b', T.integerOrDecimal(1e21)), T.prop('c', T.sum([1, 1, 2]))]));
    const text = tree.text();
    expect(text).toBe('ruleset sfb\nship X {\n  a: 0.0000001\n  b: 1000000000000000000000\n  c: 1+1+2\n}\n');
    expect(await formatShip(text)).toBe(text);
  });
});

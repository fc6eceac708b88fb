// AST spot checks: values of every kind with exact spans, multi-id blocks, hit charts,
// allow/remove, declarations, doc comments and collected comments.
import { describe, expect, it } from 'vitest';
import type { ArcDecl, Block, Member, Property, ShipDecl, Span, SystemDecl, Value } from '../../grammar/index';
import { parse } from '../../grammar/index';

/** Span of the first `needle` in `text` at or after `from`. */
function at(text: string, needle: string, from = 0): Span {
  const start = text.indexOf(needle, from);
  if (start < 0) throw new Error(`'${needle}' not in text`);
  return { start, end: start + needle.length };
}

function parseOk(text: string) {
  const r = parse(text);
  expect(r.diagnostics).toEqual([]);
  return r.ast;
}

function shipBody(text: string): Member[] {
  return (parseOk(text).decls.find((d) => d.kind === 'ship') as ShipDecl).body;
}

function prop(members: Member[], key: string): Property {
  const p = members.find((m): m is Property => m.kind === 'property' && m.key === key);
  if (!p) throw new Error(`no property ${key}`);
  return p;
}

describe('values', () => {
  const text = [
    'ship A {',
    '  n: 40',
    '  d: 1.5',
    '  neg: -10',
    '  pos: +2',
    '  frac: 1/2',
    '  zero: 1/0',
    '  arc: 315..45',
    '  full: 0..360',
    '  sum1: 1+1',
    '  sum2: 2 + 2 + 2',
    '  str: "Excel \\"sior\\" \\\\ x"',
    '  id: large',
    '  yes: true',
    '  no: false',
    '  rule: H93.12',
    '  list: [36, 30, [1, FA], "s",]',
    '  empty: []',
    '}',
  ].join('\n');
  const body = shipBody(text);
  const value = (key: string): Value => prop(body, key).value;

  it('numbers, with and without a sign', () => {
    expect(value('n')).toEqual({ kind: 'number', value: 40, signed: false, span: at(text, '40') });
    expect(value('d')).toEqual({ kind: 'number', value: 1.5, signed: false, span: at(text, '1.5') });
    expect(value('neg')).toEqual({ kind: 'number', value: -10, signed: true, span: at(text, '-10') });
    expect(value('pos')).toEqual({ kind: 'number', value: 2, signed: true, span: at(text, '+2') });
  });

  it('fractions (a zero denominator gives NaN for the compiler to report)', () => {
    expect(value('frac')).toEqual({ kind: 'fraction', numerator: 1, denominator: 2, value: 0.5, span: at(text, '1/2') });
    expect(value('zero')).toMatchObject({ kind: 'fraction', numerator: 1, denominator: 0, span: at(text, '1/0') });
    expect((value('zero') as { value: number }).value).toBeNaN();
  });

  it('arcs', () => {
    expect(value('arc')).toEqual({ kind: 'arc', from: 315, to: 45, span: at(text, '315..45') });
    expect(value('full')).toEqual({ kind: 'arc', from: 0, to: 360, span: at(text, '0..360') });
  });

  it('sums, with or without spaces', () => {
    expect(value('sum1')).toEqual({ kind: 'sum', terms: [1, 1], value: 2, span: at(text, '1+1') });
    expect(value('sum2')).toEqual({ kind: 'sum', terms: [2, 2, 2], value: 6, span: at(text, '2 + 2 + 2') });
  });

  it('strings, unescaped, spanning their quotes', () => {
    expect(value('str')).toEqual({ kind: 'string', value: 'Excel "sior" \\ x', span: at(text, '"Excel \\"sior\\" \\\\ x"') });
  });

  it('identifiers, booleans and rule IDs', () => {
    expect(value('id')).toEqual({ kind: 'ident', name: 'large', span: at(text, 'large') });
    expect(value('yes')).toEqual({ kind: 'bool', value: true, span: at(text, 'true') });
    expect(value('no')).toEqual({ kind: 'bool', value: false, span: at(text, 'false') });
    expect(value('rule')).toEqual({ kind: 'ident', name: 'H93.12', span: at(text, 'H93.12') });
  });

  it('lists, nested, with a trailing comma', () => {
    const listStart = text.indexOf('[36');
    expect(value('list')).toEqual({
      kind: 'list',
      span: at(text, '[36, 30, [1, FA], "s",]'),
      items: [
        { kind: 'number', value: 36, signed: false, span: at(text, '36', listStart) },
        { kind: 'number', value: 30, signed: false, span: at(text, '30', listStart) },
        {
          kind: 'list',
          span: at(text, '[1, FA]'),
          items: [
            { kind: 'number', value: 1, signed: false, span: at(text, '1', text.indexOf('[1, FA]')) },
            { kind: 'ident', name: 'FA', span: at(text, 'FA') },
          ],
        },
        { kind: 'string', value: 's', span: at(text, '"s"') },
      ],
    });
    expect(value('empty')).toEqual({ kind: 'list', items: [], span: at(text, '[]') });
  });

  it('property spans run from the key to the end of the value', () => {
    const p = prop(body, 'arc');
    const start = text.indexOf('arc: 315');
    expect(p.keySpan).toEqual({ start, end: start + 3 });
    expect(p.span).toEqual(at(text, 'arc: 315..45'));
    expect(p.range).toBeUndefined();
  });
});

describe('blocks', () => {
  const text = [
    'ship HighGuardCZ {',
    '  ionCannon A, B,',
    '    C { arc: FA }',
    '  quantumBattery QB1, QB2',
    '  defenseField',
    '  cpu CPU { boxes: 2 }',
    '  section arc { arc: 300..60 }',
    '  shields { fore: 40 }',
    '}',
  ].join('\n');
  const body = shipBody(text);
  const blocks = body as Block[];

  it('give one block per line, with every id', () => {
    expect(blocks.map((b) => `${b.type.name}[${b.ids.map((i) => i.name).join(',')}]${b.body ? '{}' : ''}`)).toEqual([
      'ionCannon[A,B,C]{}',
      'quantumBattery[QB1,QB2]',
      'defenseField[]',
      'cpu[CPU]{}',
      'section[arc]{}',
      'shields[]{}',
    ]);
  });

  it('carry exact spans for the kind, the ids, the body and the whole block', () => {
    const cannons = blocks[0];
    expect(cannons.type).toEqual({ name: 'ionCannon', span: at(text, 'ionCannon') });
    const one = (needle: string): Span => ({ start: text.indexOf(needle), end: text.indexOf(needle) + 1 });
    expect(cannons.ids).toEqual([
      { name: 'A', span: one('A, B') },
      { name: 'B', span: one('B,') },
      { name: 'C', span: one('C {') },
    ]);
    expect(cannons.bodySpan).toEqual(at(text, '{ arc: FA }'));
    expect(cannons.span).toEqual(at(text, 'ionCannon A, B,\n    C { arc: FA }'));
    expect(blocks[1].span).toEqual(at(text, 'quantumBattery QB1, QB2'));
    expect(blocks[1].bodySpan).toBeUndefined();
    expect(blocks[2].span).toEqual(at(text, 'defenseField'));
  });

  it('accept keywords as ids and property names', () => {
    expect(blocks[4].ids[0].name).toBe('arc');
    expect(prop(blocks[4].body ?? [], 'arc').value).toMatchObject({ kind: 'arc', from: 300, to: 60 });
  });
});

describe('hit charts', () => {
  const text = 'ship A { section primary { hits { 1..8: structure  9..10: DF  20: primary } } }';
  const section = shipBody(text)[0] as Block;
  const hits = section.body?.[0] as Block;

  it('read roll ranges and single rolls as keys with a range', () => {
    expect(hits.type.name).toBe('hits');
    expect(hits.body).toEqual([
      {
        kind: 'property',
        key: '1..8',
        keySpan: at(text, '1..8'),
        range: { from: 1, to: 8 },
        value: { kind: 'ident', name: 'structure', span: at(text, 'structure') },
        span: at(text, '1..8: structure'),
      },
      {
        kind: 'property',
        key: '9..10',
        keySpan: at(text, '9..10'),
        range: { from: 9, to: 10 },
        value: { kind: 'ident', name: 'DF', span: at(text, 'DF') },
        span: at(text, '9..10: DF'),
      },
      {
        kind: 'property',
        key: '20',
        keySpan: at(text, '20'),
        range: { from: 20, to: 20 },
        value: { kind: 'ident', name: 'primary', span: at(text, 'primary', text.indexOf('20:')) },
        span: at(text, '20: primary'),
      },
    ]);
  });
});

describe('allow and remove', () => {
  const text = [
    'ship Refit extends Base {',
    '  allow SSD-5 "printed that way"',
    '  allow H93.12',
    '  remove DF, DA',
    '  allow: true',
    '  remove: false',
    '}',
  ].join('\n');
  const body = shipBody(text);

  it('allow records the rule and the reason (null when absent)', () => {
    expect(body[0]).toEqual({
      kind: 'allow',
      rule: { name: 'SSD-5', span: at(text, 'SSD-5') },
      reason: { kind: 'string', value: 'printed that way', span: at(text, '"printed that way"') },
      span: at(text, 'allow SSD-5 "printed that way"'),
    });
    expect(body[1]).toEqual({ kind: 'allow', rule: { name: 'H93.12', span: at(text, 'H93.12') }, reason: null, span: at(text, 'allow H93.12') });
  });

  it('remove lists its ids', () => {
    expect(body[2]).toEqual({
      kind: 'remove',
      ids: [
        { name: 'DF', span: at(text, 'DF') },
        { name: 'DA', span: at(text, 'DA') },
      ],
      span: at(text, 'remove DF, DA'),
    });
  });

  it('allow: and remove: are plain properties', () => {
    expect(body[3]).toMatchObject({ kind: 'property', key: 'allow', value: { kind: 'bool', value: true } });
    expect(body[4]).toMatchObject({ kind: 'property', key: 'remove', value: { kind: 'bool', value: false } });
  });
});

describe('declarations', () => {
  const text = [
    'ruleset sfb',
    'import "common/arcs.ship"',
    'arc FA = 300..60',
    'rules { fractionalAccounting: true }',
    'system HeavyQuantumTorpedo extends quantumTorpedo { overloadDamagePerEnergy: 6 }',
    'ship VudarDW { sizeClass: 4 }',
    'ruleset b5wars',
  ].join('\n');
  const ast = parseOk(text);

  it('come in source order with their spans', () => {
    expect(ast.decls.map((d) => [d.kind, d.span])).toEqual([
      ['ruleset', at(text, 'ruleset sfb')],
      ['import', at(text, 'import "common/arcs.ship"')],
      ['arcDecl', at(text, 'arc FA = 300..60')],
      ['rules', at(text, 'rules { fractionalAccounting: true }')],
      ['system', at(text, 'system HeavyQuantumTorpedo extends quantumTorpedo { overloadDamagePerEnergy: 6 }')],
      ['ship', at(text, 'ship VudarDW { sizeClass: 4 }')],
      ['ruleset', at(text, 'ruleset b5wars')],
    ]);
    expect(ast.span).toEqual({ start: 0, end: text.length });
  });

  it('carry their names, paths, values and bases', () => {
    expect(ast.decls[0]).toEqual({ kind: 'ruleset', name: { name: 'sfb', span: at(text, 'sfb') }, span: at(text, 'ruleset sfb') });
    expect(ast.decls[1]).toMatchObject({ path: { kind: 'string', value: 'common/arcs.ship', span: at(text, '"common/arcs.ship"') } });
    const arc = ast.decls[2] as ArcDecl;
    expect(arc.name).toEqual({ name: 'FA', span: at(text, 'FA') });
    expect(arc.value).toEqual({ kind: 'arc', from: 300, to: 60, span: at(text, '300..60') });
    expect(ast.decls[3]).toMatchObject({ body: [{ kind: 'property', key: 'fractionalAccounting' }] });
    const system = ast.decls[4] as SystemDecl;
    expect(system.name).toEqual({ name: 'HeavyQuantumTorpedo', span: at(text, 'HeavyQuantumTorpedo') });
    expect(system.base).toEqual({ name: 'quantumTorpedo', span: at(text, 'quantumTorpedo') });
    expect((ast.decls[5] as ShipDecl).base).toBeNull();
  });
});

describe('doc comments', () => {
  const text = [
    '/// The ship.',
    '///   Indented second line.',
    'ship A {',
    '  /// Power of the reactor.',
    '  power: 5',
    '  ///second',
    '  section forward {',
    '    /// the deflector',
    '    deflector DF { value: 8 }',
    '  }',
    '  /// a blank line follows',
    '',
    '  thrust: 1',
    '  accel: 3 /// trailing: not a doc of the next line',
    '  turnCost: 1',
    '  /// before an allow',
    '  allow SSD-5 "x"',
    '  warpDelay: 3',
    '  //// four slashes: not a doc',
    '  size: large',
    '  /// the hit chart entry',
    '  20: primary',
    '}',
    '/// An arc.',
    'arc FA = 300..60',
    '/// A system.',
    'system S extends quantumTorpedo { }',
  ].join('\n');
  const ast = parseOk(text);
  const ship = ast.decls[0] as ShipDecl;

  it('document the declaration or member right under them', () => {
    expect(ship.doc).toBe('The ship.\n  Indented second line.');
    expect(prop(ship.body, 'power').doc).toBe('Power of the reactor.');
    const section = ship.body.find((m): m is Block => m.kind === 'block') as Block;
    expect(section.doc).toBe('second');
    expect((section.body?.[0] as Block).doc).toBe('the deflector');
    expect(prop(ship.body, '20').doc).toBe('the hit chart entry');
    expect((ast.decls[1] as ArcDecl).doc).toBe('An arc.');
    expect((ast.decls[2] as SystemDecl).doc).toBe('A system.');
  });

  it('do not reach across a blank line, from the end of a line, past another member or from ////', () => {
    for (const key of ['thrust', 'turnCost', 'warpDelay', 'size']) expect(prop(ship.body, key).doc).toBeUndefined();
  });

  it('are also collected, with every other comment, in ShipFile.comments', () => {
    expect(ast.comments.map((c) => c.kind)).toEqual(['doc', 'doc', 'doc', 'doc', 'doc', 'doc', 'doc', 'doc', 'line', 'doc', 'doc', 'doc']);
    expect(ast.comments[0]).toEqual({ kind: 'doc', text: '/// The ship.', span: at(text, '/// The ship.') });
    expect(ast.comments[8]).toEqual({ kind: 'line', text: '//// four slashes: not a doc', span: at(text, '//// four slashes: not a doc') });
  });
});

describe('comments', () => {
  it('are kept with delimiters and spans, wherever they are', () => {
    const text = 'ship A { // one\n  power: /* two */ 5 // three\n}\n/* four\n */';
    const ast = parseOk(text);
    expect(ast.comments).toEqual([
      { kind: 'line', text: '// one', span: at(text, '// one') },
      { kind: 'block', text: '/* two */', span: at(text, '/* two */') },
      { kind: 'line', text: '// three', span: at(text, '// three') },
      { kind: 'block', text: '/* four\n */', span: at(text, '/* four\n */') },
    ]);
    expect(prop((ast.decls[0] as ShipDecl).body, 'power').value).toMatchObject({ kind: 'number', value: 5 });
  });
});

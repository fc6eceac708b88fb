// Error recovery on hand-picked situations: what is reported, where, and what AST survives.
import { describe, expect, it } from 'vitest';
import type { Block, Property, ShipDecl } from '../../grammar/index';
import { MAX_NESTING, parse } from '../../grammar/index';
import { allMembers, allSpans, spanIsInside } from './helpers';

const ships = (text: string): ShipDecl[] => parse(text).ast.decls.filter((d): d is ShipDecl => d.kind === 'ship');
const keys = (ship: ShipDecl): string[] =>
  ship.body.map((m) => (m.kind === 'property' ? m.key : m.kind === 'block' ? m.type.name : m.kind));

describe('recovery', () => {
  it('a broken member loses neither the other members nor the following ships', () => {
    const text = 'ship A {\n  power: 24\n  deflector DF, , { value: 8 }\n  thrust: 12\n}\nship B { accel: 3 }\n';
    const { diagnostics } = parse(text);
    expect(diagnostics).toHaveLength(1);
    const [a, b] = ships(text);
    expect(keys(a)).toEqual(['power', 'deflector', 'thrust']);
    expect(keys(b)).toEqual(['accel']);
  });

  it('reports every error of a file, in order, at most one per offset', () => {
    const text = 'ship A {\n  a: \n  b: 1 2\n  : c\n  d 4\n  e: [1 2\n}\nship B { f: 1..}\n}\n';
    const { diagnostics } = parse(text);
    const lines = diagnostics.map((d) => text.slice(0, d.span.start).split('\n').length);
    // Line 6 has two: the missing ',' and the '[' never closed.
    expect(lines).toEqual([2, 3, 4, 5, 6, 6, 8, 9]);
    const starts = diagnostics.map((d) => d.span.start);
    expect([...starts].sort((x, y) => x - y)).toEqual(starts);
    expect(new Set(starts).size).toBe(starts.length);
  });

  it('a missing value gives an ErrorValue, not a lost property', () => {
    const text = 'ship A { value: }';
    const { ast, diagnostics } = parse(text);
    const value = (ast.decls[0] as ShipDecl).body[0] as Property;
    expect(value).toMatchObject({ kind: 'property', key: 'value', value: { kind: 'error' } });
    expect(diagnostics[0]).toMatchObject({
      code: 'syntax-error',
      severity: 'error',
      message: "Expected a value after 'value:' (a number, arc, name, string or list)",
      span: { start: text.indexOf('}'), end: text.indexOf('}') + 1 },
    });
  });

  it('points end-of-file errors at the unclosed brace, or at what is left unfinished', () => {
    const unclosed = 'ship A {\n  power: 1\n';
    expect(parse(unclosed).diagnostics[0]).toMatchObject({
      span: { start: 7, end: 8 },
      message: "Expected '}' to close ship 'A' opened on line 1",
    });
    const dangling = 'ship A { arc: 300..';
    expect(parse(dangling).diagnostics.map((d) => d.span)).toEqual([
      { start: 7, end: 8 },
      { start: dangling.length - 2, end: dangling.length },
    ]);
  });

  it('a declaration at the start of a line closes a block left open', () => {
    const text = 'ship A {\n  section forward {\n    structure: 40\n}\nship B {\n  x: 1\n}\n';
    const { diagnostics } = parse(text);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0].message).toBe("Expected '}' to close ship 'A' opened on line 1 (before 'ship' on line 5)");
    expect(ships(text).map((s) => s.name.name)).toEqual(['A', 'B']);
  });

  it('names the block left open', () => {
    const text = 'ship A {\n  section forward {\n    structure: 40\n';
    expect(parse(text).diagnostics.map((d) => d.message)).toEqual([
      "Expected '}' to close ship 'A' opened on line 1",
      "Expected '}' to close the block 'section forward' opened on line 2",
    ]);
  });

  it('an unfinished line does not swallow the next one', () => {
    const text = 'ship A {\n  remove\n  cpu CPU { boxes: 2 }\n  allow\n  sensor: 6\n}\nship\nship B { }';
    const { ast, diagnostics } = parse(text);
    expect(diagnostics.map((d) => d.message)).toEqual([
      "Expected the id of an inherited system after 'remove', e.g. remove DF",
      'Expected a rule ID after \'allow\', e.g. allow SSD-5 "printed that way in the source"',
      "Expected a name for the ship after 'ship'",
    ]);
    expect(keys(ast.decls[0] as ShipDecl)).toEqual(['cpu', 'sensor']);
    expect(ast.decls.map((d) => (d.kind === 'ship' ? d.name.name : d.kind))).toEqual(['A', 'B']);
  });

  it('unexpected characters are reported once, not echoed by the parser', () => {
    const { diagnostics } = parse('ship A { power: @@ }');
    expect(diagnostics.map((d) => d.code)).toEqual(['unexpected-character']);
  });

  it('a ship without a name keeps its members; the name is empty and zero-width', () => {
    const { ast, diagnostics } = parse('ship { points: 1 }');
    const ship = ast.decls[0] as ShipDecl;
    expect(diagnostics).toHaveLength(1);
    expect(ship.name).toEqual({ name: '', span: { start: 4, end: 4 } });
    expect(keys(ship)).toEqual(['points']);
  });

  it('limits nesting instead of overflowing the stack, and reads on', () => {
    const depth = 5000;
    const blocks = `ship A { ${'a { '.repeat(depth)}${'} '.repeat(depth)}}\nship B { x: 1 }`;
    const lists = `ship C { x: ${'['.repeat(depth)}${']'.repeat(depth)} }\nship D { y: 2 }`;
    for (const text of [blocks, lists]) {
      const { ast, diagnostics } = parse(text);
      expect(diagnostics).toHaveLength(1);
      expect(diagnostics[0].message).toMatch(/nested too deeply/);
      expect(ast.decls).toHaveLength(2);
    }
    expect(MAX_NESTING).toBeGreaterThanOrEqual(8);
  });

  it('survives very long lines, a lone quote and non-text input', () => {
    const long = 'x'.repeat(1_000_000);
    for (const text of [`ship ${long} {}`, `ship A { name: "${long}`, `/*${long}`, '"', long.replace(/x/g, '\u0000')]) {
      const { ast, diagnostics } = parse(text);
      for (const { span } of [...allSpans(ast), ...diagnostics]) expect(spanIsInside(span, text.length)).toBe(true);
    }
    expect(() => parse(undefined as unknown as string)).not.toThrow();
  });

  it('gives the same result when the one parser instance is reused', () => {
    const broken = 'ship A { a: [1, \n b: }';
    const fine = 'ship B { c: 1 }';
    const first = parse(broken);
    parse(fine);
    expect(parse(broken)).toEqual(first);
    expect(parse(fine).diagnostics).toEqual([]);
  });

  it('reads a missing ":" as the property it was meant to be', () => {
    const text = 'ship A { power 24  name "X"  thrust = 12  hits { 20 primary } }';
    const members = allMembers(parse(text).ast);
    expect(members.filter((m): m is Property => m.kind === 'property').map((p) => `${p.key}=${p.value.kind}`)).toEqual([
      'power=number',
      'name=string',
      'thrust=number',
      '20=ident',
    ]);
    expect(members.filter((m): m is Block => m.kind === 'block').map((b) => b.type.name)).toEqual(['hits']);
  });
});

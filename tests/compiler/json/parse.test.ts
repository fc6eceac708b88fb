// The JSON parser keeps offsets and pointers: every node's span is exactly its text, and the value
// read equals JSON.parse's.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nodeAt, parseJson, toValue, type JsonNode } from '../../../compiler/json/parse';

function nodes(n: JsonNode): JsonNode[] {
  if (n.type === 'object') return [n, ...n.members.flatMap((m) => nodes(m.value))];
  if (n.type === 'array') return [n, ...n.items.flatMap(nodes)];
  return [n];
}

describe('JSON parser with offsets', () => {
  it('keeps a `__proto__` key as an own property, as JSON.parse does (fast-check seed 2073814710)', () => {
    for (const text of ['{"__proto__":false}', '{"__proto__":{"polluted":true}}', '[{"a":1,"__proto__":[1]}]']) {
      const v = toValue(parseJson(text).root!);
      expect(v).toEqual(JSON.parse(text));
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }
  });

  it('reads what JSON.parse reads, with exact spans and pointers (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), (v, pretty) => {
        const text = JSON.stringify(v, null, pretty ? 2 : undefined);
        const r = parseJson(text);
        expect(r.problems).toEqual([]);
        expect(toValue(r.root!)).toEqual(JSON.parse(text));
        for (const n of nodes(r.root!)) {
          expect(JSON.parse(text.slice(n.span.start, n.span.end))).toEqual(toValue(n));
          expect(nodeAt(r.root!, n.pointer)).toBe(n);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('escapes pointer segments (RFC 6901)', () => {
    const r = parseJson('{"a/b": {"c~d": [1, 2]}}');
    expect(nodeAt(r.root!, '/a~1b/c~0d/1')?.span).toEqual({ start: 20, end: 21 });
  });

  it('reports syntax errors at the offending character, in words', () => {
    const cases: [string, string, number][] = [
      ['{"a": 1,}', 'Remove the comma before `}`', 8],
      ['[1, 2,]', 'Remove the comma before `]`', 6],
      ["{'a': 1}", 'Expected a property name in double quotes', 1],
      ['{"a": tru}', '`tru` is not a JSON value', 6],
      ['{"a" 1}', 'Expected `:` after the property name "a"', 5],
      ['{"a": "x\n"}', 'This string is not closed before the end of the line.', 6],
      ['{"a": 1} 2', 'after the end of the JSON value', 9],
      ['{"a": 01}', 'This is not a JSON number.', 6],
      ['', 'The JSON ends where a value was expected.', 0],
    ];
    for (const [text, msg, at] of cases) {
      const r = parseJson(text);
      expect(r.root).toBeUndefined();
      expect(r.problems[0].message).toContain(msg);
      expect(r.problems[0].span.start).toBe(at);
    }
  });

  it('reports duplicate keys (JSON readers would keep only one)', () => {
    const r = parseJson('{"a": 1, "a": 2}');
    expect(r.problems.map((p) => p.code)).toEqual(['json-duplicate-key']);
    expect(toValue(r.root!)).toEqual({ a: 2 });
  });
});

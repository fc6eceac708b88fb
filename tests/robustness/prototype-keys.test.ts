// JSON ship documents never drop a key silently: every name of
// Object.prototype (`__proto__`, `constructor`, `toString`, `hasOwnProperty`, ...) written as a key
// at every level of a generated document (the document, a ship, a system, its arc holder, the
// rules, an allow) is an `unknown-property` error at that key's JSON Pointer, and the
// document is not accepted. The same names in a .ship file are unknown properties too.
import { describe, expect, it } from 'vitest';
import { compileText } from '../../compiler/index';
import { compileJsonText } from '../../compiler/json/index';
import { assertNoPollution } from './helpers';

const NAMES = Object.getOwnPropertyNames(Object.prototype);

const ship = () => ({
  name: 'A',
  ruleset: 'sfb',
  sizeClass: 4,
  shields: [1, 1, 1, 1, 1, 1],
  rules: { fractionalAccounting: true } as Record<string, unknown>,
  allows: [{ rule: 'Z-MISC', reason: 'test' }] as Record<string, unknown>[],
  systems: [{ id: 'P1', type: 'apr', boxes: 2 }] as Record<string, unknown>[],
});

/** Where a key goes: a path into the generated document, and its JSON Pointer. */
const PLACES: [string, (doc: Record<string, unknown>, key: string) => string][] = [
  ['ship', (d, k) => ((d[k] = 1), `/${k}`)],
  ['system', (d, k) => (((d.systems as Record<string, unknown>[])[0][k] = 1), `/systems/0/${k}`)],
  ['rules', (d, k) => (((d.rules as Record<string, unknown>)[k] = 1), `/rules/${k}`)],
  ['allow', (d, k) => (((d.allows as Record<string, unknown>[])[0][k] = 'x'), `/allows/0/${k}`)],
];

/** JSON text with `key` written as an own key (JSON.stringify would lose a __proto__ set by assignment). */
function withKey(place: (typeof PLACES)[number][1], key: string): { text: string; pointer: string } {
  const doc = ship() as Record<string, unknown>;
  const marker = 'KEY_PLACEHOLDER_7f3';
  const pointer = place(doc, marker);
  return { text: JSON.stringify(doc).replace(`"${marker}"`, JSON.stringify(key)), pointer: pointer.replace(marker, key) };
}

describe.each(PLACES)('a prototype name as a key of the %s', (_where, place) => {
  it.each(NAMES)('%s is unknown-property at its pointer', (key) => {
    const { text, pointer } = withKey(place, key);
    const r = compileJsonText(text, 'proto.json');
    const found = r.diagnostics.filter((d) => d.code === 'unknown-property' && d.data?.pointer === pointer);
    expect(found, JSON.stringify(r.diagnostics.map((d) => [d.code, d.data?.pointer]))).toHaveLength(1);
    expect(text.slice(found[0].span.start, found[0].span.end)).toBe(JSON.stringify(key));
    assertNoPollution();
  });
});

describe('documents and .ship files', () => {
  it.each(NAMES)('a "ships" document with a top-level %s key', (key) => {
    const text = `{"format": "drydock/1", ${JSON.stringify(key)}: {}, "ships": [${JSON.stringify(ship())}]}`;
    const r = compileJsonText(text, 'doc.json');
    expect(r.diagnostics.some((d) => d.code === 'unknown-property' && d.data?.pointer === `/${key}`)).toBe(true);
  });

  it('a document without such keys has no unknown-property', () => {
    expect(compileJsonText(JSON.stringify(ship()), 'ok.json').diagnostics.filter((d) => d.code === 'unknown-property')).toEqual([]);
  });

  it.each(NAMES.filter((n) => /^[A-Za-z_]\w*$/.test(n)))('%s in a .ship ship, system and rules block', (key) => {
    const r = compileText(`ruleset sfb\nship A {\n  sizeClass: 4\n  shields: [1, 1, 1, 1, 1, 1]\n  ${key}: 1\n  apr X { boxes: 1  ${key}: 2 }\n  rules {\n    ${key}: 1\n  }\n}\n`);
    expect(r.diagnostics.filter((d) => d.code === 'unknown-property')).toHaveLength(3);
  });
});

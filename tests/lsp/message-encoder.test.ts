// lsp/message-encoder.ts: what `drydock lsp --stdio` writes is byte for byte `JSON.stringify` of
// the message, whether a publication's diagnostics are met for the first time or again.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Message } from 'vscode-languageserver';
import { encodeMessage } from '../../lsp/message-encoder';

const json = (m: unknown) => Buffer.from(JSON.stringify(m), 'utf8');

// Strings with what JSON escapes: quotes, backslashes, control characters, lone surrogates, and
// characters beyond the basic plane.
const text = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 12 }), fc.string({ unit: 'binary', maxLength: 12 }), fc.constantFrom('"', '\\', '\n\t', '\ud800', '\udfff x', '🚀', '\u2028'));
const position = fc.record({ line: fc.nat(1000), character: fc.nat(200) });
const diagnostic = fc.record(
  {
    range: fc.record({ start: position, end: position }),
    severity: fc.constantFrom(1, 2, 3, 4),
    code: text,
    source: fc.constant('drydock'),
    message: text,
    data: fc.dictionary(text, fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(text, { maxLength: 3 })), { maxKeys: 3 }),
    tags: fc.array(fc.constantFrom(1, 2), { maxLength: 1 }),
  },
  { requiredKeys: ['range', 'severity', 'code', 'message'] },
);
const publication = fc.record({
  uri: text,
  version: fc.option(fc.integer(), { nil: undefined }),
  diagnostics: fc.array(diagnostic, { maxLength: 6 }),
});
const publish = (params: object): Message => ({ jsonrpc: '2.0', method: 'textDocument/publishDiagnostics', params }) as Message;

describe('encodeMessage', () => {
  it("writes a publication's bytes exactly as JSON.stringify does, the first time and again", () => {
    fc.assert(
      fc.property(publication, fc.boolean(), (p, dropVersion) => {
        const params: Record<string, unknown> = { uri: p.uri, version: p.version, diagnostics: p.diagnostics };
        if (dropVersion) delete params.version;
        const m = publish(params);
        expect(encodeMessage(m).equals(json(m))).toBe(true);
        // The same objects again (their JSON kept), in another order and with a new one among them.
        const again = publish({ uri: p.uri, version: 7, diagnostics: [...p.diagnostics].reverse().concat([{ ...p.diagnostics[0], message: 'new' }].filter((d) => d.range)) });
        expect(encodeMessage(again).equals(json(again))).toBe(true);
      }),
      { numRuns: 1500 },
    );
  });

  it('writes every other message, and publications of another shape, as JSON.stringify does', () => {
    const d = { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } }, severity: 1, code: 'c', message: 'm' };
    class Boxed {
      constructor(readonly v: number) {}
    }
    const odd: unknown[] = [
      { jsonrpc: '2.0', id: 1, result: { kind: 'full', items: [d] } },
      { jsonrpc: '2.0', method: 'window/logMessage', params: { type: 3, message: 'x' } },
      // keys in another order, an extra key, a version that is not an integer
      { jsonrpc: '2.0', method: 'textDocument/publishDiagnostics', params: { diagnostics: [d], uri: 'u' } },
      { jsonrpc: '2.0', method: 'textDocument/publishDiagnostics', params: { uri: 'u', version: 1, diagnostics: [d], extra: 1 } },
      { jsonrpc: '2.0', method: 'textDocument/publishDiagnostics', params: { uri: 'u', version: 1.5, diagnostics: [d] } },
      { jsonrpc: '2.0', method: 'textDocument/publishDiagnostics', params: { uri: 'u', version: Number.NaN, diagnostics: [d] } },
      { method: 'textDocument/publishDiagnostics', jsonrpc: '2.0', params: { uri: 'u', diagnostics: [d] } },
      // members that do not encode alone as they do in a list
      { jsonrpc: '2.0', method: 'textDocument/publishDiagnostics', params: { uri: 'u', diagnostics: [d, undefined, null] } },
      { jsonrpc: '2.0', method: 'textDocument/publishDiagnostics', params: { uri: 'u', diagnostics: [{ ...d, toJSON: (k: string) => `at ${k}` }] } },
      { jsonrpc: '2.0', method: 'textDocument/publishDiagnostics', params: { uri: 'u', diagnostics: [new Boxed(1)] } },
      { jsonrpc: '2.0', method: 'textDocument/publishDiagnostics', params: { uri: 'u', diagnostics: [] } },
      { jsonrpc: '2.0', method: 'textDocument/publishDiagnostics', params: { uri: 'u', version: undefined, diagnostics: [d, d] } },
    ];
    for (const m of odd) expect(encodeMessage(m as Message).toString('utf8')).toBe(JSON.stringify(m));
  });

  it('encodes a diagnostic object once, however often it is published', () => {
    const d = { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } }, severity: 1, code: 'c', message: 'm' };
    const first = encodeMessage(publish({ uri: 'u', version: 1, diagnostics: [d] })).toString();
    // Changing an object once it was published breaks the publisher's promise; the JSON kept
    // for it shows that the object was not encoded again.
    d.message = 'changed';
    const second = encodeMessage(publish({ uri: 'u', version: 1, diagnostics: [d] })).toString();
    expect(second).toBe(first);
    expect(second).toContain('"message":"m"');
  });
});

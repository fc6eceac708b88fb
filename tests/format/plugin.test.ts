// The plugin's contract with Prettier: its exports, syntax errors, end-of-line handling, the
// cursor, and Prettier's own "comment was not printed" check guarding the comment attachment.
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import * as plugin from '../../format/plugin';
import type { ShipRoot } from '../../grammar/print/nodes';
import { formatShip } from './helpers';

describe('the Prettier plugin', () => {
  it('exports languages, parsers (ship) and printers (ship-ast)', () => {
    expect(plugin.languages[0]).toMatchObject({ name: 'Ship', parsers: ['ship'], extensions: ['.ship'] });
    expect(plugin.parsers.ship.astFormat).toBe('ship-ast');
    expect(typeof plugin.printers['ship-ast'].print).toBe('function');
    expect(plugin.default.parsers).toBe(plugin.parsers);
  });

  it('is picked for .ship files by file name', async () => {
    const out = await prettier.format('ship X{a:1}', { filepath: 'fleet/x.ship', plugins: [plugin] });
    expect(out).toBe('ship X {\n  a: 1\n}\n');
  });

  it('refuses text with syntax errors with a SyntaxError carrying loc', async () => {
    const error = await formatShip('ruleset sfb\nship X {\n  a: [1, 2\n}\n').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SyntaxError);
    const e = error as SyntaxError & { loc: { start: { line: number; column: number } } };
    expect(e.message).toMatch(/^Expected '\]' to close the list .* \(3:6\)/);
    expect(e.loc.start.line).toBeGreaterThanOrEqual(2);
    expect(e.loc.start.column).toBeGreaterThanOrEqual(1);
  });

  it('formats an empty file, and a file of comments only', async () => {
    expect(await formatShip('')).toBe('');
    expect(await formatShip('\n\n')).toBe('');
    expect(await formatShip('  // just a note\n\n\n/* and a block */  ')).toBe('// just a note\n\n/* and a block */\n');
  });

  it('keeps CRLF line endings with endOfLine auto', async () => {
    const out = await formatShip('ruleset sfb\r\n// note\r\nship X { a: 1 }\r\n', { endOfLine: 'auto' });
    expect(out).toBe('ruleset sfb\r\n// note\r\nship X {\r\n  a: 1\r\n}\r\n');
  });

  it('keeps track of the cursor (formatWithCursor)', async () => {
    const text = 'ship X { a: 1  b: 2 }\n';
    const r = await prettier.formatWithCursor(text, { cursorOffset: text.indexOf('b:'), parser: 'ship', plugins: [plugin] });
    expect(r.formatted).toBe('ship X {\n  a: 1\n  b: 2\n}\n');
    expect(r.formatted.slice(r.cursorOffset, r.cursorOffset + 2)).toBe('b:');
  });

  it("lets Prettier's 'comment was not printed' check guard the attachment", async () => {
    // A broken attachment that forgets a comment must fail loudly, never drop it silently.
    const forgetful = {
      ...plugin,
      parsers: {
        ship: {
          ...plugin.parsers.ship,
          parse: (text: string, options: prettier.ParserOptions) => {
            const root = plugin.parsers.ship.parse(text, options) as ShipRoot;
            for (const a of root.attached.values()) a.trailing = [];
            return root;
          },
        },
      },
    };
    await expect(prettier.format('ship X {\n  a: 1 // lost?\n}\n', { parser: 'ship', plugins: [forgetful] })).rejects.toThrow(
      /Comment "\/\/ lost\?" was not printed/,
    );
  });
});

// playground/editor-setup.ts is CodeMirror's basic setup cut around its search keys, which come
// later (playground/search.ts): together they must be the basic setup, the keys in its order.
import { basicSetup } from 'codemirror';
import { EditorState } from '@codemirror/state';
import { keymap } from '@codemirror/view';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { firstSetup, laterSetup } from '../../playground/editor-setup';
import { searchExtensions } from '../../playground/search';

const keys = (state: EditorState) => state.facet(keymap).flat();

describe("the playground's editor setup", () => {
  it('binds the keys of the basic setup, in its order, once the search is in', () => {
    const basic = keys(EditorState.create({ extensions: basicSetup }));
    const ours = keys(EditorState.create({ extensions: [firstSetup, searchExtensions, laterSetup] }));
    expect(ours.length).toBe(basic.length);
    // The same binding objects (CodeMirror's keymaps are constants), not only the same keys.
    ours.forEach((b, i) => expect(b, `binding ${i} (${b.key})`).toBe(basic[i]));
  });

  it('holds every extension the basic setup lists', () => {
    // The basic setup's list, read from the package: each call in it is made in one of our files.
    const dist = readFileSync(createRequire(import.meta.url).resolve('codemirror'), 'utf8');
    const list = /const basicSetup = [^[]*\[([\s\S]*?)\n\]\)\(\);/.exec(dist)![1];
    const calls = [...list.matchAll(/^ {4}(?:[\w.]+\.)?(\w+)\(/gm)].map((m) => m[1]).filter((c) => c !== 'of' && c !== 'keymap');
    expect(calls.length).toBeGreaterThan(10);
    const ours = ['editor-setup.ts', 'search.ts'].map((f) => readFileSync(new URL(`../../playground/${f}`, import.meta.url), 'utf8')).join('\n');
    for (const c of calls) expect(ours, c).toMatch(new RegExp(`\\b${c}\\(`));
  });
});

// The memory an open document holds must not grow with the edits made to it. Two ways it did:
// the part of the text re-parsed after an edit was a view of the whole text, so every ship edited
// once kept a whole copy of the text alive through the names cut from it; and each ship's kept
// results named the FileUnit of the compile that lowered it, with that compile's text and tree.
// Here one ship after another is edited, and the heap after a full collection is compared with
// the heap before the edits.
import * as path from 'node:path';
import * as v8 from 'node:v8';
import * as vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { Workspace } from '../../lsp/workspace';
import { detached } from '../../lsp/incremental';
import { pathToUri } from '../../lsp/util';
import { generateBigFile } from '../../bench/fleet';
import { positionOf } from './harness';

const FILE = path.resolve('/nonexistent-drydock-test/history.ship');
const URI = pathToUri(FILE);

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

function heapAfterCollection(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

describe('memory of an edited document', () => {
  it('does not grow with the number of ships edited', () => {
    let text = generateBigFile(6000, 'b5wars');
    const ws = new Workspace();
    ws.open(URI, 'ship', 1, text);
    ws.analyze(URI)!.index();
    // One edit in every ship: the digit after each `points: ` gets a 1 in front of it.
    const spots = [...text.matchAll(/points: /g)].map((m) => m.index! + m[0].length);
    expect(spots.length).toBeGreaterThan(100);
    let version = 1;
    const editAt = (at: number) => {
      ws.change(URI, ++version, [{ range: { start: positionOf(text, at), end: positionOf(text, at) }, text: '1' }]);
      text = text.slice(0, at) + '1' + text.slice(at);
      const a = ws.analyze(URI)!;
      a.index();
      expect(ws.incrementalStats(URI)!.reparsed).toBe(true);
    };
    // A first round at the end, so that what an edit keeps is there before the baseline.
    for (let i = 0; i < 4; i++) editAt(spots[spots.length - 1] + i);
    const before = heapAfterCollection();
    // Back to front, so that each spot's offset is still right when it is edited.
    const edited = spots.slice(0, -1).reverse().slice(0, 100);
    for (const at of edited) editAt(at);
    const grown = heapAfterCollection() - before;
    // A kept copy of the text per edited ship would be 100 x the text (12-16 MB here, with the
    // units); what the new parts and results of 100 ships take is some 7 x.
    expect(text.length).toBeGreaterThan(140_000);
    expect(grown).toBeLessThan(20 * text.length);
  }, 120_000);

  it('detached copies equal their source', () => {
    // Lone surrogates too: a stranger's file may hold any UTF-16 unit.
    const s = 'x'.repeat(40) + '\u00e9\ud83d\ude80\udfff\ud800"\\\n' + 'y'.repeat(40);
    expect(detached(s.slice(10, 70))).toBe(s.slice(10, 70));
    expect(detached('')).toBe('');
  });
});

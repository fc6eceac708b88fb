// The language server's incremental analysis (lsp/incremental.ts) against a compile from scratch:
// random edits (typing, deleting, braces, quotes, comments, new and renamed ships, variants) are
// applied one after another to generated files, and after each the server's analysis must equal
// `compileFiles` of the same text in every diagnostic (code, message, span, data), in every
// occurrence of the semantic model, and in each ship's model locations and derived values.
import * as path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileFiles, type CompileResult } from '../../compiler/index';
import type { Occurrence } from '../../compiler/semantic';
import { Workspace } from '../../lsp/workspace';
import { pathToUri } from '../../lsp/util';
import { generateBigFile } from '../../bench/fleet';
import { positionOf } from './harness';

const FILE = path.resolve('/nonexistent-drydock-test/big.ship');
const URI = pathToUri(FILE);

function occKey(o: Occurrence) {
  return [o.kind, o.name, o.span.start, o.span.end, o.key ?? '', !!o.decl, !!o.renamable, o.def ? `${o.def.file}:${o.def.span.start}-${o.def.span.end}` : '', o.ruleset ?? '', o.ship?.name.name ?? ''].join('|');
}

/** What must agree: diagnostics, occurrences, and where each ship's parts are. */
function summary(r: CompileResult, text: string) {
  const unit = r.program.files.get(FILE)!;
  const diagnostics = r.diagnostics.filter((d) => d.file === FILE).map((d) => JSON.stringify(d));
  const occurrences = r.semantic.file(unit).occurrences.map(occKey);
  const ships = r.ships.map((s) =>
    JSON.stringify({
      name: s.model.name,
      loc: s.model.loc.span,
      nameLoc: s.model.nameLoc.span,
      systems: s.model.systems.map((x) => [x.id, x.idLoc.span, x.loc.span, x.typeLoc.span, [...x.params].map(([k, v]) => [k, v.loc.span, v.value])]),
      derived: s.derived,
      explanations: [...s.explanations],
    }),
  );
  // Every span of the tree must still point at the text it was read from.
  const names = unit.ast.decls.flatMap((d) => ('name' in d && d.kind !== 'ruleset' ? [[d.name.name, text.slice(d.name.span.start, d.name.span.end)]] : []));
  return { diagnostics, occurrences, ships, names };
}

function fromScratch(text: string) {
  return summary(compileFiles([{ path: FILE, text }], { host: { readFile: () => undefined } }), text);
}

/** Types `1` at `at` into the open document (version `v`); the text after it. */
function typeOne(ws: Workspace, v: number, text: string, at: number): string {
  ws.change(URI, v, [{ range: { start: positionOf(text, at), end: positionOf(text, at) }, text: '1' }]);
  return text.slice(0, at) + '1' + text.slice(at);
}

const PIECES = ['1', '7', 'x', ' ', '', 'DF', 'points: 3\n', '\n', '}', '{', '"', '// note\n', '/// doc\n', 'ship Extra {\n  points: 1\n}\n', 'extends Excelsior_0', 'Excelsior_1', '/*', '*/', 'deflector', 'ruleset b5wars\n', 'arc ZZ = 0..60\n', 'system T extends deflector { value: 2 }\n', 'sensor:\n', 'points: }'];

/** An edit: where (uniform, or at a digit so that most edits land inside a ship), how much to remove, what to insert. */
const edit = fc.tuple(fc.boolean(), fc.nat(), fc.nat(6), fc.constantFrom(...PIECES));

function apply(text: string, [atDigit, where, len, insert]: [boolean, number, number, string]): { start: number; end: number; insert: string } {
  const digits = [...text.matchAll(/\d/g)].map((m) => m.index!);
  const start = atDigit && digits.length ? digits[where % digits.length] : where % (text.length + 1);
  return { start, end: Math.min(text.length, start + (atDigit ? Math.min(len, 1) : len)), insert };
}


describe('incremental analysis equals a compile from scratch', () => {
  for (const ruleset of ['b5wars', 'sfb'] as const) {
    it(`random edit sequences on a generated ${ruleset} file (fast-check)`, () => {
      const start = generateBigFile(260, ruleset);
      /** Edits whose syntax error was parsed around, not to the end of the text. */
      let bounded = 0;
      fc.assert(
        // After some edits only the diagnostics are read, as the server publishes them: the spans
        // an edit leaves for later inside the ships after it then wait through several compiles.
        fc.property(fc.array(fc.tuple(edit, fc.boolean()), { minLength: 1, maxLength: 8 }), (edits) => {
          const ws = new Workspace();
          ws.open(URI, 'ship', 1, start);
          ws.analyze(URI);
          let text = start;
          let version = 1;
          for (const [e, whole] of edits) {
            const { start: s, end, insert } = apply(text, e);
            ws.change(URI, ++version, [{ range: { start: positionOf(text, s), end: positionOf(text, end) }, text: insert }]);
            text = text.slice(0, s) + insert + text.slice(end);
            const a = ws.analyze(URI)!;
            expect(a.source.text).toBe(text);
            if (ws.incrementalStats(URI)!.boundedTail) bounded++;
            if (whole) expect(summary(a.result, text)).toEqual(fromScratch(text));
            else expect(a.diagnostics.map((d) => JSON.stringify(d))).toEqual(fromScratch(text).diagnostics);
          }
          const last = ws.analyze(URI)!;
          expect(summary(last.result, text)).toEqual(fromScratch(text));
        }),
        { numRuns: 120, seed: 1818 },
      );
      expect(bounded).toBeGreaterThan(20);
    }, 300_000);
  }

  it('reuses the ships around a syntax error, as it is typed and as it is mended', () => {
    // Typing passes through texts that do not parse (`sensor:` before its value; an open brace).
    // Only the ship typed in and the one after it are parsed then (lsp/incremental.ts
    // `reparseAroundError`), unless the error runs on into what follows; the declarations that
    // parse to the same trees as before keep their objects, so their results are reused; and the
    // same when the next edit mends it.
    const text = generateBigFile(1200, 'b5wars');
    const ws = new Workspace();
    ws.open(URI, 'ship', 1, text);
    ws.analyze(URI);
    let cur = text;
    let v = 1;
    const at = text.indexOf('points: ', text.length >> 1);
    for (const typed of ['sensor:', 'deflector X {', '"open', '/* open']) {
      for (const step of ['type', 'mend'] as const) {
        const range = step === 'type' ? { start: positionOf(cur, at), end: positionOf(cur, at) } : { start: positionOf(cur, at), end: positionOf(cur, at + typed.length + 1) };
        ws.change(URI, ++v, [{ range, text: step === 'type' ? `${typed}\n` : '' }]);
        cur = step === 'type' ? cur.slice(0, at) + `${typed}\n` + cur.slice(at) : cur.slice(0, at) + cur.slice(at + typed.length + 1);
        const a = ws.analyze(URI)!;
        expect(summary(a.result, cur), `${step} ${typed}`).toEqual(fromScratch(cur));
        const stats = ws.incrementalStats(URI)!;
        expect(stats.reparsed, `${step} ${typed}`).toBe(false);
        // The part parsed ends after the ship that follows, which parses as before (the error
        // stays in its own ship); an open comment runs to the end, and so must the part.
        expect(stats.boundedTail, `${step} ${typed}`).toBe(typed !== '/* open');
        if (typed === '/* open') {
          // An open comment runs to the end of the text: only the ships before it are the same,
          // and once it is mended the ships after it are read afresh.
          expect(stats.shipsReused).toBeGreaterThan(5);
          continue;
        }
        // Every declaration but the one typed in is a kept one.
        expect(stats.kept, `${step} ${typed}`).toBe(a.unit.ast.decls.length - 1);
        expect(stats.shipsLowered, `${step} ${typed}`).toBeLessThanOrEqual(2);
        expect(stats.shipsReused, `${step} ${typed}`).toBe(a.result.ships.length - stats.shipsLowered);
      }
    }
    expect(cur).toBe(text);
  });

  it('reuses the ships an edit did not touch', () => {
    const text = generateBigFile(600, 'b5wars');
    const ws = new Workspace();
    ws.open(URI, 'ship', 1, text);
    ws.analyze(URI);
    const at = text.lastIndexOf('points: ') + 'points: '.length;
    ws.change(URI, 2, [{ range: { start: positionOf(text, at), end: positionOf(text, at + 1) }, text: '9' }]);
    const a = ws.analyze(URI)!;
    const stats = ws.incrementalStats(URI)!;
    expect(stats.reparsed).toBe(true);
    // One ship (and no variant of it) lowered again; every other ship reused.
    expect(stats.shipsLowered).toBeLessThanOrEqual(2);
    expect(stats.shipsReused).toBe(a.result.ships.length - stats.shipsLowered);
    expect(stats.shipsReused).toBeGreaterThan(5);
  });

  it("keeps a variant's rule findings about its base's lines, and runs no rules but the edited ship's", () => {
    // The generated fleet's refits extend an Excelsior in the same file, and report its torpedo
    // launcher's missing figures at the base's line.
    const text = generateBigFile(600, 'b5wars');
    const ws = new Workspace();
    ws.open(URI, 'ship', 1, text);
    const first = ws.analyze(URI)!;
    const launcher = first.result.diagnostics.filter((d) => d.code === 'weapon-figures-missing');
    expect(new Set(launcher.map((d) => d.span.start)).size).toBeLessThan(launcher.length);
    // Insert a character in the last ship: every other ship keeps its results, rules included.
    const at = text.lastIndexOf('points: ') + 'points: '.length;
    ws.change(URI, 2, [{ range: { start: positionOf(text, at), end: positionOf(text, at) }, text: '1' }]);
    const next = text.slice(0, at) + '1' + text.slice(at);
    const a = ws.analyze(URI)!;
    expect(summary(a.result, next)).toEqual(fromScratch(next));
    const stats = ws.incrementalStats(URI)!;
    expect(stats.shipsReused).toBe(a.result.ships.length - 1);
    expect(stats.rulesRun).toBe(1);
  });

  it('hands out the same diagnostics of a ship again while no edit moves it, and moved copies once one does', () => {
    const text = generateBigFile(600, 'b5wars');
    const ws = new Workspace();
    ws.open(URI, 'ship', 1, text);
    ws.analyze(URI);
    const launcherOf = (r: CompileResult) => r.diagnostics.find((d) => d.code === 'weapon-figures-missing')!;
    // The second analysis reuses the first ship's results; the third, after an edit at the end, the same objects.
    let at = text.lastIndexOf('points: ') + 'points: '.length;
    ws.change(URI, 2, [{ range: { start: positionOf(text, at), end: positionOf(text, at) }, text: '1' }]);
    let now = text.slice(0, at) + '1' + text.slice(at);
    const second = launcherOf(ws.analyze(URI)!.result);
    at = now.lastIndexOf('points: ') + 'points: '.length;
    ws.change(URI, 3, [{ range: { start: positionOf(now, at), end: positionOf(now, at) }, text: '2' }]);
    now = now.slice(0, at) + '2' + now.slice(at);
    const third = ws.analyze(URI)!.result;
    expect(launcherOf(third)).toBe(second);
    expect(summary(third, now)).toEqual(fromScratch(now));
    // A line inserted at the top moves every ship: the diagnostic is a moved copy, in its new place.
    ws.change(URI, 4, [{ range: { start: positionOf(now, 0), end: positionOf(now, 0) }, text: '\n' }]);
    now = `\n${now}`;
    const fourth = ws.analyze(URI)!.result;
    expect(launcherOf(fourth)).not.toBe(second);
    expect(launcherOf(fourth).span.start).toBe(second.span.start + 1);
    expect(summary(fourth, now)).toEqual(fromScratch(now));
  });

  it('keeps the long quotes of reused diagnostics clipped, compile after compile', () => {
    // A hit chart naming a 300-character target in the first ship; edits in the last one.
    const long = 'q'.repeat(300);
    let text = `ruleset b5wars\nship K {\n  size: medium\n  section primary {\n    structure: 20\n    hits { 1..20: ${long} }\n  }\n}\n\n${generateBigFile(200, 'b5wars').replace(/^ruleset \w+\s*$/m, '')}`;
    const ws = new Workspace();
    ws.open(URI, 'ship', 1, text);
    ws.analyze(URI);
    for (let v = 2; v <= 4; v++) {
      text = typeOne(ws, v, text, text.lastIndexOf('points: ') + 'points: '.length);
      const a = ws.analyze(URI)!;
      expect(ws.incrementalStats(URI)!.shipsReused).toBeGreaterThan(3);
      const d = a.result.diagnostics.find((x) => x.code === 'unknown-hit-target')!;
      expect(d.message).toContain('…` (300 characters)');
      expect(summary(a.result, text)).toEqual(fromScratch(text));
    }
  });

  it('moves the spans an edit left inside the ships after it in steps, and answers alike', () => {
    let text = generateBigFile(2000, 'b5wars');
    const ws = new Workspace();
    ws.open(URI, 'ship', 1, text);
    ws.analyze(URI);
    // Two characters at the top, each checked and its diagnostics read alone, as when publishing.
    for (let v = 2; v <= 3; v++) {
      text = typeOne(ws, v, text, text.indexOf('points: ') + 'points: '.length);
      const a = ws.analyze(URI)!;
      expect(a.diagnostics.map((d) => JSON.stringify(d))).toEqual(fromScratch(text).diagnostics);
    }
    // Then in steps with no time at all: each step moves a few ships and stops, until done.
    const a = ws.analyze(URI)!;
    let steps = 0;
    while (!a.indexStep(0)) steps++;
    expect(steps).toBeGreaterThan(2);
    expect(summary(a.result, text)).toEqual(fromScratch(text));
  });
});

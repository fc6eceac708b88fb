// Sheets of a game (render/game-state.ts, render/state-marks.ts, render/state-panel.ts): example
// scenarios run as `drydock sim` runs them, their final state drawn, and the sheet read back. After
// the scenario's damage, exactly that many boxes of the named system are crossed (or, destroyed,
// filled); the projections' remaining values, the capacitors' and batteries' charge and the turn
// are printed, in the SVG and in the PDF's page (text and drawing read back).
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileFile } from '../../compiler/index';
import type { CompiledShip } from '../../compiler/types';
import { runScenario } from '../../runtime/index';
import { readGameState, sheetStateOf, shipsToDraw, StateProblem, parseStateText, type SheetState } from '../../render/game-state';
import { layoutShip, renderShipSvg, flatten } from '../../render/index';
import { renderShipPdf } from '../../render/pdf';
import { EXAMPLES, geometryProblems } from './helpers';
import { readPdf } from './pdf-text';
import { pdfMarks } from './pdf-marks';
import { find, hasClass, parseXml, textOf, type XmlElement } from './xml';

const SCENARIOS = path.join(EXAMPLES, 'scenarios');

/** The scenario's final state, as `drydock sim` prints it (`{ results, state }`), through JSON. */
function simOutput(name: string): unknown {
  const scenario = JSON.parse(readFileSync(path.join(SCENARIOS, name), 'utf8'));
  return JSON.parse(JSON.stringify(runScenario(scenario, SCENARIOS)));
}

function ship(file: string, name: string): CompiledShip {
  const r = compileFile(path.join(EXAMPLES, file));
  return r.document.ships.find((s) => s.name === name)!;
}

function stateOf(c: CompiledShip, output: unknown, handle: string): SheetState {
  const game = readGameState(output);
  const entry = game.ships.find(([h]) => h === handle)!;
  return sheetStateOf(c, game, handle, entry[1]);
}

/** Marks of the boxes of every group matching `pred` (a row cut by a page end is two groups). */
function marks(svg: XmlElement, pred: (e: XmlElement) => boolean): { boxes: number; hit: number; destroyed: number; crosses: number } {
  const groups = find(svg, (e) => e.name === 'g' && pred(e));
  const rects = groups.flatMap((g) => find(g, (e) => e.name === 'rect' && hasClass(e, 'box')));
  return {
    boxes: rects.length,
    hit: rects.filter((r) => r.attrs['data-mark'] === 'hit').length,
    destroyed: rects.filter((r) => r.attrs['data-mark'] === 'destroyed').length,
    crosses: groups.flatMap((g) => find(g, (e) => e.name === 'path' && hasClass(e, 'hit'))).length,
  };
}
const system = (id: string) => (e: XmlElement) => hasClass(e, 'system') && e.attrs['data-id'] === id;
const projection = (name: string) => (e: XmlElement) => hasClass(e, 'projection-track') && e.attrs['data-projection'] === name;
const sheetText = (svg: XmlElement) => find(svg, (e) => e.name === 'text').map(textOf);

/** Filled energy points of a capacitor or battery row. */
function filledEnergy(svg: XmlElement, id: string): { points: number; filled: number } {
  const circles = find(svg, (e) => e.name === 'g' && system(id)(e)).flatMap((g) => find(g, (e) => e.name === 'circle' && hasClass(e, 'energy')));
  return { points: circles.length, filled: circles.filter((c) => c.attrs['data-filled'] === 'true').length };
}

describe('the sheet of a b5wars ship in play', () => {
  // b5wars-medium.json: the Miranda's aft deflector DA takes 6 boxes (all it has); at the end fore
  // has 12 of 24 left and aft 0 of 20, in turn 3's fire segment.
  const miranda = ship('miranda.ship', 'Miranda');
  const out = simOutput('b5wars-medium.json');
  const state = stateOf(miranda, out, 'mir');
  const svgText = renderShipSvg(miranda, { state });
  const svg = parseXml(svgText);

  it('fills every box of the destroyed deflector and marks nothing else of the ship', () => {
    expect(marks(svg, system('DA'))).toEqual({ boxes: 6, hit: 0, destroyed: 6, crosses: 0 });
    for (const sys of miranda.systems.filter((s) => s.id !== 'DA')) expect(marks(svg, system(String(sys.id))), String(sys.id)).toMatchObject({ hit: 0, destroyed: 0 });
    for (const s of miranda.sections ?? []) expect(marks(svg, (e) => hasClass(e, 'structure') && e.attrs['data-section'] === s.name)).toMatchObject({ hit: 0, destroyed: 0 });
  });

  it('crosses the spent points of each projection and prints what it has left', () => {
    expect(marks(svg, projection('fore'))).toEqual({ boxes: 24, hit: 12, destroyed: 0, crosses: 12 });
    expect(marks(svg, projection('aft'))).toEqual({ boxes: 20, hit: 20, destroyed: 0, crosses: 20 });
    const rows = find(svg, (e) => e.name === 'g' && e.attrs['data-projection'] !== undefined && e.attrs['data-left'] !== undefined);
    expect(Object.fromEntries(rows.map((r) => [r.attrs['data-projection'], r.attrs['data-left']]))).toEqual({ fore: '12', aft: '0' });
    const table = find(svg, (e) => e.attrs['data-table'] === 'state-projections')[0];
    expect(textOf(table).replace(/\s+/g, ' ')).toContain('fore 12 24 up aft 0 20 up');
  });

  it('prints the turn and the damage, and keys the marks', () => {
    expect(svg.attrs['data-state-turn']).toBe('3');
    expect(svg.attrs['data-state-ship']).toBe('mir');
    const texts = sheetText(svg);
    expect(texts).toContain('In play: turn 3');
    expect(texts).toContain('mir at turn 3, fire segment');
    expect(texts).toContain('6 of 6');
    expect(texts).toContain('destroyed');
    expect(find(svg, (e) => e.attrs['data-legend'] !== undefined).map((e) => e.attrs['data-legend'])).toEqual(['hit', 'destroyed']);
  });

  it('lays the state sheet out as any sheet: no overlaps, everything on the page', () => {
    expect(geometryProblems(layoutShip(miranda, { state }))).toEqual([]);
    expect(renderShipSvg(miranda, { state })).toBe(svgText);
  });

  it('draws the sheet without a state exactly as before: no mark, no panel', () => {
    const plain = renderShipSvg(miranda);
    expect(plain).not.toContain('data-mark');
    expect(plain).not.toContain('In play');
  });

  it('reads the same marks and figures back from the PDF page', async () => {
    const sheet = layoutShip(miranda, { state });
    const pdf = readPdf(await renderShipPdf(miranda, { state }));
    expect(pdf.pages.length).toBe(sheet.pages.length);
    const runs = pdf.pages.flatMap((p) => p.runs);
    expect(runs).toContain('In play: turn 3');
    expect(runs).toContain('mir at turn 3, fire segment');
    expect(runs).toContain('6 of 6');
    const drawn = pdf.pages
      .map((p) => pdfMarks(p.content))
      .reduce((a, m) => ({ destroyed: a.destroyed + m.destroyedBoxes, crosses: a.crosses + m.crosses }), { destroyed: 0, crosses: 0 });
    // DA's 6 boxes, and the key's one box of each kind.
    expect(drawn).toEqual({ destroyed: 6 + 1, crosses: 12 + 20 + 1 });
    // The model agrees with what the page draws.
    const boxes = sheet.pages
      .flatMap((p) => flatten(p))
      .map((f) => f.item)
      .filter((i) => i.kind === 'box');
    expect(boxes.filter((b) => b.mark === 'destroyed').length).toBe(drawn.destroyed);
    expect(boxes.filter((b) => b.mark === 'hit').length).toBe(drawn.crosses);
  });
});

describe('the sheet of a b5wars ship hit on its hit chart', () => {
  // trek-jclass.json: N1 8, N2 3, CD 5 and PB 4 boxes of damage at the end of turn 2.
  const j = ship('trek-jclass.ship', 'JClass');
  const state = stateOf(j, simOutput('trek-jclass.json'), 'j');
  const svg = parseXml(renderShipSvg(j, { state }));
  it('crosses exactly the boxes each system lost, or fills a destroyed one', () => {
    const expected: Record<string, number> = { N1: 8, N2: 3, CD: 5, PB: 4 };
    for (const sys of j.systems) {
      const id = String(sys.id);
      const m = marks(svg, system(id));
      const lost = expected[id] ?? 0;
      expect(m.boxes, id).toBe(sys.boxes);
      if (lost === sys.boxes) expect(m, id).toMatchObject({ destroyed: lost, hit: 0 });
      else expect(m, id).toMatchObject({ destroyed: 0, hit: lost, crosses: lost });
    }
    expect(sheetText(svg)).toContain('In play: turn 2');
    expect(svg.attrs['data-state-turn']).toBe('2');
  });
});

describe('the sheet of an sfb ship in play', () => {
  // sfb-central-capacitor.json: PL1 (1 box) destroyed; the central capacitor holds 19.5 of 21 at
  // turn 2; the batteries 1, 3, 4 and 4 of 4 (6 drawn in turn 1, one each back in turn 2).
  const cz = ship('highguard-cz.ship', 'HighGuardCZ');
  const state = stateOf(cz, simOutput('sfb-central-capacitor.json'), 'cz');
  const svg = parseXml(renderShipSvg(cz, { state }));

  it('fills the destroyed plasma and the energy each capacitor and battery holds', () => {
    expect(marks(svg, system('PL1'))).toEqual({ boxes: 1, hit: 0, destroyed: 1, crosses: 0 });
    const central = cz.systems.find((s) => s.base === 'centralCapacitor')!;
    expect(filledEnergy(svg, String(central.id)).filled).toBe(19);
    expect(['QB1', 'QB2', 'QB3', 'QB4'].map((id) => filledEnergy(svg, id))).toEqual([
      { points: 4, filled: 1 },
      { points: 4, filled: 3 },
      { points: 4, filled: 4 },
      { points: 4, filled: 4 },
    ]);
  });

  it('prints the charge, the turn and that shields #1-6 are not in the state', () => {
    const energy = find(svg, (e) => e.attrs['data-table'] === 'state-energy')[0];
    const rows = find(energy, (e) => e.attrs['data-key'] !== undefined).map((r) => [r.attrs['data-key'], r.attrs['data-stored']]);
    expect(rows).toEqual([
      [String(cz.systems.find((s) => s.base === 'centralCapacitor')!.id), '19.5'],
      ['QB1', '1'],
      ['QB2', '3'],
      ['QB3', '4'],
      ['QB4', '4'],
    ]);
    const texts = sheetText(svg);
    expect(texts).toContain('19.5');
    expect(texts).toContain('21');
    expect(texts).toContain('In play: turn 2');
    expect(texts).toContain('cz at turn 2, Energy Allocation');
    expect(texts.join(' ')).toContain('Shields #1-6: the game state keeps no damage for them');
  });

  it('reads the charge back from the PDF page, and the filled points from its drawing', async () => {
    const pdf = readPdf(await renderShipPdf(cz, { state }));
    const runs = pdf.pages.flatMap((p) => p.runs);
    expect(runs).toContain('Central capacitor');
    expect(runs).toContain('19.5');
    expect(runs).toContain('In play: turn 2');
    expect(runs).toContain('cz at turn 2, Energy Allocation');
    const m = pdf.pages
      .map((p) => pdfMarks(p.content))
      .reduce((a, x) => ({ filled: a.filled + x.filledEnergy, destroyed: a.destroyed + x.destroyedBoxes }), { filled: 0, destroyed: 0 });
    // 19 in the central capacitor, 12 in the batteries, one in the key; PL1 and the key's box.
    expect(m).toEqual({ filled: 19 + 12 + 1, destroyed: 1 + 1 });
  });

  it("crosses the seventh shield's lost boxes, and draws each ship of a two-ship state with its own file", () => {
    // sfb-seventh-shield.json: cz (highguard-cz.ship) loses 4 boxes of S7; dw is a Vudar from another file.
    const out = simOutput('sfb-seventh-shield.json');
    const game = readGameState(out);
    const names = compileFile(path.join(EXAMPLES, 'highguard-cz.ship')).document.ships.map((s) => s.name);
    expect(shipsToDraw(game, names).map(([h]) => h)).toEqual(['cz']);
    const s7 = cz.systems.find((s) => s.base === 'seventhShield')!;
    const st = stateOf(cz, out, 'cz');
    const m = marks(parseXml(renderShipSvg(cz, { state: st })), system(String(s7.id)));
    expect(m.hit + m.destroyed).toBe(4);
    const dw = ship('vudar-dw.ship', 'VudarDW');
    expect(() => sheetStateOf(dw, game, 'cz', game.ships.find(([h]) => h === 'cz')![1])).toThrow(/does not match VudarDW/);
    const ionic = stateOf(dw, simOutput('sfb-ionic-capacitor.json'), 'dw');
    expect(ionic.energy.map((e) => [e.label, e.stored])).toEqual([['Ionic capacitor', 3]]);
    expect(sheetText(parseXml(renderShipSvg(dw, { state: ionic }))).includes('In play: turn 7')).toBe(true);
  });
});

describe('the sheet of a Z-ship tender after sensor damage', () => {
  // sfb-z-ship-support.json: the tender's sensor falls from 6 to 4 (Z-EW-1); S7 loses 2 boxes,
  // LAB and RL one each.
  const zt = ship('highguard-tender.ship', 'HighGuardTender');
  const state = stateOf(zt, simOutput('sfb-z-ship-support.json'), 'zt');
  const svg = parseXml(renderShipSvg(zt, { state }));
  it('crosses the two sensor boxes above the rating in force, and the boxes each system lost', () => {
    const track = find(svg, (e) => e.name === 'g' && hasClass(e, 'track') && e.attrs['data-track'] === 'sensor')[0];
    const boxes = find(track, (e) => e.name === 'rect' && hasClass(e, 'box')).map((r) => r.attrs['data-mark'] ?? '');
    expect(boxes).toEqual(['hit', 'hit', '', '', '', '', '']);
    for (const [id, lost] of [
      ['LAB', 1],
      ['RL', 1],
    ] as const) {
      const m = marks(svg, system(id));
      expect(m.hit + m.destroyed, id).toBe(m.destroyed ? m.boxes : lost);
    }
    const s7 = marks(svg, system(String(zt.systems.find((s) => s.base === 'seventhShield')!.id)));
    expect(s7.hit + s7.destroyed).toBe(s7.destroyed ? s7.boxes : 2);
    expect(sheetText(svg)).toContain('Sensor rating 4');
  });
});

describe('every example scenario: each ship of its final state drawn as the state says', () => {
  const files = readdirSync(SCENARIOS)
    .filter((f) => f.endsWith('.json'))
    .sort();
  it.each(files)('%s', (file) => {
    const scenario = JSON.parse(readFileSync(path.join(SCENARIOS, file), 'utf8')) as { ships: Record<string, { file?: string; ship?: string }> };
    const game = readGameState(simOutput(file));
    let drawn = 0;
    for (const [handle, entry] of Object.entries(scenario.ships)) {
      const st = game.ships.find(([h]) => h === handle);
      if (!entry.file || !st) continue;
      // `ship` may be left out when the file holds one: the state names it.
      const c = compileFile(path.resolve(SCENARIOS, entry.file)).document.ships.find((x) => x.name === st[1].name)!;
      const state = sheetStateOf(c, game, handle, st[1]);
      const sheet = layoutShip(c, { state });
      expect(geometryProblems(sheet), `${file} ${handle}`).toEqual([]);
      const svg = parseXml(renderShipSvg(c, { state }));
      for (const sys of c.systems) {
        const m = state.systems.get(String(sys.id))!;
        const got = marks(svg, system(String(sys.id)));
        if (m.destroyed) expect(got.destroyed, `${handle} ${sys.id}`).toBe(got.boxes);
        else expect({ hit: got.hit, destroyed: got.destroyed }, `${handle} ${sys.id}`).toEqual({ hit: Math.min(got.boxes, Math.ceil(m.damage)), destroyed: 0 });
      }
      for (const p of state.projections) {
        const got = marks(svg, projection(p.name));
        if (p.status === 'up') expect(got.hit, `${handle} ${p.name}`).toBe(Math.min(got.boxes, Math.ceil(p.rating - p.remaining)));
        else expect(got.destroyed).toBe(got.boxes);
      }
      for (const e of state.energy) {
        if (e.key.startsWith('derived:')) continue;
        expect(filledEnergy(svg, e.key).filled, `${handle} ${e.key}`).toBe(Math.floor(e.stored + 1e-9));
      }
      expect(svg.attrs['data-state-turn']).toBe(String(game.turn));
      drawn++;
    }
    expect(drawn).toBeGreaterThan(0);
  });
});

describe('a state that does not fit the ship is refused with a code, never drawn', () => {
  const miranda = ship('miranda.ship', 'Miranda');
  const base = simOutput('b5wars-medium.json') as { state: { ships: { mir: Record<string, any> } } };
  const tryState = (edit: (s: Record<string, any>) => void) => {
    const copy = JSON.parse(JSON.stringify(base));
    edit(copy.state.ships.mir);
    try {
      stateOf(miranda, copy, 'mir');
      return undefined;
    } catch (e) {
      expect(e).toBeInstanceOf(StateProblem);
      return { code: (e as StateProblem).code, message: (e as StateProblem).message };
    }
  };
  it('an unknown system id, a missing one, more damage than boxes, a projection beyond its rating', () => {
    expect(tryState((s) => (s.systems.XQ = { damage: 1, destroyed: false }))).toEqual({
      code: 'state-mismatch',
      message: expect.stringMatching(/1 of its systems \(XQ\) is not a system of the ship/),
    });
    expect(tryState((s) => delete s.systems.DA)?.message).toMatch(/no state for DA/);
    expect(tryState((s) => (s.systems.DF.damage = 99))).toEqual({ code: 'state-mismatch', message: expect.stringMatching(/99 boxes of damage on DF, which has \d+/) });
    expect(tryState((s) => (s.projections.fore.remaining = 30))?.message).toMatch(/30 left of a rating of 24/);
    expect(tryState((s) => (s.projections.fore.rating = 30))?.message).toMatch(/rated 30, the ship's 24/);
    expect(tryState((s) => (s.ruleset = 'sfb'))?.message).toMatch(/sfb ship, Miranda a b5wars one/);
    expect(tryState((s) => (s.structure = { keel: { damage: 1, destroyed: false } }))?.message).toMatch(/is not a section of the ship/);
  });
  it('fields of the wrong shape are malformed; ids that are not names are not echoed', () => {
    expect(tryState((s) => (s.systems.DA = 'x'))?.code).toBe('state-malformed');
    expect(tryState((s) => (s.projections.fore.status = 'sideways'))?.code).toBe('state-malformed');
    const odd = tryState((s) => (s.systems['\u001b[31msecret key'] = { damage: 0, destroyed: false }));
    expect(odd?.message).not.toContain('secret');
    expect(odd?.message).toContain('(a name with other characters)');
  });
  it('text that is not JSON, JSON that is not a state, a file without the ship', () => {
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return [(e as StateProblem).code, (e as Error).message];
      }
    };
    const [c1, m1] = code(() => parseStateText('{"password": "hunter2", oops'))!;
    expect(c1).toBe('state-not-json');
    expect(m1).not.toContain('hunter2');
    expect(code(() => readGameState({ password: 'hunter2' }))).toEqual(['state-not-a-state', expect.not.stringContaining('hunter2')]);
    expect(code(() => readGameState({ format: 'drydock-state/1', turn: -1, ships: {} }))?.[0]).toBe('state-malformed');
    const game = readGameState(base);
    expect(code(() => shipsToDraw(game, ['Excelsior']))?.[0]).toBe('state-no-ship');
    expect(code(() => shipsToDraw(game, ['Miranda'], 'nobody'))?.[0]).toBe('state-no-ship');
    expect(shipsToDraw(game, ['Miranda'], 'Miranda').map(([h]) => h)).toEqual(['mir']);
    expect(shipsToDraw(game, ['Miranda'], 'mir').map(([h]) => h)).toEqual(['mir']);
  });
});

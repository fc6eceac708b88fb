// JSON ship documents with `flights` (docs/compiled-document.md): read as `flight` declarations
// are compiled, with the same checks (B5-FLIGHT, B5-HANGAR, the weapon rules) at the JSON value,
// to the same compiled flights; a hangar's `flight` names one of them; `convert` round-trips.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../../runtime/index';
import { compileFile } from '../../../compiler/index';
import { convertText } from '../../../compiler/convert/index';
import { compileJsonText } from '../../../compiler/json/index';
import type { CompiledDocument } from '../../../compiler/types';
import { compileOne, ROOT } from '../../helpers/compile';
import { carrier, withFlight } from '../../helpers/flight-ship';

const strip = <T extends { source?: unknown }>(xs: T[] | undefined) => xs?.map(({ source, ...rest }) => (void source, rest));
const NX = path.join(ROOT, 'examples', 'flight-nx-shuttlepod.ship');

/** The compiled document of a carrier and the flight its hangar holds. */
function carried(hangar = 'capacity: 6  fighters: 6  craft: NXShuttlepod'): CompiledDocument {
  const r = compileOne(withFlight(carrier(hangar)));
  expect(r.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
  return JSON.parse(JSON.stringify(r.document));
}

function errors(doc: unknown) {
  const text = JSON.stringify(doc, null, 2);
  const r = compileJsonText(text, 'doc.json');
  return r.diagnostics
    .filter((d) => d.severity === 'error')
    .map((d) => ({ code: d.code, rule: d.rule, pointer: d.data?.pointer, at: text.slice(d.span.start, d.span.end), fix: d.data?.fixes?.[0]?.edits.map((e) => e.newText) }));
}

describe('JSON ship documents with flights', () => {
  it('the NX shuttlepod example compiled, read back as JSON: the same flight, and convert round-trips it', () => {
    const compiled = compileFile(NX).document;
    expect(compiled.flights).toHaveLength(1);
    const text = JSON.stringify(compiled, null, 2);
    const r = compileJsonText(text, 'nx.json');
    expect(r.diagnostics).toEqual([]);
    expect(strip(r.document.flights)).toEqual(strip(compiled.flights));
    expect(r.document.flights![0].source!.file).toBe('nx.json');
    expect(r.flights![0].model.unit).toBe('flight');
    // JSON -> .ship -> compiled: the same flight again.
    const ship = convertText(text, 'nx.json');
    expect(ship.diagnostics).toEqual([]);
    expect(strip(compileOne(ship.output!).document.flights)).toEqual(strip(compiled.flights));
  });

  it('a scenario plays the flight from the JSON document exactly as from the .ship file', () => {
    const scenarios = path.join(ROOT, 'examples', 'scenarios');
    const sc = JSON.parse(readFileSync(path.join(scenarios, 'flight-shuttlepod-attack.json'), 'utf8'));
    const fromShip = runScenario(sc, scenarios);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'drydock-json-flight-'));
    try {
      writeFileSync(path.join(dir, 'drydock.json'), '{}\n');
      writeFileSync(path.join(dir, 'pods.json'), JSON.stringify(compileFile(NX).document, null, 2));
      copyFileSync(path.join(ROOT, 'examples', 'excelsior.ship'), path.join(dir, 'excelsior.ship'));
      sc.ships.pods.file = 'pods.json';
      sc.ships.exc.file = 'excelsior.ship';
      expect(JSON.stringify(runScenario(sc, dir))).toBe(JSON.stringify(fromShip));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a carrier and its flight: the hangar names it, and the document compiles to itself', () => {
    const doc = carried();
    const r = compileJsonText(JSON.stringify(doc), 'carrier.json');
    expect(r.diagnostics).toEqual([]);
    expect(strip(r.document.ships)).toEqual(strip(doc.ships));
    expect(strip(r.document.flights)).toEqual(strip(doc.flights));
    expect(r.document.ships[0].systems.find((s) => s.id === 'H')).toMatchObject({ craft: 'NXShuttlepod', flight: 'NXShuttlepod' });
  });

  it('B5-FLIGHT at the JSON value: craft out of order (with its fix), a non-weapon among the weapons; a weapon with a section', () => {
    const doc = carried();
    const f = doc.flights![0] as unknown as Record<string, unknown>;
    f.minCraft = 7;
    (f.weapons as unknown[]).push({ id: 'S', type: 'sensors', base: 'sensors', boxes: 2 });
    (f.weapons as Record<string, unknown>[])[0].section = 'primary';
    expect(errors(doc)).toEqual([
      { code: 'flight-size-order', rule: 'B5-FLIGHT', pointer: '/flights/0/minCraft', at: '7', fix: ['6'] },
      { code: 'unknown-property', rule: undefined, pointer: '/flights/0/weapons/0/section', at: '"primary"', fix: undefined },
      { code: 'flight-member', rule: 'B5-FLIGHT', pointer: '/flights/0/weapons/1/type', at: '"sensors"', fix: undefined },
    ]);
  });

  it('a missing figure or an out-of-range one is a schema error at the flight, as in a .ship file', () => {
    const doc = carried();
    const f = doc.flights![0] as unknown as Record<string, unknown>;
    delete f.structure;
    f.maxCraft = 13;
    expect(errors(doc).map((e) => [e.code, e.pointer])).toEqual([
      ['missing-property', '/flights/0'],
      ['out-of-range', '/flights/0/maxCraft'],
    ]);
  });

  it('B5-HANGAR: a flight the document does not have (with the nearest one as a fix), a craft that says otherwise, an overloaded hangar', () => {
    const typo = carried();
    const h = typo.ships[0].systems.find((s) => s.id === 'H')!;
    h.flight = h.craft = 'NXShuttlepd';
    expect(errors(typo)).toEqual([{ code: 'unknown-flight', rule: 'B5-HANGAR', pointer: '/ships/0/systems/0/flight', at: '"NXShuttlepd"', fix: ['"NXShuttlepod"', '"NXShuttlepod"'] }]);
    const none = carried();
    delete none.flights;
    expect(errors(none).map((e) => e.code)).toEqual(['unknown-flight']);
    const mismatch = carried();
    mismatch.ships[0].systems.find((s) => s.id === 'H')!.craft = 'Type-7 shuttles';
    expect(errors(mismatch)).toEqual([{ code: 'hangar-flight-mismatch', rule: 'B5-HANGAR', pointer: '/ships/0/systems/0/flight', at: '"NXShuttlepod"', fix: ['"NXShuttlepod"'] }]);
    const over = carried();
    over.ships[0].systems.find((s) => s.id === 'H')!.capacity = 4;
    expect(errors(over).map((e) => [e.code, e.rule, e.pointer])).toEqual([['hangar-over-capacity', 'B5-HANGAR', '/ships/0/systems/0/fighters']]);
  });

  it('a hangar type that names the flight (`system PodBay extends hangar { craft: NXShuttlepod }`) converts to JSON and back', () => {
    const src = withFlight(`system PodBay extends hangar { craft: NXShuttlepod  capacity: 2 }\n${carrier('fighters: 2').replace('hangar H', 'PodBay H')}`);
    const json = convertText(src, 'bay.ship');
    expect(json.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    const doc = JSON.parse(json.output!);
    expect(doc.types).toEqual([{ name: 'PodBay', ruleset: 'b5wars', extends: 'hangar', craft: 'NXShuttlepod', flight: 'NXShuttlepod', capacity: 2 }]);
    expect(compileJsonText(json.output!, 'bay.json').diagnostics).toEqual([]);
    const back = convertText(json.output!, 'bay.json');
    expect(back.output).toContain('system PodBay extends hangar {\n  craft: NXShuttlepod\n  capacity: 2\n}');
    expect(strip(compileOne(back.output!).document.ships)).toEqual(strip(compileOne(src).document.ships));
    // A type naming a flight the document lacks: said once, at the type, however many systems use it.
    doc.types[0].flight = doc.types[0].craft = 'NXShuttlepd';
    for (const id of ['H2', 'H3']) doc.ships[0].systems.push({ ...doc.ships[0].systems[0], id, craft: 'NXShuttlepd', flight: undefined });
    doc.ships[0].systems[0].flight = doc.ships[0].systems[0].craft = 'NXShuttlepod';
    expect(errors(doc).map((e) => [e.code, e.pointer])).toEqual([['unknown-flight', '/types/0/flight']]);
  });

  it('a flight listed twice is reported; a single-ship document has no flights', () => {
    const doc = carried();
    doc.flights!.push(doc.flights![0]);
    expect(errors(doc).map((e) => [e.code, e.pointer])).toEqual([['duplicate-declaration', '/flights/1/name']]);
    // One ship alone: `flights` is no ship property, so its hangar's flight is not there either.
    const single = { ...carried().ships[0], flights: [] };
    expect(errors(single).map((e) => [e.code, e.pointer])).toEqual([
      ['unknown-flight', '/systems/0/flight'],
      ['unknown-property', '/flights'],
    ]);
  });
});

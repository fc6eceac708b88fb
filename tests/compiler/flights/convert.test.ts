// `drydock convert` writes a compiled document's flights back as `flight NAME { ... }` and a
// hangar's flight reference as a bare name (compiler/convert/to-ship.ts): the round trip compiles
// to the same flights and ships (key order aside); text in quotes stays text.
import { describe, expect, it } from 'vitest';
import { writeShipSource } from '../../../compiler/convert/to-ship';
import { compileOne } from '../../helpers/compile';
import { carrier, SHUTTLEPOD, withFlight } from '../../helpers/flight-ship';

const noSource = <T extends { source?: unknown }>(x: T) => ({ ...x, source: undefined });

describe('convert: flights', () => {
  it('round-trips a flight and the hangar that names it', () => {
    const a = compileOne(withFlight(`${carrier('capacity: 2  fighters: 2  craft: NXShuttlepod')}ship Old {\n  size: light\n  hangar H { boxes: 1  craft: "Type-7 shuttles" }\n}\n`));
    expect(a.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    const text = writeShipSource(JSON.parse(JSON.stringify(a.document))).text;
    expect(text).toContain('flight NXShuttlepod {');
    expect(text).toContain('craft: NXShuttlepod');
    expect(text).toContain('craft: "Type-7 shuttles"');
    expect(text).toContain('weapon DB {');
    const b = compileOne(text);
    expect(b.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    expect(b.document.flights!.map(noSource)).toEqual(a.document.flights!.map(noSource));
    expect(b.document.ships.map(noSource)).toEqual(a.document.ships.map(noSource));
  });
});

describe('convert: .ship to JSON', () => {
  it('writes a flight as a `flights` entry (with its doc), and JSON back to .ship gives the same flights and ships', async () => {
    const { sourceToJson } = await import('../../../compiler/convert/to-json');
    const { convertText } = await import('../../../compiler/convert/index');
    const src = withFlight(carrier('capacity: 2  fighters: 2  craft: NXShuttlepod')).replace('flight NXShuttlepod', '/// Armed shuttlepods.\nflight NXShuttlepod');
    const r = sourceToJson(src, '/virtual/x.ship', { host: { readFile: () => undefined }, root: '/virtual' });
    expect(r.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    expect(r.document.ships.map((s) => s.name)).toEqual(['Carrier']);
    expect(r.document.flights!.map((f) => [f.name, f.doc, 'source' in f])).toEqual([['NXShuttlepod', 'Armed shuttlepods.', false]]);
    const back = convertText(JSON.stringify(r.document), 'x.json');
    expect(back.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    expect(back.output).toContain('/// Armed shuttlepods.\nflight NXShuttlepod {');
    const a = compileOne(src);
    const b = compileOne(back.output!);
    expect(b.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    expect(b.document.flights!.map(noSource)).toEqual(a.document.flights!.map(noSource));
    expect(b.document.ships.map(noSource)).toEqual(a.document.ships.map(noSource));
  });

  it('takes in a flight a hangar names from an imported file, so the JSON document stands alone', async () => {
    const { sourceToJson } = await import('../../../compiler/convert/to-json');
    const files: Record<string, string> = { '/virtual/x.ship': `ruleset b5wars\nimport "pods.ship"\n${carrier('fighters: 2  craft: NXShuttlepod')}`, '/virtual/pods.ship': `ruleset b5wars\n${SHUTTLEPOD}` };
    const r = sourceToJson(files['/virtual/x.ship'], '/virtual/x.ship', { host: { readFile: (f: string) => files[f] }, root: '/virtual' });
    expect(r.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    expect(r.document.flights!.map((f) => f.name)).toEqual(['NXShuttlepod']);
    const { compileJsonText } = await import('../../../compiler/json/index');
    expect(compileJsonText(JSON.stringify(r.document), 'x.json').diagnostics).toEqual([]);
  });
});

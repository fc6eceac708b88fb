// `drydock convert` writes a compiled document's flights back as `flight NAME { ... }` and a
// hangar's flight reference as a bare name (compiler/convert/to-ship.ts): the round trip compiles
// to the same flights and ships (key order aside); text in quotes stays text.
import { describe, expect, it } from 'vitest';
import { writeShipSource } from '../../../compiler/convert/to-ship';
import { compileOne } from '../../helpers/compile';
import { carrier, withFlight } from '../../helpers/flight-ship';

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
  it('refuses a flight (JSON ship documents do not carry flights) instead of dropping it', async () => {
    const { sourceToJson } = await import('../../../compiler/convert/to-json');
    const r = sourceToJson(withFlight(carrier('fighters: 2  craft: NXShuttlepod')), '/virtual/x.ship', { host: { readFile: () => undefined }, root: '/virtual' });
    const e = r.diagnostics.filter((d) => d.severity === 'error');
    expect(e.map((d) => d.code)).toEqual(['flight-not-convertible']);
    expect(r.document.ships.map((s) => s.name)).toEqual(['Carrier']);
  });
});

// A ship's fighter complement (docs/language.md): a hangar names the flight it holds
// (`craft: NXShuttlepod`), checked against the flight declarations (unknown-flight) and against its
// room (B5-HANGAR: fighters <= capacity); `craft` in quotes stays text, as before.
import { describe, expect, it } from 'vitest';
import { compileMemory, compileOne, spanText } from '../../helpers/compile';
import { carrier, SHUTTLEPOD, withFlight } from '../../helpers/flight-ship';

const errors = (text: string) => {
  const r = compileOne(text);
  return r.diagnostics.filter((d) => d.severity === 'error').map((d) => ({ code: d.code, rule: d.rule, at: spanText(r, d), message: d.message }));
};

describe('hangar complement', () => {
  it('names a flight by reference; the compiled hangar carries `flight` beside `craft`', () => {
    const r = compileOne(withFlight(carrier('capacity: 6  fighters: 6  craft: NXShuttlepod')));
    expect(r.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    const h = r.document.ships[0].systems.find((s) => s.id === 'H')!;
    expect(h).toMatchObject({ craft: 'NXShuttlepod', flight: 'NXShuttlepod', fighters: 6, capacity: 6 });
  });

  it('an unknown flight is an error at the name, with the nearest flight as a fix', () => {
    const e = errors(withFlight(carrier('fighters: 2  craft: NXShuttlepd')));
    expect(e.map(({ code, rule, at }) => ({ code, rule, at }))).toEqual([{ code: 'unknown-flight', rule: 'B5-HANGAR', at: 'NXShuttlepd' }]);
    expect(e[0].message).toContain("Did you mean 'NXShuttlepod'");
  });

  it('more craft than the hangar has room for: hangar-over-capacity (B5-HANGAR) at `fighters`, with its numbers', () => {
    const e = errors(withFlight(carrier('capacity: 4  fighters: 6  craft: NXShuttlepod')));
    expect(e.map(({ code, rule, at }) => ({ code, rule, at }))).toEqual([{ code: 'hangar-over-capacity', rule: 'B5-HANGAR', at: '6' }]);
    expect(e[0].message).toBe('Hangar H holds 6 craft but has room for 4 (B5-HANGAR): carry at most 4, or raise its `capacity`.');
    // exactly full is fine
    expect(errors(withFlight(carrier('capacity: 6  fighters: 6  craft: NXShuttlepod')))).toEqual([]);
  });

  it("a launch rate (FieryVoid's hangar output) is information: it bounds nothing, reaches the JSON and the sheet", async () => {
    // FieryVoid TrekNausicaanGuramba.php: Hangar(3, 4, 2) with four shuttlecraft aboard.
    const r = compileOne(withFlight(carrier('launchRate: 2  fighters: 4  craft: "Shuttlecraft"')));
    expect(r.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    const ship = r.document.ships[0];
    expect(ship.systems.find((s) => s.id === 'H')).toMatchObject({ launchRate: 2, fighters: 4 });
    const { renderShipSvg } = await import('../../../render/index');
    expect(renderShipSvg(ship)).toContain('launch rate 2');
    expect(errors(withFlight(carrier('launchRate: -1  fighters: 4')))).toMatchObject([{ code: 'out-of-range', at: '-1' }]);
  });

  it('allow B5-HANGAR keeps an overloaded hangar as written', () => {
    const r = compileOne(withFlight(carrier('capacity: 4  fighters: 6  craft: NXShuttlepod')).replace('size: medium', 'size: medium\n  allow B5-HANGAR "printed so"'));
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(r.document.ships[0].systems.find((s) => s.id === 'H')).toMatchObject({ fighters: 6, capacity: 4 });
  });

  it('the old text form keeps working, unchecked and byte-identical (no `flight`)', () => {
    const r = compileOne(`ruleset b5wars\n${carrier('fighters: 2  craft: "Type-7 shuttles"')}`);
    expect(r.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    const h = r.document.ships[0].systems.find((s) => s.id === 'H')!;
    expect(h.craft).toBe('Type-7 shuttles');
    expect('flight' in h).toBe(false);
  });

  it('a flight of an imported file resolves; one of an unimported file does not', () => {
    const ok = compileMemory({ '/virtual/test.ship': `ruleset b5wars\nimport "pods.ship"\n${carrier('fighters: 2  craft: NXShuttlepod')}`, '/virtual/pods.ship': `ruleset b5wars\n${SHUTTLEPOD}` });
    expect(ok.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const bad = compileMemory({ '/virtual/test.ship': `ruleset b5wars\n${carrier('fighters: 2  craft: NXShuttlepod')}`, '/virtual/pods.ship': `ruleset b5wars\n${SHUTTLEPOD}` });
    expect(bad.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code)).toEqual(['unknown-flight']);
  });

  it('a system type extending hangar may name the flight once for every ship', () => {
    const r = compileOne(withFlight(`system PodBay extends hangar { craft: NXShuttlepod  capacity: 2 }\n${carrier('fighters: 2').replace('hangar H', 'PodBay H')}`));
    expect(r.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    expect(r.document.ships[0].systems.find((s) => s.id === 'H')).toMatchObject({ craft: 'NXShuttlepod', flight: 'NXShuttlepod' });
  });
});

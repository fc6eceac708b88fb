// A carrier whose hangar names a flight from an imported file (`craft: NXShuttlepod`): the compiled
// document carries that flight too, so it stands alone. Read back as a JSON ship document it checks
// clean and holds the same flight; the flight is not added twice when the file declares it itself.
import { describe, expect, it } from 'vitest';
import { compileJsonText } from '../../compiler/json/index';
import { compileMemory } from '../helpers/compile';
import { carrier, SHUTTLEPOD } from '../helpers/flight-ship';

// The flight in a file of its own; the carrier imports it.
const PODS = `ruleset b5wars\n${SHUTTLEPOD}`;
const withImport = (body: string) => `import "pods.ship"\nruleset b5wars\n${body}`;

describe('flights a carrier imports', () => {
  it('go in the compiled document, which reads back as JSON to the same flight', () => {
    const r = compileMemory({ 'carrier.ship': withImport(carrier('fighters: 6  craft: NXShuttlepod')), 'pods.ship': PODS });
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(r.document.flights?.map((f) => f.name)).toEqual(['NXShuttlepod']);
    const back = compileJsonText(JSON.stringify(r.document), '/virtual/carrier.json');
    expect(back.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    // The same flight, apart from where it was read from (`source`: pods.ship, then the JSON).
    const bare = (f: object) => ({ ...f, source: undefined });
    expect(back.document.flights!.map(bare)).toEqual(r.document.flights!.map(bare));
    expect(back.document.flights![0].source?.file).toBe('/virtual/carrier.json');
  });

  it('are left out when no hangar names them, and never added twice', () => {
    const plain = compileMemory({ 'carrier.ship': withImport(carrier('fighters: 6  craft: "Shuttlecraft"')), 'pods.ship': PODS });
    expect(plain.document.flights).toBeUndefined();
    // Two hangars name it, and the file declares a flight of its own: each flight once.
    const text = withImport(`flight Heavy extends NXShuttlepod { structure: 8 }\n${carrier('fighters: 6  craft: NXShuttlepod')}`).replace(
      'hangar H {',
      'hangar H2 { boxes: 6  fighters: 6  craft: Heavy }\n    hangar H {',
    );
    const both = compileMemory({ 'carrier.ship': text, 'pods.ship': PODS });
    expect(both.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(both.document.flights?.map((f) => f.name)).toEqual(['Heavy', 'NXShuttlepod']);
  });
});

// Fleets in documents: the compiled document carries them, a JSON document's `fleets` are read and
// checked as `.ship` fleets are (FLEET-1 to FLEET-4 on the document's own ships), `convert` writes
// them back as `fleet NAME { ... }`, and the formatter prints them.
import { describe, expect, it } from 'vitest';
import { compileJsonText } from '../../../compiler/json/index';
import { writeShipSource } from '../../../compiler/convert/to-ship';
import { sourceToJson } from '../../../compiler/convert/to-json';
import { formatShip } from '../../../format/format';
import { compileOne } from '../../helpers/compile';
import { FLIGHT } from './flight';

const SRC = `ruleset b5wars
ship Excelsior {
  size: light
  points: 850
  limited: 33
  section primary {
    structure: 20
    hangar H { boxes: 2  fighters: 6 }
    hits { 1..20: structure }
  }
}
ship Miranda {
  size: light
  points: 410
  section primary {
    structure: 20
    hits { 1..20: structure }
  }
}
${FLIGHT}/// The border patrol.
fleet Patrol {
  name: "Border patrol"
  budget: 3000
  ships { Excelsior: 3  Miranda: 2 }
  flights { Starfury: 20 }
}
`;

const noSource = <T extends { source?: unknown }>(x: T) => ({ ...x, source: undefined });
const findings = (ds: { code: string; rule?: string; message: string }[]) => ds.filter((d) => d.rule?.startsWith('FLEET-')).map((d) => [d.code, d.message]);

describe('fleets in JSON documents and convert', () => {
  it('FLEET-1 FLEET-2 FLEET-3: a JSON document read back gives the same fleet and the same findings', () => {
    const a = compileOne(SRC);
    expect(findings(a.diagnostics).map((f) => f[0])).toEqual(['fleet-over-budget', 'fleet-limited-over', 'fleet-hangar-short']);
    const fleet = a.document.fleets![0];
    expect(fleet).toMatchObject({ name: 'Patrol', displayName: 'Border patrol', budget: 3000, total: 2550 + 820 + 600, left: 3000 - 3970 });
    const b = compileJsonText(JSON.stringify(a.document), 'doc.json');
    expect(b.document.fleets!.map(noSource)).toEqual(a.document.fleets!.map(noSource));
    expect(findings(b.diagnostics)).toEqual(findings(a.diagnostics));
  });

  it('a JSON fleet naming a ship the document lacks is an error with a suggestion, at its pointer', () => {
    const doc = JSON.parse(JSON.stringify(compileOne(SRC).document));
    doc.fleets[0].ships[1].ship = 'Mirenda';
    const r = compileJsonText(JSON.stringify(doc), 'doc.json');
    const d = r.diagnostics.find((x) => x.code === 'unknown-ship')!;
    expect(d.message).toContain('Did you mean `Miranda`?');
    expect(d.data?.pointer).toBe('/fleets/0/ships/1/ship');
  });

  it('the JSON schema refuses a fleet entry with a count of 0', () => {
    const doc = JSON.parse(JSON.stringify(compileOne(SRC).document));
    doc.fleets[0].ships[0].count = 0;
    const r = compileJsonText(JSON.stringify(doc), 'doc.json');
    expect(r.diagnostics.some((x) => x.severity === 'error' && x.data?.pointer === '/fleets/0/ships/0/count')).toBe(true);
  });

  it('.ship to JSON to .ship keeps the fleet and its doc comment; both compile to the same fleet', () => {
    const json = sourceToJson(SRC, '/virtual/x.ship', { host: { readFile: () => undefined }, root: '/virtual' });
    expect(json.document.fleets!.map((f) => [f.name, f.doc])).toEqual([['Patrol', 'The border patrol.']]);
    const text = writeShipSource(JSON.parse(JSON.stringify(json.document))).text;
    expect(text).toContain('/// The border patrol.\nfleet Patrol {');
    expect(text).toContain('ships { Excelsior: 3  Miranda: 2 }');
    const back = compileOne(text);
    expect(back.document.fleets!.map(noSource)).toEqual(compileOne(SRC).document.fleets!.map(noSource));
  });

  it('the formatter prints a fleet one member per line, and is stable', async () => {
    const messy = 'ruleset b5wars\nfleet Patrol {   budget: 3500\n  // the line\n  ships { Oberth: 2 }  allow FLEET-4 "house rule" }\n';
    const once = await formatShip(messy);
    expect(once).toBe('ruleset b5wars\nfleet Patrol {\n  budget: 3500\n  // the line\n  ships { Oberth: 2 }\n  allow FLEET-4 "house rule"\n}\n');
    expect(await formatShip(once)).toBe(once);
  });
});

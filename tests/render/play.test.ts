// What a player needs from a sheet, checked on ships compiled from source: stated values kept by
// an allow are drawn as written and marked against the rule; the reference, the notes, the allow
// reasons and where the ship is written are printed; the rules the sheet relies on are cited by
// ID; b5wars sheets carry the hit-location table, the weapon table and the defense ratings; sfb
// sheets the sensor, scanner and damage-control tracks and the energy to mark in a turn.
import { describe, expect, it } from 'vitest';
import type { CompiledShip } from '../../compiler/types';
import { layoutShip, renderShipSvg } from '../../render/index';
import { hitLocations } from '../../render/hit-location';
import { citedRules } from '../../render/rules-cited';
import { systemKind } from '../../compiler/catalog/index';
import { ruleText } from '../../compiler/rule-texts';
import { compileOne } from '../helpers/compile';
import { geometryProblems } from './helpers';
import { descendants, find, hasClass, parseXml, textOf, type XmlElement } from './xml';

function compiled(text: string, name?: string): CompiledShip {
  const r = compileOne(text);
  const errors = r.diagnostics.filter((d) => d.severity === 'error');
  expect(errors.map((d) => d.message)).toEqual([]);
  const ships = r.document.ships;
  return name ? ships.find((s) => s.name === name)! : ships[0];
}

function texts(el: XmlElement): string[] {
  return find(el, (e) => e.name === 'text').map(textOf);
}

const VUDAR = `ruleset sfb
ship VudarDW {
  name: "Vudar War Destroyer"
  reference: "Captain's Log #39, page 64"
  designer: "A. Player"
  notes: "Ion weapons fire from the capacitor."
  sizeClass: 4
  moveCost: 1/2
  sensor: 6
  scanner: 2
  damageControl: 4
  warpEngine LW, RW { boxes: 8 }
  impulseEngine IMP { boxes: 3 }
  ionCannon A, B, C { arc: FA }
  ionPulseGenerator IPG { arc: 360 }
  ionicCapacitor { capacity: 8 }
  allow H93.12 "the printed SSD shows 8"
}
`;

describe('sheets show what the file states', () => {
  it('a capacity of 8 kept by allow H93.12 draws 8 circles and says the rule gives 7', () => {
    const ship = compiled(VUDAR);
    expect(ship.derived.ionicCapacitor?.capacity).toBe(7);
    const root = parseXml(renderShipSvg(ship));
    const row = [...descendants(root)].find((e) => e.attrs['data-id'] === 'ionicCapacitor')!;
    expect(find(row, (e) => e.name === 'circle' && hasClass(e, 'energy'))).toHaveLength(8);
    expect(row.attrs['data-value']).toBe('8');
    expect(row.attrs['data-rule-value']).toBe('7');
    const line = texts(row).join(' ');
    expect(line).toContain('capacity 8 as written');
    expect(line).toContain('H93.12 gives 7; allowed: "the printed SSD shows 8"');
  });

  it('a stated value the rule agrees with is printed once, with its rule', () => {
    const ship = compiled(VUDAR.replace('capacity: 8', 'capacity: 7').replace(/\n {2}allow[^\n]*/, ''));
    const row = [...descendants(parseXml(renderShipSvg(ship)))].find((e) => e.attrs['data-id'] === 'ionicCapacitor')!;
    expect(find(row, (e) => e.name === 'circle')).toHaveLength(7);
    expect(texts(row).join(' ')).toContain('capacity 7 (H93.12)');
    expect(row.attrs['data-rule-value']).toBeUndefined();
  });

  it('prints the reference, designer, notes, allow reasons and the source file and line', () => {
    const root = parseXml(renderShipSvg(compiled(VUDAR)));
    const notes = [...descendants(root)].find((e) => e.attrs['data-panel'] === 'notes')!;
    const byCaption = (c: string) =>
      find(notes, (e) => e.attrs['data-note'] === c)
        .flatMap(texts)
        .join(' ');
    expect(byCaption('Reference')).toBe("Reference: Captain's Log #39, page 64");
    expect(byCaption('Designer')).toBe('Designer: A. Player');
    expect(byCaption('Notes')).toBe('Notes: Ion weapons fire from the capacitor.');
    expect(byCaption('Allowed H93.12')).toBe('Allowed H93.12: the printed SSD shows 8');
    expect(byCaption('Source')).toBe('Source: test.ship, line 2');
  });

  it('cites the rules the sheet relies on by ID, only those its systems bring in', () => {
    const ship = compiled(VUDAR);
    const ids = citedRules(ship).map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining(['H93.11', 'H93.12', 'H93.14', 'H93.31', 'H93.32']));
    expect(ids.some((i) => i.startsWith('Z-CC'))).toBe(false);
    const root = parseXml(renderShipSvg(ship));
    // A panel cut at a column end is two panels under the same key.
    const panels = [...descendants(root)].filter((e) => e.attrs['data-panel'] === 'rules');
    expect(panels.flatMap((panel) => find(panel, (e) => e.attrs['data-rule'] !== undefined).map((e) => e.attrs['data-rule']))).toEqual(ids);
    expect(panels.flatMap((panel) => texts(panel)).join(' ')).toContain('Energy put in during turn t is lost at the start of turn t+25');
  });

  it("takes a sheet's rules from the catalog's links and its lines from the rule texts", () => {
    const ship = compiled(VUDAR);
    const cited = citedRules(ship);
    // Each line is the rule's sheet text, its figures filled in.
    for (const c of cited) {
      const sheet = ruleText(c.id)!.sheet!.text;
      expect(c.text.startsWith(sheet.split('{')[0]!), c.id).toBe(true);
      expect(c.text, c.id).not.toMatch(/[{}]/);
    }
    expect(cited.find((c) => c.id === 'H93.12')!.text).toContain('rounded up');
    // Only rules the catalog links to what the ship carries: every cited ID is among them.
    const linked = new Set(ship.systems.flatMap((s) => systemKind('sfb', s.base)?.rules ?? []));
    for (const c of cited) expect(linked.has(c.id) || c.id === 'Z-PWR-1' || c.id === 'Z-EW-1', c.id).toBe(true);
    // A figure from the rules block: fractional accounting makes the capacity exact.
    const exact = compiled(VUDAR.replace('ruleset sfb', 'ruleset sfb\nrules { fractionalAccounting: true }'));
    expect(citedRules(exact).find((c) => c.id === 'H93.12')!.text).toContain('exact (fractional accounting)');
  });

  it('sfb tracks: sensor 6 reads 6 5 4 3 2 1 0; each power kind a line of the Energy Allocation form', () => {
    const root = parseXml(renderShipSvg(compiled(VUDAR)));
    const track = (k: string) => [...descendants(root)].filter((e) => e.attrs['data-track'] === k).flatMap((g) => find(g, (e) => e.attrs['data-role'] === 'box-label').map(textOf));
    expect(track('sensor')).toEqual(['6', '5', '4', '3', '2', '1', '0']);
    expect(track('scanner')).toEqual(['2', '1', '0']);
    expect(track('damageControl')).toEqual(['4', '3', '2', '1', '0']);
    const warp = [...descendants(root)].filter((e) => e.attrs['data-line'] === 'warp');
    expect(warp.length).toBeGreaterThanOrEqual(1);
    for (const line of warp) expect(find(line, (e) => e.name === 'text').map(textOf)).toEqual(['Warp 16']);
  });
});

const MEDIUM = `ruleset b5wars
ship Ranger {
  name: "Ranger-class Frigate"
  size: medium
  power: 10
  thrust: 6
  accel: 2
  turnCost: 1/2
  turnDelay: 1/2
  pivot: 2
  roll: 1
  initiative: 4
  warpDelay: 2
  shields { fore: 20  aft: 16 }
  section forward {
    structure: 12
    deflector DF { arc: 270..90  value: 4  power: 2 }
    weapon P1, P2 { class: "Phaser"  arc: 240..120  damage: "2d10+4"  rangePenalty: 1/2  fireControl: [3, 2, 1]  boxes: 4  armor: 2 }
    hits { 1..12: structure  13..15: DF  16..18: weapon  19..20: primary }
  }
  section aft {
    structure: 10
    deflector DA { arc: 90..270  value: 3  power: 2 }
    impulseThruster I1 { thrust: 6 }
    nacelle N1, N2 { boxes: 8 }
  }
  section primary {
    structure: 20
    shieldGenerator SG { boxes: 4 }
    hits { 1..20: structure }
  }
  allow B5-HITS "the printed SSD gives the aft section no chart"
}
`;

describe('Babylon 5 Wars play aids', () => {
  it('hit location: fore and aft sections, side shots on the primary section', () => {
    const ship = compiled(MEDIUM);
    expect(hitLocations(ship)).toEqual([
      { facing: 'fore', arc: [315, 45], section: 'forward' },
      { facing: 'starboard', arc: [45, 135], section: 'primary' },
      { facing: 'aft', arc: [135, 225], section: 'aft' },
      { facing: 'port', arc: [225, 315], section: 'primary' },
    ]);
    const table = [...descendants(parseXml(renderShipSvg(ship)))].find((e) => e.attrs['data-table'] === 'hit-location')!;
    expect(find(table, (e) => hasClass(e, 'table-row')).map((r) => texts(r).join(' '))).toEqual([
      'fore 315..45 forward',
      'starboard 45..135 primary',
      'aft 135..225 aft',
      'port 225..315 primary',
    ]);
  });

  it('hit location of a large ship: one section a quadrant; of a light ship: everything on its one section', () => {
    const large: CompiledShip = {
      name: 'L',
      ruleset: 'b5wars',
      systems: [],
      rules: {},
      derived: {},
      sections: ['forward', 'aft', 'port', 'starboard', 'primary'].map((name) => ({ name })),
    };
    expect(hitLocations(large).map((r) => `${r.facing}:${r.section}`)).toEqual(['fore:forward', 'starboard:starboard', 'aft:aft', 'port:port']);
    const light: CompiledShip = { ...large, sections: [{ name: 'primary' }] };
    expect(hitLocations(light)).toEqual([{ facing: 'every facing', arc: [0, 360], section: 'primary' }]);
    const twoSides: CompiledShip = { ...large, sections: [{ name: 'forward' }, { name: 'primary' }] };
    expect(hitLocations(twoSides).map((r) => `${r.facing} ${r.arc.join('..')}:${r.section}`)).toEqual(['fore 315..45:forward', 'starboard and aft and port 45..315:primary']);
  });

  it('the weapon table has a row per weapon with damage, range penalty and fire control', () => {
    const root = parseXml(renderShipSvg(compiled(MEDIUM)));
    const table = [...descendants(root)].find((e) => e.attrs['data-table'] === 'weapons')!;
    const head = find(table, (e) => hasClass(e, 'table-head')).flatMap(texts);
    expect(head).toEqual(['Weapon', 'Section', 'Arc', 'Damage', 'Range', 'FC s/m/f', 'Boxes', 'Armor']);
    const p1 = find(table, (e) => e.attrs['data-id'] === 'P1')[0];
    expect(texts(p1)).toEqual(['P1 Phaser', 'forward', '240..120', '2d10+4', '-1/2/hex', '+3/+2/+1', '4', '2']);
  });

  it('headline: defense-free ship shows power, initiative, turn cost and delay, accel, pivot and roll', () => {
    const root = parseXml(renderShipSvg(compiled(MEDIUM)));
    const cells = Object.fromEntries(
      [...descendants(root)].filter((e) => hasClass(e, 'headline')).map((g) => [g.attrs['data-caption'], find(g, (e) => e.attrs['data-role'] === 'value').map(textOf)[0]]),
    );
    expect(cells).toMatchObject({ Power: '10', Initiative: '+4', 'Turn cost': '1/2 x speed, rounded up', 'Turn delay': '1/2 x speed', Accel: '2', Pivot: '2', Roll: '1' });
  });

  it('prints the defense ratings when the ship carries them', () => {
    const ship = compiled(MEDIUM);
    const root = parseXml(renderShipSvg({ ...ship, forwardDefense: 14, sideDefense: 16 }));
    const cell = [...descendants(root)].find((e) => e.attrs['data-caption'] === 'Defense fwd/side')!;
    expect(find(cell, (e) => e.attrs['data-role'] === 'value').map(textOf)).toEqual(['14/16']);
  });

  it('a section without a chart says so, and the allow reason is in the notes; the kind entry names its systems', () => {
    const root = parseXml(renderShipSvg(compiled(MEDIUM)));
    const all = [...descendants(root)];
    expect(all.filter((e) => e.attrs['data-no-hit-chart'] === 'aft')).toHaveLength(1);
    const fwd = all.find((e) => e.attrs['data-hit-chart'] === 'forward')!;
    expect(texts(fwd)).toContain('P1, P2 Phaser');
    expect(
      all
        .filter((e) => e.attrs['data-note'] === 'Allowed B5-HITS')
        .flatMap(texts)
        .join(' '),
    ).toContain('the printed SSD gives the aft section no chart');
  });

  it('prints special abilities in the notes', () => {
    const ship = { ...compiled(MEDIUM), specialAbilities: ['ELINT sensors', 'Agile ship'] };
    const root = parseXml(renderShipSvg(ship));
    const note = [...descendants(root)].filter((e) => e.attrs['data-note'] === 'Special abilities').flatMap(texts);
    expect(note.join(' ')).toBe('Special abilities: ELINT sensors; Agile ship');
  });

  it('lays out without overlaps on both page sizes', () => {
    for (const page of ['a4', 'letter'] as const) expect(geometryProblems(layoutShip(compiled(MEDIUM), { page }))).toEqual([]);
  });
});

// The three example files of language.md (copied under tests/fixtures/syntax/ok) must parse
// without a single diagnostic, and so must a large fleet made of them.
import { describe, expect, it } from 'vitest';
import type { Block, ShipDecl, SystemDecl } from '../../grammar/index';
import { parse } from '../../grammar/index';
import { allMembers, fixtureNames, readFixture } from './helpers';
import { fleetText } from './tools/fleet';

describe('language.md examples', () => {
  const names = fixtureNames('ok');

  it('are all present', () => {
    expect(names).toEqual(expect.arrayContaining(['excelsior.ship', 'vudar-dw.ship', 'highguard-cz.ship']));
  });

  for (const name of names) {
    it(`${name} parses with no diagnostics`, () => {
      const { ast, diagnostics } = parse(readFixture(`ok/${name}`), name);
      expect(diagnostics).toEqual([]);
      expect(ast.decls.length).toBeGreaterThan(0);
    });
  }

  it('excelsior.ship has its ships, sections and systems', () => {
    const { ast } = parse(readFixture('ok/excelsior.ship'));
    expect(ast.decls.map((d) => d.kind)).toEqual(['ruleset', 'ship', 'ship']);
    const [, excelsior, refit] = ast.decls as [unknown, ShipDecl, ShipDecl];
    expect(excelsior.name.name).toBe('Excelsior');
    expect(excelsior.base).toBeNull();
    expect(refit.name.name).toBe('ExcelsiorRefit');
    expect(refit.base?.name).toBe('Excelsior');
    expect(refit.doc).toBe('The refit adds a stronger forward deflector and a cloaking device.');
    const sections = excelsior.body.filter((m): m is Block => m.kind === 'block' && m.type.name === 'section');
    expect(sections.map((s) => s.ids[0].name)).toEqual(['forward', 'aft', 'port', 'starboard', 'primary']);
    const aft = sections[1];
    const thrusters = aft.body?.find((m): m is Block => m.kind === 'block' && m.type.name === 'impulseThruster');
    expect(thrusters?.ids.map((i) => i.name)).toEqual(['I1', 'I2']);
  });

  it('highguard-cz.ship keeps a bare block followed by a block on the next line apart', () => {
    const { ast } = parse(readFixture('ok/highguard-cz.ship'));
    const ship = ast.decls.find((d): d is ShipDecl => d.kind === 'ship');
    const tail = ship?.body.slice(-3).map((m) => (m.kind === 'block' ? `${m.type.name}[${m.ids.map((i) => i.name).join(',')}]` : m.kind));
    expect(tail).toEqual(['centralCapacitor[]', 'defenseField[]', 'cpu[CPU]']);
    const battery = ship?.body.find((m): m is Block => m.kind === 'block' && m.type.name === 'quantumBattery');
    expect(battery?.ids.map((i) => i.name)).toEqual(['QB1', 'QB2', 'QB3', 'QB4']);
    expect(battery?.body).toBeNull();
    const system = ast.decls.find((d): d is SystemDecl => d.kind === 'system');
    expect(system?.base?.name).toBe('quantumTorpedo');
  });

  it('a 1 MB fleet of them parses with no diagnostics', () => {
    const text = fleetText(1024 * 1024);
    const { ast, diagnostics } = parse(text);
    expect(diagnostics).toEqual([]);
    const ships = ast.decls.filter((d) => d.kind === 'ship');
    expect(ships.length).toBeGreaterThan(1000);
    expect(allMembers(ast).length).toBeGreaterThan(30 * ships.length);
  });
});

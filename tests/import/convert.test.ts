// The FieryVoid importer on small ship files of our own in FieryVoid's shape: hulls, wiring,
// overrides, tags, charts, variants, flights and class defaults. Every imported text must be in
// the house format and compile with no error and no warning.
import { describe, expect, it } from 'vitest';
import { HULLS } from '../../import/fieryvoid/hulls';
import { compileText } from '../../compiler/index';
import { flightPhp, imported, importedClean, MEDIUM_CHART, MEDIUM_CORE, problems, shipPhp } from './php';

const clean = importedClean;

describe('drydock import fieryvoid: ships', () => {
  it('imports a medium ship: figures, wiring, power and thrust totals, the chart', async () => {
    const r = await clean(shipPhp('TestCruiser', 'HeavyCombatVessel', MEDIUM_CORE + MEDIUM_CHART));
    const t = r.text;
    expect(t).toContain('import "drydock:fieryvoid/trek.ship"');
    expect(t).toMatch(/size: medium/);
    expect(t).toMatch(/initiative: 6\n/); // 6 *5 in the source
    // Power: projectors 1+1, phase cannon 4 (its class default), photonic torpedo 1, scanner 4, reactor surplus 2.
    expect(t).toMatch(/power: 13\n/);
    // Thrust: the drive's 1 plus 3 from each nacelle wired to it.
    expect(t).toMatch(/thrust: 7\n/);
    expect(t).toMatch(/fore \{ rating: 10 {2}armor: 1 {2}perHit: 3 \}/);
    // A weapon's 0 is the class default: boxes and power are the library type's.
    expect(t).toMatch(/TrekPhaseCannon PC \{ arc: 300\.\.60 {2}armor: 3 \}/);
    expect(t).toMatch(/3\.\.7: \[N1, N2\]/);
    expect(t).not.toMatch(/InvulnerableThruster|thruster/);
    expect(r.findings.filter((f) => f.severity === 'warning')).toEqual([]);
  });

  it('gives every hull its size and sections', async () => {
    const cases: [string, string, string[]][] = [
      ['LCV', 'light', ['primary']],
      ['MediumShip', 'medium', ['forward', 'aft', 'primary']],
      ['BaseShip', 'large', ['forward', 'port', 'starboard', 'aft', 'primary']],
      ['BaseShipNoAft', 'large', ['forward', 'port', 'starboard', 'primary']],
      ['HeavyCombatVesselLeftRight', 'medium', ['port', 'starboard', 'primary']],
    ];
    for (const [hull, size, sections] of cases) {
      const adds = sections
        .map((s) => ({ primary: 'Primary', forward: 'Front', aft: 'Aft', port: 'Left', starboard: 'Right' })[s])
        .map((m) => `        $this->add${m}System(new Structure(3, 20));\n        $this->add${m}System(new CargoBay(2, 10));`)
        .join('\n');
      const locs = sections.map((x) => ({ primary: 0, forward: 1, aft: 2, port: 3, starboard: 4 })[x] ?? 0);
      const chart = `        $this->hitChart = array(${locs.map((l) => `${l}=> array(18 => "Structure", 20 => "${l ? 'Primary' : 'Cargo Bay'}")`).join(', ')});`;
      const r = await imported(shipPhp(`Hull${hull}`, hull, `${adds}\n${chart}`));
      expect(r.text, hull).toContain(`size: ${size}`);
      expect([...r.text.matchAll(/section (\w+)/g)].map((m) => m[1]), hull).toEqual(sections);
      expect(await problems(r.text, r.className), hull).toEqual([]);
    }
    expect(HULLS.VreeCapital.sectionArcs).toBe(true);
  });

  it('gives six-section hulls the arcs their structures state', async () => {
    const locs: [string, number, number][] = [
      ['Front', 330, 30],
      ['RightFront', 30, 90],
      ['RightAft', 90, 150],
      ['Aft', 150, 210],
      ['LeftAft', 210, 270],
      ['LeftFront', 270, 330],
    ];
    const body = locs
      .map(([m, a, b]) => `        $s = new Structure(3, 20);\n        $s->startArc = ${a};\n        $s->endArc = ${b};\n        $this->add${m}System($s);`)
      .join('\n');
    const charts = [0, 1, 2, 31, 32, 41, 42].map((l) => `${l}=> array(18 => "Structure", 20 => "${l ? 'Primary' : 'Structure'}")`).join(', ');
    const r = await clean(shipPhp('SixSided', 'VreeCapital', `${body}\n        $this->addPrimarySystem(new Structure(4, 40));\n        $this->hitChart = array(${charts});`));
    expect(r.text).toMatch(/section foreStarboard \{\s+structure: 20\s+armor: 3\s+arc: 30\.\.90/);
  });

  it('writes overlapping outer arcs as given with an allow, gives thrusters their Thruster tag, reports a drive never added', async () => {
    const arcs: [string, number, number][] = [
      ['Front', 300, 60],
      ['RightFront', 0, 120],
      ['RightAft', 60, 180],
      ['Aft', 120, 240],
      ['LeftAft', 180, 300],
      ['LeftFront', 240, 0],
    ];
    const structures = arcs
      .map(([m, a, b]) => `        $s = new Structure(3, 20);\n        $s->addTag("Outer Structure");\n        $s->startArc = ${a};\n        $s->endArc = ${b};\n        $this->add${m}System($s);`)
      .join('\n');
    const body = `
        $impulseDrive = new TrekImpulseDrive(4, 30, 0, 1, 3);
        $this->addFrontSystem(new GraviticThruster(4, 14, 0, 6, 1));
        $n = new TrekWarpDrive(3, 24, 0, 3);
        $impulseDrive->addThruster($n);
        $this->addLeftAftSystem($n);
${structures}
        $this->addPrimarySystem(new Structure(5, 60));
        $this->hitChart = array(
            0=> array(17 => "Structure", 20 => "Engine"),
            1=> array(4 => "TAG:Thruster", 17 => "TAG:Outer Structure", 20 => "Primary"),
            2=> array(17 => "TAG:Outer Structure", 20 => "Primary"),
            31=> array(17 => "TAG:Outer Structure", 20 => "Primary"),
            32=> array(9 => "Nacelle", 17 => "TAG:Outer Structure", 20 => "Primary"),
            41=> array(17 => "TAG:Outer Structure", 20 => "Primary"),
            42=> array(17 => "TAG:Outer Structure", 20 => "Primary"),
        );`;
    const text = shipPhp('Wheel', 'VreeCapital', body);
    const r = await clean(text);
    expect(r.text).toContain(`allow B5-SECTIONS "FieryVoid's outer sections face overlapping arcs, as the source gives them"`);
    expect(r.text).toMatch(/hits \{ 1\.\.4: T {2}5\.\.17: structure/);
    expect(r.text).toMatch(/nacelle N \{ armor: 3 {2}boxes: 24 \}/); // its drive is never added: no thrust
    const lineOf = (s: string) => text.split('\n').findIndex((l) => l.includes(s)) + 1;
    const warnings = r.findings.filter((f) => f.severity === 'warning').map((f) => [f.code, f.line]);
    expect(warnings).toContainEqual(['fv-unwired', lineOf('new TrekImpulseDrive')]);
    expect(warnings).toContainEqual(['fv-unwired', lineOf('new TrekWarpDrive')]);
    expect(warnings).toContainEqual(['fv-chart-names-missing', lineOf('20 => "Engine"')]);
  });

  it('refuses a hull class it does not know, naming it', async () => {
    await expect(imported(shipPhp('Odd', 'SomethingElse', ''))).rejects.toThrow(/hull class SomethingElse/);
  });

  it('reads overrides: displayName, startArc/endArc and tags, and charts that name them', async () => {
    const body = `
        $a = new CargoBay(2, 10);
        $a->displayName = "Cargo Pod A";
        $this->addFrontSystem($a);
        $g = new TrekPhaseCannon(3, 6, 4, 0, 90);
        $g->startArc = 300;
        $g->endArc = 60;
        $g->addTag("Weapon");
        $this->addFrontSystem($g);
        $h = new TrekPhaser(3, 0, 0, 270, 90);
        $h->addTag("Weapon");
        $this->addFrontSystem($h);
        $this->addFrontSystem(new Structure(3, 20));
        $this->addPrimarySystem(new CargoBay(2, 30));
        $this->addPrimarySystem(new Structure(3, 30));
        $this->hitChart = array(
            0=> array(10 => "Structure", 20 => "Cargo Bay"),
            1=> array(4 => "Cargo Pod A", 8 => "TAG:Weapon", 10 => "0:Cargo Bay", 18 => "Structure", 20 => "Primary"),
        );`;
    const r = await clean(shipPhp('Overrides', 'MediumShip', body));
    expect(r.text).toMatch(/cargo CB1 \{ armor: 2 {2}boxes: 10 {2}label: "Cargo Pod A" \}/);
    expect(r.text).toMatch(/TrekPhaseCannon PC \{ arc: 300\.\.60/);
    expect(r.text).toMatch(/1\.\.4: CB1/);
    expect(r.text).toMatch(/5\.\.8: \[PC, PH\]/);
    expect(r.text).toMatch(/9\.\.10: CB2/); // "0:Cargo Bay": the primary section's cargo bay
  });

  it('writes what FieryVoid plays for a chart entry the section lacks, and reports it with its line', async () => {
    const text = shipPhp('Missing', 'HeavyCombatVessel', MEDIUM_CORE + MEDIUM_CHART.replace('"Photonic Torpedo"', '"Heavy Torpedo"'));
    const r = await clean(text);
    const line = text.split('\n').findIndex((l) => l.includes('Heavy Torpedo')) + 1;
    expect(r.findings).toContainEqual(expect.objectContaining({ code: 'fv-chart-names-missing', severity: 'warning', line, message: expect.stringMatching(/"Heavy Torpedo".*aft has no such system.*structure/) }));
    expect(r.text).toMatch(/8\.\.9: structure \/\/ FieryVoid names "Heavy Torpedo" here/);
  });

  it('allows projections with no projector wired (they never regenerate) and off-layout arcs', async () => {
    const body = `
        $this->addPrimarySystem(new Reactor(3, 10, 0, 0));
        $p = new TrekShieldProjection(1, 6, 3, 300, 60, 'F');
        $this->addFrontSystem($p);
        $p = new TrekShieldProjection(1, 6, 3, 60, 300, 'A');
        $this->addAftSystem($p);
        $this->addPrimarySystem(new Structure(3, 30));
        $this->hitChart = array(0=> array(17 => "Structure", 20 => "Reactor"), 1=> array(18 => "Structure", 20 => "Primary"), 2=> array(18 => "Structure", 20 => "Primary"));`;
    const r = await clean(shipPhp('Plating', 'MediumShip', body));
    expect(r.text).toContain('allow ST-SH-9');
    expect(r.text).toContain('allow ST-SH-1');
    expect(r.text).toMatch(/fore \{ rating: 6 {2}armor: 1 {2}perHit: 3 {2}arc: 300\.\.60 \}/);
  });

  it('reports a nacelle no drive is wired to, and a system it does not know, with their lines', async () => {
    const body = `
        $impulseDrive = new TrekImpulseDrive(3, 16, 0, 2, 3);
        $this->addPrimarySystem($impulseDrive);
        $this->addAftSystem(new TrekWarpDrive(3, 12, 0, 3));
        $this->addFrontSystem(new MysteryBeam(3, 6, 4, 0, 360));
        $this->addPrimarySystem(new Structure(3, 30));`;
    const r = await imported(shipPhp('Loose', 'MediumShip', body));
    const msgs = r.findings.filter((f) => f.severity === 'warning').map((f) => `${f.line}: ${f.message}`);
    expect(msgs.some((m) => /^22: a nacelle no impulse drive is wired to/.test(m))).toBe(true);
    expect(msgs.some((m) => /^23: FieryVoid class MysteryBeam is not in the importer's table/.test(m))).toBe(true);
    expect(r.text).toContain('// Not imported (line 23): MysteryBeam');
    expect(r.text).toMatch(/thrust: 2\n/);
  });

  it('writes a variant as a ship of its own and says so', async () => {
    const r = await clean(shipPhp('TestCruiserB', 'HeavyCombatVessel', MEDIUM_CORE + MEDIUM_CHART, '        $this->variantOf = "TestCruiser Class";\n        $this->occurence = "rare";'));
    expect(r.text).toContain("// A variant of FieryVoid's TestCruiser Class; written as a ship of its own.");
    expect(r.text).toMatch(/\n\s+rarity: rare\n/);
    expect(r.findings).toContainEqual(expect.objectContaining({ severity: 'info', message: expect.stringMatching(/variant of TestCruiser Class/) }));
  });

  it('carries limited deployment and rarity into the figures a fleet checks', async () => {
    const r = await clean(shipPhp('Scout', 'HeavyCombatVessel', MEDIUM_CORE + MEDIUM_CHART, '        $this->limited = 33;\n        $this->occurence = "Uncommon";'));
    expect(r.text).toMatch(/\n\s+limited: 33\n/);
    expect(r.text).toMatch(/\n\s+rarity: uncommon\n/);
    // The compiled ship carries both, as every catalog property.
    const ship = compileText(r.text, 'scout.ship').ships[0].compiled;
    expect([ship.limited, ship.rarity]).toEqual([33, 'uncommon']);
    const odd = await imported(shipPhp('Odd', 'HeavyCombatVessel', MEDIUM_CORE + MEDIUM_CHART, '        $this->limited = 12.5;\n        $this->occurence = "legendary";'));
    expect(odd.text).not.toMatch(/limited:|rarity:/);
    expect(odd.findings.filter((f) => f.code === 'fv-data-only').map((f) => f.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(/limited deployment 12.5 is not a whole percentage/), expect.stringMatching(/rarity legendary is none of common, uncommon, rare, unique/)]),
    );
  });

  it('puts the fighter complement in the hangar, or with no hangar in the ship\'s complement (B5-HANGAR)', async () => {
    const withHangar = await clean(shipPhp('Carrier', 'MediumShip', '        $this->addPrimarySystem(new Hangar(3, 4, 2));\n        $this->addPrimarySystem(new Structure(3, 30));\n        $this->hitChart = array(0=> array(17 => "Structure", 20 => "Hangar"));', '        $this->fighters = array("Shuttlecraft"=>4);'));
    expect(withHangar.text).toMatch(/hangar H \{\s+armor: 3\s+boxes: 4\s+launchRate: 2\s+fighters: 4\s+craft: "Shuttlecraft"/);
    const without = await clean(shipPhp('Swarm', 'MediumShip', '        $this->addPrimarySystem(new Structure(3, 30));\n        $this->hitChart = array(0=> array(20 => "Structure"));', '        $this->fighters = array("normal"=>12);'));
    expect(without.text).toMatch(/\n\s+complement: 12\n\s+complementCraft: "normal fighters"\n/);
    expect(without.findings.filter((f) => f.severity === 'warning')).toEqual([]);
    const ship = compileText(without.text, 'swarm.ship').ships[0].compiled;
    expect([ship.complement, ship.complementCraft]).toEqual([12, 'normal fighters']);
  });

  it('writes a roll cost of 999, FieryVoid\'s "cannot roll", as canRoll: false (B5-ROLL)', async () => {
    const php = shipPhp('Tug', 'MediumShip', '        $this->addPrimarySystem(new Structure(3, 30));\n        $this->hitChart = array(0=> array(20 => "Structure"));', '        $this->rollcost = 999;\n        $this->pivotcost = 4;');
    const r = await clean(php);
    expect(r.text).toMatch(/\n\s+canRoll: false\n/);
    expect(r.text).not.toMatch(/roll:/);
    expect(r.text).toMatch(/\n\s+pivot: 4\n/);
    // The figure says it: nothing about the roll is left to report.
    expect(r.findings.filter((f) => /roll/i.test(f.message))).toEqual([]);
    const ship = compileText(r.text, 'tug.ship').ships[0].compiled;
    expect([ship.canRoll, ship.roll]).toEqual([false, undefined]);
    // A ship that rolls keeps its cost, and states no canRoll.
    const rolls = await clean(shipPhp('Tug2', 'MediumShip', '        $this->addPrimarySystem(new Structure(3, 30));\n        $this->hitChart = array(0=> array(20 => "Structure"));'));
    expect(rolls.text).toMatch(/\n\s+roll: 2\n/);
    expect(rolls.text).not.toMatch(/canRoll/);
  });

  it('imports a flight from populate(): the craft, its guns with their own figures, points per craft', async () => {
    const text = flightPhp({
      name: 'TestPods',
      shipClass: 'Test Pod Flight',
      pointCost: '15 *6',
      armour: '2, 1, 1, 1',
      structure: 8,
      displayName: 'Test Pod',
      fields: '        $this->maxFlightSize = 3;\n        $this->notes = "Fast";\n        $this->notes .= "<br>Fragile.";\n',
      guns: [
        '            $fighter->addFrontSystem(new TrekFtrPhaser(330, 30, 2, 1));',
        '            $fighter->addAftSystem(new TrekShieldFtr(0, 3, 3, 1));',
        '            $fighter->addAftSystem(new RammingAttack(0, 0, 360, $fighter->getRammingFactor(), 0));',
      ].join('\n'),
    });
    const r = await clean(text);
    expect(r.text).toMatch(/^flight TestPods \{/m);
    expect(r.text).toMatch(/armor: \[2, 1, 1, 1\]\n\s+structure: 8/);
    expect(r.text).toMatch(/points: 15\n/); // FieryVoid prices six craft
    expect(r.text).toMatch(/maxCraft: 3\n/);
    expect(r.text).toContain('notes: "Fast; Fragile."');
    expect(r.text).toContain('// FieryVoid TrekShieldFtr, not stated as data: each craft has a shield (armor 0, 3 boxes, rating 3, recharge 1)');
    expect(r.text).toMatch(/initiative: 16\n/);
    expect(r.text).toMatch(/TrekFighterPhaser FP \{\s+arc: 330\.\.30\s+damage: "d6\+2"\s+rateOfFire: 1\s+intercept: 1/);
    expect(r.findings).toContainEqual(expect.objectContaining({ severity: 'info', message: expect.stringMatching(/ramming/) }));
  });

  it('gives byte-identical output for the same input', async () => {
    const text = shipPhp('Twice', 'HeavyCombatVessel', MEDIUM_CORE + MEDIUM_CHART);
    const a = await imported(text);
    const b = await imported(text);
    expect(a.text).toBe(b.text);
    expect(JSON.stringify(a.findings)).toBe(JSON.stringify(b.findings));
  });
});

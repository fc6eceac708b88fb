// Classes and shapes of the fuller Star Trek corpus (FieryVoid's older Trek folders, the Suliban
// Helix, the Arco): the antimatter torpedo, the fighter missile rack, the common engine, the
// absorption shield (polarized hull plating), bulkheads, a bearing override on a system with no
// firing arc, damage-less weapons, a chart for a location with no systems, and a file that is not
// valid PHP. Each test is a small file of our own in FieryVoid's shape.
import { describe, expect, it } from 'vitest';
import { compileText } from '../../compiler/index';
import { flightPhp, imported, importedClean, MEDIUM_CHART, MEDIUM_CORE, problems, shipPhp } from './php';

const compiled = (text: string) => Object.fromEntries(compileText(text, '/virtual/older.ship').ships[0].compiled.systems.map((s) => [s.id, s]));

describe('drydock import fieryvoid: the fuller Trek corpus', () => {
  it('imports the antimatter torpedo with its library figures, X+8 as margin damage', async () => {
    const body =
      MEDIUM_CORE +
      `
        $this->addFrontSystem(new AntimatterTorpedo(2, 0, 0, 300, 60));
` +
      MEDIUM_CHART;
    const r = await importedClean(shipPhp('TestHelixette', 'HeavyCombatVessel', body));
    // 0 for structure and power is the class default: the type's 6 boxes and 7 power.
    expect(r.text).toMatch(/AntimatterTorpedo AT \{ arc: 300\.\.60 {2}armor: 2 \}/);
    expect(r.text).toContain('// FieryVoid AntimatterTorpedo, not stated as data: the range penalty doubles beyond 50 hexes.');
    const at = compiled(r.text).AT;
    expect([at.damage, at.marginDamage, at.boxes, at.power, at.loading, at.rangePenalty, at.rangePenaltyFrom]).toEqual(['8', [5, 12], 6, 7, 2, 1, 25]);
    expect(at.fireControl).toEqual([4, 2, -2]);
    // The ship's power counts the torpedo's 7 (reactor surplus 2 + the others' draw).
    expect(r.findings.filter((f) => f.code === 'fv-data-only' && /X\+8/.test(f.message))).toEqual([]);
  });

  it("imports a craft's fighter missile racks with their stores", async () => {
    const r = await importedClean(
      flightPhp({
        name: 'TestSleds',
        shipClass: 'Test Attack Sleds',
        pointCost: '40 *6',
        armour: '3, 2, 2, 2',
        structure: 12,
        displayName: 'Sled',
        guns: `
            $microtorpedo = new FighterMissileRack(3, 330, 30);
            $microtorpedo->displayName = "Micro Torpedo";
            $fighter->addFrontSystem($microtorpedo);
            $fighter->addFrontSystem(new TrekFtrPhaser(330, 30, 1, 2));`,
      }),
    );
    expect(r.text).toMatch(/FighterMissileRack FM \{\s+arc: 330\.\.30\s+ammo: 3\s+label: "Micro Torpedo"\s+\}/);
    expect(r.findings.filter((f) => f.severity === 'warning')).toEqual([]);
  });

  it('reads the older shape: a common engine for thrust, polarized hull plating, bulkheads and unwired nacelles', async () => {
    const body = `
        $this->addPrimarySystem(new Reactor(3, 10, 0, 3));
        $this->addPrimarySystem(new CnC(3, 9, 0, 0));
        $this->addPrimarySystem(new Scanner(3, 9, 4, 4));
        $this->addPrimarySystem(new Engine(3, 10, 0, 4, 2));
        $plating = new AbsorbtionShield(2, 4, 3, 1, 270, 90);
            $plating->displayName = "Polarized Hull Plating";
            $this->addFrontSystem($plating);
        $this->addFrontSystem(new TrekPhaseCannon(3, 6, 4, 300, 60));
        $this->addFrontSystem(new Bulkhead(0, 2));
        $this->addAftSystem(new TrekWarpDrive(2, 18, 3, 13));
        $this->addAftSystem(new Engine(3, 14, 0, 6, 2));
        $this->addPrimarySystem(new InvulnerableThruster(99, 99, 0, 99, 1));
        $this->addFrontSystem(new Structure(3, 20));
        $this->addAftSystem(new Structure(3, 20));
        $this->addPrimarySystem(new Structure(3, 30));
        $this->hitChart = array(
            0=> array(8 => "Structure", 11 => "Scanner", 14 => "Engine", 17 => "Reactor", 20 => "C&C"),
            1=> array(4 => "Phase Cannon", 5 => "Bulkhead", 9 => "Polarized Hull Plating", 17 => "Structure", 20 => "Primary"),
            2=> array(4 => "Engine", 8 => "Warp Drive", 17 => "Structure", 20 => "Primary"),
        );
`;
    const php = shipPhp('TestOldCruiser', 'MediumShip', body);
    const r = await importedClean(php);
    // Ids are given in the order sections are written (forward, aft, primary).
    expect(r.text).toMatch(/engine E1 \{ armor: 3 {2}boxes: 14 {2}rating: 6 \}/);
    expect(r.text).toMatch(/engine E2 \{ armor: 3 {2}boxes: 10 {2}rating: 4 \}/);
    expect(r.text).toMatch(/AbsorptionShield AS \{\s+armor: 2\s+boxes: 4\s+power: 3\s+rating: 1\s+label: "Polarized Hull Plating"\s+\}/);
    expect(r.text).toMatch(/Bulkhead BH \{ armor: 0 {2}boxes: 2 \}/);
    // Thrust is the two engines' output; the nacelle feeds no drive in this shape.
    expect(r.text).toMatch(/thrust: 10\b/);
    // Power: reactor surplus 3 + sensors 4 + plating 3 + phase cannon 4 + the nacelle's 3.
    expect(r.text).toMatch(/power: 17\b/);
    expect(r.text).toContain('FieryVoid AbsorbtionShield, not stated as data: each hit from 270..90 loses 1 damage');
    const nacelleLine = php.split('\n').findIndex((l) => l.includes('new TrekWarpDrive')) + 1;
    expect(r.findings.filter((f) => f.code === 'fv-unwired').map((f) => f.line)).toEqual([nacelleLine]);
    // The chart names reach the new systems by their display names and class names.
    expect(r.text).toMatch(/ 5: BH {2}6\.\.9: AS /);
    expect(r.text).toMatch(/1\.\.4: E1 {2}5\.\.8: N /);
  });

  it('writes a bearing override on a system with no firing arc as a comment, not an arc', async () => {
    const body =
      MEDIUM_CORE +
      `
        $cargo = new CargoBay(2, 15);
            $cargo->startArc = 300;
            $cargo->endArc = 60;
            $this->addFrontSystem($cargo);
` +
      MEDIUM_CHART;
    const r = await importedClean(shipPhp('TestFreighter', 'HeavyCombatVessel', body));
    expect(r.text).toMatch(/\/\/ FieryVoid: hit only from 300\.\.60\n\s+cargo CB \{ armor: 2 {2}boxes: 15 \}/);
    expect(r.findings.some((f) => f.code === 'fv-data-only' && /bearings it is hit from/.test(f.message))).toBe(true);
  });

  it('writes a grappler, a combat transporter and a micro-jump as their kinds (B5-MICROJUMP), with no B5-FIGURES allow', async () => {
    const body =
      MEDIUM_CORE +
      `
        $grappler = new CustomIndustrialGrappler(2, 5, 0, 0, 360);
            $grappler->displayName = "Magnetic Grappler";
            $this->addPrimarySystem($grappler);
        $this->addFrontSystem(new CombatTransporter(3, 4, 1, 270, 90, 5, true));
        $this->addPrimarySystem(new MicroJumpSystem(4, 0, 0, 330, 30, 6, 4));
` +
      MEDIUM_CHART;
    const r = await importedClean(shipPhp('TestBoarder', 'HeavyCombatVessel', body));
    expect(r.text).not.toContain('B5-FIGURES');
    expect(r.text).toMatch(/CombatTransporter CT \{\s+arc: 270\.\.90\s+armor: 3\s+boxes: 4\s+power: 1\s+contingents: 5\s+elite: true\s+\}/);
    const sys = compiled(r.text);
    expect(sys.CT).toMatchObject({ base: 'transporter', range: 10, rangePenalty: 1, loading: 1, contingents: 5, elite: true, boxes: 4 });
    // A 0 for structure is the class default: the grappler's 5 boxes, the drive's 9.
    expect(sys.GR).toMatchObject({ base: 'grappler', arc: [0, 360], armor: 2, boxes: 5, range: 0, loading: 1 });
    expect(sys.MJ).toMatchObject({ base: 'microJump', arc: [330, 30], armor: 4, boxes: 9, minDistance: 1, maxDistance: 6, recharge: 4, label: 'Micro Jump Drive' });
    expect(r.findings.filter((f) => f.code === 'fv-data-only' && /MicroJumpSystem/.test(f.message)).length).toBe(1);
  });

  it('writes a chart for a location with no systems as a section with a chart and no structure', async () => {
    const body =
      MEDIUM_CORE.replace(/addFrontSystem/g, 'addPrimarySystem')
        .replace(/addAftSystem/g, 'addPrimarySystem')
        .replace(/\n.*new Structure\(3, 20\)\);/g, '') +
      `
        $this->hitChart = array(
            0=> array(8 => "Structure", 11 => "Scanner", 14 => "Engine", 17 => "Reactor", 20 => "C&C"),
            1=> array(10 => "0:Structure", 13 => "0:Phase Cannon", 20 => "0:Reactor"),
            2=> array(9 => "Structure", 16 => "0:Nacelle", 20 => "0:Scanner"),
        );
`;
    const php = shipPhp('TestLander', 'LCV', body);
    const r = await importedClean(php);
    const chartLine = php.split('\n').findIndex((l) => l.includes('1=> array(')) + 1;
    expect(r.findings.filter((f) => f.code === 'fv-chart-only-section').map((f) => f.line)).toEqual([chartLine, chartLine + 1]);
    expect(r.findings.filter((f) => f.severity === 'warning')).toEqual([]);
    // "0:Structure", and the aft location's own "Structure" (it has none), hit the primary structure.
    expect(r.text).toMatch(/section forward \{\s+hits \{\s+1\.\.10: primary\.structure\s+11\.\.13: PC\s+14\.\.20: R\s+\}/);
    expect(r.text).toMatch(/section aft \{\s+hits \{\s+1\.\.9: primary\.structure \/\/ FieryVoid names the structure of aft, which has none/);
    const ship = compileText(r.text, '/virtual/lander.ship').ships[0].compiled;
    const aft = ship.sections!.find((x) => x.name === 'aft')!;
    expect(aft.structure).toBeUndefined();
    expect(aft.hits![0]).toMatchObject({ from: 1, to: 9, target: 'structure', section: 'primary', ofKind: true });
  });

  it('reads the misnamed side methods of older files (addPortSystem, addStbdSystem) as the sides they name, each call reported', async () => {
    const body =
      MEDIUM_CORE +
      `
        $this->addPortSystem(new TrekPhaseCannon(3, 0, 0, 180, 360));
        $this->addStbdSystem(new TrekPhaseCannon(3, 0, 0, 0, 180));
        $this->addPortSystem(new Structure(3, 12));
        $this->addStbdSystem(new Structure(3, 12));
` +
      MEDIUM_CHART.replace(
        '        );',
        `            3=> array(10 => "Structure", 20 => "Phase Cannon"),
            4=> array(10 => "Structure", 20 => "Phase Cannon"),
        );`,
      );
    const php = shipPhp('TestSides', 'HeavyCombatVesselLeftRight', body);
    const r = await imported(php);
    const lines = (re: RegExp) => php.split('\n').flatMap((l, i) => (re.test(l) ? [i + 1] : []));
    const misnamed = r.findings.filter((f) => f.code === 'fv-misnamed-method');
    expect(misnamed.map((f) => f.line)).toEqual(lines(/addPortSystem|addStbdSystem/));
    expect(misnamed.every((f) => f.severity === 'warning')).toBe(true);
    expect(misnamed[0].message).toContain('read as `addLeftSystem()`');
    expect(r.text).toMatch(/section port \{\s+structure: 12\s+armor: 3\s+TrekPhaseCannon PC\d \{ arc: 180\.\.0 /);
    expect(r.text).toMatch(/section starboard \{\s+structure: 12\s+armor: 3\s+TrekPhaseCannon PC\d \{ arc: 0\.\.180/);
    expect(await problems(r.text, r.className)).toEqual([]);
  });

  it('imports a file with a PHP slip (a missing bracket) and reports it as a finding in the source', async () => {
    const body =
      MEDIUM_CORE +
      `
        $this->addFrontSystem(new CargoBay(2, 12);
        $this->addFrontSystem(new CargoBay(2, 12));
` +
      MEDIUM_CHART;
    const php = shipPhp('TestSlip', 'HeavyCombatVessel', body);
    const r = await imported(php);
    const slipLine = php.split('\n').findIndex((l) => l.includes('new CargoBay(2, 12);')) + 1;
    expect(r.findings.filter((f) => f.code === 'fv-php-syntax').map((f) => [f.severity, f.line])).toEqual([['warning', slipLine]]);
    // What the parser recovers is read: both cargo bays are imported.
    expect(r.text.match(/cargo CB\d/g)).toEqual(['cargo CB1', 'cargo CB2']);
    expect(await problems(r.text, r.className)).toEqual([]);
  });

  it('still refuses PHP the parser cannot recover a class from', async () => {
    const { importFieryVoid } = await import('../../import/fieryvoid/index');
    const r = await importFieryVoid('<?php class { ((( ', '/virtual/Broken.php', 'Broken.php');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/^not valid PHP/);
  });
});

// FieryVoid classes and statements met in the wider Star Trek corpus: the plasma fighter guns, a
// craft's marines, the two-beam tractor mount and the fleet builder's enhancement options. Each
// test is a small ship of our own in FieryVoid's shape.
import { describe, expect, it } from 'vitest';
import { flightPhp, importedClean, MEDIUM_CHART, MEDIUM_CORE, shipPhp } from './php';

const raiders = (guns: string, fields = '') =>
  flightPhp({ name: 'TestRaiders', shipClass: 'Test Raider Flight', pointCost: '40 *6', armour: '2, 2, 2, 2', structure: 18, displayName: 'Test Raider', guns, fields });

describe('drydock import fieryvoid: classes of the wider Trek corpus', () => {
  it('imports the plasma blaster and the fighter plasma gun with each mount\'s shots', async () => {
    const r = await importedClean(
      raiders(`
            $fighter->addFrontSystem(new PairedPlasmaBlaster(300, 60));
            $fighter->addFrontSystem(new PairedPlasmaBlaster(0, 90, 3));
            $fighter->addFrontSystem(new PlasmaGun(330, 30));`),
    );
    // Two shots unless the mount gives another count, and no intercept: FieryVoid's blaster never intercepts.
    expect(r.text).toMatch(/PlasmaBlaster PBL1 \{ arc: 300\.\.60 {2}rateOfFire: 2 \}/);
    expect(r.text).toMatch(/PlasmaBlaster PBL2 \{ arc: 0\.\.90 {2}rateOfFire: 3 \}/);
    // One shot, FieryVoid's default, is the type's own: nothing more is written.
    expect(r.text).toMatch(/FighterPlasmaGun PGN \{ arc: 330\.\.30 \}/);
    // Plasma's half of the armor ignored is the library type's figure (`armorIgnored: 50`), not a comment.
    expect(r.text).not.toContain('plasma ignores half');
    expect(r.findings.filter((f) => f.code === 'fv-data-only')).toEqual([]);
    expect(r.findings.filter((f) => f.severity === 'warning')).toEqual([]);
  });

  it('imports the superheavy fighter\'s raking phaser with its bonus, shots and rake', async () => {
    const r = await importedClean(
      raiders(`
            $fighter->addFrontSystem(new TrekFtrPhaseCannon(330, 30, 2, 1));
            $fighter->addFrontSystem(new TrekFtrPhaseCannon(300, 60, 3, 2, 8, "Phaser"));`),
    );
    expect(r.text).toMatch(/TrekFighterPhaseCannon FPC1 \{\s+arc: 330\.\.30\s+damage: "2d6\+2"\s+rateOfFire: 1\s+intercept: 1\s+\}/);
    // A rake other than the class's 6 is the mount's own.
    expect(r.text).toMatch(/TrekFighterPhaseCannon FPC2 \{\s+arc: 300\.\.60\s+damage: "2d6\+3"\s+rateOfFire: 2\s+intercept: 2\s+rake: 8\s+\}/);
    expect(r.findings.filter((f) => f.severity === 'warning')).toEqual([]);
  });

  it('carries a craft\'s marines and the enhancement options as comments, with information findings', async () => {
    const r = await importedClean(
      raiders(
        `
            $fighter->addFrontSystem(new PairedPlasmaBlaster(0, 360));
            $fighter->addFrontSystem(new Marines(0, 360, 0, false));`,
        `        $this->enhancementOptionsEnabled[] = 'ELITE_CREW';
        $this->enhancementOptionsEnabled[] = 'EXTRA_TROOPS';
`,
      ),
    );
    expect(r.text).toContain('// FieryVoid Marines, not stated as data: each craft carries a boarding party; drydock plays no boarding.');
    expect(r.text).toContain('// FieryVoid enhancement options: ELITE_CREW, EXTRA_TROOPS.');
    const infos = r.findings.filter((f) => f.code === 'fv-data-only').map((f) => f.message);
    expect(infos.some((m) => /marines/.test(m))).toBe(true);
    expect(infos.some((m) => /enhancement options/.test(m))).toBe(true);
    expect(r.findings.filter((f) => f.severity === 'warning')).toEqual([]);
  });

  it('reads enhancement options on a ship too, and a list append on anything else is still reported', async () => {
    const body = MEDIUM_CORE + `
        $this->enhancementOptionsEnabled[] = 'SPARE_PARTS';
        $spare[] = 3;
` + MEDIUM_CHART;
    const php = shipPhp('TestTender', 'HeavyCombatVessel', body);
    const r = await importedClean(php);
    expect(r.text).toContain('// FieryVoid enhancement options: SPARE_PARTS.');
    const spareLine = php.split('\n').findIndex((l) => l.includes('$spare[]')) + 1;
    expect(r.findings.filter((f) => f.code === 'fv-unread').map((f) => f.line)).toEqual([spareLine]);
  });

  it('imports a two-beam tractor mount as the twin tractor beam, sized by FieryVoid\'s battery rule', async () => {
    const body = MEDIUM_CORE + `
        $this->addFrontSystem(new SWTractorBeam(2, 0, 360, 2));
        $this->addAftSystem(new SWTractorBeam(2, 90, 270, 1));
` + MEDIUM_CHART;
    const r = await importedClean(shipPhp('TestTug', 'HeavyCombatVessel', body));
    expect(r.text).toMatch(/SWTwinTractorBeam TB1 \{ arc: all {2}armor: 2 \}/);
    expect(r.text).toMatch(/SWTractorBeam TB2 \{ arc: 90\.\.270 {2}armor: 2 \}/);
    // The second beam's hold has no drydock figure: a comment and an information finding, once.
    expect(r.text).toContain("// FieryVoid SWTractorBeam, not stated as data: the mount's 2 beams may hold 2 targets a turn; drydock's tractor beam holds one.");
    expect(r.findings.filter((f) => f.code === 'fv-data-only' && /beams/.test(f.message)).length).toBe(1);
    expect(r.findings.filter((f) => f.code === 'fv-no-type-for-count')).toEqual([]);
  });

  it('still writes a three-beam tractor mount with the figures of one beam, and says so', async () => {
    const body = MEDIUM_CORE + `
        $this->addFrontSystem(new SWTractorBeam(2, 0, 360, 3));
` + MEDIUM_CHART;
    const r = await importedClean(shipPhp('TestHauler', 'HeavyCombatVessel', body));
    expect(r.text).toMatch(/SWTractorBeam TB \{ arc: all {2}armor: 2 \}/);
    expect(r.findings.filter((f) => f.code === 'fv-no-type-for-count').length).toBe(1);
  });

  it('imports the fixed-damage pulse cannons with their library figures', async () => {
    const guns = `
        $this->addFrontSystem(new TrekPhasedPulseCannon(2, 0, 0, 300, 60));
        $this->addFrontSystem(new TrekPhasedPulseAccelerator(2, 0, 0, 270, 90));
        $this->addFrontSystem(new ScatterPulsar(1, 4, 2, 0, 360));`;
    const r = await importedClean(shipPhp('TestPulseFrigate', 'HeavyCombatVessel', MEDIUM_CORE + guns + MEDIUM_CHART));
    expect(r.text).toMatch(/TrekPhasedPulseCannon PPC \{ arc: 300\.\.60 {2}armor: 2 \}/);
    expect(r.text).toMatch(/TrekPhasedPulseAccelerator PPA \{ arc: 270\.\.90 {2}armor: 2 \}/);
    expect(r.text).toMatch(/ScatterPulsar SPL \{ arc: all {2}armor: 1 {2}boxes: 4 {2}power: 2 \}/);
    expect(r.findings.filter((f) => f.severity === 'warning')).toEqual([]);
    // The compiled weapons hit for their fixed damage, as FieryVoid's do.
    const { compileText } = await import('../../compiler/index');
    const ship = compileText(r.text, '/virtual/pulse.ship').ships[0].compiled;
    const byId = Object.fromEntries(ship.systems.map((s) => [s.id, s]));
    expect([byId.PPC.damage, byId.PPA.damage, byId.SPL.damage]).toEqual(['7', '9', '6']);
    expect(byId.PPC.pulse).toEqual(['d5', 4, 6]);
  });
});

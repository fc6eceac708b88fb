// FieryVoid weapon classes whose library types were added from FieryVoid's weapon figures (no
// hand-written example uses them): each is imported as its type, with a mount's own figures,
// and what drydock cannot state is carried as a comment.
import { describe, expect, it } from 'vitest';
import { compileText } from '../../compiler/index';
import { flightPhp, imported, importedClean, MEDIUM_CHART, MEDIUM_CORE, shipPhp } from './php';

const clean = importedClean;

/** A flight of our own whose craft carry `guns`. */
const gliders = (guns: string) => flightPhp({ name: 'TestGliders', shipClass: 'Test Glider Flight', pointCost: '30 *6', armour: '2, 2, 2, 2', structure: 12, displayName: 'Test Glider', guns });

describe('drydock import fieryvoid: weapon classes with types from FieryVoid figures', () => {
  it('imports the early light particle cutter and the plasma wave as their library types', async () => {
    const body = MEDIUM_CORE + `
        $this->addFrontSystem(new CustomEarlyLtParticleCutter(2, 0, 0, 240, 60));
        $this->addAftSystem(new PlasmaWaveTorpedo(4, 7, 4, 120, 240));
` + MEDIUM_CHART;
    const r = await clean(shipPhp('TestRaider', 'HeavyCombatVessel', body));
    // The cutter's 0 boxes and power are the class default, which the type states.
    expect(r.text).toMatch(/EarlyLightParticleCutter ELC \{ arc: 240\.\.60 {2}armor: 2 \}/);
    expect(r.text).toMatch(/PlasmaWave PW \{ arc: 120\.\.240 {2}armor: 4 {2}boxes: 7 {2}power: 4 \}/);
    // Plasma's half of the armor ignored comes with the library type as a figure, not as a comment.
    expect(r.text).not.toContain('plasma ignores half');
    const pw = compileText(r.text, '/virtual/raider.ship').ships[0].compiled.systems.find((s) => s.id === 'PW');
    expect(pw).toMatchObject({ armorIgnored: 50, mode: 'flash', range: 30 });
    expect(r.findings.filter((f) => f.code === 'fv-unknown-class')).toEqual([]);
  });

  it('imports the light fusion cannon, the Rogolon light plasma gun and the fighter ion cannon', async () => {
    const r = await clean(
      gliders(`
            $fighter->addFrontSystem(new LightFusionCannon(330, 30, 3, 2));
            $fighter->addFrontSystem(new RogolonLtPlasmaGun(240, 360));
            $fighter->addFrontSystem(new SWFighterIon(330, 30, 6, 3));`),
    );
    expect(r.text).toMatch(/LightFusionCannon LF \{\s+arc: 330\.\.30\s+damage: "d6\+3"\s+rateOfFire: 2\s+intercept: 2/);
    // No bonus or shots given: FieryVoid's defaults, a bonus of 5 and 2 shots.
    expect(r.text).toMatch(/RogolonLightPlasmaGun LPG \{\s+arc: 240\.\.0\s+damage: "d3\+5"\s+rateOfFire: 2\s+intercept: 2/);
    // The ion cannon never intercepts, whatever its shots.
    expect(r.text).toMatch(/FighterIonCannon FI \{ arc: 330\.\.30 {2}damage: "d4\+6" {2}rateOfFire: 3 \}/);
    expect(r.text).toContain('// FieryVoid SWFighterIon, not stated as data: ion damage may cause power shortages');
    expect(r.findings.filter((f) => f.code === 'fv-unknown-class')).toEqual([]);
  });
});

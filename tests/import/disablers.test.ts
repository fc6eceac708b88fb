// FieryVoid's Trek disablers (ion weapons): the ship's light and medium disablers, whose mounts
// of several guns are sized by FieryVoid's battery rule, and the fighters' compact disablers,
// imported from small files of our own in FieryVoid's shape and compiled.
import { describe, expect, it } from 'vitest';
import { compileFiles } from '../../compiler/index';
import { batteryFigure, CLASSES } from '../../import/fieryvoid/classes';
import { libraryTypes } from '../../import/fieryvoid/library';
import { flightPhp, importedClean, MEDIUM_CORE, shipPhp } from './php';

interface Compiled {
  id: string;
  type: string;
  boxes?: number;
  power?: number;
  damage?: string;
  fireControl?: (number | null)[];
  rangePenalty?: number;
  loading?: number;
  rateOfFire?: number;
  intercept?: number;
}

/** The compiled document of an imported text: its ships' systems or its flights' weapons, by id. */
function compiled(text: string, name: string): { byId: Map<string, Compiled>; power?: number } {
  const r = compileFiles([{ path: `/virtual/import-test/${name}.ship`, text }], { root: '/virtual/import-test' });
  const doc = r.document as { ships: { systems: Compiled[]; power?: number }[]; flights?: { weapons: Compiled[] }[] };
  const ship = doc.ships[0];
  const list = ship ? ship.systems : (doc.flights?.[0]?.weapons ?? []);
  return { byId: new Map(list.map((s) => [s.id, s])), power: ship?.power };
}

/** A medium ship of our own with light and medium disablers of 1, 2 and 3 guns in its forward section. */
const DISABLERS = `
        $this->addFrontSystem(new TrekLightDisabler(2, 300, 60, 1));
        $this->addFrontSystem(new TrekLightDisabler(2, 270, 90, 2));
        $this->addFrontSystem(new TrekLightDisabler(3, 240, 120, 3));
        $this->addFrontSystem(new TrekMediumDisabler(3, 300, 60, 1));
        $this->addFrontSystem(new TrekMediumDisabler(3, 300, 60, 2));
        $this->addAftSystem(new TrekMediumDisabler(4, 120, 240, 3));
`;

const CHART = `
        $this->hitChart = array(
            0=> array(8 => "Structure", 11 => "Scanner", 14 => "Engine", 17 => "Reactor", 20 => "C&C"),
            1=> array(2 => "Shield Projector", 4 => "Phase Cannon", 6 => "Light Disabler", 8 => "Disabler", 17 => "Structure", 20 => "Primary"),
            2=> array(2 => "Shield Projector", 6 => "Nacelle", 8 => "Photonic Torpedo", 9 => "Disabler", 17 => "Structure", 20 => "Primary"),
        );
`;

const gliders = (guns: string) => flightPhp({ name: 'TestIonGliders', shipClass: 'Test Ion Glider Flight', pointCost: '33 *6', armour: '2, 1, 1, 1', structure: 10, displayName: 'Test Ion Glider', guns });

describe('drydock import fieryvoid: Trek disablers', () => {
  it('sizes a disabler mount of 1, 2 and 3 guns by the battery rule and states its shots', async () => {
    const r = await importedClean(shipPhp('TestIonRaider', 'HeavyCombatVessel', MEDIUM_CORE + DISABLERS + CHART));
    // One gun: the type's own 5 boxes / 2 power (light) and 7 / 3 (medium), so the mount leaves them out.
    expect(r.text).toMatch(/TrekLightDisabler LDB1 \{ arc: 300\.\.60 {2}armor: 2 \}/);
    expect(r.text).toMatch(/TrekMediumDisabler DB1 \{ arc: 300\.\.60 {2}armor: 3 \}/);
    const { byId, power } = compiled(r.text, r.className);
    const figures = (id: string) => {
      const s = byId.get(id);
      return [s?.boxes, s?.power, s?.rateOfFire ?? 1];
    };
    // Light: 5 boxes +25% a further gun, 2 power +65%, rounded up.
    expect(figures('LDB1')).toEqual([5, 2, 1]);
    expect(figures('LDB2')).toEqual([7, 4, 2]); // 6.25, 3.3
    expect(figures('LDB3')).toEqual([8, 5, 3]); // 7.5, 4.6
    // Medium: 7 boxes, 3 power.
    expect(figures('DB1')).toEqual([7, 3, 1]);
    expect(figures('DB2')).toEqual([9, 5, 2]); // 8.75, 4.95
    expect(figures('DB3')).toEqual([11, 7, 3]); // 10.5, 6.9
    // The ship's power adds the mounts' own: the core's 13, then 2+4+5 and 3+5+7.
    expect(power).toBe(13 + 11 + 15);
    expect(byId.get('LDB3')).toMatchObject({ damage: 'd10+2', fireControl: [2, 2, 0], rangePenalty: 2, loading: 1, armor: 3, arc: [240, 120] });
    expect(byId.get('DB3')).toMatchObject({ damage: 'd10+4', fireControl: [3, 3, 1], rangePenalty: 1, loading: 2, armor: 4, section: 'aft' });
    // No disabler intercepts.
    for (const id of ['LDB1', 'LDB2', 'LDB3', 'DB1', 'DB2', 'DB3']) expect(byId.get(id)?.intercept ?? 0, id).toBe(0);
    // The chart's names reach the mounts; the ion effects are carried as a comment.
    expect(r.text).toMatch(/5\.\.6: \[LDB1, LDB2, LDB3\]/);
    expect(r.text).toMatch(/7\.\.8: \[DB1, DB2\]/);
    expect(r.text).toContain(
      "// FieryVoid TrekMediumDisabler, not stated as data: damage through armor is halved, never overkills, adds 1 a point to the system's critical roll and may cut power for good; each hit drains d3 power for d2 turns, a turn more if through armor.\n",
    );
    expect(r.findings.filter((f) => f.code === 'fv-unknown-class' || f.code === 'fv-chart-unimported')).toEqual([]);
  });

  it('gives any count its figures: the rule reproduces the four-gun figures and the battery types the library states', () => {
    const lib = libraryTypes();
    const sized = (type: string, n: number) => {
      const one = lib.get(type);
      return [batteryFigure(one?.boxes ?? NaN, 0.25, n), batteryFigure(one?.power ?? NaN, 0.65, n)];
    };
    expect(sized('TrekLightDisabler', 4)).toEqual([9, 6]); // 8.75, 5.9
    expect(sized('TrekMediumDisabler', 4)).toEqual([13, 9]); // 12.25, 8.85
    expect(CLASSES.TrekLightDisabler.battery).toEqual({ boxes: 0.25, power: 0.65 });
    // FieryVoid's SW batteries, sized by the same rule: the twin tractor beam from the single
    // beam's 6 / 4, and the Mazerite and Suliban guns from one barrel's figures.
    expect(sized('SWTractorBeam', 2)).toEqual([lib.get('SWTwinTractorBeam')?.boxes, lib.get('SWTwinTractorBeam')?.power]);
    expect([batteryFigure(5, 0.25, 2), batteryFigure(2, 0.65, 2)]).toEqual([lib.get('MazeriteParticleGun')?.boxes, lib.get('MazeriteParticleGun')?.power]);
    expect([batteryFigure(3, 0.25, 3), batteryFigure(0.7, 0.65, 3)]).toEqual([lib.get('MazeriteLightParticleGun')?.boxes, lib.get('MazeriteLightParticleGun')?.power]);
    expect([batteryFigure(3, 0.25, 4), batteryFigure(0.7, 0.65, 4)]).toEqual([lib.get('SulibanDefenseGuns')?.boxes, lib.get('SulibanDefenseGuns')?.power]);
  });

  it('imports a four-gun mount, and a mount of no whole number of guns as one gun with a warning', async () => {
    const body = MEDIUM_CORE + `
        $this->addFrontSystem(new TrekLightDisabler(2, 300, 60, 4));
        $this->addFrontSystem(new TrekMediumDisabler(3, 300, 60, 0));
        $this->addFrontSystem(new TrekMediumDisabler(3, 300, 60, 2.5));
` + CHART;
    const text = shipPhp('TestIonOdd', 'HeavyCombatVessel', body);
    const r = await importedClean(text);
    const { byId } = compiled(r.text, r.className);
    expect(byId.get('LDB')).toMatchObject({ boxes: 9, power: 6, rateOfFire: 4 });
    for (const id of ['DB1', 'DB2']) {
      expect(byId.get(id), id).toMatchObject({ boxes: 7, power: 3 });
      expect(byId.get(id)?.rateOfFire, id).toBeUndefined();
    }
    const lineOf = (s: string) => text.split('\n').findIndex((l) => l.includes(s)) + 1;
    const bad = r.findings.filter((f) => f.code === 'fv-bad-count');
    expect(bad.map((f) => [f.severity, f.line])).toEqual([
      ['warning', lineOf('300, 60, 0)')],
      ['warning', lineOf('300, 60, 2.5)')],
    ]);
    expect(bad[0].message).toBe('TrekMediumDisabler with 0 guns: a mount holds a whole number of guns, at least 1; written as one gun');
  });

  it("imports a flight's compact and early compact disablers as linked fighter guns", async () => {
    const r = await importedClean(
      gliders(`
            $gun = new TrekFighterDisabler(330, 30, 2, 1);
            $gun->exclusive = true;
            $fighter->addFrontSystem($gun);
            $fighter->addFrontSystem(new TrekEarlyFighterDisabler(300, 60, 1, 2));`),
    );
    expect(r.text).toMatch(/TrekFighterDisabler CD \{ arc: 330\.\.30 {2}damage: "d6\+2" {2}rateOfFire: 1 \}/);
    expect(r.text).toMatch(/TrekEarlyFighterDisabler ECD \{ arc: 300\.\.60 {2}damage: "d6\+1" {2}rateOfFire: 2 \}/);
    const { byId } = compiled(r.text, r.className);
    expect(byId.get('CD')).toMatchObject({ damage: 'd6+2', fireControl: [1, 1, 0], rangePenalty: 2, loading: 2, rateOfFire: 1 });
    expect(byId.get('ECD')).toMatchObject({ damage: 'd6+1', fireControl: [0, 0, -1], rangePenalty: 3, loading: 2, rateOfFire: 2 });
    expect(byId.get('CD')?.intercept).toBeUndefined();
    expect(byId.get('ECD')?.intercept).toBeUndefined();
    expect(r.text).toContain('// FieryVoid TrekEarlyFighterDisabler, not stated as data: ');
    expect(r.text).toContain('or when armor stops it has an even chance to drain 1 for 1 turn.\n');
    // "Either this or the other guns" has no figure in drydock: reported, not dropped silently.
    expect(r.findings.map((f) => f.message)).toContain('`->exclusive` on TrekFighterDisabler is not carried');
  });
});

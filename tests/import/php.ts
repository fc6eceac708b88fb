// Small FieryVoid-shaped ship files of our own for the importer's tests, and a check that an
// imported text is formatted and compiles with no error and no warning.
import { expect } from 'vitest';
import { compileFiles } from '../../compiler/index';
import { isFormatted } from '../../format/format';
import { importFieryVoid, type ImportResult } from '../../import/fieryvoid/index';

/** A ship class: `hull`, constructor `body` (the statements), fields first. */
export function shipPhp(name: string, hull: string, body: string, fields = ''): string {
  return `<?php
class ${name} extends ${hull}{
    function __construct($id, $userid, $name, $slot){
        parent::__construct($id, $userid, $name, $slot);
        $this->pointCost = 300;
        $this->faction = "Test Fleet";
        $this->phpclass = "${name}";
        $this->shipClass = "${name} Class";
        $this->isd = 2200;
        $this->forwardDefense = 12;
        $this->sideDefense = 14;
        $this->turncost = 0.5;
        $this->turndelaycost = 0.5;
        $this->accelcost = 2;
        $this->rollcost = 2;
        $this->pivotcost = 2;
        $this->iniativebonus = 6 *5;
${fields}
${body}
    }
}
?>
`;
}

/** The core systems of a medium ship with two wired projections and two nacelles, in FieryVoid's shape. */
export const MEDIUM_CORE = `
        $this->addPrimarySystem(new Reactor(3, 12, 0, 2));
        $this->addPrimarySystem(new CnC(3, 8, 0, 0));
        $this->addPrimarySystem(new Scanner(3, 8, 4, 4));
        $impulseDrive = new TrekImpulseDrive(3, 16, 0, 1, 3);
        $projection = new TrekShieldProjection(1, 10, 3, 270, 90, 'F');
            $projector = new TrekShieldProjector(1, 4, 1, 2, 270, 90, 'F');
            $projection->addProjector($projector);
            $this->addFrontSystem($projector);
        $this->addFrontSystem($projection);
        $this->addFrontSystem(new TrekPhaseCannon(3, 0, 0, 300, 60));
        $warpNacelle = new TrekWarpDrive(3, 12, 0, 3);
            $impulseDrive->addThruster($warpNacelle);
            $this->addAftSystem($warpNacelle);
        $warpNacelle = new TrekWarpDrive(3, 12, 0, 3);
            $impulseDrive->addThruster($warpNacelle);
            $this->addAftSystem($warpNacelle);
        $projection = new TrekShieldProjection(1, 10, 3, 90, 270, 'A');
            $projector = new TrekShieldProjector(1, 4, 1, 2, 90, 270, 'A');
            $projection->addProjector($projector);
            $this->addAftSystem($projector);
        $this->addAftSystem($projection);
        $this->addAftSystem(new TrekPhotonicTorp(2, 0, 0, 120, 240));
        $this->addPrimarySystem(new InvulnerableThruster(99, 99, 0, 99, 1));
        $this->addPrimarySystem($impulseDrive);
        $this->addFrontSystem(new Structure(3, 20));
        $this->addAftSystem(new Structure(3, 20));
        $this->addPrimarySystem(new Structure(3, 30));
`;

export const MEDIUM_CHART = `
        $this->hitChart = array(
            0=> array(8 => "Structure", 11 => "Scanner", 14 => "Engine", 17 => "Reactor", 20 => "C&C"),
            1=> array(3 => "Shield Projector", 7 => "Phase Cannon", 17 => "Structure", 20 => "Primary"),
            2=> array(2 => "Shield Projector", 7 => "Nacelle", 9 => "Photonic Torpedo", 17 => "Structure", 20 => "Primary"),
        );
`;

export async function imported(text: string, file = 'Test.php'): Promise<Extract<ImportResult, { ok: true }>> {
  const r = await importFieryVoid(text, `/virtual/${file}`, file);
  if (!r.ok) throw new Error(`refused: ${r.reason}`);
  return r;
}

/** The error and warning diagnostics of the imported text, compiled as a file of its own. */
export async function problems(text: string, name = 'Imported'): Promise<string[]> {
  const result = compileFiles([{ path: `/virtual/import-test/${name}.ship`, text }], { root: '/virtual/import-test' });
  return result.diagnostics.filter((d) => d.severity === 'error' || d.severity === 'warning').map((d) => `${d.code}: ${d.message}`);
}

export async function formatted(text: string): Promise<boolean> {
  return isFormatted(text, { filepath: 'x.ship' });
}

/** Imports `text` and checks that the result is formatted and compiles with no error and no warning. */
export async function importedClean(text: string): Promise<Extract<ImportResult, { ok: true }>> {
  const r = await imported(text);
  expect(await formatted(r.text)).toBe(true);
  expect(await problems(r.text, r.className)).toEqual([]);
  return r;
}

/**
 * A fighter flight class: the flight's fields, then populate() building each craft with `armour`
 * and `structure`, named `displayName`, with the `guns` statements (each adds to `$fighter`).
 */
export function flightPhp(o: { name: string; shipClass: string; pointCost: string; armour: string; structure: number; displayName: string; guns: string; fields?: string }): string {
  return `<?php
class ${o.name} extends FighterFlight{
    function __construct($id, $userid, $name, $slot){
        parent::__construct($id, $userid, $name, $slot);
        $this->pointCost = ${o.pointCost};
        $this->faction = "Test Fleet";
        $this->shipClass = "${o.shipClass}";
        $this->forwardDefense = 7;
        $this->sideDefense = 8;
        $this->freethrust = 8;
        $this->offensivebonus = 3;
        $this->jinkinglimit = 6;
        $this->turncost = 0.33;
        $this->iniativebonus = 16 *5;
${o.fields ?? ''}        $this->populate();
    }
    public function populate(){
        $current = count($this->systems);
        $new = $this->flightSize;
        $toAdd = $new - $current;
        for ($i = 0; $i < $toAdd; $i++){
            $armour = array(${o.armour});
            $fighter = new Fighter("${o.name}", $armour, ${o.structure}, $this->id);
            $fighter->displayName = "${o.displayName}";
${o.guns}
            $this->addSystem($fighter);
        }
    }
}
?>`;
}

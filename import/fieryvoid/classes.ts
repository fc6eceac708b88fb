// FieryVoid system classes: the drydock kind or library type each becomes
// (lib/fieryvoid/trek.ship), the names FieryVoid's hit charts call it by, and what each of its
// constructor's arguments means. A weapon's 0 for structure or power means "the class default",
// which the library type states, so the importer leaves the figure out.

/** What one constructor argument is. `-` is read and not carried (a graphics hint, a flag). */
export type Arg = 'armor' | 'boxes' | 'power' | 'start' | 'end' | 'output' | 'rating' | 'ammo' | 'contingents' | 'count' | 'distance' | 'reload' | 'direction' | 'efficiency' | '-';

export type Role = 'system' | 'projection' | 'projector' | 'impulse' | 'engine' | 'nacelle' | 'structure' | 'reactor' | 'hangar' | 'skip';

export interface ClassMap {
  /** The drydock kind or library type written. */
  type: string;
  /** Names a FieryVoid hit chart uses for it (its display name first). */
  names: string[];
  args: Arg[];
  /** Id prefix of the systems written for it. */
  id: string;
  role?: Role;
  /** Whether the type states boxes and power, so a 0 leaves them out (weapon classes). */
  defaults?: boolean;
  /** Tags FieryVoid gives every system of the class (for `TAG:` chart entries). */
  tags?: string[];
  /** Properties written on every instance. */
  fixed?: Record<string, string>;
  /** Barrel counts (the last argument of FieryVoid's SW batteries) and the type for each. */
  byCount?: Record<number, string>;
  /**
   * A mount of `count` guns of one type in one housing: the share of the type's one-gun boxes and
   * power each gun after the first adds (FieryVoid's battery rule, rounded up; see `batteryFigure`).
   */
  battery?: { boxes: number; power: number };
  /** Figures an instance states from its own arguments (a fighter gun's damage bonus and shots). */
  extra?: (args: unknown[]) => [string, string][];
  /** What FieryVoid gives it that drydock carries as data only (a comment and an info finding). */
  dataOnly?: string | ((args: unknown[]) => string);
}

const TREK_WEAPON: Arg[] = ['armor', 'boxes', 'power', 'start', 'end'];

/** A battery's boxes or power for `count` guns: one gun's figure plus `share` of it for each further gun, rounded up. */
export function batteryFigure(one: number, share: number, count: number): number {
  return Math.ceil(one + one * share * (count - 1));
}

/** FieryVoid's battery rule: each further gun adds 25% of one gun's structure and 65% of its power. */
const BATTERY = { boxes: 0.25, power: 0.65 };

/** A Trek ion weapon's effects, which drydock's weapon kind has no figure for. */
const ION = "damage through armor is halved, never overkills, adds 1 a point to the system's critical roll and may cut power for good";

/** How a fighter gun's class differs from the common one (no bonus, 2 shots, one intercept a shot). */
interface GunOptions {
  /** The damage bonus when the mount gives none (FieryVoid's constructor default). */
  bonus?: number;
  /** Whether each shot is an intercept point; false for guns that never intercept. */
  intercepts?: boolean;
  dataOnly?: string;
}

/** A linked fighter gun: (start, end, damage bonus, shots); each mount states its damage, shots and intercept. */
function fighterGun(type: string, die: string, names: string[], id: string, opts: GunOptions = {}): ClassMap {
  return {
    type,
    names,
    args: ['start', 'end', '-', '-', '-'],
    id,
    defaults: true,
    dataOnly: opts.dataOnly,
    extra: (a) => {
      const bonus = typeof a[2] === 'number' ? a[2] : (opts.bonus ?? 0);
      const shots = typeof a[3] === 'number' ? a[3] : 2;
      const figures: [string, string][] = [
        ['damage', `"${die}${bonus ? `+${bonus}` : ''}"`],
        ['rateOfFire', String(shots)],
      ];
      if (opts.intercepts !== false) figures.push(['intercept', String(shots)]);
      return figures;
    },
  };
}

/** A battery's shots: one a gun, stated when the mount has more than one. */
function guns(a: unknown[]): [string, string][] {
  const n = a[3];
  return typeof n === 'number' && Number.isInteger(n) && n > 1 ? [['rateOfFire', String(n)]] : [];
}

/** What a fighter disabler's hit drains. */
const FIGHTER_DRAIN = 'a hit drains 1 power for d2 turns, or when armor stops it has an even chance to drain 1 for 1 turn';

const weapon = (type: string, names: string[], id: string, dataOnly?: string): ClassMap => ({ type, names, args: TREK_WEAPON, id, defaults: true, dataOnly });

export const CLASSES: Readonly<Record<string, ClassMap>> = {
  // Ship's systems
  Reactor: { type: 'reactor', names: ['Reactor'], args: ['armor', 'boxes', 'power', 'output'], id: 'R', role: 'reactor' },
  CnC: { type: 'cnc', names: ['C&C', 'CnC'], args: ['armor', 'boxes', 'power', 'output'], id: 'C' },
  Scanner: { type: 'sensors', names: ['Scanner', 'Sensors'], args: ['armor', 'boxes', 'power', 'rating'], id: 'S' },
  ElintScanner: { type: 'sensors', names: ['Scanner', 'ELINT Scanner', 'Sensors'], args: ['armor', 'boxes', 'power', 'rating'], id: 'S', fixed: { elint: 'true' } },
  Hangar: { type: 'hangar', names: ['Hangar'], args: ['armor', 'boxes', 'output'], id: 'H', role: 'hangar' },
  CargoBay: { type: 'cargo', names: ['Cargo Bay', 'Cargo'], args: ['armor', 'boxes'], id: 'CB' },
  CloakingDevice: { type: 'cloakingDevice', names: ['Cloaking Device', 'Cloak'], args: ['armor', 'boxes', 'power', 'output'], id: 'CL' },
  // (armor, boxes, power, start, end, distance, reload): the arc it jumps in, its longest jump, the turns between jumps.
  MicroJumpSystem: {
    type: 'MicroJumpDrive',
    names: ['Micro Jump Drive', 'Micro Jump System'],
    args: ['armor', 'boxes', 'power', 'start', 'end', 'distance', 'reload'],
    id: 'MJ',
    defaults: true,
    fixed: { label: '"Micro Jump Drive"' },
    dataOnly: 'the jump itself (1-16 on a d20 succeeds; each nacelle at half damage shortens it by 2 hexes) is not played by drydock',
  },
  // FieryVoid's common engine (older Trek files, before the impulse drive): its output is thrust.
  Engine: { type: 'engine', names: ['Engine'], args: ['armor', 'boxes', 'power', 'output', 'efficiency'], id: 'E', role: 'engine' },
  // Polarized hull plating in the older Trek files: FieryVoid's absorption shield.
  AbsorbtionShield: {
    type: 'AbsorptionShield',
    names: ['Absorption Shield', 'Polarized Hull Plating'],
    args: ['armor', 'boxes', 'power', 'rating', '-', '-'],
    id: 'AS',
    dataOnly: (a) =>
      `each hit from ${a[4]}..${a[5]} loses ${a[3]} damage and is ${a[3]} less likely to hit; drydock has no figure for it, so it is a system of boxes that draws power`,
  },
  Bulkhead: { type: 'Bulkhead', names: ['Bulkhead'], args: ['armor', 'boxes'], id: 'BH' },
  TrekImpulseDrive: { type: 'impulseThruster', names: ['Engine', 'Impulse Drive'], args: ['armor', 'boxes', 'power', 'output', 'efficiency'], id: 'I', role: 'impulse' },
  TrekWarpDrive: { type: 'nacelle', names: ['Nacelle', 'Warp Nacelle', 'Warp Drive'], args: ['armor', 'boxes', 'power', 'output'], id: 'N', role: 'nacelle' },
  TrekShieldProjection: { type: 'projection', names: ['Shield Projection'], args: ['armor', 'boxes', 'rating', 'start', 'end', '-'], id: 'P', role: 'projection' },
  TrekShieldProjector: { type: 'deflector', names: ['Shield Projector'], args: ['armor', 'boxes', 'power', 'rating', 'start', 'end', '-'], id: 'D', role: 'projector' },
  Structure: { type: 'structure', names: ['Structure'], args: ['armor', 'boxes', '-'], id: '', role: 'structure' },
  InvulnerableThruster: { type: '', names: [], args: [], id: '', role: 'skip' },
  Thruster: { type: 'thruster', names: ['Thruster'], args: ['armor', 'boxes', 'power', 'output', 'direction'], id: 'T', tags: ['Thruster'] },
  GraviticThruster: { type: 'thruster', names: ['Thruster', 'Gravitic Thruster'], args: ['armor', 'boxes', 'power', 'output', 'direction'], id: 'T', tags: ['Thruster'] },
  SWTractorBeam: {
    type: 'SWTractorBeam',
    names: ['Tractor Beam'],
    args: ['armor', 'start', 'end', 'count'],
    id: 'TB',
    byCount: { 1: 'SWTractorBeam', 2: 'SWTwinTractorBeam' },
    dataOnly: (a) => (typeof a[3] === 'number' && a[3] > 1 ? `the mount's ${a[3]} beams may hold ${a[3]} targets a turn; drydock's tractor beam holds one` : ''),
  },
  CustomIndustrialGrappler: { type: 'MagneticGrappler', names: ['Grappler', 'Magnetic Grappler'], args: TREK_WEAPON, id: 'GR', defaults: true },
  // (armor, boxes, power, start, end, marine contingents, elite marines).
  CombatTransporter: {
    type: 'CombatTransporter',
    names: ['Combat Transporter', 'Transporter'],
    args: ['armor', 'boxes', 'power', 'start', 'end', 'contingents', '-'],
    id: 'CT',
    defaults: true,
    extra: (a) => (a[6] === true ? [['elite', 'true']] : []),
    dataOnly: 'boarding by transporter (capture, sabotage, rescue) is not played by drydock',
  },

  // Star Trek weapons (FieryVoid customTrek.php)
  TrekPhaser: weapon('TrekPhaser', ['Phaser'], 'PH'),
  TrekPhotonTorp: weapon('TrekPhotonTorpedo', ['Photon Torpedo'], 'PT'),
  TrekPlasmaBurst: weapon('TrekPlasmaBurst', ['Plasma Burst'], 'PB', 'the boost to 4d6 costs one more power, and its critical roll is at +10'),
  TrekSpatialTorp: weapon('TrekSpatialTorpedo', ['Spatial Torpedo'], 'ST'),
  TrekHvyPhaseCannon: weapon('TrekHeavyPhaseCannon', ['Heavy Phase Cannon'], 'HPC'),
  TrekPhaseCannon: weapon('TrekPhaseCannon', ['Phase Cannon'], 'PC'),
  TrekLtPhaseCannon: weapon('TrekLightPhaseCannon', ['Light Phase Cannon'], 'LPC'),
  TrekPhasedPulseCannon: weapon('TrekPhasedPulseCannon', ['Phased Pulse Cannon'], 'PPC'),
  TrekPhasedPulseAccelerator: weapon('TrekPhasedPulseAccelerator', ['Phased Pulse Accelerator'], 'PPA'),
  ScatterPulsar: weapon('ScatterPulsar', ['Scatter Pulsar'], 'SPL'),
  TrekPhotonicTorp: weapon('TrekPhotonicTorpedo', ['Photonic Torpedo'], 'TT'),
  TrekLightDisruptor: weapon('TrekLightDisruptor', ['Light Disruptor'], 'LD'),
  TrekMedDisruptor: weapon('TrekMedDisruptor', ['Medium Disruptor'], 'MD', '12 or more damage through to the facing structure also takes 1 point off its armor'),
  TrekEarlyDisruptor: weapon('TrekEarlyDisruptor', ['Early Disruptor', 'Disruptor'], 'ED'),
  TrekLightDisruptorArray: weapon('TrekLightDisruptorArray', ['Light Disruptor Array', 'Disruptor Array'], 'DA'),
  TrekKlingonLauncher: weapon('KlingonLauncher', ['Klingon Launcher', 'Launcher'], 'KL'),
  TrekDisruptorCannon: weapon('DisruptorCannon', ['Disruptor Cannon'], 'DC'),
  TrekLightPhaser: weapon('TrekLightPhaser', ['Light Phaser'], 'LP'),
  TrekLightPhaserLance: weapon('TrekLightPhaserLance', ['Light Phaser Lance'], 'LL'),
  TrekPhaserLance: weapon('TrekPhaserLance', ['Phaser Lance'], 'PL'),
  HvyPlasmaProjector: weapon('HeavyPlasmaProjector', ['Heavy Plasma Projector'], 'HPP'),
  AntimatterTorpedo: weapon('AntimatterTorpedo', ['Antimatter Torpedo'], 'AT', 'the range penalty doubles beyond 50 hexes'),

  // Babylon 5 Wars weapons the Trek ships mount (FieryVoid particle.php, plasma.php and others)
  StdParticleBeam: weapon('StdParticleBeam', ['Standard Particle Beam', 'Particle Beam'], 'PB'),
  ParticleCannon: weapon('ParticleCannon', ['Particle Cannon'], 'PCN'),
  LightParticleCannon: weapon('LightParticleCannon', ['Light Particle Cannon'], 'LPN'),
  ParticleCutter: weapon('ParticleCutter', ['Particle Cutter'], 'CU'),
  CustomEarlyLtParticleCutter: weapon('EarlyLightParticleCutter', ['Early Light Particle Cutter'], 'ELC'),
  PlasmaProjector: weapon('PlasmaProjector', ['Plasma Projector'], 'PP'),
  LightPlasmaProjector: weapon('LightPlasmaProjector', ['Light Plasma Projector'], 'LPP'),
  LtPlasmaProjector: weapon('LightPlasmaProjector', ['Light Plasma Projector'], 'LPP'),
  PlasmaSiegeCannon: weapon('PlasmaSiegeCannon', ['Plasma Siege Cannon'], 'SC', 'the siege shot is fired only at speed 0'),
  EWDualRocketLauncher: weapon('DualRocketLauncher', ['Dual Rocket Launcher', 'Rocket Launcher'], 'RL'),
  EWPointPlasmaGun: weapon('PointPlasmaGun', ['Point Plasma Gun'], 'PG'),
  PlasmaWaveTorpedo: weapon('PlasmaWave', ['Plasma Wave', 'Plasma Wave Torpedo'], 'PW'),

  // Fighter weapons: (start, end, damage bonus, shots[, name]); the figures follow the arguments.
  TrekFtrPhaser: fighterGun('TrekFighterPhaser', 'd6', ['Phaser'], 'FP'),
  LightParticleBeam: fighterGun('LightParticleBeam', 'd6', ['Light Particle Beam'], 'LB'),
  LightParticleBlaster: fighterGun('LightParticleBlaster', 'd3', ['Light Particle Blaster'], 'LB'),
  LightFusionCannon: fighterGun('LightFusionCannon', 'd6', ['Light Fusion Cannon'], 'LF'),
  RogolonLtPlasmaGun: fighterGun('RogolonLightPlasmaGun', 'd3', ['Light Plasma Gun'], 'LPG', { bonus: 5 }),
  SWFighterIon: fighterGun('FighterIonCannon', 'd4', ['Fighter Ion Cannon', 'Ion Cannon'], 'FI', {
    intercepts: false,
    dataOnly: 'ion damage may cause power shortages and makes criticals likelier on the systems it damages',
  }),

  // A superheavy fighter's raking phaser: (start, end, damage bonus, shots, rake[, name]).
  TrekFtrPhaseCannon: {
    type: 'TrekFighterPhaseCannon',
    names: ['Fighter Heavy Phaser', 'Phase Cannon', 'Light Phase Cannon'],
    args: ['start', 'end', '-', '-', '-', '-'],
    id: 'FPC',
    defaults: true,
    extra: (a) => {
      const bonus = typeof a[2] === 'number' ? a[2] : 0;
      const shots = typeof a[3] === 'number' ? a[3] : 2;
      const figures: [string, string][] = [
        ['damage', `"2d6${bonus ? `+${bonus}` : ''}"`],
        ['rateOfFire', String(shots)],
        ['intercept', String(shots)],
      ];
      // The class's own rake is 6; a mount may give another.
      if (typeof a[4] === 'number' && a[4] !== 6) figures.push(['rake', String(a[4])]);
      return figures;
    },
  },

  // A fighter's missile rack (FieryVoid missile launchers): (stores, start, end), firing basic fighter missiles.
  FighterMissileRack: {
    type: 'FighterMissileRack',
    names: ['Fighter Missile Rack', 'Micro Torpedo'],
    args: ['ammo', 'start', 'end'],
    id: 'FM',
    defaults: true,
    dataOnly: 'a launch at a target past its 10 hexes takes a penalty; it takes one store a shot',
  },

  // Plasma fighter guns (FieryVoid plasma.php): (start, end[, shots]), with no damage bonus.
  PairedPlasmaBlaster: {
    type: 'PlasmaBlaster',
    names: ['Plasma Blaster', 'Paired Plasma Blaster'],
    args: ['start', 'end', '-'],
    id: 'PBL',
    defaults: true,
    extra: (a) => {
      // FieryVoid's paired plasma blaster never intercepts, so the mount states its shots only.
      const shots = typeof a[2] === 'number' ? a[2] : 2;
      return [['rateOfFire', String(shots)]];
    },
  },
  PlasmaGun: {
    type: 'FighterPlasmaGun',
    names: ['Plasma Gun'],
    args: ['start', 'end', '-'],
    id: 'PGN',
    defaults: true,
    extra: (a) => (typeof a[2] === 'number' && a[2] !== 1 ? [['rateOfFire', String(a[2])]] : []),
  },

  // FieryVoid's Star Wars batteries: (armor, start, end, barrels); the barrels fix the type.
  SWMediumLaser: {
    type: 'SulibanDefenseGuns',
    names: ['Medium Laser'],
    args: ['armor', 'start', 'end', 'count'],
    id: 'DG',
    byCount: { 3: 'MazeriteLightParticleGun', 4: 'SulibanDefenseGuns' },
  },
  SWMediumTLaser: { type: 'MazeriteParticleGun', names: ['Medium Turbolaser'], args: ['armor', 'start', 'end', 'count'], id: 'TL', byCount: { 2: 'MazeriteParticleGun' } },

  // Trek disablers, ion weapons (FieryVoid customTrek.php). A ship's disabler is
  // (armor, start, end, guns): the guns of one housing fire a shot each, and the battery rule
  // sizes the mount from the type's one-gun figures. A fighter's is a linked fighter gun.
  TrekLightDisabler: {
    type: 'TrekLightDisabler',
    names: ['Light Disabler'],
    args: ['armor', 'start', 'end', 'count'],
    id: 'LDB',
    defaults: true,
    battery: BATTERY,
    extra: guns,
    dataOnly: `${ION}; each hit drains 1 power for d2 turns, a turn more if through armor`,
  },
  TrekMediumDisabler: {
    type: 'TrekMediumDisabler',
    names: ['Disabler', 'Medium Disabler'],
    args: ['armor', 'start', 'end', 'count'],
    id: 'DB',
    defaults: true,
    battery: BATTERY,
    extra: guns,
    dataOnly: `${ION}; each hit drains d3 power for d2 turns, a turn more if through armor`,
  },
  TrekFighterDisabler: fighterGun('TrekFighterDisabler', 'd6', ['Compact Disabler'], 'CD', { intercepts: false, dataOnly: `${ION}; ${FIGHTER_DRAIN}` }),
  TrekEarlyFighterDisabler: fighterGun('TrekEarlyFighterDisabler', 'd6', ['Early Compact Disabler'], 'ECD', { intercepts: false, dataOnly: `${ION}; ${FIGHTER_DRAIN}` }),
};

const BY_LOWER = new Map(Object.entries(CLASSES).map(([k, v]) => [k.toLowerCase(), v]));

/** The class's meaning, or undefined for a class the importer does not know (PHP class names ignore case). */
export function classOf(name: string): ClassMap | undefined {
  return BY_LOWER.get(name.toLowerCase());
}

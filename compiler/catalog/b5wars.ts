// Babylon 5 Wars system kinds, with the Star Trek conversion (seed 000; docs/rules.md, Babylon 5 Wars).
import { arc, armor, power, universal, weaponProfile } from './common';
import type { SystemKind } from './types';

const b5 = (k: Omit<SystemKind, 'ruleset'>): SystemKind => ({ ...k, ruleset: 'b5wars' });
const base = [...universal, armor];
/** The fire-profile figures a tractor beam takes from the weapon profile. */
const TRACTOR_FIGURES = ['range', 'rangePenalty', 'rangePenaltyFrom', 'fireControl', 'loading'];
/** The class name a weapon prints, which every weapon kind takes. */
const weaponClass = { name: 'class', type: { kind: 'string' }, doc: 'Weapon class as printed (e.g. "Heavy Phaser").' } as const;
/** The figures a combat transporter takes from the weapon profile: it always hits, so no fire control. */
const TRANSPORTER_FIGURES = ['range', 'rangePenalty', 'loading'];

export const b5warsKinds: SystemKind[] = [
  b5({
    name: 'shieldGenerator',
    behaviour: 'shieldGenerator',
    title: 'shield generator',
    category: 'defense',
    placement: 'either',
    singleton: false,
    doc: 'Powers the shield projections. If it is destroyed every projection falls at once (ST-SH-7).',
    rules: ['ST-SH-7'],
    params: [...base, power('Power the generator needs each turn.')],
  }),
  b5({
    name: 'deflector',
    behaviour: 'deflector',
    keyParams: ['value', 'power'],
    title: 'deflector',
    category: 'defense',
    placement: 'either',
    doc: 'Regenerates the shield projections its arc covers, by its value each turn for free and up to twice its value more at 1 power a point (ST-SH-3). Its arc may be extended in 90° steps (ST-SH-9).',
    rules: ['ST-SH-3', 'ST-SH-9', 'ST-SH-10'],
    params: [
      ...base,
      arc(['ST-SH-9', 'SSD-3']),
      {
        name: 'value',
        type: { kind: 'int', min: 0, max: 1000 },
        unit: 'points',
        required: true,
        doc: 'Regeneration value: free points of projection capacity restored each Ship Power segment.',
        rules: ['ST-SH-3'],
      },
      { ...power('Power the deflector needs each turn at its base arc; each arc-extension step multiplies it by `arcExtensionPowerFactor`.', ['ST-SH-9']), required: true },
    ],
  }),
  b5({
    name: 'impulseThruster',
    behaviour: 'impulseThruster',
    derivedValues: ['impulseThrust', 'gravitic'],
    keyParams: ['thrust'],
    title: 'impulse thruster',
    category: 'propulsion',
    placement: 'either',
    doc: 'Impulse drive: its thrust may pay for any maneuver, in any direction (ST-IMP-1). A ship with impulse drives is gravitic (ST-IMP-2); with every thruster gone, thrust costs double and initiative drops by 10 (ST-IMP-3). Never a called-shot target (ST-IMP-4).',
    rules: ['ST-IMP-1', 'ST-IMP-2', 'ST-IMP-3', 'ST-IMP-4'],
    params: [
      ...base,
      { name: 'thrust', type: { kind: 'int', min: 0, max: 1000 }, unit: 'thrust', required: true, doc: 'Thrust the thruster provides each turn.', rules: ['ST-IMP-1'] },
    ],
  }),
  b5({
    name: 'nacelle',
    behaviour: 'nacelle',
    // A nacelle's `thrust` counts in the impulse thrust too.
    derivedValues: ['warp', 'impulseThrust'],
    title: 'warp nacelle',
    category: 'propulsion',
    placement: 'either',
    doc: 'Warp nacelle. Checked on every warp attempt: fails with a percentage equal to its destroyed boxes (ST-WARP-2); each destroyed nacelle adds 2 to the warp delay (ST-WARP-3). With `thrust`, it also feeds the impulse drive.',
    rules: ['ST-WARP-1', 'ST-WARP-2', 'ST-WARP-3', 'ST-WARP-4', 'ST-WARP-5'],
    params: [
      ...base,
      {
        name: 'thrust',
        type: { kind: 'int', min: 0, max: 1000 },
        unit: 'thrust',
        doc:
          "Thrust the nacelle adds to the ship's impulse thrust while it stands (a FieryVoid extension: its warp drives feed the impulse drive; the conversion rules give nacelles none). " +
          'Counted in the impulse thrust (ST-IMP-2) and the free thrust (ST-IMP-1); lost when the nacelle is destroyed.',
        rules: ['ST-IMP-1', 'ST-IMP-2'],
      },
    ],
  }),
  b5({
    name: 'cloakingDevice',
    title: 'cloaking device',
    category: 'special',
    placement: 'either',
    doc: 'Cloak at the end of a turn, decloak at the end of a later one (ST-CLK-1). While cloaked the ship fires nothing and its shields are lowered (ST-CLK-2, ST-SH-12).',
    rules: ['ST-CLK-1', 'ST-CLK-2', 'ST-CLK-3', 'ST-SH-12'],
    params: [
      ...base,
      power('Power the cloak needs while it runs.'),
      { name: 'signature', type: { kind: 'int', min: 0, max: 100 }, unit: 'points', default: 0, doc: 'Signature a detecting ship rolls against with cloak-detection EW (ST-CLK-3).', rules: ['ST-CLK-3'] },
    ],
  }),
  b5({
    name: 'advancedPhotonLauncher',
    behaviour: 'advancedPhotonLauncher',
    keyParams: ['stores', 'damage'],
    title: 'advanced photon torpedo launcher',
    category: 'weapon',
    placement: 'either',
    doc: 'Holds up to three torpedoes and may fire any number at once; each torpedo of a volley of n takes a to-hit penalty of n-1 (ST-APT-1, ST-APT-2).',
    rules: ['ST-APT-1', 'ST-APT-2'],
    params: [
      ...base,
      arc(),
      weaponClass,
      ...weaponProfile('Damage of one torpedo as a dice expression in quotes (e.g. `"2d10+8"`). Hover shows its minimum, mean and maximum.').filter((p) => p.name !== 'ammo'),
      { name: 'stores', type: { kind: 'int', min: 1, max: 3 }, rangeRule: 'ST-APT-1', unit: 'torpedoes', default: 3, doc: 'Torpedoes the launcher holds, 1 to 3 (ST-APT-1); another number needs `allow ST-APT-1 "reason"`.', rules: ['ST-APT-1'] },
      power('Power to arm the launcher.'),
    ],
  }),
  b5({
    name: 'photonLauncher',
    title: 'photon torpedo launcher',
    category: 'weapon',
    placement: 'either',
    doc: 'Standard photon torpedo launcher.',
    rules: [],
    params: [...base, arc(), weaponClass, ...weaponProfile(), power('Power to arm the launcher.')],
  }),
  b5({
    name: 'reactor',
    title: 'reactor',
    derivedValues: ['powerBudget'],
    category: 'power',
    placement: 'either',
    doc: 'The ship\'s reactor. Its output is the ship\'s `power`.',
    rules: [],
    params: [...base, { name: 'output', type: { kind: 'int', min: 0, max: 10000 }, unit: 'power', doc: 'Power the reactor produces (defaults to the ship\'s `power`).' }],
  }),
  b5({
    name: 'weapon',
    title: 'weapon',
    category: 'weapon',
    placement: 'either',
    doc: 'A generic weapon: any weapon that has no behaviour of its own in drydock (phasers, disruptors, ...).',
    rules: [],
    params: [
      ...base,
      arc(),
      weaponClass,
      ...weaponProfile(),
      power('Power the weapon needs.'),
    ],
  }),
  // Systems aimed like weapons that do no damage. No seed rule plays boarding, grappling or a
  // micro-jump, so their figures are data: checked, printed, carried in the game state.
  b5({
    name: 'transporter',
    title: 'combat transporter',
    category: 'special',
    placement: 'either',
    keyParams: ['range', 'contingents'],
    unplayed: 'drydock plays no boarding: its range, loading and contingents are data on the sheet',
    doc:
      'Combat transporter: beams marine contingents aboard an enemy ship within its range and arc (FieryVoid CombatTransporter: range 10, -1 per hex, every turn). ' +
      'It does no damage and is not a weapon: `fire` refuses it. drydock plays no boarding, so its figures are data, checked and printed on the sheet; its boxes take damage as any system\'s.',
    rules: [],
    params: [
      ...base,
      { ...arc([], false), doc: 'Arc the transporter reaches into: `from..to` in degrees, an arc name, or `all`.' },
      ...weaponProfile().filter((p) => TRANSPORTER_FIGURES.includes(p.name)),
      { name: 'contingents', type: { kind: 'int', min: 0, max: 1000 }, unit: 'contingents', doc: "Marine contingents the transporter carries; each boarding uses one (FieryVoid's ammunition: 5 on the Trek ships)." },
      { name: 'elite', type: { kind: 'bool' }, default: false, doc: 'Elite marines: FieryVoid gives their delivery roll 1 in their favour.' },
      power('Power the transporter needs.'),
    ],
  }),
  b5({
    name: 'grappler',
    title: 'grappler',
    category: 'special',
    placement: 'either',
    keyParams: ['range'],
    unplayed: 'drydock plays no grappling: its reach is data on the sheet',
    doc: "Grappler: latches on to a ship within its reach and holds it (FieryVoid CustomIndustrialGrappler: every turn, no range penalty, no fire control). It does no damage and is not a weapon: `fire` refuses it. drydock plays no grappling, so its figures are data, checked and printed on the sheet; its boxes take damage as any system's.",
    rules: [],
    params: [
      ...base,
      { ...arc([], false), doc: 'Arc the grappler reaches into: `from..to` in degrees, an arc name, or `all`.' },
      { name: 'range', type: { kind: 'int', min: 0, max: 100 }, unit: 'hexes', default: 0, doc: "Reach in hexes: 0 is the grappler's own hex." },
      { name: 'loading', type: { kind: 'int', min: 1, max: 100 }, unit: 'turns', default: 1, doc: 'Turns between grapples (1 = every turn).' },
      power('Power the grappler needs.'),
    ],
  }),
  b5({
    name: 'microJump',
    title: 'micro-jump drive',
    category: 'special',
    placement: 'either',
    keyParams: ['minDistance', 'maxDistance', 'recharge'],
    unplayed: 'drydock plays no micro-jump: its distances and recharge are data on the sheet',
    doc:
      'Micro-jump drive: moves the ship in a straight line to a hex from `minDistance` to `maxDistance` hexes away, in its arc, once every `recharge` turns (FieryVoid MicroJumpSystem). ' +
      'It is not a weapon: `fire` refuses it. drydock plays no micro-jump, so its figures are data, checked (B5-MICROJUMP) and printed on the sheet; its boxes take damage as any system\'s.',
    rules: ['B5-MICROJUMP'],
    params: [
      ...base,
      { ...arc([], false), doc: 'Bearings the ship may jump toward: `from..to` in degrees, an arc name, or `all`.' },
      { name: 'minDistance', type: { kind: 'int', min: 1, max: 100 }, unit: 'hexes', default: 1, doc: 'Shortest jump in hexes; at most `maxDistance` (B5-MICROJUMP).', rules: ['B5-MICROJUMP'] },
      { name: 'maxDistance', type: { kind: 'int', min: 1, max: 100 }, unit: 'hexes', required: true, doc: "Longest jump in hexes (FieryVoid's distance: 4 to 6 on the Trek ships).", rules: ['B5-MICROJUMP'] },
      {
        name: 'recharge',
        type: { kind: 'int', min: 1, max: 100 },
        unit: 'turns',
        required: true,
        doc: "Turns from one jump to the next: a drive that jumps in turn 3 with `recharge: 4` jumps again from turn 7 (FieryVoid's reload time).",
      },
      power('Power the drive needs.'),
    ],
  }),
  ...(['sensors', 'cnc', 'hangar', 'thruster', 'engine', 'jumpEngine', 'cargo', 'tractorBeam'] as const).map((name) =>
    b5({
      name,
      title: name === 'cnc' ? 'C&C' : name.replace(/([A-Z])/g, ' $1').toLowerCase(),
      category: 'structure',
      placement: 'either',
      doc: `Generic ${name === 'cnc' ? 'command and control' : name} boxes: tracked for damage, with no rule of its own in drydock.`,
      rules: [],
      params: [
        ...base,
        power('Power the system needs.'),
        { name: 'rating', type: { kind: 'int', min: 0, max: 1000 }, doc: 'Rating printed in the system (sensor rating, thrust, ...).' },
        ...(name === 'thruster' || name === 'tractorBeam'
          ? [{ ...arc([], false), doc: name === 'tractorBeam' ? 'Arc the tractor beam can grab in: `from..to` in degrees, an arc name, or `all`.' : arc([], false).doc }]
          : []),
        // FieryVoid fires a tractor beam like a weapon (SWTractorBeam: fire control -/2/4, loading 2,
        // -1 per hex): it takes the fire-profile figures of the weapon profile, not damage or modes.
        ...(name === 'tractorBeam' ? weaponProfile().filter((p) => TRACTOR_FIGURES.includes(p.name)) : []),
        ...(name === 'hangar'
          ? [
              { name: 'fighters', type: { kind: 'int', min: 0, max: 1000 }, unit: 'craft', doc: 'Fighters or shuttles the hangar holds.', rules: ['B5-HANGAR'] } as const,
              {
                name: 'craft',
                type: { kind: 'string', orName: 'flight' },
                doc: 'What the hangar holds: the name of a `flight` declaration (`craft: NXShuttlepod`, checked and played), or text as printed in quotes (e.g. "Type-7 shuttles").',
                rules: ['B5-HANGAR'],
              } as const,
              {
                name: 'capacity',
                type: { kind: 'int', min: 0, max: 1000 },
                unit: 'craft',
                doc: 'Craft the hangar has room for; `fighters` may not exceed it (B5-HANGAR). FieryVoid\'s hangar output is a launch rate, not room: write it as `launchRate`.',
                rules: ['B5-HANGAR'],
              } as const,
              {
                name: 'launchRate',
                type: { kind: 'int', min: 0, max: 1000 },
                unit: 'craft per turn',
                doc: 'Craft the hangar can launch or take aboard in one turn (FieryVoid\'s hangar output, e.g. `Hangar(3, 4, 2)` launches 2). Printed on the sheet; it does not limit `fighters`.',
              } as const,
            ]
          : []),
        ...(name === 'sensors'
          ? [{ name: 'elint', type: { kind: 'bool' }, default: false, doc: 'ELINT sensors: the ship may use electronic-intelligence EW abilities.' } as const]
          : []),
      ],
    }),
  ),
];

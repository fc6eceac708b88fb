// The properties of a `flight NAME { ... }` declaration: a fighter or shuttle flight, a unit of its
// own that ships carry in hangars (language.md, flights). The figures are those a fighter control
// sheet prints and FieryVoid's FighterFlight classes carry (forward/side defense, free thrust,
// offensive bonus, jinking limit, turn cost and delay, initiative bonus, per-craft armor and
// structure). Validation, completion, hover and the JSON Schema read them from here.
import type { ParamSpec } from './types';

/** Largest flight drydock accepts: FieryVoid fields at most 12 light fighters (9 of others). */
export const MAX_FLIGHT_CRAFT = 12;

const defense = <const N extends string>(name: N, what: string) =>
  ({
    name,
    type: { kind: 'int', min: 0, max: 30 },
    unit: 'points',
    required: true,
    doc: `Defense rating of the flight against fire from ${what}, as printed (e.g. 7).`,
  }) as const;

/** The figures as written, kept literal so the compiled flight's type is read off them (compiler/types.ts). */
export const flightFigures = [
  { name: 'name', type: { kind: 'string' }, doc: 'Full name of the flight as printed (the identifier after `flight` is its handle).' },
  { name: 'faction', type: { kind: 'string' }, doc: 'Faction the flight belongs to.' },
  { name: 'reference', type: { kind: 'string' }, doc: 'Where the design comes from (product, web page, fan publication).' },
  { name: 'notes', type: { kind: 'string' }, doc: 'Free text kept with the flight.' },
  {
    name: 'armor',
    type: { kind: 'list', of: { kind: 'int', min: 0, max: 20 }, minItems: 4, maxItems: 4 },
    unit: 'points',
    required: true,
    doc: "Armor of each craft against hits from the fore, aft, port and starboard, in that order (FieryVoid's fighter armour list), e.g. `[3, 1, 1, 1]`. A hit's damage above the armor goes to the craft's structure.",
  },
  { name: 'structure', type: { kind: 'int', min: 1, max: 100 }, unit: 'boxes', required: true, doc: 'Structure boxes of each craft; a craft whose structure is all gone is destroyed.' },
  { name: 'minCraft', type: { kind: 'int', min: 1, max: MAX_FLIGHT_CRAFT }, unit: 'craft', default: 1, doc: 'Fewest craft the flight may field (at most `maxCraft`, B5-FLIGHT).', rules: ['B5-FLIGHT'] },
  { name: 'maxCraft', type: { kind: 'int', min: 1, max: MAX_FLIGHT_CRAFT }, unit: 'craft', required: true, doc: `Most craft in the flight (at most ${MAX_FLIGHT_CRAFT}, FieryVoid's largest flight).`, rules: ['B5-FLIGHT'] },
  { name: 'freeThrust', type: { kind: 'int', min: 0, max: 30 }, unit: 'thrust', required: true, doc: 'Free thrust per turn of the flight.' },
  { name: 'offensiveBonus', type: { kind: 'int', min: 0, max: 20 }, unit: 'points', default: 0, doc: "Offensive bonus: added to the flight's to-hit rolls." },
  { name: 'jinkingLimit', type: { kind: 'int', min: 0, max: 20 }, unit: 'levels', default: 0, doc: 'Most levels of jinking (evasion) the flight may use in a turn.' },
  { name: 'turnCost', type: { kind: 'number', min: 0, max: 10 }, unit: 'x speed', doc: 'Thrust to turn, as a multiple of speed (`1/3` = a third of speed).' },
  { name: 'turnDelay', type: { kind: 'number', min: 0, max: 10 }, unit: 'x speed', default: 0, doc: 'Turn delay, as a multiple of speed.' },
  { name: 'initiative', type: { kind: 'int', min: -100, max: 100 }, unit: 'points', default: 0, doc: "Initiative bonus as the control sheet prints it (FieryVoid's figure is 5 times this, on d100)." },
  defense('forwardDefense', 'the fore and aft arcs'),
  defense('sideDefense', 'the side arcs'),
  { name: 'points', type: { kind: 'number', min: 0, max: 100000 }, unit: 'points', doc: 'Point value of one craft: a flight of N craft costs N times this.' },
] as const satisfies readonly ParamSpec[];

export const flightProperties: readonly ParamSpec[] = flightFigures;

export function flightProperty(name: string): ParamSpec | undefined {
  return flightProperties.find((p) => p.name === name);
}

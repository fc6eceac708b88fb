// A game's state as the record sheet shows it (docs/render.md, "Sheets of a game"): a `drydock sim`
// output or a saved game, read as untrusted JSON and checked against the compiled ship before
// anything is drawn. The result, a SheetState, is the one description of what the sheet of a ship
// in play shows: boxes lost per system and section, what each projection has left, the energy each
// capacitor and battery holds, the turn. render/state-marks.ts marks the boxes from it and
// render/state-panel.ts prints its figures. Nothing of the file is echoed in a problem's message
// until the file has shown itself to be a drydock state, and then only strings that are names.
import type { CompiledShip } from '../compiler/types';
import { IDENT_START_SOURCE } from '../grammar/lexical';
import { SEGMENTS } from '../runtime/core/types';
import { numberText } from './describe';

/** A state that cannot be drawn, with its diagnostic code (compiler/diagnostic-codes.json). */
export class StateProblem extends Error {
  constructor(
    readonly code: 'state-not-json' | 'state-not-a-state' | 'state-malformed' | 'state-no-ship' | 'state-mismatch',
    message: string,
  ) {
    super(message);
  }
}

/** The state format the runtime writes (runtime/core/types.ts GameState). */
export const STATE_FORMAT = 'drydock-state/1';

export interface SystemMarks {
  /** Boxes of damage. */
  damage: number;
  destroyed: boolean;
  /** b5wars: switched off or failed (ST-SH-7). */
  off?: 'unpowered' | 'failed';
}

export interface ProjectionLeft {
  name: string;
  rating: number;
  remaining: number;
  status: 'up' | 'collapsed' | 'down';
}

export interface EnergyHeld {
  /** What the row is: a system id, or `derived:ionicCapacitor` for a capacitor the rule adds. */
  key: string;
  label: string;
  stored: number;
  capacity: number;
  /** Ionic capacitor: what an ion-based weapon could draw now (H93). */
  usable?: number;
}

/** One ship of a game, as its sheet shows it. */
export interface SheetState {
  /** The ship's handle in the state (`ent`). */
  handle: string;
  turn: number;
  /** b5wars: the segment the turn has reached. */
  segment?: string;
  /** sfb: the impulse the turn has reached (0: Energy Allocation). */
  impulse?: number;
  systems: Map<string, SystemMarks>;
  structure: Map<string, SystemMarks>;
  projections: ProjectionLeft[];
  energy: EnergyHeld[];
  /** sfb: the sensor rating in force, once set (Z-EW-1). */
  sensorRating?: number;
  /** b5wars: power for the turn and what is spent of it (ST-SH-3, ST-IMP-5). */
  power?: { available: number | null; spent: number };
  /** b5wars: thrust used this turn and the free thrust (ST-IMP-1). */
  thrust?: { used: number; free: number };
}

/** A game state read from a file: its turn and the ships it holds (each still unchecked). */
export interface GameStateView {
  turn: number;
  segment?: string;
  impulse?: number;
  /** [handle, ship state] in the file's order; flights are left out (their sheets show no state). */
  ships: [string, Record<string, unknown>][];
}

type Rec = Record<string, unknown>;
const hasOwn = Object.prototype.hasOwnProperty;
const rec = (v: unknown): Rec | undefined => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Rec) : undefined);
const own = (o: Rec | undefined, k: string): unknown => (o && hasOwn.call(o, k) ? o[k] : undefined);
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const EPS = 1e-9;

/** A name the state file holds, as a message may show it: only when it is a plain name. */
export function shown(s: string): string {
  return SHOWN.test(s) ? s : '(a name with other characters)';
}
/** A name, with the dots and dashes of fleet handles (`blue.Miranda.1`), at most 64 characters. */
const SHOWN = new RegExp(`^${IDENT_START_SOURCE}[A-Za-z0-9_.-]{0,63}$`);

/**
 * The JSON text of a state file, parsed. The message of a syntax error gives the place only:
 * JSON.parse's own message quotes the text.
 */
export function parseStateText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    const at = /position (\d+)/.exec((e as Error).message);
    let where = '';
    if (at) {
      const pos = Math.min(Number(at[1]), text.length);
      const before = text.slice(0, pos);
      const line = (before.match(/\n/g) ?? []).length + 1;
      where = ` (line ${line}, column ${pos - before.lastIndexOf('\n')})`;
    }
    throw new StateProblem('state-not-json', `it is not valid JSON${where}`);
  }
}

/** The game state of a saved game or of `drydock sim`'s output (`{ results, state }`). */
export function readGameState(value: unknown): GameStateView {
  const top = rec(value);
  const state = own(top, 'format') === STATE_FORMAT ? top : own(rec(own(top, 'state')), 'format') === STATE_FORMAT ? rec(own(top, 'state')) : undefined;
  if (!state)
    throw new StateProblem(
      'state-not-a-state',
      `it is neither a saved game ({ "format": "${STATE_FORMAT}", ... }) nor the output of drydock sim ({ "results": [...], "state": {...} })`,
    );
  const turn = own(state, 'turn');
  if (!Number.isInteger(turn) || (turn as number) < 0) throw new StateProblem('state-malformed', 'its "turn" is not a whole number of 0 or more');
  const ships = rec(own(state, 'ships'));
  if (!ships) throw new StateProblem('state-malformed', 'its "ships" is not an object of ships by handle');
  const out: [string, Rec][] = [];
  for (const handle of Object.keys(ships)) {
    const s = rec(ships[handle]);
    if (!s || typeof s.name !== 'string' || typeof s.ruleset !== 'string')
      throw new StateProblem('state-malformed', `its ship ${shown(handle)} is not a ship state (an object with "ruleset", "name" and "systems")`);
    if (s.unit === 'flight') continue;
    out.push([handle, s]);
  }
  const segment = own(state, 'segment');
  const impulse = own(state, 'impulse');
  return {
    turn: turn as number,
    // Only a segment of the rules is printed: the sheet shows no other text of the file.
    ...(typeof segment === 'string' && (SEGMENTS as readonly string[]).includes(segment) ? { segment } : {}),
    ...(Number.isInteger(impulse) && (impulse as number) >= 0 ? { impulse: impulse as number } : {}),
    ships: out,
  };
}

/**
 * The ships of the state to draw with a file that defines `names`: the one whose handle is
 * `wanted`, else those of the ship named `wanted`, else every ship of the state the file defines,
 * in the state's order.
 */
export function shipsToDraw(game: GameStateView, names: readonly string[], wanted?: string): [string, Rec][] {
  const defined = game.ships.filter(([, s]) => names.includes(s.name as string));
  const list = (xs: [string, Rec][]) => xs.map(([h, s]) => `${shown(h)} (${shown(s.name as string)})`).join(', ');
  const fileShips = names.length ? names.join(', ') : 'no ship';
  if (wanted !== undefined) {
    const byHandle = game.ships.find(([h]) => h === wanted);
    if (byHandle) {
      if (!defined.includes(byHandle))
        throw new StateProblem('state-no-ship', `its ship ${shown(wanted)} is a ${shown(byHandle[1].name as string)}, and the file defines ${fileShips}`);
      return [byHandle];
    }
    const byName = defined.filter(([, s]) => s.name === wanted);
    if (byName.length) return byName;
    throw new StateProblem(
      'state-no-ship',
      `it has no ship ${shown(wanted)}: --ship names a handle of the state${defined.length ? ` (${list(defined)})` : ''} or a ship of the file (${fileShips}) that the state holds`,
    );
  }
  if (!defined.length)
    throw new StateProblem('state-no-ship', `it holds ${game.ships.length} ship${game.ships.length === 1 ? '' : 's'}, and none is a ship the file defines (${fileShips})`);
  return defined;
}

const boxesOf = (n: unknown): number => (isNum(n) && n > 0 ? Math.floor(n) : 0);

/**
 * The sheet state of one ship of the game, checked against the compiled ship: every system of the
 * state is one of the ship's, with no more damage than it has boxes, and every system of the ship
 * is in the state; the projections, sections, capacitors and batteries likewise. A state saved
 * from another version of the ship is refused (`state-mismatch`) rather than drawn wrong.
 */
export function sheetStateOf(ship: CompiledShip, game: GameStateView, handle: string, s: Rec): SheetState {
  const who = `its ship ${shown(handle)}`;
  const mismatch = (what: string) => new StateProblem('state-mismatch', `${who} does not match ${ship.name}: ${what}`);
  const malformed = (what: string) => new StateProblem('state-malformed', `${who}: ${what}`);
  if (s.ruleset !== ship.ruleset) throw mismatch(`it is a ${shown(String(s.ruleset))} ship, ${ship.name} a ${ship.ruleset} one`);
  const systems = rec(s.systems);
  if (!systems) throw malformed('its "systems" is not an object of systems by id');
  const byId = new Map(ship.systems.map((x) => [String(x.id), x]));
  const unknown = Object.keys(systems).filter((id) => !byId.has(id));
  if (unknown.length)
    throw mismatch(
      `${unknown.length} of its systems (${unknown.slice(0, 5).map(shown).join(', ')}${unknown.length > 5 ? ', ...' : ''}) ${unknown.length === 1 ? 'is not a system' : 'are not systems'} of the ship, whose systems are ${[...byId.keys()].join(', ') || 'none'}`,
    );
  const missing = [...byId.keys()].filter((id) => !hasOwn.call(systems, id));
  if (missing.length)
    throw mismatch(`it holds no state for ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', ...' : ''} of the ship (saved from another version of the ship?)`);
  const marks = new Map<string, SystemMarks>();
  for (const [id, sys] of byId) {
    const r = rec(systems[id]);
    const damage = own(r, 'damage');
    if (!r || !isNum(damage) || damage < 0 || typeof r.destroyed !== 'boolean') throw malformed(`the state of ${id} is not { "damage": boxes, "destroyed": true or false }`);
    const boxes = boxesOf(sys.boxes);
    if (damage > boxes + EPS) throw mismatch(`it holds ${numberText(damage)} boxes of damage on ${id}, which has ${boxes}`);
    if (hasOwn.call(r, 'boxes') && r.boxes !== boxes) throw mismatch(`its ${id} has ${isNum(r.boxes) ? numberText(r.boxes) : 'no number of'} boxes, the ship's ${boxes}`);
    marks.set(id, { damage, destroyed: r.destroyed, ...(r.off === 'unpowered' || r.off === 'failed' ? { off: r.off } : {}) });
  }
  const out: SheetState = {
    handle,
    turn: game.turn,
    ...(ship.ruleset === 'b5wars' && game.segment ? { segment: game.segment } : {}),
    ...(ship.ruleset === 'sfb' && game.impulse !== undefined ? { impulse: game.impulse } : {}),
    systems: marks,
    structure: new Map(),
    projections: [],
    energy: [],
  };
  if (ship.ruleset === 'b5wars') readB5(ship, s, out, mismatch, malformed);
  else readSfb(ship, s, out, mismatch, malformed);
  return out;
}

type Fail = (what: string) => StateProblem;

function readB5(ship: CompiledShip, s: Rec, out: SheetState, mismatch: Fail, malformed: Fail): void {
  const compiled = ship.projections ?? [];
  const projections = own(s, 'projections') === undefined && !compiled.length ? {} : rec(own(s, 'projections'));
  if (!projections) throw malformed('its "projections" is not an object of projections by name');
  const names = new Set(compiled.map((p) => p.name));
  const unknown = Object.keys(projections).filter((n) => !names.has(n));
  if (unknown.length)
    throw mismatch(
      `${unknown.slice(0, 5).map(shown).join(', ')} ${unknown.length === 1 ? 'is not a projection' : 'are not projections'} of the ship, whose projections are ${[...names].join(', ') || 'none'}`,
    );
  for (const p of compiled) {
    const r = rec(own(projections, p.name));
    if (!r) throw mismatch(`it holds no state for the projection ${p.name}`);
    const { rating, remaining, status } = r;
    if (!isNum(rating) || !isNum(remaining) || (status !== 'up' && status !== 'collapsed' && status !== 'down'))
      throw malformed(`the projection ${p.name} is not { "rating", "remaining", "status": "up", "collapsed" or "down" }`);
    if (Math.abs(rating - p.rating) > EPS) throw mismatch(`its projection ${p.name} is rated ${numberText(rating)}, the ship's ${numberText(p.rating)}`);
    if (remaining < -EPS || remaining > rating + EPS) throw mismatch(`its projection ${p.name} has ${numberText(remaining)} left of a rating of ${numberText(rating)}`);
    out.projections.push({ name: p.name, rating, remaining, status });
  }
  const structure = own(s, 'structure');
  if (structure !== undefined) {
    const st = rec(structure);
    if (!st) throw malformed('its "structure" is not an object of sections by name');
    const sections = new Map((ship.sections ?? []).map((x) => [x.name, x]));
    for (const name of Object.keys(st)) {
      const sec = sections.get(name);
      if (!sec) throw mismatch(`${shown(name)} is not a section of the ship, whose sections are ${[...sections.keys()].join(', ') || 'none'}`);
      const r = rec(st[name]);
      const damage = own(r, 'damage');
      if (!r || !isNum(damage) || damage < 0 || typeof r.destroyed !== 'boolean')
        throw malformed(`the structure of ${name} is not { "damage": boxes, "destroyed": true or false }`);
      const total = boxesOf(sec.structure);
      if (damage > total + EPS) throw mismatch(`it holds ${numberText(damage)} boxes of damage on the structure of ${name}, which has ${total}`);
      out.structure.set(name, { damage, destroyed: r.destroyed });
    }
  }
  const power = rec(own(s, 'power'));
  if (power && isNum(power.spent) && (power.available === null || isNum(power.available))) out.power = { available: power.available as number | null, spent: power.spent };
  const thrust = rec(own(s, 'thrust'));
  if (thrust && isNum(thrust.used) && isNum(thrust.free)) out.thrust = { used: thrust.used, free: thrust.free };
}

function readSfb(ship: CompiledShip, s: Rec, out: SheetState, mismatch: Fail, malformed: Fail): void {
  const d = ship.derived ?? {};
  const systems = ship.systems;
  const held = (what: string, r: Rec, storedKey: string, capKey: string, most: number | undefined): { stored: number; capacity: number } => {
    const stored = r[storedKey];
    const capacity = r[capKey];
    if (!isNum(stored) || !isNum(capacity) || stored < -EPS) throw malformed(`its ${what} is not { "${storedKey}", "${capKey}" } with numbers`);
    if (stored > capacity + EPS) throw mismatch(`its ${what} stores ${numberText(stored)}, more than its ${numberText(capacity)}`);
    if (most !== undefined && capacity > most + EPS) throw mismatch(`its ${what} holds up to ${numberText(capacity)}, the ship's ${numberText(most)}`);
    return { stored, capacity };
  };
  const ionic = own(s, 'ionicCapacitor');
  if (ionic !== undefined) {
    const r = rec(ionic);
    if (!r) throw malformed('its "ionicCapacitor" is not an object');
    const sys = systems.find((x) => x.base === 'ionicCapacitor');
    const most = isNum(sys?.capacity) ? sys.capacity : d.ionicCapacitor?.capacity;
    if (most === undefined) throw mismatch('it has an ionic capacitor, and the ship none');
    const v = held('ionic capacitor', r, 'stored', 'capacity', most);
    out.energy.push({ key: sys ? String(sys.id) : 'derived:ionicCapacitor', label: 'Ionic capacitor', ...v, ...(isNum(r.usable) ? { usable: r.usable } : {}) });
  }
  const central = own(s, 'centralCapacitor');
  if (central !== undefined) {
    const r = rec(central);
    if (!r) throw malformed('its "centralCapacitor" is not an object');
    const sys = systems.find((x) => x.base === 'centralCapacitor');
    const most = isNum(sys?.max) ? sys.max : d.centralCapacitor?.max;
    if (most === undefined) throw mismatch('it has a central capacitor, and the ship none');
    out.energy.push({ key: sys ? String(sys.id) : 'derived:centralCapacitor', label: 'Central capacitor', ...held('central capacitor', r, 'stored', 'max', most) });
  }
  const batteries = own(s, 'batteries');
  if (batteries !== undefined) {
    const units = rec(own(rec(batteries), 'units'));
    if (!units) throw malformed('its "batteries" has no "units" object');
    for (const id of Object.keys(units)) {
      const sys = systems.find((x) => String(x.id) === id && x.base === 'quantumBattery');
      if (!sys) throw mismatch(`${shown(id)} of its batteries is not a quantum battery of the ship`);
      const r = rec(units[id]);
      if (!r) throw malformed(`its battery ${id} is not an object`);
      out.energy.push({ key: id, label: `Battery ${id}`, ...held(`battery ${id}`, r, 'stored', 'capacity', isNum(sys.capacity) ? sys.capacity : 4) });
    }
  }
  const sensor = own(s, 'sensorRating');
  if (sensor !== undefined) {
    if (!isNum(sensor) || sensor < 0) throw malformed('its "sensorRating" is not a number of 0 or more');
    if (isNum(ship.sensor) && sensor > ship.sensor + EPS) throw mismatch(`its sensor rating is ${numberText(sensor)}, above the ship's ${numberText(ship.sensor)}`);
    out.sensorRating = sensor;
  }
}

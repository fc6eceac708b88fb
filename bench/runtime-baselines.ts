// The plain-JS baselines of the rules-interpreter benchmarks (bench/runtime-bench.ts): what a
// hand-written loop costs when it does the same look-ups and the same arithmetic as the actions,
// on the same plain JSON state, with no engine around it. Each step:
// - finds the ship's state by its handle in the state's record of ships, and the compiled ship by
//   its handle in the record of compiled ships;
// - finds what the action names by name in that ship's records (projection state by projection
//   name; system, weapon and battery records by id), and the compiled system by id in a Map made
//   once per compiled ship (as the engine's own index is);
// - does the action's arithmetic on those records (the checks that guard it included, since they
//   read the same fields), writing the state as the engine does;
// - returns a new result object with the fields, in the order, that Game.apply returns; the
//   bench's loop stores it into an array slot, so it escapes and is not optimised away.
// What it leaves out is what only an engine needs: schema validation, dispatch on the action's
// type through a registry, time checks beyond the impulse order, refusal messages and atomicity.
// The per-system numbers the rules read from the catalog (costs, arming, damage) are read once at
// setup, as a hand-written loop would have them. `checkBaseline` (below) plays the stream through
// both and requires every result to be equal, so the baseline cannot drift from the rules.
import type { CompiledShip, CompiledSystem } from '../compiler/types';
import type { Game } from '../runtime/index';
import { numParam, seqParam } from '../runtime/sfb/common';

type Rec = Record<string, any>;
type Result = { ok: boolean; [field: string]: unknown };

// ---- b5wars damage --------------------------------------------------------------------------------

/** The project's arc test (compiler/arcs.ts `inArc`: the clockwise sweep, ends included), inline. */
const norm = (x: number) => {
  const r = x % 360;
  return r < 0 ? r + 360 : r;
};
const inArc = (b: number, arc: readonly number[]) => {
  const a0 = arc[0]!;
  const a1 = arc[1]!;
  const w = a1 - a0 >= 360 ? 360 : norm(a1 - a0);
  return w >= 360 || norm(b - a0) <= w;
};

/**
 * `{type: "damage", ship, bearing, amount}` on ships without cloak, armor or per-hit caps: the
 * projection of the compiled ship's projections in arc with the most capacity left (first one on
 * ties), capacity used = min(amount, remaining), the result object.
 */
export function plainDamage(compiled: Readonly<Record<string, CompiledShip>>, ships: Rec): (a: { ship: string; bearing: number; amount: number }) => Result {
  return (a) => {
    const st = ships[a.ship];
    const list = compiled[a.ship]!.projections!;
    const projections = st.projections;
    let best: string | null = null;
    let bestCap = -1;
    for (let k = 0; k < list.length; k++) {
      const cp = list[k]!;
      if (!inArc(a.bearing, cp.arc)) continue;
      const p = projections[cp.name];
      const cap = p.status === 'up' ? p.remaining : 0;
      if (cap > bestCap) {
        best = cp.name;
        bestCap = cap;
      }
    }
    const p = projections[best!];
    const used = Math.min(a.amount, bestCap);
    p.remaining -= used;
    return { ok: true, projection: best, shieldPoints: used, absorbed: used, toShip: a.amount - used, remaining: p.remaining };
  };
}

// ---- sfb turn ------------------------------------------------------------------------------------

const EPS = 1e-9;
const q = (x: number) => {
  const r = Math.round(x * 1e9) / 1e9;
  return r === 0 ? 0 : r;
};
const floorE = (x: number) => Math.floor(x + EPS);

/** What the rules read from a compiled system, once (catalog defaults under the file's values). */
interface SysInfo {
  sys: CompiledSystem;
  kind: string;
  fireCost: number;
  halfCost: number;
  arming: number[];
  standardDamage: number;
  penetratingDivisor: number;
  standardLoad: number;
  mostLoad: number;
  rateOfFire: number;
  boxes: number;
}

function sysInfo(sys: CompiledSystem, kind: string): SysInfo {
  const n = (p: string) => numParam(sys, p);
  const standardLoad = q(n('impulseCost') + n('otherCost'));
  const overload = n('overloadCost');
  return {
    sys,
    kind,
    fireCost: n('fireCost'),
    halfCost: n('halfCost'),
    arming: seqParam(sys, 'arming'),
    standardDamage: n('standardDamage'),
    penetratingDivisor: n('penetratingDivisor'),
    standardLoad,
    mostLoad: overload > 0 ? q(standardLoad + overload) : standardLoad,
    rateOfFire: Math.max(1, n('rateOfFire') || 1),
    boxes: 0,
  };
}

const usable = (p: Rec, turn: number, impulse: number) => turn > p.usableFrom.turn || (turn === p.usableFrom.turn && impulse >= p.usableFrom.impulse);

function ionicLevels(ic: Rec, turn: number, impulse: number): void {
  let stored = 0;
  let use = 0;
  for (const p of ic.packets) {
    stored += p.amount;
    if (usable(p, turn, impulse)) use += p.amount;
  }
  ic.stored = q(stored);
  ic.usable = q(use);
}

function takeOldest(ic: Rec, amount: number, turn: number, impulse: number): void {
  let left = amount;
  for (const p of ic.packets) {
    if (left <= EPS) break;
    if (!usable(p, turn, impulse)) continue;
    const take = Math.min(p.amount, left);
    p.amount = q(p.amount - take);
    left = q(left - take);
  }
  ic.packets = ic.packets.filter((p: Rec) => p.amount > EPS);
}

function refreshTube(ws: Rec, info: SysInfo, turn: number): void {
  let energy = 0;
  for (const e of ws.arming) energy += e;
  ws.energy = q(energy);
  ws.turnsArmed = ws.arming.length;
  ws.held = ws.heldTurn === turn;
  ws.cooldown = ws.cooldownTurn !== null && ws.cooldownTurn >= turn ? 1 : 0;
  const loaded = ws.completedTurn !== null;
  ws.ready = loaded && (ws.completedTurn === turn || ws.heldTurn === turn);
  ws.damage = loaded && ws.mode ? info.standardDamage : 0;
}

function emptyTube(ws: Rec): void {
  ws.mode = null;
  ws.energy = 0;
  ws.turnsArmed = 0;
  ws.held = false;
  ws.cooldown = 0;
  ws.ready = false;
  ws.arming = [];
  ws.damage = 0;
  ws.lastArmTurn = null;
  ws.completedTurn = null;
  ws.heldTurn = null;
}

/**
 * The sfb turn of bench/runtime-bench.ts `sfbTurn` (turn, allocate, ew, arm, draw, fire,
 * drawBattery, damageSystem, repairSystem) on the state of `game` (a JSON copy of it). The turn
 * does every ship's upkeep: central capacitor and battery gains, ionic capacitor expiry and levels,
 * the seventh shield's regain, each weapon's reset or tube upkeep.
 */
export function plainSfb(game: Game): (a: Rec) => Result {
  const state = game.save() as Rec;
  const ships: Rec = state.ships;
  const compiled: Readonly<Record<string, CompiledShip>> = game.ships;
  const index = new Map<CompiledShip, Map<string, SysInfo>>();
  for (const ship of Object.values(compiled)) {
    if (index.has(ship)) continue;
    const m = new Map<string, SysInfo>();
    for (const s of ship.systems) if (!m.has(s.id)) m.set(s.id, sysInfo(s, typeof s.base === 'string' ? s.base : s.type));
    index.set(ship, m);
  }
  const handles = Object.keys(ships);
  const lifetime = (h: string) => (game.rules(h).ionicEnergyLifetime as number | undefined) ?? 25;
  const gainPerTurn = new Map<string, number>();
  for (const h of handles) {
    const cc = index.get(compiled[h]!)!.get('centralCapacitor');
    gainPerTurn.set(h, cc ? numParam(cc.sys, 'gainPerTurn') : 4);
  }

  const turn = (): Result => {
    const T = ++state.turn;
    state.impulse = 0;
    for (let i = 0; i < handles.length; i++) {
      const h = handles[i]!;
      const st = ships[h];
      const systems = index.get(compiled[h]!)!;
      const ic = st.ionicCapacitor;
      if (ic) {
        const life = lifetime(h);
        if (ic.packets.some((p: Rec) => p.turn + life <= T)) ic.packets = ic.packets.filter((p: Rec) => p.turn + life > T);
        ionicLevels(ic, T, 0);
      }
      const cc = st.centralCapacitor;
      if (cc) {
        const gain = Math.max(0, Math.min(gainPerTurn.get(h)!, q(cc.max - cc.stored)));
        cc.stored = q(cc.stored + gain);
        cc.ledger.gained = q(cc.ledger.gained + gain);
      }
      const bt = st.batteries;
      if (bt) {
        let stored = 0;
        for (const id in bt.units) {
          const u = bt.units[id];
          if (u.destroyed) continue;
          u.stored = q(u.stored + Math.max(0, Math.min(bt.gains[id] ?? 1, q(u.capacity - u.stored))));
          stored += u.stored;
        }
        bt.stored = q(stored);
      }
      const s7 = st.seventhShield;
      if (s7) {
        const lost = s7.lostByTurn[String(T - 1)] ?? 0;
        s7.intact = q(s7.intact + Math.max(0, Math.min(floorE(lost / 2), q(s7.boxes - s7.intact))));
      }
      for (const id in st.weapons) {
        const ws = st.weapons[id];
        const info = systems.get(id)!;
        if (info.kind === 'quantumTorpedo' || info.kind === 'plasmaZF') {
          const loaded = ws.completedTurn !== null;
          if (ws.arming.length > 0 && !loaded && (ws.lastArmTurn ?? -Infinity) < T - 1) emptyTube(ws);
          else if (loaded && Math.max(ws.completedTurn, ws.heldTurn ?? -Infinity) < T - 1) emptyTube(ws);
          if (ws.cooldownTurn !== null && ws.cooldownTurn < T) ws.cooldownTurn = null;
          refreshTube(ws, info, T);
        } else {
          ws.mode = null;
          ws.energy = 0;
          ws.ready = !st.systems[id].destroyed;
        }
      }
    }
    return { ok: true, turn: T };
  };

  return (a) => {
    if (a.type === 'turn') return turn();
    const T = state.turn;
    const impulse: number = a.impulse;
    if (impulse < state.impulse) throw new Error(`impulse ${impulse} goes back`);
    const st = ships[a.ship];
    const systems = index.get(compiled[a.ship]!)!;
    let out: Result;
    switch (a.type) {
      case 'allocate': {
        const ic = st.ionicCapacitor;
        ionicLevels(ic, T, impulse);
        if (a.amount > q(ic.capacity - ic.stored) + EPS) throw new Error('full');
        const usableFrom = { turn: T, impulse };
        ic.packets.push({ amount: q(a.amount), power: a.power, turn: T, impulse, absImpulse: 32 * (T - 1) + impulse, usableFrom });
        ic.ledger.allocated = q(ic.ledger.allocated + a.amount);
        ionicLevels(ic, T, impulse);
        out = { ok: true, stored: ic.stored, capacity: ic.capacity, usable: ic.usable, usableFrom };
        break;
      }
      case 'draw': {
        const info = systems.get(a.weapon)!;
        const ws = st.weapons[a.weapon];
        const ic = st.ionicCapacitor;
        if (st.systems[a.weapon].destroyed) throw new Error('destroyed');
        if ((ws.firedTurn === T ? (ws.shots ?? 0) : 0) >= info.rateOfFire) throw new Error('rate of fire');
        const held = Math.max(0, q(ws.energy - (ws.firedTurn === T ? (ws.spent ?? 0) : 0)));
        if (q(held + a.amount) > info.mostLoad + EPS) throw new Error('too much');
        ionicLevels(ic, T, impulse);
        if (a.amount > ic.usable + EPS) throw new Error('not usable');
        takeOldest(ic, a.amount, T, impulse);
        ic.ledger.drawn = q(ic.ledger.drawn + a.amount);
        ionicLevels(ic, T, impulse);
        ws.energy = q(ws.energy + a.amount);
        out = { ok: true, drawn: q(a.amount), stored: ic.stored, usable: ic.usable };
        break;
      }
      case 'ew': {
        const ew = st.ew;
        if (ew.limit !== null && a.ecm + a.eccm > ew.limit) throw new Error('ew limit');
        ew.ecm = a.ecm;
        ew.eccm = a.eccm;
        ew.totalEccm = a.eccm + ew.passiveEccm;
        out = { ok: true, limit: ew.limit, ecm: ew.ecm, eccm: ew.eccm, passiveEccm: ew.passiveEccm, totalEccm: ew.totalEccm };
        break;
      }
      case 'arm': {
        const info = systems.get(a.weapon)!;
        const ws = st.weapons[a.weapon];
        if (st.systems[a.weapon].destroyed) throw new Error('destroyed');
        if (ws.cooldownTurn === T || ws.firedTurn === T || ws.lastArmTurn === T || ws.completedTurn !== null) throw new Error('cannot arm');
        const k = ws.arming.length > 0 && ws.lastArmTurn === T - 1 ? ws.arming.length : 0;
        const turns = info.arming.length;
        if (k >= turns) throw new Error('arming done');
        for (let i = 0; i < ws.arming.length; i++) if (Math.abs(ws.arming[i] - info.arming[i]!) > EPS) throw new Error('arming mode');
        if (Math.abs(a.energy - info.arming[k]!) > EPS) throw new Error('standard arming');
        ws.arming.push(q(a.energy));
        ws.mode = a.mode;
        ws.lastArmTurn = T;
        if (k === turns - 1) ws.completedTurn = T;
        refreshTube(ws, info, T);
        out = { ok: true, armedEnergy: ws.energy, turnsArmed: ws.turnsArmed, ready: ws.ready, mode: a.mode };
        if (ws.ready) out.damage = ws.damage;
        break;
      }
      case 'fire': {
        const info = systems.get(a.weapon)!;
        const ws = st.weapons[a.weapon];
        if (st.systems[a.weapon].destroyed) throw new Error('destroyed');
        if (info.kind === 'phaserZ') {
          const mode = a.mode ?? 'full';
          if (ws.firedTurn === T) throw new Error('fired');
          const cost = mode === 'full' ? info.fireCost : info.halfCost;
          const cc = st.centralCapacitor;
          if (cost > cc.stored + EPS) throw new Error('central capacitor');
          cc.stored = q(Math.max(0, cc.stored - cost));
          cc.ledger.drawn = q(cc.ledger.drawn + cost);
          const damage = mode === 'full' ? a.damage : floorE(a.damage / 2);
          ws.mode = mode;
          ws.energy = cost;
          ws.firedTurn = T;
          ws.ready = false;
          out = { ok: true, mode, energy: cost, damage, tableDamage: a.damage, stored: cc.stored };
        } else {
          if (ws.completedTurn === null || !(ws.completedTurn === T || ws.heldTurn === T)) throw new Error('not ready');
          const mode = ws.mode;
          const damage = info.standardDamage;
          let energy = 0;
          for (const e of ws.arming) energy += e;
          emptyTube(ws);
          ws.firedTurn = T;
          refreshTube(ws, info, T);
          out = { ok: true, damage, penetrating: floorE(damage / info.penetratingDivisor), mode, energy: q(energy) };
        }
        break;
      }
      case 'drawBattery': {
        const bt = st.batteries;
        if (!(a.amount > 0) || a.amount > bt.stored + EPS) throw new Error('batteries');
        let left = a.amount;
        let stored = 0;
        for (const id in bt.units) {
          const u = bt.units[id];
          if (u.destroyed) continue;
          if (left > EPS) {
            const take = Math.min(u.stored, left);
            u.stored = q(u.stored - take);
            left = q(left - take);
          }
          stored += u.stored;
        }
        bt.stored = q(stored);
        out = { ok: true, drawn: q(a.amount), stored: bt.stored };
        break;
      }
      case 'damageSystem': {
        const rec = st.systems[systems.get(a.system)!.sys.id];
        rec.damage = Math.min(rec.boxes, rec.damage + a.boxes);
        rec.destroyed = rec.damage >= rec.boxes;
        out = { ok: true, damage: rec.damage, destroyed: rec.destroyed };
        break;
      }
      case 'repairSystem': {
        const rec = st.systems[systems.get(a.system)!.sys.id];
        rec.damage = 0;
        rec.destroyed = false;
        out = { ok: true, destroyed: false, damage: 0 };
        break;
      }
      default:
        throw new Error(`the baseline has no ${a.type}`);
    }
    state.impulse = impulse;
    // The acting ship's ionic capacitor is brought to the moment, as the engine does after an action.
    if (st.ionicCapacitor) ionicLevels(st.ionicCapacitor, T, impulse);
    return out;
  };
}

/**
 * Plays `actions` through the engine and through the baseline, each on a game of its own, and
 * throws at the first result that differs (JSON): the baseline does the engine's work, no less.
 */
export function checkBaseline(fresh: () => Game, baseline: (game: Game) => (a: Rec) => Result, actions: Rec[]): void {
  const engine = fresh();
  const plain = baseline(fresh());
  for (const a of actions) {
    const want = JSON.stringify(engine.apply(a));
    const got = JSON.stringify(plain(a));
    if (got !== want) throw new Error(`baseline differs from Game.apply on ${JSON.stringify(a)}:\n  engine   ${want}\n  baseline ${got}`);
  }
}

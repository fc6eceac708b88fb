// The sfb ruleset module: the Vudar ionic capacitor (H93, rules.md §2) and the High Guard Z-ship
// systems (Z-*, rules.md §3), wired into the rules interpreter core (runtime/core/registry.ts).
// Importing this file registers the module. Every rule lives in its own engine-independent file
// (ionic-capacitor.ts, central-capacitor.ts, phaser-z.ts, quantum-torpedo.ts, plasma.ts,
// defense-field.ts, batteries.ts, seventh-shield.ts, ew.ts, shuttles.ts); this file only maps the actions of
// contract.md §6 onto them. User docs: docs/runtime-sfb.md.
import type { CompiledShip } from '../../compiler/types';
import { refuse as coreRefuse, registerRuleset, type ActionSpec, type RuleContext, type RulesetModule } from '../core/registry';
import { own } from '../core/own';
import type { Action, ShipState } from '../core/types';
import { baseOf, isIonBased, q, refuse, sameTime, SfbRefusal, type Time } from './common';
import {
  allocateIonic,
  drawIonic,
  expireIonic,
  ionicConfig,
  ionWeaponDestroyed,
  ionWeaponRepaired,
  refreshIonic,
  type IonWeaponInfo,
} from './ionic-capacitor';
import { centralConfig, centralTurnStart, centralWeaponDestroyed, centralWeaponRepaired, checkCentral, drawCentral } from './central-capacitor';
import { batteriesTurnStart, batteryDestroyed, batteryRepaired, checkBatteries, drawBatteries } from './batteries';
import { loseBoxes, penetrate, repairSeventhShield, seventhShieldTurnStart } from './seventh-shield';
import { activateDefenseField } from './defense-field';
import { firePhaserZ, phaserZTurnStart } from './phaser-z';
import { armTube, fireTube, holdTube, tubeDestroyed, tubeTurnStart, type EnergySource } from './quantum-torpedo';
import { isPlasmaSystem, parsePlasmaType, plasmaSpeed, plasmaStrike, reduceWarhead, reductionRatio } from './plasma';
import { setEw } from './ew';
import { initSfbShip, refreshCpu, syncSeventhShield, systemOrRefuse, type SfbShipState } from './state';
import { armSuicideShuttle, fireAdminShuttle, launchSuicideShuttle, shuttleTurnStart } from './shuttles';
import { emptyWeapon, TORPEDO_KINDS } from './weapons';

export type { SfbShipState } from './state';

// ---------------------------------------------------------------------------------------------
// Context helpers

function shipOf(ctx: RuleContext, handle: string): { st: SfbShipState; ship: CompiledShip } {
  const st = own(ctx.state.ships, handle) as SfbShipState | undefined;
  const ship = own(ctx.ships, handle);
  if (!st || !ship) throw refuse(`no ship "${handle}"`);
  return { st, ship };
}

/** The moment of an action: its own `impulse`, else the impulse the turn has reached. */
function nowOf(ctx: RuleContext, action: Action): Time {
  const impulse = typeof action.impulse === 'number' ? action.impulse : Math.max(0, ctx.state.impulse);
  return { turn: ctx.state.turn, impulse };
}

/** Keeps every sfb ship's time-dependent fields (`ionicCapacitor.usable`) current. */
function refreshAll(ctx: RuleContext, now: Time): void {
  for (const s of Object.values(ctx.state.ships) as ShipState[]) {
    const st = s as SfbShipState;
    if (st.ruleset === 'sfb' && st.ionicCapacitor) refreshIonic(st.ionicCapacitor, now);
  }
}

/** Converts the rule modules' refusals into the core's. */
function wrap(run: (ctx: RuleContext, action: Action, st: SfbShipState, ship: CompiledShip, now: Time) => Record<string, unknown>) {
  return (ctx: RuleContext, action: Action): Record<string, unknown> => {
    try {
      const now = nowOf(ctx, action);
      const { st, ship } = shipOf(ctx, action.ship!);
      const out = run(ctx, action, st, ship, now);
      refreshAll(ctx, now);
      return out;
    } catch (e) {
      if (e instanceof SfbRefusal) throw coreRefuse(e.message, e.rule);
      throw e;
    }
  };
}

function wrapShipless(run: (ctx: RuleContext, action: Action) => Record<string, unknown>) {
  return (ctx: RuleContext, action: Action): Record<string, unknown> => {
    try {
      return run(ctx, action);
    } catch (e) {
      if (e instanceof SfbRefusal) throw coreRefuse(e.message, e.rule);
      throw e;
    }
  };
}

function ionWeaponInfo(st: SfbShipState, ship: CompiledShip, id: unknown): IonWeaponInfo {
  const sys = systemOrRefuse(ship, id, 'weapon');
  return { id: sys.id, ionBased: isIonBased(sys), destroyed: own(st.systems, sys.id)?.destroyed === true };
}

/** Where arming or holding energy comes from (`from`); undefined: allocated power, not tracked. */
function energySource(st: SfbShipState, from: unknown, rule: string): EnergySource | undefined {
  if (from === undefined) return undefined;
  if (from === 'capacitor' || from === 'centralCapacitor') {
    const cc = st.centralCapacitor;
    if (!cc) throw refuse('the ship has no central capacitor', rule);
    return {
      name: 'capacitor',
      check: (a, what, r) => checkCentral(cc, a, what, r),
      draw: (a, what, r) => void drawCentral(cc, a, what, r),
    };
  }
  if (from === 'batteries') {
    const bt = st.batteries;
    if (!bt) throw refuse('the ship has no quantum batteries', 'Z-BTY-1');
    return { name: 'batteries', check: (a) => checkBatteries(bt, a), draw: (a) => void drawBatteries(bt, a) };
  }
  throw refuse(`"from" must be "capacitor" or "batteries" (got ${JSON.stringify(from)})`, rule);
}

function notDestroyed(st: SfbShipState, id: string, rule: string): void {
  if (own(st.systems, id)?.destroyed) throw refuse(`${id} is destroyed`, rule);
}

// ---------------------------------------------------------------------------------------------
// Schemas (the core adds type, ship, rolls, comment and impulse)

const num = { type: 'number' };
const str = { type: 'string', minLength: 1 };
const power = { enum: ['impulse', 'warp', 'other'] };
const from = { enum: ['capacitor', 'centralCapacitor', 'batteries'] };

// ---------------------------------------------------------------------------------------------
// Actions

const allocate: ActionSpec = {
  schema: {
    properties: { amount: num, power, reserve: { type: 'boolean' }, weapon: str, draw: num },
    required: ['amount', 'power'],
  },
  run: wrap((ctx, a, st, ship, now) => {
    const ic = st.ionicCapacitor;
    const cfg = ionicConfig(ship, ctx.rules(a.ship!));
    if (!ic || !cfg) throw refuse(`${ship.name} has no ionic capacitor (no ion-based weapons)`, 'H93.12');
    const weapon = a.weapon === undefined ? undefined : ionWeaponInfo(st, ship, a.weapon);
    const r = allocateIonic(ic, cfg, now, {
      amount: a.amount as number,
      power: a.power as 'impulse',
      reserve: a.reserve === true,
      ...(weapon ? { weapon } : {}),
      ...(typeof a.draw === 'number' ? { draw: a.draw } : {}),
    });
    if (weapon && r.drawn !== undefined) {
      const w = own(st.weapons, weapon.id);
      if (w) w.energy = q(w.energy + r.drawn);
    }
    return { ...r };
  }),
};

const draw: ActionSpec = {
  schema: { properties: { weapon: str, purpose: str, amount: num }, required: ['amount'] },
  run: wrap((ctx, a, st, ship, now) => {
    const ic = st.ionicCapacitor;
    if (!ic) throw refuse(`${ship.name} has no ionic capacitor (no ion-based weapons)`, 'H93.12');
    if (a.weapon !== undefined && a.purpose !== undefined) throw refuse('give either "weapon" or "purpose", not both', 'H93.11');
    const weapon = a.weapon === undefined ? undefined : ionWeaponInfo(st, ship, a.weapon);
    const r = drawIonic(ic, now, {
      amount: a.amount as number,
      ...(weapon ? { weapon } : {}),
      ...(typeof a.purpose === 'string' ? { purpose: a.purpose } : {}),
    });
    if (weapon) {
      const w = own(st.weapons, weapon.id);
      if (w) w.energy = q(w.energy + r.drawn);
    }
    return { ...r };
  }),
};

function tubeOf(st: SfbShipState, ship: CompiledShip, id: unknown, action: string) {
  const sys = systemOrRefuse(ship, id, 'weapon');
  const ws = own(st.weapons, sys.id);
  if (!ws || !TORPEDO_KINDS.has(baseOf(sys))) {
    throw refuse(`${sys.id} (${sys.type}) is not a torpedo: ${action} applies to quantum torpedoes and plasma torpedoes`, 'Z-QT-1');
  }
  return { sys, ws };
}

const arm: ActionSpec = {
  schema: {
    properties: { weapon: str, energy: num, mode: { enum: ['standard', 'overload', 'doubleOverload'] }, from },
    required: ['weapon', 'energy'],
  },
  run: wrap((_ctx, a, st, ship, now) => {
    const shuttle = systemOrRefuse(ship, a.weapon, 'weapon');
    if (baseOf(shuttle) === 'zSuicideShuttle' && own(st.weapons, shuttle.id)) {
      notDestroyed(st, shuttle.id, 'Z-SHTL-1');
      if (a.mode !== undefined && a.mode !== 'standard') throw refuse('a Z-suicide shuttle has no overload', 'Z-SHTL-1');
      if (a.from !== undefined) throw refuse('a Z-suicide shuttle is armed with warp energy, not from a capacitor', 'Z-SHTL-1');
      return { ...armSuicideShuttle(own(st.weapons, shuttle.id)!, shuttle, now, a.energy) };
    }
    const { sys, ws } = tubeOf(st, ship, a.weapon, 'arm');
    notDestroyed(st, sys.id, isPlasmaSystem(sys) ? 'Z-PLZ-3' : 'Z-QT-1');
    const source = energySource(st, a.from, 'Z-CC-1');
    const r = armTube(ws, sys, now, { energy: a.energy, mode: a.mode }, source);
    return { ...r, ...(source ? { stored: source.name === 'capacitor' ? st.centralCapacitor!.stored : st.batteries!.stored } : {}) };
  }),
};

const hold: ActionSpec = {
  schema: { properties: { weapon: str, from }, required: ['weapon'] },
  run: wrap((_ctx, a, st, ship, now) => {
    const { sys, ws } = tubeOf(st, ship, a.weapon, 'hold');
    notDestroyed(st, sys.id, 'Z-QT-1');
    const source = energySource(st, a.from, 'Z-CC-1');
    return { ...holdTube(ws, sys, now, source) };
  }),
};

const fire: ActionSpec = {
  schema: {
    properties: {
      weapon: str,
      mode: { enum: ['full', 'half'] },
      damage: num,
      band: { type: 'integer', minimum: 0 },
      count: { type: 'integer', minimum: 1 },
    },
    required: ['weapon'],
  },
  run: wrap((ctx, a, st, ship, now) => {
    const sys = systemOrRefuse(ship, a.weapon, 'weapon');
    if (a.count !== undefined && a.count !== 1) throw refuse(`${sys.id} fires one shot at a time ("count" must be 1)`);
    const kind = baseOf(sys);
    const ws = own(st.weapons, sys.id);
    if (kind === 'phaserZ' && ws) {
      notDestroyed(st, sys.id, 'Z-PHZ-1');
      return { ...firePhaserZ(ws, sys, st.centralCapacitor, now, { mode: a.mode, damage: a.damage, band: a.band }, () => ctx.dice.d6()) };
    }
    if (TORPEDO_KINDS.has(kind) && ws) {
      notDestroyed(st, sys.id, isPlasmaSystem(sys) ? 'Z-PLZ-3' : 'Z-QT-1');
      if (a.mode !== undefined || a.damage !== undefined || a.band !== undefined) {
        throw refuse(`"mode", "damage" and "band" are Phaser-Z fields; ${sys.id}'s damage follows its arming`, 'Z-QT-1');
      }
      const r = fireTube(ws, sys, now);
      return isPlasmaSystem(sys) ? { ...r, speed: plasmaSpeed(sys) } : { ...r };
    }
    if (kind === 'zAdminShuttle' && ws) {
      notDestroyed(st, sys.id, 'Z-SHTL-1');
      return { ...fireAdminShuttle(ws, sys, now, { mode: a.mode, damage: a.damage }) };
    }
    if (kind === 'zSuicideShuttle' && ws) {
      notDestroyed(st, sys.id, 'Z-SHTL-1');
      return { ...launchSuicideShuttle(ws, sys, now) };
    }
    if (isIonBased(sys)) {
      throw refuse(`firing ion-based weapons is not simulated; take their energy from the ionic capacitor with "draw"`, 'H93.11');
    }
    throw refuse(`${sys.id} (${sys.type}) has no firing rules in drydock's sfb runtime (Phaser-Z, quantum torpedoes, plasmas)`);
  }),
};

const defenseField: ActionSpec = {
  schema: {
    properties: {
      energy: num,
      targets: {
        type: 'array',
        items: {
          type: 'object',
          properties: { id: { type: 'string' }, kind: { type: 'string' }, range: { type: 'number', minimum: 0 } },
          required: ['id', 'kind', 'range'],
        },
      },
      from: { type: 'string' },
    },
    required: ['energy', 'targets'],
  },
  run: wrap((_ctx, a, st, ship, now) => {
    const sys = ship.systems.find((s) => baseOf(s) === 'defenseField');
    if (!sys || !st.defenseField) throw refuse(`${ship.name} has no defense field`, 'Z-DF-1');
    return { ...activateDefenseField(st.defenseField, sys, st.centralCapacitor, now, { energy: a.energy, targets: a.targets, from: a.from }) };
  }),
};

const penetrateAction: ActionSpec = {
  schema: { properties: { amount: { type: 'number', minimum: 0 } }, required: ['amount'] },
  run: wrap((_ctx, a, st, _ship, now) => {
    const r = penetrate(st.seventhShield, a.amount, now.turn);
    syncSeventhShield(st);
    return { ...r };
  }),
};

/** The plasma a shipless action names: a type letter, or a ship's plasma weapon. */
function plasmaOf(ctx: RuleContext, a: Action) {
  if (a.ship !== undefined || a.weapon !== undefined) {
    if (typeof a.ship !== 'string' || a.weapon === undefined) throw refuse('give both "ship" and "weapon" to use a ship\'s plasma launcher', 'Z-PLZ-2');
    const { ship } = shipOf(ctx, a.ship);
    const sys = systemOrRefuse(ship, a.weapon, 'weapon');
    if (!isPlasmaSystem(sys)) throw refuse(`${sys.id} (${sys.type}) is not a plasma torpedo`, 'Z-PLZ-2');
    return sys;
  }
  return parsePlasmaType(a.plasma);
}

const reducePlasma: ActionSpec = {
  shipless: true,
  schema: {
    properties: { plasma: { enum: ['F', 'ZF'] }, warhead: num, damage: num, ship: str, weapon: str },
    required: ['warhead', 'damage'],
  },
  run: wrapShipless((ctx, a) => {
    const p = plasmaOf(ctx, a);
    return { ...reduceWarhead(a.warhead, a.damage, reductionRatio(p)) };
  }),
};

const plasmaStrikeAction: ActionSpec = {
  shipless: true,
  schema: { properties: { plasma: { enum: ['F', 'ZF'] }, range: { type: 'integer', minimum: 0 }, ship: str, weapon: str }, required: ['range'] },
  run: wrapShipless((ctx, a) => {
    const p = plasmaOf(ctx, a);
    return { ...plasmaStrike(a.range, plasmaSpeed(p)), speed: plasmaSpeed(p) };
  }),
};

const damageSystem: ActionSpec = {
  schema: { properties: { system: str, boxes: { type: 'integer', minimum: 0 } }, required: ['system', 'boxes'] },
  run: wrap((ctx, a, st, ship, now) => {
    const sys = systemOrRefuse(ship, a.system);
    const kind = baseOf(sys);
    if (kind === 'defenseField') throw refuse('the defense field is part of the Z-ship: damage cannot destroy it', 'Z-DF-1');
    if (kind === 'centralCapacitor') throw refuse('the central capacitor is part of the Z-ship: damage cannot destroy it; it shrinks only as its weapons are destroyed', 'Z-CC-2');
    if (kind === 'ionicCapacitor') throw refuse('the ionic capacitor is not on the SSD: it is destroyed only with its ion-based weapons', 'H93.31');
    const rec = own(st.systems, sys.id)!;
    const boxes = a.boxes as number;
    const out: Record<string, unknown> = {};
    if (kind === 'seventhShield' && st.seventhShield) {
      out.lost = loseBoxes(st.seventhShield, boxes, now.turn);
      syncSeventhShield(st);
      out.intact = st.seventhShield.intact;
      return { damage: rec.damage, destroyed: rec.destroyed, ...out };
    }
    const wasDestroyed = rec.destroyed;
    rec.damage = Math.min(rec.boxes, rec.damage + boxes);
    rec.destroyed = rec.damage >= rec.boxes;
    if (rec.destroyed && !wasDestroyed) {
      const ws = own(st.weapons, sys.id);
      if (isIonBased(sys) && st.ionicCapacitor) {
        const cfg = ionicConfig(ship, ctx.rules(a.ship!))!;
        out.ionicCapacitor = ionWeaponDestroyed(st.ionicCapacitor, cfg, sys.id, now);
      }
      const cc = centralConfig(ship);
      if (cc && st.centralCapacitor && cc.shares.some((s) => s.id === sys.id)) {
        out.centralCapacitor = centralWeaponDestroyed(st.centralCapacitor, cc, sys.id);
      }
      if (ws && TORPEDO_KINDS.has(kind)) {
        const lost = tubeDestroyed(ws, sys, now.turn);
        if (lost > 0) out.armingLost = lost;
      }
      if (ws && kind === 'zSuicideShuttle' && ws.arming.length > 0) {
        out.armingLost = q(ws.arming.reduce((x, y) => x + y, 0));
        Object.assign(ws, emptyWeapon(ws.kind));
      }
      if (ws) ws.ready = false;
      if (kind === 'quantumBattery' && st.batteries) out.batteryLost = batteryDestroyed(st.batteries, sys.id);
    }
    if (kind === 'cpu' && st.cpu) {
      refreshCpu(st, ship);
      out.cpuActive = st.cpu.active;
    }
    return { damage: rec.damage, destroyed: rec.destroyed, ...out };
  }),
};

const repairSystem: ActionSpec = {
  schema: { properties: { system: str }, required: ['system'] },
  run: wrap((ctx, a, st, ship, now) => {
    const sys = systemOrRefuse(ship, a.system);
    const kind = baseOf(sys);
    const rec = own(st.systems, sys.id)!;
    const wasDestroyed = rec.destroyed;
    rec.damage = 0;
    rec.destroyed = false;
    const out: Record<string, unknown> = {};
    if (kind === 'seventhShield' && st.seventhShield) {
      repairSeventhShield(st.seventhShield);
      syncSeventhShield(st);
    }
    if (wasDestroyed) {
      if (isIonBased(sys) && st.ionicCapacitor) {
        const cfg = ionicConfig(ship, ctx.rules(a.ship!))!;
        out.ionicCapacitor = ionWeaponRepaired(st.ionicCapacitor, cfg, sys.id, now);
      }
      const cc = centralConfig(ship);
      if (cc && st.centralCapacitor && cc.shares.some((s) => s.id === sys.id)) {
        out.centralCapacitor = centralWeaponRepaired(st.centralCapacitor, cc, sys.id);
      }
      if (kind === 'quantumBattery' && st.batteries) batteryRepaired(st.batteries, sys.id);
      const ws = own(st.weapons, sys.id);
      if (ws && (kind === 'phaserZ' || ws.kind === 'ion' || kind === 'zAdminShuttle')) ws.ready = ws.firedTurn !== now.turn;
    }
    if (kind === 'cpu' && st.cpu) {
      refreshCpu(st, ship);
      out.cpuActive = st.cpu.active;
    }
    return { destroyed: false, damage: 0, ...out };
  }),
};

const ew: ActionSpec = {
  schema: { properties: { ecm: { type: 'integer', minimum: 0 }, eccm: { type: 'integer', minimum: 0 } } },
  run: wrap((_ctx, a, st) => ({ ...setEw(st.ew, { ecm: a.ecm, eccm: a.eccm }) })),
};

const drawBattery: ActionSpec = {
  schema: { properties: { amount: num, battery: str }, required: ['amount'] },
  run: wrap((_ctx, a, st, ship) => {
    if (!st.batteries) throw refuse(`${ship.name} has no quantum batteries`, 'Z-BTY-1');
    const amount = a.amount as number;
    if (!(amount > 0)) throw refuse('"amount" must be a positive number', 'Z-BTY-1');
    const battery = typeof a.battery === 'string' ? a.battery : undefined;
    const drawn = drawBatteries(st.batteries, amount, battery);
    return { drawn, stored: st.batteries.stored };
  }),
};

// ---------------------------------------------------------------------------------------------
// Turn start: Z-CC-3, Z-BTY-1, Z-S7-1, H93.14 conversions, H93.32 expiry, torpedo upkeep.

function onTurnStart(ctx: RuleContext, handle: string): void {
  const st = ctx.state.ships[handle] as SfbShipState;
  const ship = ctx.ships[handle]!;
  const turn = ctx.state.turn;
  const now: Time = { turn, impulse: 0 };
  if (st.ionicCapacitor) {
    const cfg = ionicConfig(ship, ctx.rules(handle));
    if (cfg) {
      const expired = expireIonic(st.ionicCapacitor, cfg, turn);
      if (expired > 0) ctx.event({ ship: handle, rule: 'H93.32', expired });
      const converted = q(
        st.ionicCapacitor.packets.filter((p) => p.power !== 'impulse' && sameTime(p.usableFrom, now)).reduce((s, p) => s + p.amount, 0),
      );
      if (converted > 0) ctx.event({ ship: handle, rule: 'H93.14', converted });
      refreshIonic(st.ionicCapacitor, now);
    }
  }
  if (st.centralCapacitor) {
    const cfg = centralConfig(ship);
    if (cfg) centralTurnStart(st.centralCapacitor, cfg);
  }
  if (st.batteries) batteriesTurnStart(st.batteries);
  if (st.seventhShield) {
    const regained = seventhShieldTurnStart(st.seventhShield, turn);
    syncSeventhShield(st);
    if (regained > 0) ctx.event({ ship: handle, rule: 'Z-S7-1', regained, intact: st.seventhShield.intact });
  }
  for (const [id, ws] of Object.entries(st.weapons)) {
    const sys = ship.systems.find((s) => s.id === id);
    if (!sys) continue;
    if (ws.kind === 'phaserZ' || ws.kind === 'ion') {
      phaserZTurnStart(ws);
      if (own(st.systems, id)?.destroyed) ws.ready = false;
    } else if (ws.kind === 'zAdminShuttle' || ws.kind === 'zSuicideShuttle') {
      const lost = shuttleTurnStart(ws, turn);
      if (own(st.systems, id)?.destroyed) ws.ready = false;
      if (lost) ctx.event({ ship: handle, weapon: id, lost: lost.lost, rule: 'Z-SHTL-1', reason: 'arming interrupted' });
    } else {
      const ev = tubeTurnStart(ws, sys, turn);
      if (ev) ctx.event({ ship: handle, ...ev });
    }
  }
}

export const sfbRuleset: RulesetModule = {
  ruleset: 'sfb',
  initShip: (ship, setup, rules) => {
    try {
      return initSfbShip(ship, setup, rules);
    } catch (e) {
      if (e instanceof SfbRefusal) throw new Error(e.message);
      throw e;
    }
  },
  onTurnStart,
  actions: {
    allocate,
    draw,
    arm,
    hold,
    fire,
    defenseField,
    penetrate: penetrateAction,
    reducePlasma,
    plasmaStrike: plasmaStrikeAction,
    damageSystem,
    repairSystem,
    ew,
    drawBattery,
  },
};

registerRuleset(sfbRuleset);

// Cloaking (seed 000, cloaking section; rules.md ST-CLK-1 to ST-CLK-3, ST-SH-12).
import { refuse, type ActionSpec } from '../core/registry';
import { b5, systemsOfKind } from './state';

const cloak: ActionSpec = {
  segment: 'end',
  schema: { properties: {} },
  run(ctx, action) {
    // ST-CLK-1: at the end of a turn, with an intact cloaking device; cloaked at once.
    const handle = action.ship!;
    const ship = b5(ctx, handle);
    const devices = systemsOfKind(ctx.ships[handle]!, 'cloakingDevice');
    if (devices.length === 0) throw refuse(`${handle} has no cloaking device`, 'ST-CLK-1');
    if (devices.every((d) => ship.systems[d.id]!.destroyed)) throw refuse(`${handle}'s cloaking device is destroyed`, 'ST-CLK-1');
    if (ship.cloak.cloaked) throw refuse(`${handle} is already cloaked`, 'ST-CLK-1');
    if (ship.cloak.decloakedTurn === ctx.state.turn) throw refuse(`${handle} decloaked this turn; it may cloak again at the end of a later turn`, 'ST-CLK-1');
    ship.cloak.cloaked = true;
    ship.cloak.detected = false;
    ship.cloak.detectedTurn = null;
    ship.cloak.cloakedTurn = ctx.state.turn;
    return { cloaked: true };
  },
};

const decloak: ActionSpec = {
  segment: 'end',
  schema: { properties: {} },
  run(ctx, action) {
    // ST-CLK-1, 2: at the end of a later turn; weapons and shields work again from the next turn.
    const handle = action.ship!;
    const ship = b5(ctx, handle);
    if (!ship.cloak.cloaked) throw refuse(`${handle} is not cloaked`, 'ST-CLK-1');
    if (ship.cloak.cloakedTurn === ctx.state.turn) {
      throw refuse(`${handle} cloaked at the end of this turn; it may decloak at the end of a later turn`, 'ST-CLK-1');
    }
    ship.cloak.cloaked = false;
    ship.cloak.detected = false;
    ship.cloak.decloakedTurn = ctx.state.turn;
    return { cloaked: false, shieldsAndWeaponsFrom: ctx.state.turn + 1 };
  },
};

const collateral: ActionSpec = {
  segment: 'fire',
  schema: { properties: { kind: { enum: ['flash', 'shredder'] } }, required: ['kind'] },
  run(ctx, action) {
    // ST-CLK-3: collateral damage from flash weapons or Vree antimatter shredders reveals a cloaked
    // ship at once, but after fire was declared: it cannot be targeted in this fire.
    const handle = action.ship!;
    const ship = b5(ctx, handle);
    if (!ship.cloak.cloaked) return { detected: false, cloaked: false };
    ship.cloak.detected = true;
    ship.cloak.detectedTurn = ctx.state.turn;
    return { detected: true, cloaked: true, targetableFromTurn: ctx.state.turn + 1 };
  },
};

const detect: ActionSpec = {
  segment: 'fire',
  schema: { properties: { found: { type: 'boolean' } } },
  run(ctx, action) {
    // ST-CLK-3: the mine-detection procedure (EW on cloak detection against the signature) is
    // resolved by the players; this records its outcome.
    const handle = action.ship!;
    const ship = b5(ctx, handle);
    if (!ship.cloak.cloaked) throw refuse(`${handle} is not cloaked`, 'ST-CLK-3');
    const found = action.found !== false;
    if (found) {
      ship.cloak.detected = true;
      ship.cloak.detectedTurn = ctx.state.turn;
    }
    return { detected: ship.cloak.detected, signature: ship.cloak.signature };
  },
};

export const cloakActions: Record<string, ActionSpec> = { cloak, decloak, collateral, detect };

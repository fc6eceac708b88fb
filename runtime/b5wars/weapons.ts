// Weapon fire (rules.md ST-APT-1, ST-APT-2; none while switched off, ST-PWR-1; loading B5-WEAPON; no fire while cloaked ST-CLK-2 or in a warp turn
// ST-WARP-1; a cloaked target only once detected, ST-CLK-4; the firing mode and what it adds to a
// shot, B5-WEAPON, fire-modes.ts; its effects and damage by the to-hit margin, B5-EFFECTS, fire-effects.ts).
import { systemKind } from '../../compiler/catalog/index';
import { own } from '../core/own';
import { defineAction, refuse, type ActionSpec } from '../core/registry';
import { behaviourOf } from './behaviours';
import { openToFire, shieldsLowered } from './cloak';
import { marginShot, shotEffects } from './fire-effects';
import { firingMode, modeName, pulseBaseHits, salvoShot } from './fire-modes';
import { b5, compiledSystem, outageOf, type B5ShipState } from './state';
import { baseOf } from '../core/systems';

const fire: ActionSpec = defineAction({
  segment: 'fire',
  schema: {
    properties: {
      weapon: { type: 'string' },
      count: { type: 'integer', minimum: 1 },
      target: { type: 'string' },
      /** The firing mode by its name (B5-WEAPON); left out, the weapon's first mode. */
      mode: { type: 'string', minLength: 1 },
      /** How much the to-hit roll beat the number needed, for a mode with damage by the margin (B5-EFFECTS). */
      margin: { type: 'integer', minimum: 0 },
    },
    required: ['weapon'],
  },
  run(ctx, action) {
    const handle = action.ship;
    const ship = b5(ctx, handle);
    const id = action.weapon;
    const sys = compiledSystem(ctx, handle, id);
    const turn = ctx.state.turn;
    const kind = sys ? systemKind('b5wars', baseOf(sys)) : undefined;
    if (!sys || kind?.category !== 'weapon') {
      const weapons = ctx.ships[handle]!.systems.filter((s) => systemKind('b5wars', baseOf(s))?.category === 'weapon').map((s) => s.id);
      const listed = weapons.length ? `its weapons: ${weapons.join(', ')}` : 'it has no weapons';
      // A system aimed like a weapon that does no damage (a transporter, a grappler, a micro-jump) says what it is.
      if (kind?.unplayed) throw refuse(`${id} of ${handle} is a ${kind.title}, not a weapon, and \`fire\` does not take it: ${kind.unplayed} (${listed})`);
      throw refuse(`${handle} has no weapon "${id}" (${listed})`);
    }
    if (ship.systems[id]!.destroyed) throw refuse(`weapon ${id} is destroyed`);
    const off = outageOf(ship, id);
    if (off) throw refuse(`weapon ${id} is ${off}; power it again with powerSystem in a Ship Power segment`, 'ST-PWR-1');
    if (ship.cloak.cloaked) throw refuse(`${handle} is cloaked and fires no weapon while cloaked (weapons keep arming)`, 'ST-CLK-2');
    if (shieldsLowered(ship, turn)) throw refuse(`${handle} decloaked at the end of this turn; it fires again from turn ${turn + 1}`, 'ST-CLK-2');
    if (ship.warp.status === 'engaging') {
      throw refuse(`${handle} went to warp this turn and fires no weapon, offensive or defensive, this turn (weapons keep arming)`, 'ST-WARP-1');
    }
    if (ship.weapons[id]!.firedTurn === turn) throw refuse(`weapon ${id} has already fired this turn`);
    const target = action.target;
    if (target !== undefined) {
      const t = own(ctx.state.ships, target) as B5ShipState | undefined;
      if (!t) throw refuse(`no ship "${target}" in this game to fire at (ships: ${Object.keys(ctx.state.ships).join(', ')})`);
      if (target === handle) throw refuse(`${handle} cannot fire at itself`);
      // ST-CLK-4: a cloaked ship can be fired at only in a turn a detection opened to this ship.
      if (t.ruleset === 'b5wars' && t.cloak?.cloaked && !openToFire(t, handle, turn)) {
        throw refuse(
          `${target} is cloaked and has not been detected by ${handle}'s side this turn; a successful detection (ST-CLK-3) opens it to fire for the rest of the turn, collateral detection from the next turn`,
          'ST-CLK-4',
        );
      }
    }
    const mode = firingMode(sys, action.mode);
    // B5-WEAPON: a weapon starts the game loaded; after a shot, the mode fired next needs its
    // `loading` turns (loading 2: turn 1, then turn 3).
    const last = ship.weapons[id]!.firedTurn;
    const loading = typeof mode.loading === 'number' ? mode.loading : 1;
    if (last !== null && turn - last < loading) {
      throw refuse(
        `weapon ${id} fired in turn ${last} and its ${modeName(mode)} mode takes ${loading} turns to load: it can fire again from turn ${last + loading}`,
        'B5-WEAPON',
      );
    }
    const count = action.count ?? 1;
    const fireHook = behaviourOf(sys)?.fire;
    if (!fireHook && count !== 1) throw refuse(`weapon ${id} fires one shot; "count" is for advanced photon torpedo launchers`, 'ST-APT-1');
    const shots: Record<string, unknown>[] = fireHook ? fireHook(ctx, handle, sys, count) : [{ toHit: 0 }];
    // B5-WEAPON: a pulse mode's base hits, rolled per shot when they are dice; a salvo's one
    // shot of the whole battery, its damage rolled once.
    // B5-EFFECTS: the effects each shot carries for the table, and damage by the to-hit margin.
    const margin = typeof action.margin === 'number' ? action.margin : undefined;
    for (const shot of shots) {
      Object.assign(shot, pulseBaseHits(ctx, sys, mode), salvoShot(ctx, sys, mode));
      Object.assign(shot, marginShot(ctx, sys, mode, margin, typeof shot.damage === 'number' ? shot.damage : undefined), shotEffects(mode));
    }
    ship.weapons[id]!.firedTurn = turn;
    const result: Record<string, unknown> = { weapon: id, ...(action.mode !== undefined ? { mode: modeName(mode) } : {}), shots };
    if (target !== undefined) result.target = target;
    // B5-EFFECTS: a mode that forces a critical roll on the weapon owes one, as an over-thrust does.
    if (mode.forcesCritical === true) result.criticalCheck = true;
    return result;
  },
});

export const weaponActions: Record<string, ActionSpec> = { fire };

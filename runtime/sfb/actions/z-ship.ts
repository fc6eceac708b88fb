// Z-ship actions (seed 004): DAC hits that may take a CPU box (Z-CPU-2), Z-probes gathering
// information (Z-PRB-1), and the movement figures the runtime enforces (Z-MISC): a speed change
// only every `speedChangeImpulses`, acceleration only `postDecelerationImpulses` after an
// emergency-deceleration halt, and the quick-reverse bonus, which needs the CPU (Z-CPU-1).
import { ruleConstants } from '../../../compiler/catalog/index';
import { own } from '../../core/own';
import { defineAction, type ActionSpec } from '../../core/registry';
import { absImpulse, addImpulses, numParam, refuse, type Time } from '../common';
import { kindCtx } from '../kind-context';
import type { ShipCtx } from '../kinds/types';
import { needBenefit } from '../cpu';
import type { MovementState, SfbShipState } from '../state';
import { damageKind } from './damage';
import { onShip } from './run';
import { str } from './schemas';
import { baseOf } from '../../core/systems';

/** DAC results on which the owner may destroy a CPU box instead (Z-CPU-2). */
export const CPU_HITS = ['bridge', 'emergencyBridge', 'auxControl', 'flag'] as const;
/** The DAC result on which the owner may destroy a medical bay or fabrication box instead (Z-LAB-1). */
const LAB_HIT = 'lab';

export const dacHit: ActionSpec = defineAction({
  atomic: 'checked',
  schema: { properties: { hit: str, system: str, cpu: { type: 'boolean' } }, required: ['hit'] },
  run: (ctx, a) =>
    onShip(ctx, a, (s) => {
      const { ship, st } = s;
      const intact = (id: string) => {
        const rec = own(st.systems, id);
        return rec !== undefined && rec.damage < rec.boxes;
      };
      let target: string | undefined;
      if (a.cpu === true) {
        if (!(CPU_HITS as readonly string[]).includes(a.hit)) {
          throw refuse(`only a ${CPU_HITS.join(', ')} hit may destroy a CPU box, not a ${a.hit} hit`, 'Z-CPU-2');
        }
        target = ship.systems.find((x) => baseOf(x) === 'cpu' && intact(x.id))?.id;
        if (!target) throw refuse(`${ship.name} has no CPU box left to lose`, 'Z-CPU-2');
      } else if (a.system !== undefined) {
        target = a.system;
      } else {
        target = ship.systems.find((x) => baseOf(x) === a.hit && intact(x.id))?.id;
        if (!target) throw refuse(`${ship.name} has no ${a.hit} box left to take the hit; name the "system" it goes to`);
      }
      const { k, behaviour } = kindCtx(s, target);
      // Z-LAB-1: a Lab hit may take a medical bay or fabrication box instead, at the owner's choice.
      const labChoice = a.hit === LAB_HIT && k.sys.labHit === true;
      if (a.cpu !== true && baseOf(k.sys) !== a.hit && !labChoice) {
        throw k.sys.labHit === true
          ? refuse(`only a ${LAB_HIT} hit may destroy ${k.sys.id} (${baseOf(k.sys)}), not a ${a.hit} hit`, 'Z-LAB-1')
          : refuse(`${k.sys.id} is a ${baseOf(k.sys)}, not a ${a.hit}`);
      }
      const out = damageKind(k, behaviour, 1);
      return { hit: a.hit, system: k.sys.id, ...out, ...(st.cpu ? { cpuActive: st.cpu.active, inForce: [...st.cpu.inForce] } : {}) };
    }),
});

/** Intact boxes of the ship's research labs: the "number of RLabs" of XG4.12 (Z-LAB-1). */
function workingLabs({ st, ship }: ShipCtx): number {
  let n = 0;
  for (const x of ship.systems) {
    if (baseOf(x) !== 'researchLab') continue;
    const rec = own(st.systems, x.id);
    if (rec) n += Math.max(0, rec.boxes - rec.damage);
  }
  return n;
}

export const research: ActionSpec = defineAction({
  atomic: 'checked',
  schema: { properties: { result: { type: 'integer', minimum: 0, maximum: 1000 } }, required: ['result'] },
  run: (ctx, a) =>
    onShip(ctx, a, (s) => {
      // Z-LAB-1: the players read `result` off the XG4.12 table; a Z-ship adds the bonus to the
      // result (not the die roll) before multiplying by the research labs.
      const labs = workingLabs(s);
      if (labs === 0) throw refuse(`${s.ship.name} has no research lab box left`, 'Z-LAB-1');
      const v = ctx.rules(a.ship).zResearchBonus ?? ruleConstants.find((c) => c.name === 'zResearchBonus')?.default;
      const bonus = s.ship.zship === true && typeof v === 'number' ? v : 0;
      return { result: a.result, bonus, labs, research: (a.result + bonus) * labs };
    }),
});

export const sensorRating: ActionSpec = defineAction({
  atomic: 'checked',
  schema: { properties: { rating: { type: 'integer', minimum: 0, maximum: 100 } }, required: ['rating'] },
  run: (ctx, a) =>
    onShip(ctx, a, ({ st, ship }) => {
      // Z-EW-1: the EW a Z-ship may buy is its sensor rating now + 4; the players read the rating
      // off the ship's sensor track (standard rules), so damage lowers the limit and repair restores it.
      const built = typeof ship.sensor === 'number' ? ship.sensor : undefined;
      if (built === undefined) throw refuse(`${ship.name} has no sensor rating`, 'Z-EW-1');
      if (a.rating > built) throw refuse(`${ship.name} was built with sensor rating ${built}; it cannot be raised to ${a.rating}`, 'Z-EW-1');
      if (st.ew.limit === null) throw refuse(`${ship.name} is not a Z-ship: it has no sensor + 4 EW limit`, 'Z-EW-1');
      const bonus = st.ew.limit - (st.sensorRating ?? built);
      st.sensorRating = a.rating;
      st.ew.limit = a.rating + bonus;
      const bought = st.ew.ecm + st.ew.eccm;
      return { rating: a.rating, limit: st.ew.limit, ...(bought > st.ew.limit ? { overLimit: bought - st.ew.limit } : {}) };
    }),
});

export const probe: ActionSpec = defineAction({
  atomic: 'checked',
  schema: { properties: { weapon: str, range: { type: 'integer', minimum: 0 } }, required: ['weapon', 'range'] },
  run: (ctx, a) =>
    onShip(ctx, a, (s) => {
      const { k } = kindCtx(s, a.weapon, 'weapon');
      if (baseOf(k.sys) !== 'zProbe') throw refuse(`${k.sys.id} (${k.sys.type}) is not a Z-probe`, 'Z-PRB-1');
      if (k.rec.destroyed) throw refuse(`${k.sys.id} is destroyed`, 'Z-PRB-1');
      const max = numParam(k.sys, 'range');
      if (a.range > max) throw refuse(`${k.sys.id} reaches ${max} hexes; the target is ${a.range} away`, 'Z-PRB-1');
      return { use: 'information', range: a.range, information: numParam(k.sys, 'information') };
    }),
});

/** The ship's Z-MISC figure `name` (its compiled Z-ship modifiers), or undefined on other ships. */
function zFigure(st: SfbShipState, name: string): number | undefined {
  const v = st.modifiers?.[name];
  return typeof v === 'number' ? v : undefined;
}

function movementOf(st: SfbShipState): MovementState {
  return st.movement ?? { speed: 0, lastChange: null, haltedAt: null };
}

const at = (t: Time) => `turn ${t.turn}, impulse ${t.impulse}`;

export const speed: ActionSpec = defineAction({
  atomic: 'checked',
  schema: { properties: { speed: { type: 'integer', minimum: 0, maximum: 32 } }, required: ['speed'] },
  run: (ctx, a) =>
    onShip(ctx, a, ({ st, now }) => {
      const mv = movementOf(st);
      if (a.speed === mv.speed) return { speed: mv.speed, changed: false };
      const interval = zFigure(st, 'speedChangeImpulses');
      if (interval !== undefined && mv.lastChange && absImpulse(now) - absImpulse(mv.lastChange) < interval) {
        throw refuse(`a Z-ship changes speed only every ${interval} impulses: the last change was at ${at(mv.lastChange)}, the next may come at ${at(addImpulses(mv.lastChange, interval))}`, 'Z-MISC');
      }
      const wait = zFigure(st, 'postDecelerationImpulses');
      if (wait !== undefined && mv.haltedAt && a.speed > mv.speed && absImpulse(now) - absImpulse(mv.haltedAt) < wait) {
        throw refuse(`after its emergency-deceleration halt at ${at(mv.haltedAt)} a Z-ship may accelerate only ${wait} impulses later, from ${at(addImpulses(mv.haltedAt, wait))}`, 'Z-MISC');
      }
      st.movement = { ...mv, speed: a.speed, lastChange: { ...now } };
      return { speed: a.speed, changed: true, ...(interval !== undefined ? { nextChange: addImpulses(now, interval) } : {}) };
    }),
});

export const emergencyDecel: ActionSpec = defineAction({
  atomic: 'checked',
  schema: { properties: {} },
  run: (ctx, a) =>
    onShip(ctx, a, ({ st, now }) => {
      const mv = movementOf(st);
      const wait = zFigure(st, 'postDecelerationImpulses');
      st.movement = { ...mv, speed: 0, haltedAt: { ...now } };
      return { speed: 0, ...(wait !== undefined ? { accelerateFrom: addImpulses(now, wait) } : {}) };
    }),
});

export const quickReverse: ActionSpec = defineAction({
  atomic: 'checked',
  schema: { properties: {} },
  run: (ctx, a) =>
    onShip(ctx, a, ({ st, ship }) => {
      let bonus = 0;
      if (st.modifiers) {
        needBenefit(st, 'quickReverse', 'the Z-ship quick-reverse bonus');
        const rules = ctx.rules(a.ship);
        const name = ship.nimble === true ? 'zNimbleQuickReverseBonus' : 'zQuickReverseBonus';
        const v = rules[name] ?? ruleConstants.find((c) => c.name === name)?.default;
        bonus = typeof v === 'number' ? v : 0;
      }
      const roll = ctx.dice.d6();
      return { roll, bonus, modifiedRoll: roll + bonus };
    }),
});

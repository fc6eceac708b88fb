// Behaviour of the Z-probe (seed 004: Z-PRB-1): fired as a weapon only while the CPU works
// (Z-CPU-1), at most its range, for its warhead and a die roll with its bonus. Gathering
// information is the `probe` action.
import { numParam, refuse } from '../common';
import { notDestroyed } from '../context';
import { needBenefit } from '../cpu';
import type { SfbKindBehaviour } from './types';

export const zProbeBehaviour: SfbKindBehaviour = {
  fire(k, req) {
    notDestroyed(k, 'Z-PRB-1');
    needBenefit(k.st, 'probesAsWeapons', `firing ${k.sys.id} as a weapon`);
    const max = numParam(k.sys, 'range');
    if (req.range === undefined) throw refuse(`give the "range" to the target (at most ${max} hexes)`, 'Z-PRB-1');
    if (req.range > max) throw refuse(`${k.sys.id} reaches ${max} hexes; the target is ${req.range} away`, 'Z-PRB-1');
    const roll = k.ctx.dice.d6();
    const bonus = numParam(k.sys, 'dieRollBonus');
    k.ws.firedTurn = k.now.turn;
    k.ws.mode = 'weapon';
    return { use: 'weapon', range: req.range, roll, dieRollBonus: bonus, modifiedRoll: roll + bonus, warhead: numParam(k.sys, 'warhead') };
  },
  repaired(k, _out, wasDestroyed) {
    if (wasDestroyed && k.ws) k.ws.ready = true;
  },
  turnStart(k) {
    k.ws.mode = null;
    k.ws.ready = !k.rec.destroyed;
  },
};

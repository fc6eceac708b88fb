// Shield transfer between adjacent projections, Adjust Ship Systems segment (ST-SH-4).
import { arcsAdjacent, formatArc } from '../core/arcs';
import { own } from '../core/own';
import { defineAction, refuse, type ActionSpec } from '../core/registry';
import { b5, projectionOrder } from './state';

const transfer: ActionSpec = defineAction({
  segment: 'adjust',
  atomic: 'checked',
  schema: {
    properties: {
      from: { type: 'string' },
      to: { type: 'string' },
      amount: { type: 'integer', minimum: 1 },
    },
    required: ['from', 'to', 'amount'],
  },
  run(ctx, action) {
    const handle = action.ship;
    const ship = b5(ctx, handle);
    const fromName = action.from;
    const toName = action.to;
    const amount = action.amount;
    const names = projectionOrder(ship);
    if (names.length <= 1) {
      throw refuse(`${handle} is a ${ship.size} ship with a single projection: there is nothing to transfer to`, 'ST-SH-4');
    }
    const from = own(ship.projections, fromName);
    const to = own(ship.projections, toName);
    for (const [n, p] of [[fromName, from], [toName, to]] as const) {
      if (!p) throw refuse(`${handle} has no projection "${n}" (it has ${names.join(', ')})`, 'ST-SH-4');
    }
    if (fromName === toName) throw refuse(`a projection cannot transfer to itself`, 'ST-SH-4');
    if (!arcsAdjacent(from!.arc, to!.arc)) {
      throw refuse(`${fromName} (${formatArc(from!.arc)}) and ${toName} (${formatArc(to!.arc)}) do not share a boundary; transfers go only to adjacent projections`, 'ST-SH-4');
    }
    for (const [n, p] of [[fromName, from!], [toName, to!]] as const) {
      if (p.uncovered) throw refuse(`projection ${n} was built with no deflector covering it (allow ST-SH-9): it keeps what it has left, neither giving nor taking transfers`, 'ST-SH-9');
      if (p.status !== 'up') throw refuse(`projection ${n} is ${p.status}`, p.status === 'down' ? 'ST-SH-7' : 'ST-SH-10');
    }
    if (amount > from!.transferable) {
      throw refuse(
        `${fromName} may give at most ${from!.transferable} this segment (half, rounded down, of the capacity it had left at the start of the segment, less what it has already given); ${amount} asked`,
        'ST-SH-4',
      );
    }
    if (to!.remaining + amount > to!.rating) {
      throw refuse(`${toName} has ${to!.remaining}/${to!.rating} left and can take at most ${to!.rating - to!.remaining}; no projection may exceed its rating`, 'ST-SH-4');
    }
    from!.remaining -= amount;
    from!.transferable -= amount;
    to!.remaining += amount;
    return { from: { name: fromName, remaining: from!.remaining }, to: { name: toName, remaining: to!.remaining }, amount };
  },
});

export const transferActions: Record<string, ActionSpec> = { transfer };

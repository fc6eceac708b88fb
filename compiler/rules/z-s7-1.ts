// Z-S7-1: the seventh shield exists only on Z-ships (it is the one shield that stops penetrating
// damage, Z-QT-4). A seventh shield on a ship not marked `zship: true` is an error.
import type { ConstructionRule } from '../model';
import { prop, systemsOf } from './util';

export const rule: ConstructionRule = {
  id: 'Z-S7-1',
  rulesets: ['sfb'],
  check(ctx) {
    const { ship } = ctx;
    const zship = prop<boolean>(ship, 'zship');
    if (zship?.value === true) return;
    for (const sys of systemsOf(ship, 'seventhShield')) {
      ctx.report({
        code: 'seventh-shield-not-zship',
        loc: sys.typeLoc,
        message:
          `${ship.name} carries a seventh shield (${sys.id}) but is not a Z-ship; only Z-ships have the seventh shield (Z-S7-1). ` +
          (zship ? 'Change `zship` to true, or remove the seventh shield.' : 'Add `zship: true` to the ship, or remove the seventh shield.'),
        data: { system: sys.id, ...(zship ? { fixes: [{ title: 'Make it a Z-ship', edits: [{ span: zship.loc.span, newText: 'true' }] }] } : {}) },
      });
    }
  },
};

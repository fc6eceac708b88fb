// Z-CC-1: the central capacitor's maximum is the firing cost of every Phaser-Z once, plus the
// standard arming of every quantum torpedo, plus the full arming of every Plasma-ZF; the defense
// field adds nothing. Worked: 8 Phaser-Z x 1 + 4 quantum torpedoes x 2 + 2 Plasma-ZF x 5 = 26.
import type { ConstructionRule } from '../model';
import { checkStated } from './ssd-4';
import { arithmetic, asSum, fmt, kindTitle, paramLoc, paramValue, sum, systemsOf, type Term } from './util';

export const rule: ConstructionRule = {
  id: 'Z-CC-1',
  wholeShip: true,
  rulesets: ['sfb'],
  check(ctx) {
    const { ship, derived } = ctx;
    const capacitors = systemsOf(ship, 'centralCapacitor');
    const weapons = ship.systems.filter((s) => s.builtin.centralShare);
    if (capacitors.length === 0 && weapons.length === 0) return;
    const terms: Term[] = [];
    for (const sys of weapons) {
      // The catalog names the parameter that is the kind's share: a number or an energy sequence.
      const param = sys.builtin.centralShare!.param;
      const seq = asSum(paramValue(sys, param)) ?? [];
      terms.push({ sys, amount: sum(seq), detail: seq.length > 1 ? seq.map(fmt).join('+') : undefined });
    }
    const max = sum(terms.map((t) => t.amount));
    derived.centralCapacitor = { max };
    const text = terms.length ? arithmetic(terms) : 'no Phaser-Z, quantum torpedo or Plasma-ZF';
    ctx.explain('centralCapacitor.max', `${text} = ${fmt(max)}`);
    if (capacitors.length === 0) {
      const first = weapons[0];
      ctx.report({
        code: 'central-capacitor-missing',
        severity: 'warning',
        loc: first.typeLoc,
        message:
          `${kindTitle(first)} ${first.id} draws on the central capacitor (Z-CC-1), but ${ship.name} has none. ` +
          `Add \`centralCapacitor\` (its maximum, ${fmt(max)}, is derived).`,
        data: { derived: max },
      });
      return;
    }
    for (const cap of capacitors) {
      const stated = paramLoc(cap, 'max');
      if (!stated) continue;
      checkStated(ctx, {
        stated,
        derived: max,
        arithmetic: text,
        what: 'central capacitor maximum',
        because: 'The maximum is the firing cost of every Phaser-Z once, plus the standard arming of every quantum torpedo, plus the full arming of every Plasma-ZF (Z-CC-1).',
      });
    }
  },
};

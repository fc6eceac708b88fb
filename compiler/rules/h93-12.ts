// H93.12: the ionic capacitor's capacity is the impulse power needed to fire every ion-based
// weapon of the ship once at standard load, rounded up; exact under fractional accounting.
// Ion-based weapons are the ion cannon, ion pulse generator and ion storm generator, and every
// system type declared ion-based or built on one of them (a user type's own `impulseCost` counts).
// The ion storm generator has no standard cost in the catalog: the file must give it.
import type { ConstructionRule, SystemModel } from '../model';
import { ruleValue } from '../model';
import { checkStated } from './ssd-4';
import { arithmetic, clean, fmt, kindTitle, numParam, paramLoc, systemsOf, type Term } from './util';

export const rule: ConstructionRule = {
  id: 'H93.12',
  wholeShip: true,
  rulesets: ['sfb'],
  check(ctx) {
    const { ship, derived } = ctx;
    const ion = ship.systems.filter((s) => s.ionBased);
    const capacitors = systemsOf(ship, 'ionicCapacitor');
    if (ion.length === 0 && capacitors.length === 0) return;
    const terms: Term[] = [];
    const unknown: SystemModel[] = [];
    for (const sys of ion) {
      const cost = numParam(sys, 'impulseCost');
      if (cost === undefined) unknown.push(sys);
      else terms.push({ sys, amount: cost });
    }
    for (const sys of unknown) {
      // A kind whose catalog entry requires the cost (the ion storm generator) is reported where
      // the block is read (`missing-property`, lowering or the JSON schema); here only the types
      // that have no cost to give at all.
      if (sys.builtin.params.some((p) => p.name === 'impulseCost' && p.required)) continue;
      const viaType = sys.userType ? ` (type ${sys.type}, built on the ${sys.builtin.title})` : '';
      const canState = sys.builtin.params.some((p) => p.name === 'impulseCost');
      ctx.report({
        code: 'ion-cost-missing',
        loc: sys.idLoc,
        message:
          `${kindTitle(sys)} ${sys.id}${viaType} has no \`impulseCost\`. It is an ion-based weapon, and the ionic capacitor holds the impulse ` +
          `power to fire each one once (H93.12), so the ship must say what it costs: ` +
          (canState
            ? 'add `impulseCost: N`.'
            : `a ${sys.builtin.title} has no \`impulseCost\`, so build the type on an ion weapon instead (\`system ${sys.type} extends ionCannon { impulseCost: N }\`).`),
        data: { system: sys.id },
      });
    }
    const raw = clean(terms.reduce((a, t) => a + t.amount, 0));
    const fractional = ruleValue(ship, 'fractionalAccounting') === true;
    const capacity = fractional ? raw : Math.ceil(raw);
    derived.ionicCapacitor = { capacity };
    const sumText = terms.length ? arithmetic(terms) : 'no ion-based weapons';
    const result = capacity === raw ? fmt(capacity) : `${fmt(raw)}, rounded up to ${fmt(capacity)}`;
    ctx.explain('ionicCapacitor.capacity', `${sumText} = ${result}`);
    if (unknown.length > 0) return; // the capacity is not known; the missing cost is the error
    for (const cap of capacitors) {
      const stated = paramLoc(cap, 'capacity');
      if (!stated) continue;
      checkStated(ctx, {
        stated,
        derived: capacity,
        arithmetic: sumText,
        result,
        what: 'ionic capacitor capacity',
        because:
          `The capacity is the impulse power to fire every ion-based weapon once at standard load (H93.12)` +
          (fractional ? ', exact under fractional accounting.' : ', rounded up (`fractionalAccounting: true` keeps fractions).'),
      });
    }
  },
};

// B5-POWER (project check): the power budget. What the deflectors (at their base arcs) and the
// other systems with a `power` requirement draw each turn is compared with the ship's `power`
// (or, when the ship states none, the reactors' `output`). Over budget is a warning: a player may
// choose what to switch off, but a design that cannot run everything at once is worth a look.
// With neither figure stated there is nothing to compare: that is its own warning.
import type { ConstructionRule, Located, SystemModel } from '../model';
import { fmt, numParam, paramLoc, prop, sameNumber, sum, systemsOf } from './util';

export const rule: ConstructionRule = {
  id: 'B5-POWER',
  wholeShip: true,
  rulesets: ['b5wars'],
  check(ctx) {
    const { ship, derived } = ctx;
    const users: { sys: SystemModel; power: number }[] = [];
    for (const sys of ship.systems) {
      const p = numParam(sys, 'power');
      if (p !== undefined && p > 0) users.push({ sys, power: p });
    }
    // Deflectors first, then the rest in declaration order.
    users.sort((a, b) => Number(b.sys.builtin.name === 'deflector') - Number(a.sys.builtin.name === 'deflector'));
    const required = sum(users.map((u) => u.power));
    const shipPower = prop<number>(ship, 'power');
    const reactors = systemsOf(ship, 'reactor')
      .map((sys) => ({ sys, out: paramLoc(sys, 'output') as Located<number> | undefined }))
      .filter((r): r is { sys: SystemModel; out: Located<number> } => typeof r.out?.value === 'number');
    const reactorTotal = sum(reactors.map((r) => r.out.value));
    const available = typeof shipPower?.value === 'number' ? shipPower.value : reactors.length ? reactorTotal : 0;
    derived.powerBudget = { required, available };
    const text = users.length ? `${users.map((u) => `${u.sys.id} ${fmt(u.power)}`).join(' + ')} = ${fmt(required)}` : '0';
    ctx.explain('powerBudget.required', text);

    if (shipPower && reactors.length && !sameNumber(reactorTotal, shipPower.value)) {
      const first = reactors[0];
      ctx.report({
        code: 'reactor-output-mismatch',
        severity: 'warning',
        loc: first.out.loc,
        message:
          `The reactor${reactors.length > 1 ? 's produce' : ` ${first.sys.id} produces`} ${fmt(reactorTotal)} power, but the ship states \`power: ${fmt(shipPower.value)}\`. ` +
          `Make them agree (the ship's \`power\` is what the power budget uses).`,
        data: { output: reactorTotal, power: shipPower.value },
      });
    }
    // Nothing states the power: no figure is short, the figure is missing. A FieryVoid reactor
    // prints only its surplus, so counting it as the whole would mislead.
    if (!shipPower && !reactors.length) {
      if (required > 0) {
        const reactor = systemsOf(ship, 'reactor')[0];
        ctx.report({
          code: 'power-not-stated',
          severity: 'warning',
          loc: ship.nameLoc,
          message:
            `The systems draw ${fmt(required)} power each turn (${text}), but the ship states no \`power\`${reactor ? ` and its reactor ${reactor.id} no \`output\`` : ''}. ` +
            `Write \`power: N\` on the ship, N the power it has each turn${reactor ? ` (for a FieryVoid ship, ${fmt(required)} plus the reactor's printed surplus)` : ''}.`,
          data: { required, users: users.map((u) => ({ id: u.sys.id, power: u.power })) },
        });
      }
      return;
    }
    if (required > available + 1e-9) {
      const loc = shipPower?.loc ?? ship.nameLoc;
      const has = shipPower ? `the ship's power is ${fmt(available)}` : `the reactors produce ${fmt(available)}`;
      ctx.report({
        code: 'power-over-budget',
        severity: 'warning',
        loc,
        message:
          `Deflectors and systems need ${fmt(required)} power each turn (${text}), but ${has}: ${fmt(required - available)} short. ` +
          `Raise \`power\` or lower what the systems draw.`,
        data: { required, available, users: users.map((u) => ({ id: u.sys.id, power: u.power })) },
      });
    }
  },
};

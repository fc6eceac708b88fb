// B5-FLIGHT (project check, docs/rules.md): a fighter or shuttle flight fields between `minCraft`
// and `maxCraft` craft, so the smallest flight may not be larger than the largest. Runs on flights
// only (ShipModel.unit === 'flight'); the catalog bounds each figure on its own (1 to 12 craft).
import type { ConstructionRule } from '../model';
import { allInherited, replaceFix } from './util';

export const rule: ConstructionRule = {
  id: 'B5-FLIGHT',
  local: true,
  rulesets: ['b5wars'],
  check(ctx) {
    if (ctx.ship.unit !== 'flight') return;
    const min = ctx.ship.props.get('minCraft');
    const max = ctx.ship.props.get('maxCraft');
    if (!min || !max || typeof min.value !== 'number' || typeof max.value !== 'number' || min.value <= max.value) return;
    ctx.report({
      code: 'flight-size-order',
      loc: min.loc,
      message: `The flight ${ctx.ship.name} fields at least ${min.value} craft but at most ${max.value} (B5-FLIGHT): make \`minCraft\` at most ${max.value}, or raise \`maxCraft\`.`,
      data: { fixes: [replaceFix(`Change to ${max.value}`, min.loc, String(max.value))] },
      // Both figures inherited: the flight that wrote them reports it, naming itself.
      inherited: allInherited(ctx.ship, min.loc, max.loc),
    });
  },
};

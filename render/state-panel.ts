// The "In play" panel of a sheet drawn with a game's state (render/game-state.ts): the turn, what
// each projection has left, the energy in each capacitor and battery, the damage, and a key to the
// marks the boxes carry (render/state-marks.ts). The same panel for both rulesets.
import type { CompiledShip } from '../compiler/types';
import { panel, type Block, type BlockFactory } from './blocks';
import { systemLabel, numberText } from './describe';
import type { SheetState } from './game-state';
import { group, text, type Item } from './model';
import { STYLE } from './style';
import { table } from './tables';
import { lineHeight, wrapText } from './text';

/** `turn 3, fire segment` / `turn 2, impulse 20`: when in the game the state stands. */
export function turnText(state: SheetState): string {
  const at = state.segment
    ? `, ${state.segment} segment`
    : state.impulse !== undefined && state.turn > 0
      ? `, ${state.impulse === 0 ? 'Energy Allocation' : `impulse ${state.impulse}`}`
      : '';
  return `turn ${state.turn}${at}`;
}

const STATUS: Record<string, string> = { up: 'up', collapsed: 'collapsed (ST-SH-7)', down: 'down (ST-SH-7)' };

/** A key to the marks: a crossed box, a filled box and a filled energy point, each with its words. */
function legend(b: Block, x: number, w: number, energy: boolean): void {
  const S = STYLE.smallSize;
  const size = STYLE.box;
  const entries: [Item, string][] = [
    [{ kind: 'box', x: 0, y: 0, size, mark: 'hit' }, 'a box of damage'],
    [{ kind: 'box', x: 0, y: 0, size, mark: 'destroyed' }, 'destroyed, or a projection down'],
  ];
  if (energy) entries.push([{ kind: 'energy', cx: size / 2, cy: size / 2, r: STYLE.energyR, filled: true }, 'a point of energy held']);
  for (const [mark, words] of entries) {
    const tx = size + 1.2;
    const lines = wrapText(words, S, Math.max(w - tx, 1));
    const h = Math.max(size, lines.length * S * STYLE.leading - (S * STYLE.leading - lineHeight(S)));
    const items: Item[] = [group(0, 0, [mark], [['class', 'boxes']])];
    lines.forEach((l, i) => items.push(text(tx, (size - lineHeight(S)) / 2 + 0.8 * S + i * S * STYLE.leading, l, S, { role: 'legend' })));
    b.add(group(x, b.y, items, [['data-legend', mark.kind === 'energy' ? 'energy' : (mark as { mark: string }).mark]], true));
    b.y += h + 0.6;
  }
}

export function statePanel(ship: CompiledShip, state: SheetState): BlockFactory {
  return (width) =>
    panel(
      `In play: turn ${state.turn}`,
      width,
      [
        ['data-panel', 'state'],
        ['data-turn', String(state.turn)],
      ],
      (b, x, w) => {
        b.paragraph(`${state.handle} at ${turnText(state)}`, x, w, STYLE.bodySize, { bold: true, role: 'state-turn' });
        if (state.projections.length) {
          b.space(1.2);
          table(
            b,
            x,
            w,
            [{ header: 'Projection' }, { header: 'Left', align: 'right' }, { header: 'Rating', align: 'right' }, { header: 'Status' }],
            state.projections.map((p) => [p.name, numberText(p.remaining), numberText(p.rating), STATUS[p.status]]),
            {
              attrs: [['data-table', 'state-projections']],
              rowAttrs: state.projections.map((p) => [
                ['data-projection', p.name],
                ['data-left', numberText(p.remaining)],
              ]),
            },
          );
        }
        if (ship.ruleset === 'sfb' && Array.isArray(ship.shields) && ship.shields.length) {
          b.space(1);
          b.paragraph('Shields #1-6: the game state keeps no damage for them; mark it in play.', x, w, STYLE.smallSize, { role: 'state-note' });
        }
        if (state.energy.length) {
          b.space(1.2);
          table(
            b,
            x,
            w,
            [{ header: 'Energy' }, { header: 'Held', align: 'right' }, { header: 'Of', align: 'right' }],
            state.energy.map((e) => [e.usable !== undefined ? `${e.label} (usable ${numberText(e.usable)})` : e.label, numberText(e.stored), numberText(e.capacity)]),
            {
              attrs: [['data-table', 'state-energy']],
              rowAttrs: state.energy.map((e) => [
                ['data-key', e.key],
                ['data-stored', numberText(e.stored)],
              ]),
            },
          );
        }
        const lines: string[] = [];
        if (state.power)
          lines.push(
            state.power.available === null
              ? `Power spent this turn ${numberText(state.power.spent)}`
              : `Power spent this turn ${numberText(state.power.spent)} of ${numberText(state.power.available)}`,
          );
        if (state.thrust) lines.push(`Thrust used ${numberText(state.thrust.used)}, free thrust ${numberText(state.thrust.free)}`);
        if (state.sensorRating !== undefined) lines.push(`Sensor rating ${numberText(state.sensorRating)}`);
        if (lines.length) {
          b.space(1.2);
          b.phrases(lines, x, w, STYLE.smallSize, { role: 'state-figures' });
        }
        // The damage in words too: the count a box track shows, and why a system without damage is out.
        const rows: string[][] = [];
        const rowAttrs: [string, string][][] = [];
        for (const sys of ship.systems) {
          const m = state.systems.get(String(sys.id));
          if (!m || (m.damage <= 0 && !m.destroyed && !m.off)) continue;
          const boxes = typeof sys.boxes === 'number' ? Math.floor(sys.boxes) : 0;
          rows.push([systemLabel(ship, sys), `${numberText(m.damage)} of ${boxes}`, m.destroyed ? 'destroyed' : m.off ? m.off : 'damaged']);
          rowAttrs.push([
            ['data-id', String(sys.id)],
            ['data-damage', numberText(m.damage)],
          ]);
        }
        for (const sec of ship.sections ?? []) {
          const m = state.structure.get(sec.name);
          if (!m || (m.damage <= 0 && !m.destroyed)) continue;
          rows.push([
            `${sec.name} structure`,
            `${numberText(m.damage)} of ${typeof sec.structure === 'number' ? Math.floor(sec.structure) : 0}`,
            m.destroyed ? 'destroyed' : 'damaged',
          ]);
          rowAttrs.push([
            ['data-section', sec.name],
            ['data-damage', numberText(m.damage)],
          ]);
        }
        b.space(1.2);
        if (rows.length)
          table(b, x, w, [{ header: 'Damage' }, { header: 'Boxes lost', align: 'right' }, { header: 'Status' }], rows, { attrs: [['data-table', 'state-damage']], rowAttrs });
        else b.paragraph('No system or structure damaged.', x, w, STYLE.smallSize, { role: 'state-no-damage' });
        b.space(1.5);
        legend(b, x, w, state.energy.length > 0);
        b.y -= 0.6;
      },
    );
}

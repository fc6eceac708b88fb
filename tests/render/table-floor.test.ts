// A ruled table never sets its type under the 2 mm readability floor: a long hit-chart label (the
// J-class freighter's "PB TrekPlasmaBurst (weapon) (primary section)") wraps instead.
import { describe, expect, it } from 'vitest';
import { Block } from '../../render/blocks';
import type { Item, TextItem } from '../../render/model';
import { table } from '../../render/tables';

function texts(items: Item[]): TextItem[] {
  return items.flatMap((i) => (i.kind === 'text' ? [i] : i.kind === 'group' ? texts(i.items) : []));
}

describe('table type floor', () => {
  it('shrinks a wide table to 2 mm at the least, then wraps the widest column', () => {
    const b = new Block(40);
    const label = 'PB TrekPlasmaBurst (weapon) (primary section) or PB2 TrekPlasmaBurst (weapon) (primary section)';
    table(b, 0, 40, [{ header: 'Roll', align: 'right' }, { header: 'Hit' }], [['13', label], ['1-12', 'Structure']]);
    const all = texts(b.items);
    expect(Math.min(...all.map((t) => t.size))).toBeGreaterThanOrEqual(2);
    // The label is split over several lines, every word kept.
    const cells = all.filter((t) => t.role === 'cell' && t.text !== '13' && t.text !== '1-12' && t.text !== 'Structure');
    expect(cells.length).toBeGreaterThan(1);
    expect(cells.map((t) => t.text).join(' ').replace(/\s+/g, ' ')).toBe(label);
    expect(Math.max(...all.map((t) => t.x + t.width))).toBeLessThanOrEqual(40);
  });
});

// The Babylon 5 Wars sheet: the shield projection diagram with its deflectors, one panel per
// section (structure, systems, hit chart), ship-level systems, notes.
import type { CompiledShip, CompiledSystem, HitAlternative, HitChartEntry, Section } from '../compiler/types';
import { statedProjectionSpecs } from '../compiler/document/parts';
import { arcText, isArc } from './arcs';
import { hitAndShieldLocations, hitLocations, projectionsOffLayout } from './hit-location';
import { notesBlock, rulesBlock } from './notes';
import { NONE, NOT_STATED, WEAPON_TABLE_PARAMS, weaponTable } from './weapons';
import { Block, panel, type BlockFactory } from './blocks';
import { boxTrack } from './boxes';
import { boxesOf, capitalize, detailPhrases, humanize, kindOf, notesOf, numberText, systemLabel, systemTitle } from './describe';
import { sectorDiagram } from './diagram';
import { group } from './model';
import { systemRow } from './rows';
import { STYLE } from './style';
import { wrapText } from './text';
import { table } from './tables';

/** Makes a block at a width; `wide` blocks span the page (the weapon table), others a column. */
export type { BlockFactory } from './blocks';

export function systemRowFor(b: Block, x: number, w: number, ship: CompiledShip, sys: CompiledSystem, wedgeColumn: boolean, extra: { energy?: number; details?: string[]; skip?: string[]; attrs?: [string, string][] } = {}): void {
  const boxes = boxesOf(sys);
  systemRow(
    b,
    x,
    w,
    {
      label: systemLabel(ship, sys),
      title: systemTitle(ship, sys),
      arc: isArc(sys.arc) ? sys.arc : undefined,
      arcFor: String(sys.id),
      boxes,
      details: [...(extra.details ?? []), ...detailPhrases(ship, sys, extra.skip)],
      note: notesOf(sys),
      energy: extra.energy,
      attrs: [
        ['class', 'system'],
        ['data-id', String(sys.id)],
        ['data-type', String(sys.type)],
        ['data-boxes', String(boxes)],
        ...(extra.attrs ?? []),
      ],
    },
    wedgeColumn,
  );
}

/**
 * System rows, one after another, the wedge column reserved when any of them has an arc. A
 * b5wars weapon's firing figures are the weapon table's: its row keeps its arc and armor.
 */
export function systemRows(b: Block, x: number, w: number, ship: CompiledShip, systems: CompiledSystem[]): void {
  const wedges = systems.some((s) => isArc(s.arc));
  systems.forEach((sys, i) => {
    if (i > 0) b.space(STYLE.rowGap);
    const b5 = ship.ruleset === 'b5wars';
    const weapon = b5 && kindOf(ship, sys)?.category === 'weapon';
    const deflector = b5 && sys.base === 'deflector';
    systemRowFor(b, x, w, ship, sys, wedges, weapon ? { skip: [...WEAPON_TABLE_PARAMS, 'arc', 'armor'] } : deflector ? { skip: [...DEFLECTOR_TABLE_PARAMS] } : {});
  });
}

/** What the shield panel's deflector table prints of each deflector (its section row need not). */
const DEFLECTOR_TABLE_PARAMS = ['arc', 'value', 'power'] as const;

function shieldsBlock(ship: CompiledShip): BlockFactory | undefined {
  const projections = ship.projections ?? [];
  const deflectors = ship.systems.filter((s) => s.base === 'deflector');
  if (!projections.length && !deflectors.length) return undefined;
  const stated = statedProjectionSpecs.filter((s) => projections.some((p) => typeof p[s.name] === 'number'));
  const limit = (v: unknown) => (typeof v === 'number' ? numberText(v) : NONE);
  return (width) =>
    panel('Shield projections', width, [['data-panel', 'shields']], (b, x, w) => {
      if (projections.length) {
        sectorDiagram(
          b,
          x,
          w,
          projections.map((p, i) => ({
            key: p.name,
            arc: p.arc,
            lines: [p.name.toUpperCase(), numberText(p.rating)],
            fill: i % 2 === 0 ? STYLE.light : STYLE.paper,
          })),
          12,
          [['data-diagram', 'projections']],
        );
        b.space(2.5);
        // A projection's stated figures (armor, the per-hit cap) get columns only on a ship that
        // states them; without any, each track carries its arc and the table would repeat them.
        if (stated.length)
          table(
          b,
          x,
          w,
          [
            { header: 'Projection' },
            { header: 'Arc' },
            { header: 'Rating', align: 'right' },
            ...stated.map((s) => ({ header: s.label.column, align: 'right' as const })),
          ],
            projections.map((p) => [p.name, arcText(p.arc), numberText(p.rating), ...stated.map((s) => limit(p[s.name]))]),
            { attrs: [['data-table', 'projections']] },
          );
        if (stated.some((s) => projections.some((p) => typeof p[s.name] !== 'number'))) {
          b.space(0.8);
          b.paragraph(`${NONE}: that projection has none`, x, w, STYLE.smallSize, { role: 'legend' });
        }
      }
      if (deflectors.length) {
        if (projections.length && stated.length) b.space(2);
        table(
          b,
          x,
          w,
          [{ header: 'Deflector' }, { header: 'Section' }, { header: 'Arc' }, { header: 'Val', align: 'right' }, { header: 'Pwr', align: 'right' }],
          deflectors.map((d) => [
            systemLabel(ship, d),
            d.section ? String(d.section) : 'ship',
            isArc(d.arc) ? arcText(d.arc) : NOT_STATED,
            typeof d.value === 'number' ? numberText(d.value) : NOT_STATED,
            typeof d.power === 'number' ? numberText(d.power) : NOT_STATED,
          ]),
          { attrs: [['data-table', 'deflectors']] },
        );
      }
      // A box per point of every projection, to tick off damage as it is absorbed (ST-SH-2).
      projections.forEach((p) => {
        b.space(STYLE.rowGap + 0.4);
        const n = typeof p.rating === 'number' && p.rating > 0 ? Math.floor(p.rating) : 0;
        systemRow(
          b,
          x,
          w,
          {
            label: p.name.toUpperCase(),
            // Its armor and limit per hit are in the table above, when the ship states them.
            title: stated.length ? `rating ${numberText(p.rating)}` : `${arcText(p.arc)} · rating ${numberText(p.rating)}`,
            arc: p.arc,
            arcFor: `track:${p.name}`,
            boxes: n,
            details: [],
            attrs: [
              ['class', 'projection-track'],
              ['data-projection', p.name],
              ['data-boxes', String(n)],
            ],
          },
          true,
        );
      });
    });
}

/**
 * What a hit-chart entry strikes, as the player looks it up: a system id with its kind
 * (`T1 advanced photon launcher`, with its section when it lies in another one), a kind as the
 * systems of that kind in the section (`P1, P2 Phaser`), `Structure` or `Primary`.
 */
export function hitTarget(ship: CompiledShip, section: string, target: string): string {
  const here = ship.systems.filter((s) => s.section === section);
  const byId = here.find((s) => s.id === target) ?? ship.systems.find((s) => s.id === target);
  if (byId) {
    const where = byId.section !== section ? ` (${byId.section ? `${byId.section} section` : 'ship'})` : '';
    return [systemLabel(ship, byId), systemTitle(ship, byId)].filter(Boolean).join(' ') + where;
  }
  if (target === 'structure') return 'Structure';
  if (target === 'primary') return 'Primary';
  const ofKind = here.filter((s) => s.type === target || s.base === target);
  if (ofKind.length) {
    const titles = [...new Set(ofKind.map((s) => systemTitle(ship, s)).filter(Boolean))];
    return `${ofKind.map((s) => systemLabel(ship, s)).join(', ')}${titles.length ? ` ${titles.join(' / ')}` : ''}`;
  }
  const kind = ship.ruleset === 'b5wars' ? kindOf(ship, { id: target, type: target, base: target }) : undefined;
  return kind ? kind.title : target;
}

/**
 * A kind of a section (`aft.nacelle`, compiled `ofKind`): the section and the kind in words, then
 * the systems a die picks among — `aft warp nacelle (N1 or N2)`.
 */
export function hitKindText(ship: CompiledShip, a: HitAlternative): string {
  const section = String(a.section);
  if (a.target === 'structure') return `${capitalize(humanize(section))} structure`;
  const systems = ship.systems.filter((s) => s.section === section && (s.type === a.target || s.base === a.target));
  const builtin = systems.length ? kindOf(ship, systems[0]) : undefined;
  const title = systems[0] && systems[0].type !== systems[0].base ? a.target : (builtin?.title ?? humanize(a.target));
  return `${humanize(section)} ${title}${systems.length ? ` (${systems.map((s) => systemLabel(ship, s)).join(' or ')})` : ''}`;
}

function hitAltText(ship: CompiledShip, section: string, a: HitAlternative): string {
  return a.ofKind && typeof a.section === 'string' ? hitKindText(ship, a) : hitTarget(ship, section, a.target);
}

/** An entry's cell: its target, or its alternatives joined by "or" (`D1 Deflector or D2 Deflector (aft section)`). */
export function hitEntryText(ship: CompiledShip, section: string, entry: HitChartEntry): string {
  if (!entry.alternatives) return hitAltText(ship, section, entry);
  return entry.alternatives.map((a) => hitAltText(ship, section, a)).join(' or ');
}

function sectionBlock(ship: CompiledShip, section: Section, systems: CompiledSystem[]): BlockFactory {
  return (width) =>
    panel(`${capitalize(humanize(section.name))} section`, width, [['data-section', section.name]], (b, x, w) => {
      const facts: string[] = [];
      if (typeof section.structure === 'number') facts.push(`Structure ${numberText(section.structure)}`);
      if (typeof section.armor === 'number') facts.push(`Armor ${numberText(section.armor)}`);
      if (facts.length) b.phrases(facts, x, w, STYLE.bodySize, { bold: true, role: 'section-facts' });
      const structure = typeof section.structure === 'number' && section.structure > 0 ? Math.floor(section.structure) : 0;
      if (structure) {
        b.space(0.8);
        const track = boxTrack(structure, 0, 0, w);
        b.add(group(x, b.y, track.items, [['class', 'structure'], ['data-section', section.name], ['data-boxes', String(structure)]]));
        b.y += track.geometry.height;
      }
      if (systems.length) {
        b.space(STYLE.rowGap + 0.6);
        systemRows(b, x, w, ship, systems);
      }
      b.space(2);
      if (section.hits?.length) {
        // The table's head says what it is (`d20 | Hit chart`), so it needs no title line.
        table(
          b,
          x,
          w,
          [{ header: 'd20', align: 'right' }, { header: 'Hit chart' }],
          section.hits.map((h) => [h.from === h.to ? String(h.from) : `${h.from}-${h.to}`, hitEntryText(ship, section.name, h)]),
          { attrs: [['data-hit-chart', section.name]] },
        );
      } else {
        // Said outright, so an empty space is never mistaken for a chart left off the page (B5-HITS).
        const t = b.paragraph('No hit chart: the file gives none for this section (B5-HITS).', x, w, STYLE.smallSize, { role: 'no-hit-chart' });
        b.items.splice(b.items.length - t.length, t.length, group(0, 0, t, [['data-no-hit-chart', section.name]]));
      }
    });
}

function hitLocationBlock(ship: CompiledShip): BlockFactory | undefined {
  // Projections off their size layout (an allowed ST-SH-1 exception) no longer line up with the
  // sections: the table then says, for each run of bearings, the section hit and the projection
  // that absorbs first.
  if (projectionsOffLayout(ship)) {
    const both = hitAndShieldLocations(ship);
    if (both.length)
      return (width) =>
        panel('Hit location', width, [['data-panel', 'hit-location']], (b, x, w) => {
          table(
            b,
            x,
            w,
            [{ header: 'Shot from' }, { header: 'Bearings' }, { header: 'Hits section' }, { header: 'Projection' }],
            both.map((r) => [r.facing, arcText(r.arc), r.section, r.projection]),
            { attrs: [['data-table', 'hit-location']], rowAttrs: both.map((r) => [['data-section', r.section], ['data-projection', r.projection]]) },
          );
          b.space(0.8);
          b.paragraph('Section hit: by the section arcs. Projection that absorbs first: by its own arc (ST-SH-1).', x, w, STYLE.smallSize, { role: 'hit-location-note' });
        });
  }
  const rows = hitLocations(ship);
  if (!rows.length) return undefined;
  return (width) =>
    panel('Hit location', width, [['data-panel', 'hit-location']], (b, x, w) => {
      table(
        b,
        x,
        w,
        [{ header: 'Shot from' }, { header: 'Bearings' }, { header: 'Hits section' }],
        rows.map((r) => [r.facing, arcText(r.arc), r.section]),
        { attrs: [['data-table', 'hit-location']], rowAttrs: rows.map((r) => [['data-section', r.section]]) },
      );
    });
}

function weaponsBlock(ship: CompiledShip): BlockFactory | undefined {
  const t = weaponTable(ship);
  if (!t) return undefined;
  const f: BlockFactory = (width) =>
    panel('Weapons', width, [['data-panel', 'weapons']], (b, x, w) => {
      const top = b.y;
      const tableW = table(
        b,
        x,
        w,
        t.columns.map((c) => ({ header: c.header, align: c.align })),
        t.rows,
        { attrs: [['data-table', 'weapons']], rowAttrs: t.ids.map((id) => [['data-id', id]]) },
      );
      if (t.legend) {
        // Beside the table when the paper there is free (it is a line less), else under it.
        const besideW = w - tableW - 2 * STYLE.gap;
        const lines = besideW >= 30 ? wrapText(t.legend, STYLE.smallSize, besideW) : [];
        if (lines.length && lines.length * STYLE.smallSize * STYLE.leading <= b.y - top) {
          const bottom = b.y;
          b.y = top;
          b.lines(lines, x + tableW + 2 * STYLE.gap, STYLE.smallSize, { role: 'legend' });
          b.y = bottom;
        } else {
          b.space(0.8);
          b.paragraph(t.legend, x, w, STYLE.smallSize, { role: 'legend' });
        }
      }
    });
  f.wide = true;
  return f;
}

export function b5warsBlocks(ship: CompiledShip): BlockFactory[] {
  const out: BlockFactory[] = [];
  const weapons = weaponsBlock(ship);
  if (weapons) out.push(weapons);
  const shields = shieldsBlock(ship);
  if (shields) out.push(shields);
  const location = hitLocationBlock(ship);
  if (location) out.push(location);
  const sections = ship.sections ?? [];
  const names = new Set(sections.map((s) => s.name));
  for (const section of sections) out.push(sectionBlock(ship, section, ship.systems.filter((s) => s.section === section.name)));
  const loose = ship.systems.filter((s) => !s.section || !names.has(String(s.section)));
  if (loose.length) out.push((width) => panel('Ship systems', width, [['data-panel', 'ship-systems']], (b, x, w) => systemRows(b, x, w, ship, loose)));
  for (const f of [rulesBlock(ship), notesBlock(ship)]) if (f) out.push(f);
  return out;
}

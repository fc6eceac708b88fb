// SSD-2: a b5wars section's d20 hit chart covers the rolls 1-20 exactly once, and every entry names
// a system of that section (by id), a kind present there (any system of that kind), `structure`,
// or `primary` — or a system of another section by its id, which takes the hit there (e.g.
// nacelles hit from the primary section). An entry with alternatives (`7: [D1, D2]`) has each
// alternative checked the same way. A misspelt entry is the classic fan-SSD bug: hits silently go nowhere.
import type { FixSpec } from '../../grammar/diagnostic';
import { systemKinds } from '../catalog/index';
import type { ConstructionRule, HitEntryModel, HitKindSection, Loc, SectionModel, ShipModel } from '../model';
import { suggest } from '../suggest';
import { kindTitle, replaceFix } from './util';

const D20 = 20;

function rolls(from: number, to: number): string {
  return from === to ? `roll ${from}` : `rolls ${from}-${to}`;
}

function rangeText(from: number, to: number): string {
  return from === to ? String(from) : `${from}..${to}`;
}

/** Reverse a backwards range, or clamp one that leaves 1-20. */
function rangeFix(e: HitEntryModel) {
  const [lo, hi] = e.from <= e.to ? [e.from, e.to] : [e.to, e.from];
  const fixed = rangeText(Math.max(1, Math.min(lo, D20)), Math.min(D20, Math.max(hi, 1)));
  return replaceFix(`Change to ${fixed}`, e.keyLoc, fixed);
}

/** Consecutive runs of rolls in a sorted list: [1,2,3,7] -> [[1,3],[7,7]]. */
function runs(xs: number[]): [number, number][] {
  const out: [number, number][] = [];
  for (const x of xs) {
    const last = out[out.length - 1];
    if (last && last[1] === x - 1) last[1] = x;
    else out.push([x, x]);
  }
  return out;
}

function checkSection(ship: ShipModel, section: SectionModel, report: Parameters<ConstructionRule['check']>[0]['report']): void {
  const hits = section.hits;
  if (!hits) return;
  const owner: (HitEntryModel | undefined)[] = new Array(D20 + 1).fill(undefined);
  const valid: HitEntryModel[] = [];
  for (const e of hits.entries) {
    if (!Number.isInteger(e.from) || !Number.isInteger(e.to) || e.from < 1 || e.to > D20 || e.from > e.to) {
      report({
        code: 'hit-chart-range',
        loc: e.keyLoc,
        message:
          e.from > e.to
            ? `The hit chart range ${e.from}..${e.to} runs backwards; write the low roll first (\`${e.to}..${e.from}\`). A d20 chart covers 1-20 (SSD-2).`
            : `The hit chart range ${e.from}..${e.to} is outside the d20 rolls 1-20 (SSD-2).`,
        data: e.keyLoc.pointer ? undefined : { fixes: [rangeFix(e)] },
      });
    }
    // A backwards range counts as the rolls it names, so it causes no gap of its own.
    const [lo, hi] = e.from <= e.to ? [e.from, e.to] : [e.to, e.from];
    let overlap: number[] | undefined;
    let earlier: HitEntryModel | undefined;
    for (let r = Math.max(1, lo); r <= Math.min(D20, hi); r++) {
      const o = owner[r];
      if (o) {
        (overlap ??= []).push(r);
        earlier ??= o;
      } else owner[r] = e;
    }
    if (earlier && overlap) {
      const [a, b] = [overlap[0], overlap[overlap.length - 1]];
      const contiguous = overlap.length === b - a + 1;
      report({
        code: 'hit-chart-overlap',
        loc: e.keyLoc,
        message:
          `In section ${section.name}, ${contiguous ? rolls(a, b) : `rolls ${overlap.join(', ')}`} ${overlap.length === 1 ? 'is' : 'are'} already covered by ` +
          `\`${rangeText(earlier.from, earlier.to)}: ${earlier.target}\`; each d20 roll belongs to exactly one entry (SSD-2).`,
        data: { rolls: overlap, earlier: { from: earlier.from, to: earlier.to, target: earlier.target } },
      });
    }
    valid.push(e);
  }
  // Gaps: report each at the entry just before it (or just after, for a gap at roll 1).
  const missing: number[] = [];
  for (let r = 1; r <= D20; r++) if (!owner[r]) missing.push(r);
  for (const [a, b] of runs(missing)) {
    const before = owner[a - 1];
    const after = owner[b + 1];
    const anchor = before ?? after;
    const fixes: FixSpec[] = [];
    if (anchor && !anchor.keyLoc.pointer) {
      const [lo, hi] = [Math.max(1, Math.min(anchor.from, anchor.to)), Math.min(D20, Math.max(anchor.from, anchor.to))];
      const range: [number, number] = before ? [lo, b] : [a, hi];
      fixes.push(replaceFix(`Extend ${rangeText(anchor.from, anchor.to)} to ${rangeText(range[0], range[1])}`, anchor.keyLoc, rangeText(range[0], range[1])));
    }
    report({
      code: 'hit-chart-gap',
      loc: anchor ? anchor.keyLoc : hits.loc,
      message:
        `The hit chart of section ${section.name} has no entry for ${rolls(a, b)}; a d20 chart covers 1-20 exactly once (SSD-2). ` +
        (anchor ? `Extend \`${rangeText(anchor.from, anchor.to)}\` or add an entry for ${rangeText(a, b)}.` : `Add entries for 1..20.`),
      data: { rolls: [a, b], ...(fixes.length ? { fixes } : {}) },
    });
  }
  // Targets.
  const here = ship.systems.filter((s) => s.section === section.name);
  const ids = new Set(here.map((s) => s.id));
  // Every id of the ship: needed only for a target that is not of this section.
  let allIdsMap: Map<string, unknown> | undefined;
  const allIds = () => (allIdsMap ??= new Map(ship.systems.map((s) => [s.id, s])));
  const kinds = new Set<string>();
  for (const s of here) {
    kinds.add(s.type);
    kinds.add(s.builtin.name);
  }
  const target = (t: string, loc: Loc, inSection: HitKindSection | undefined) => {
    if (inSection) return checkKindInSection(ship, section, t, loc, inSection, report);
    if (t === 'structure' || t === 'primary' || ids.has(t) || kinds.has(t)) return;
    // A system of another section, named by its id, takes the hit there (cross-section hit
    // charts: nacelles hit from the primary section). The compiled entry says where it goes.
    if (allIds().has(t)) return;
    unknownTarget(ship, section, t, loc, here.length, ids, kinds, allIds(), report);
  };
  for (const e of valid) {
    if (e.alternatives) for (const a of e.alternatives) target(a.target, a.loc, a.inSection);
    else target(e.target, e.targetLoc, e.inSection);
  }
}

/** A hit-chart target that names nothing the chart can hit: what to write instead. */
function unknownTarget(
  ship: ShipModel,
  section: SectionModel,
  t: string,
  loc: Loc,
  systemsHere: number,
  ids: Set<string>,
  kinds: Set<string>,
  allIds: Map<string, unknown>,
  report: Parameters<ConstructionRule['check']>[0]['report'],
): void {
  const candidates = ['structure', 'primary', ...ids, ...kinds, ...allIds.keys()];
  const guess = suggest(t, candidates);
  const elsewhereKind = ship.systems.find((s) => s.type === t || s.builtin.name === t);
  let message: string;
  if (elsewhereKind) {
    message =
      `\`${t}\` is a kind with no system in section ${section.name}; a kind in a hit chart means the systems of that kind in the section itself. ` +
      `Name the system of the other section by its id (\`${elsewhereKind.id}\`), or the kind with its section (\`${elsewhereKind.section ?? 'section'}.${t}\`: any standing one there), to send the hit there (SSD-2).`;
  } else {
    message = `The hit chart of section ${section.name} names \`${t}\`, which is no system id of the ship, no kind in that section, nor \`structure\` or \`primary\` (SSD-2).`;
  }
  if (guess) message += ` Did you mean \`${guess}\`?`;
  else message += systemsHere ? ` The section has ${[...ids].map((i) => `\`${i}\``).join(', ')}.` : ' The section has no systems: use `structure` or `primary`.';
  report({
    code: 'unknown-hit-target',
    loc,
    message,
    data: {
      target: t,
      section: section.name,
      ...(guess ? { suggestion: guess, fixes: [replaceFix(`Change to ${guess}`, loc, loc.pointer !== undefined ? JSON.stringify(guess) : guess)] } : {}),
    },
  });
}

/**
 * `aft.nacelle` in a hit chart: the section exists, the kind is one (a catalog kind or a system
 * type of the ship), and the section has a system of it. Each problem is reported at the part
 * that is wrong, saying what to write.
 */
function checkKindInSection(ship: ShipModel, chart: SectionModel, kind: string, loc: Loc, at: HitKindSection, report: Parameters<ConstructionRule['check']>[0]['report']): void {
  const written = `${at.name}.${kind}`;
  const target = ship.sections.get(at.name);
  if (!target) {
    const names = [...ship.sections.keys()];
    const guess = suggest(at.name, names);
    report({
      code: 'unknown-hit-section',
      loc: at.loc,
      message:
        `The hit chart of section ${chart.name} names \`${written}\`, but the ship has no section \`${at.name}\` (SSD-2); its sections are ${names.map((n) => `\`${n}\``).join(', ')}.` +
        (guess ? ` Did you mean \`${guess}\`?` : ''),
      data: { section: at.name, ...(guess ? { suggestion: guess, fixes: [replaceFix(`Change to ${guess}`, at.loc, at.loc.pointer !== undefined ? JSON.stringify(guess) : guess)] } : {}) },
    });
    return;
  }
  // `primary.structure`: the structure boxes of another section take the hit (FieryVoid's
  // `"0:Structure"`, a chart of a location with no structure of its own).
  if (kind === 'structure') {
    const boxes = target.props.get('structure')?.value;
    if (typeof boxes === 'number' && boxes > 0) return;
    const withStructure = [...ship.sections.values()].filter((s) => { const b = s.props.get('structure')?.value; return typeof b === 'number' && b > 0; }).map((s) => s.name);
    report({
      code: 'hit-kind-not-in-section',
      loc: at.kindLoc,
      message:
        `Section ${at.name} has no structure boxes, so \`${written}\` could never take a hit (SSD-2). ` +
        (withStructure.length ? `Sections with structure: ${withStructure.map((n) => `\`${n}.structure\``).join(', ')}; or give ${at.name} a \`structure\`.` : `Give ${at.name} a \`structure\`.`),
      data: { kind, section: at.name },
    });
    return;
  }
  const isKind = (s: ShipModel['systems'][number]) => s.type === kind || s.builtin.name === kind;
  const kinds = new Set([...systemKinds(ship.ruleset).map((k) => k.name), ...ship.systems.map((s) => s.type)]);
  if (!kinds.has(kind)) {
    const byId = ship.systems.find((s) => s.id === kind);
    const guess = byId ? undefined : suggest(kind, kinds);
    const fix = byId ? replaceFix(`Change to ${byId.id}`, loc, byId.id) : guess ? replaceFix(`Change to ${guess}`, at.kindLoc, guess) : undefined;
    report({
      code: 'unknown-hit-kind',
      loc: at.kindLoc,
      message: byId
        ? `\`${kind}\` in \`${written}\` is a system id, not a kind: name the system alone, \`${kind}\` (ids are unique in the ship, so it needs no section), SSD-2.`
        : `\`${kind}\` in \`${written}\` is no system kind (SSD-2): \`section.kind\` names a kind, such as \`${at.name}.nacelle\`.${guess ? ` Did you mean \`${guess}\`?` : ''}`,
      data: { kind, section: at.name, ...(fix && !loc.pointer ? { fixes: [fix] } : {}) },
    });
    return;
  }
  if (ship.systems.some((s) => s.section === at.name && isKind(s))) return;
  const elsewhere = [...new Set(ship.systems.filter((s) => isKind(s) && s.section).map((s) => s.section as string))];
  const other = elsewhere.length === 1 ? elsewhere[0] : undefined;
  report({
    code: 'hit-kind-not-in-section',
    loc: at.kindLoc,
    message:
      `Section ${at.name} has no ${kind}, so \`${written}\` could never take a hit (SSD-2). ` +
      (elsewhere.length
        ? `Systems of that kind are in ${elsewhere.map((n) => `\`${n}\``).join(', ')}: write ${elsewhere.map((n) => `\`${n}.${kind}\``).join(' or ')}, or name a system by its id.`
        : `No section has one: name a kind the section has, or a system by its id.`),
    data: { kind, section: at.name, ...(other && !loc.pointer ? { fixes: [replaceFix(`Change to ${other}.${kind}`, loc, `${other}.${kind}`)] } : {}) },
  });
}

export const rule: ConstructionRule = {
  id: 'SSD-2',
  wholeShip: true,
  rulesets: ['b5wars'],
  check(ctx) {
    for (const section of ctx.ship.sections.values()) checkSection(ctx.ship, section, ctx.report);
  },
};

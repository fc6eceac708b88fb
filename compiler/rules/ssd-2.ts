// SSD-2: a b5wars section's d20 hit chart covers the rolls 1-20 exactly once, and every entry names
// a system of that section (by id), a kind present there (any system of that kind), `structure`,
// or `primary` — or a system of another section by its id, which takes the hit there (issue 13:
// nacelles hit from the primary section). An entry with alternatives (`7: [D1, D2]`) has each
// alternative checked the same way. A misspelt entry is the classic fan-SSD bug: hits silently go nowhere.
import type { FixSpec } from '../../grammar/diagnostic';
import type { ConstructionRule, HitEntryModel, SectionModel, ShipModel } from '../model';
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
    const overlap: number[] = [];
    let earlier: HitEntryModel | undefined;
    for (let r = Math.max(1, lo); r <= Math.min(D20, hi); r++) {
      const o = owner[r];
      if (o) {
        overlap.push(r);
        earlier ??= o;
      } else owner[r] = e;
    }
    if (earlier) {
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
  const allIds = new Map(ship.systems.map((s) => [s.id, s]));
  const kinds = new Set<string>();
  for (const s of here) {
    kinds.add(s.type);
    kinds.add(s.builtin.name);
  }
  const targets = valid.flatMap((e) => (e.alternatives ? e.alternatives.map((a) => ({ t: a.target, loc: a.loc })) : [{ t: e.target, loc: e.targetLoc }]));
  for (const { t, loc } of targets) {
    if (t === 'structure' || t === 'primary' || ids.has(t) || kinds.has(t)) continue;
    // A system of another section, named by its id, takes the hit there (cross-section hit
    // charts: nacelles hit from the primary section). The compiled entry says where it goes.
    if (allIds.has(t)) continue;
    const candidates = ['structure', 'primary', ...ids, ...kinds, ...allIds.keys()];
    const guess = suggest(t, candidates);
    const elsewhereKind = ship.systems.find((s) => s.type === t || s.builtin.name === t);
    let message: string;
    if (elsewhereKind) {
      message =
        `\`${t}\` is a kind with no system in section ${section.name}; a kind in a hit chart means the systems of that kind in the section itself. ` +
        `Name the system of the other section by its id (\`${elsewhereKind.id}\`) to send the hit there (SSD-2).`;
    } else {
      message = `The hit chart of section ${section.name} names \`${t}\`, which is no system id of the ship, no kind in that section, nor \`structure\` or \`primary\` (SSD-2).`;
    }
    if (guess) message += ` Did you mean \`${guess}\`?`;
    else message += here.length ? ` The section has ${[...ids].map((i) => `\`${i}\``).join(', ')}.` : ' The section has no systems: use `structure` or `primary`.';
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
}

export const rule: ConstructionRule = {
  id: 'SSD-2',
  wholeShip: true,
  rulesets: ['b5wars'],
  summary: "Each section's d20 hit chart covers 1-20 exactly once and names systems or kinds of that section, a system of another section by id (alone or among alternatives), `structure` or `primary`.",
  check(ctx) {
    for (const section of ctx.ship.sections.values()) checkSection(ctx.ship, section, ctx.report);
  },
};

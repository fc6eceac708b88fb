// The plasma-F warhead table (Z-PLZ-1): strength at impact by the hexes a torpedo has moved. A
// Plasma-ZF reads it too (seed 004: "treated as standard Plasma-F's"), but the seeds do not
// reproduce it, so it is data here, overridable per ship or scenario through the ruleset
// constants `plasmaFRangeBracket` and `plasmaFWarhead1..4`. docs/rules.md (Z-PLZ-1) says which
// figures a public source confirms and which are drydock's own.

/** One row: a torpedo that has moved `from`..`to` hexes (inclusive) strikes with `warhead`. */
export interface PlasmaRangeRow {
  from: number;
  to: number;
  warhead: number;
}

/** Hexes per row of the default table: the standard rules' first bracket is 0-5 hexes. */
export const PLASMA_F_BRACKET = 5;

/** Warhead of each row of the default table, nearest first; past the last the torpedo is gone. */
export const PLASMA_F_WARHEADS: readonly number[] = [20, 15, 10, 5];

/**
 * The rows of a table of `warheads.length` brackets of `bracket` hexes: the first covers 0 to
 * `bracket` (launch counts as 0 hexes moved), each later one the next `bracket` hexes.
 */
export function plasmaRangeRows(bracket: number, warheads: readonly number[]): PlasmaRangeRow[] {
  return warheads.map((warhead, i) => ({ from: i === 0 ? 0 : i * bracket + 1, to: (i + 1) * bracket, warhead }));
}

/** The default table: 0-5 → 20, 6-10 → 15, 11-15 → 10, 16-20 → 5. */
export const PLASMA_F_RANGE_TABLE: readonly PlasmaRangeRow[] = plasmaRangeRows(PLASMA_F_BRACKET, PLASMA_F_WARHEADS);

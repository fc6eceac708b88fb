// The bounds of a fleet's figures: the `.ship` reader (./lower.ts) and the JSON Schema
// (compiler/document/parts.ts) both read them from here.

/** The most of one ship, or craft of one flight, a fleet may name: far above any table's fleet. */
export const MAX_FLEET_COUNT = 1000;
/** The largest point budget a fleet may state. */
export const MAX_FLEET_BUDGET = 10_000_000;

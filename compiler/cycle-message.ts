// How a message names a cycle (of `extends`, of imports). Every member of a cycle gets its own
// diagnostic, so naming every member in each would make the output grow with the square of the
// cycle's length: a long cycle is named by its first members and its length instead.

/** Members named in full when the cycle is this short or shorter. */
const NAMED_IN_FULL = 6;

/** `a -> b -> c -> a`, or `a -> b -> c -> … (n in the cycle)` for a long cycle. */
export function describeCycle(names: readonly string[]): string {
  if (names.length <= NAMED_IN_FULL) return [...names, names[0]].join(' -> ');
  return `${names.slice(0, 3).join(' -> ')} -> … (${names.length} in the cycle)`;
}

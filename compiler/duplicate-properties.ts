// A property written twice in one block would keep only its last value, silently dropping the
// first. Both are what the author wrote, so the repeat is an error at the later key. `mode` blocks
// report their own repeats while lowering (weapon-modes), and hit-chart entries are keyed by rolls,
// which the hit-chart rules check.
import type { Member, Property } from '../grammar/ast';

/** Each property that repeats an earlier key of the same block, with the first one it repeats. */
export function repeatedProperties(body: readonly Member[] | null): { repeat: Property; first: Property }[] {
  const out: { repeat: Property; first: Property }[] = [];
  const pending: (readonly Member[])[] = body ? [body] : [];
  while (pending.length) {
    const members = pending.pop()!;
    const seen = new Map<string, Property>();
    for (const m of members) {
      if (m.kind === 'property') {
        if (m.range) continue;
        const first = seen.get(m.key);
        if (first) out.push({ repeat: m, first });
        else seen.set(m.key, m);
      } else if (m.kind === 'block' && m.body && m.type.name !== 'mode') {
        pending.push(m.body);
      }
    }
  }
  return out;
}

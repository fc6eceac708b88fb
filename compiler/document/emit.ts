// Emission of one part of the compiled document, walking its description: fields in the
// description's order, each present when it has a value (the description says which always do).
import type { Compiled, Part } from './shape';

export function emitPart<const P extends Part>(part: P, valueOf: (field: string) => unknown): Compiled<P> {
  const out: Record<string, unknown> = {};
  for (const f of part.fields) {
    if (f.compiled === 'never' || f.shape.kind === 'catalog') continue;
    const v = valueOf(f.name);
    if (v !== undefined) out[f.name] = v;
  }
  return out as Compiled<P>;
}

/** A figure as the compiled document carries it: a copy of a list, a finite number, text; anything else is absent. */
export function figureValue(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(figureValue);
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  return typeof v === 'string' || typeof v === 'boolean' ? v : undefined;
}

// The simulation panel's rows in a player's words: "damage Excelsior at bearing 10, 30 points"
// rather than the JSON the runtime speaks. The exact JSON stays on the row (its title).

const NAMES: Record<string, string> = { ship: '', type: '' };

/** One line for an action: its type, its ship, then its other fields as `name value`. */
export function describeAction(action: unknown): string {
  if (!action || typeof action !== 'object') return String(action);
  const a = action as Record<string, unknown>;
  const parts = [String(a.type ?? 'action')];
  if (a.ship !== undefined) parts.push(String(a.ship));
  for (const [k, v] of Object.entries(a)) if (!(k in NAMES)) parts.push(`${k} ${scalar(v)}`);
  return parts.join(' · ');
}

/** One line for a result: done or refused (with the reason), then what it reports. */
export function describeResult(result: unknown): string {
  if (!result || typeof result !== 'object') return String(result);
  const r = result as Record<string, unknown>;
  const head = r.ok ? 'done' : `refused: ${String(r.reason ?? 'no reason given')}`;
  const facts = Object.entries(r)
    .filter(([k]) => k !== 'ok' && k !== 'reason')
    .map(([k, v]) => `${words(k)} ${scalar(v)}`);
  return [head, ...facts].join(' · ');
}

/** `absorbedBy` -> "absorbed by". */
function words(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

function scalar(v: unknown): string {
  if (v === null || v === undefined) return '-';
  if (Array.isArray(v)) return v.length ? v.map(scalar).join(', ') : 'none';
  if (typeof v === 'object') {
    return `(${Object.entries(v as Record<string, unknown>)
      .map(([k, x]) => `${words(k)} ${scalar(x)}`)
      .join(', ')})`;
  }
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : String(Math.round(v * 100) / 100);
  return String(v);
}

// `drydock/ships`: a document's ships as the server last compiled them, for the page's pickers
// (kept in the worker itself: it needs no runtime).
import type { Workspace } from '../lsp/workspace';

export interface ShipInfo {
  name: string;
  displayName?: string;
  ruleset: string;
  /** Ids of the systems by kind (for the panel's pickers). */
  systems: { id: string; type: string; base?: string }[];
  errors: number;
}

export function shipsOf(ws: Workspace, uri: string): ShipInfo[] {
  const a = ws.analyze(uri);
  if (!a) return [];
  const errors = a.result.diagnostics.filter((d) => d.severity === 'error').length;
  return a.result.ships.map(({ compiled }) => ({
    name: compiled.name,
    displayName: compiled.displayName,
    ruleset: compiled.ruleset,
    systems: compiled.systems.map((s) => ({ id: s.id, type: s.type, base: (s as { base?: string }).base })),
    errors,
  }));
}

// Which diagnostics stand in the way of one ship. A command that uses one ship (`sim`, `render`,
// `build --ship`) needs only that ship and what it rests on to be clean: the ship itself, the
// ships it extends, the system types it uses (and what they extend), and anything written outside
// every declaration (a syntax error there, a bad import or arc name may concern any ship). An
// error inside an unrelated ship, or inside a system type no system of the ship uses, does not
// stop it; the command warns that those ships have errors.
import type { Span, SystemDecl } from '../grammar/ast';
import type { Diagnostic } from '../grammar/diagnostic';
import type { CompileResult } from './index';
import type { ShipModel } from './model';

export interface ShipScope {
  /** Errors that concern the ship: the command must refuse it. */
  errors: Diagnostic[];
  /** Other ships (of the files involved) that have errors of their own. */
  othersWithErrors: string[];
}

interface Region {
  file: string;
  span: Span;
  kind: 'ship' | 'system';
  name: string;
}

const inside = (d: Diagnostic, r: Region) => d.file === r.file && d.span.start >= r.span.start && d.span.end <= r.span.end;

/** The errors that concern ship `name` of a compile result, and which other ships have errors. */
export function shipScope(result: CompileResult, name: string): ShipScope {
  const regions: Region[] = [];
  const typeDecls = new Map<string, { decl: SystemDecl }[]>();
  for (const unit of result.program.files.values()) {
    for (const decl of unit.ships.values()) regions.push({ file: unit.path, span: decl.span, kind: 'ship', name: decl.name.name });
    for (const decl of unit.systems.values()) {
      regions.push({ file: unit.path, span: decl.span, kind: 'system', name: decl.name.name });
      let list = typeDecls.get(decl.name.name);
      if (!list) typeDecls.set(decl.name.name, (list = []));
      list.push({ decl });
    }
  }
  const models = new Map<string, ShipModel>();
  for (const m of result.models) if (!models.has(m.name)) models.set(m.name, m);
  // The ship and its `extends` chain.
  const ships = new Set<string>();
  for (let cur: string | null | undefined = name; cur && !ships.has(cur); cur = models.get(cur)?.base) ships.add(cur);
  // The system types its systems use, and the types those extend.
  const types = new Set<string>();
  const pending: string[] = [];
  for (const s of ships) for (const sys of models.get(s)?.systems ?? []) if (sys.userType) pending.push(sys.type);
  while (pending.length) {
    const t = pending.pop()!;
    if (types.has(t)) continue;
    types.add(t);
    for (const { decl } of typeDecls.get(t) ?? []) if (decl.base) pending.push(decl.base.name);
  }
  const errors: Diagnostic[] = [];
  const others = new Set<string>();
  // Top-level declarations do not nest: sorted by start, the one holding a diagnostic is the last
  // that starts at or before it (binary search, so many ships and many errors stay fast).
  const byFile = new Map<string, Region[]>();
  for (const r of regions) {
    let list = byFile.get(r.file);
    if (!list) byFile.set(r.file, (list = []));
    list.push(r);
  }
  for (const list of byFile.values()) list.sort((a, b) => a.span.start - b.span.start);
  const regionOf = (d: Diagnostic): Region | undefined => {
    const list = byFile.get(d.file);
    if (!list) return undefined;
    let lo = 0;
    let hi = list.length - 1;
    let best = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid].span.start <= d.span.start) {
        best = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return best >= 0 && inside(d, list[best]) ? list[best] : undefined;
  };
  for (const d of result.diagnostics) {
    if (d.severity !== 'error') continue;
    const region = regionOf(d);
    if (!region) errors.push(d);
    else if (region.kind === 'ship' ? ships.has(region.name) : types.has(region.name)) errors.push(d);
    else if (region.kind === 'ship') others.add(region.name);
  }
  return { errors, othersWithErrors: [...others] };
}

/** "Ships X and Y have errors of their own; Z does not use them." */
export function othersWarning(ship: string, others: readonly string[]): string | undefined {
  if (others.length === 0) return undefined;
  const list = others.length === 1 ? `ship ${others[0]} has` : `ships ${others.slice(0, -1).join(', ')} and ${others[others.length - 1]} have`;
  return `warning: ${list} errors (run drydock check); ${ship} does not rest on ${others.length === 1 ? 'it' : 'them'}, so it is used.`;
}

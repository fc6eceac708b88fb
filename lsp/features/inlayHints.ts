// Inlay hints for derived values: the projection arc after each `shields` entry (ST-SH-1), the
// capacity of capacitors that do not state it (H93.12, Z-CC-1), and power totals (Z-PWR-1 for
// sfb ships, the power budget for b5wars ships).
import type { InlayHint, InlayHintParams } from 'vscode-languageserver';
import type { Block, Member, Property, ShipDecl } from '../../grammar/ast';
import { formatArc } from '../../compiler/arcs';
import type { CompiledShipInfo } from '../../compiler/index';
import { valueText } from '../docs';
import type { Analysis } from '../workspace';
import { positionAt, spanOfRange } from '../util';
import { shipInfo } from './hover';

export function inlayHints(a: Analysis, params: InlayHintParams): InlayHint[] {
  const window = spanOfRange(a.source, params.range);
  const out: InlayHint[] = [];
  const hint = (offset: number, label: string, tooltip?: string) => {
    if (offset < window.start || offset > window.end) return;
    out.push({ position: positionAt(a.source, offset), label, paddingLeft: true, ...(tooltip ? { tooltip } : {}) });
  };
  for (const decl of a.unit.ast.decls) {
    if (decl.kind !== 'ship' || decl.span.end < window.start || decl.span.start > window.end) continue;
    const info = shipInfo(a, decl.name.span.start);
    if (!info) continue;
    shields(decl, info, hint);
    capacitors(decl.body, info, hint);
    power(decl, info, hint);
  }
  return out.sort((x, y) => x.position.line - y.position.line || x.position.character - y.position.character);
}

type Hint = (offset: number, label: string, tooltip?: string) => void;

function shields(decl: ShipDecl, info: CompiledShipInfo, hint: Hint): void {
  const projections = info.compiled.projections ?? [];
  for (const m of decl.body) {
    if (m.kind !== 'block' || m.type.name !== 'shields') continue;
    for (const p of m.body ?? []) {
      if (p.kind !== 'property') continue;
      const proj = projections.find((x) => x.name === p.key);
      if (proj) hint(p.value.span.end, formatArc(proj.arc), `The ${p.key} projection covers ${formatArc(proj.arc)} (derived from the size, ST-SH-1).`);
    }
  }
}

function capacitors(body: Member[], info: CompiledShipInfo, hint: Hint): void {
  for (const m of body) {
    if (m.kind !== 'block') continue;
    if (m.type.name === 'section') {
      capacitors(m.body ?? [], info, hint);
      continue;
    }
    const id = m.ids[0]?.name ?? m.type.name;
    const sys = info.model.systems.find((s) => s.id === id);
    if (!sys) continue;
    const derived = (info.derived as Record<string, Record<string, unknown> | undefined>)[sys.builtin.name];
    if (!derived) continue;
    for (const spec of sys.builtin.params) {
      if (!spec.derived) continue;
      const v = derived[spec.name];
      if (typeof v !== 'number') continue;
      const stated = (m.body ?? []).find((p): p is Property => p.kind === 'property' && p.key === spec.name);
      const e = info.explanations.get(`${sys.builtin.name}.${spec.name}`);
      const tip = e ? `${e.text} (${e.rule})` : undefined;
      if (!stated) hint(headerEnd(m), `${spec.name}: ${valueText(v)}`, tip);
      else if (stated.value.kind === 'number' && Math.abs(stated.value.value - v) > 1e-9) hint(stated.value.span.end, `derived ${valueText(v)}`, tip);
    }
  }
}

function headerEnd(b: Block): number {
  return b.ids.length ? b.ids[b.ids.length - 1].span.end : b.type.span.end;
}

function power(decl: ShipDecl, info: CompiledShipInfo, hint: Hint): void {
  const d = info.derived;
  if (d.power) {
    const e = info.explanations.get('power.total');
    hint(decl.name.span.end, `power ${valueText(d.power.total)} = warp ${valueText(d.power.warp)} + impulse ${valueText(d.power.impulse)} + other ${valueText(d.power.other)}`, e ? `${e.text} (${e.rule})` : undefined);
  }
  if (d.powerBudget) {
    const e = info.explanations.get('powerBudget.required');
    const tip = e ? `${e.text} (${e.rule})` : undefined;
    const prop = decl.body.find((m): m is Property => m.kind === 'property' && m.key === 'power');
    if (prop) hint(prop.value.span.end, `needs ${valueText(d.powerBudget.required)}`, tip);
    else hint(decl.name.span.end, `power needed ${valueText(d.powerBudget.required)}`, tip);
  }
}

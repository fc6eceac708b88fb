// The .ship text of an imported ship or flight (convert.ts's shape). The text is then printed
// through drydock's formatter (import.ts), so the file written is in the house format.
import { commentText, strText, type OutShip, type OutSystem } from './convert';
import { LIBRARY_IMPORT } from './library';

export function emitShip(ship: OutShip, sourceName: string): string {
  const out: string[] = [];
  out.push(`// Imported by \`drydock import fieryvoid\` from ${commentText(sourceName)} (FieryVoid class ${ship.className}).`);
  for (const n of ship.notes) out.push(`// ${commentText(n)}`);
  out.push('ruleset b5wars');
  out.push(`import ${strText(LIBRARY_IMPORT)}`);
  out.push('');
  if (ship.flight) {
    out.push(`flight ${ship.className} {`);
    for (const [k, v] of ship.flightProps ?? []) out.push(`  ${k}: ${v}`);
    for (const w of ship.flightWeapons ?? []) out.push(...system(w, '  '));
    out.push('}');
    return out.join('\n') + '\n';
  }
  out.push(`ship ${ship.className} {`);
  for (const [k, v] of ship.props) out.push(`  ${k}: ${v}`);
  for (const [rule, why] of ship.allows) out.push(`  allow ${rule} ${strText(why)}`);
  if (ship.projections.length) {
    out.push('  shields {');
    for (const p of ship.projections) {
      const arc = p.arc[0] === 0 && p.arc[1] === 360 ? 'all' : `${p.arc[0]}..${p.arc[1]}`;
      const stated = ship.allows.some((a) => a[0] === 'ST-SH-1') ? `  arc: ${arc}` : '';
      out.push(`    ${p.name} { rating: ${p.rating}  armor: ${p.armor}  perHit: ${Math.max(p.perHit, p.armor, 1)}${stated} }`);
    }
    out.push('  }');
  }
  for (const s of ship.sections) {
    out.push(`  section ${s.name} {`);
    if (s.structure !== undefined) out.push(`    structure: ${s.structure}`);
    if (s.armor !== undefined) out.push(`    armor: ${s.armor}`);
    if (s.arc) out.push(`    arc: ${s.arc[0]}..${s.arc[1]}`);
    for (const sys of s.systems) out.push(...system(sys, '    '));
    if (s.hits.length) {
      out.push('    hits {');
      for (const h of s.hits) out.push(`      ${h.from === h.to ? h.from : `${h.from}..${h.to}`}: ${h.target}${h.comment ? ` // ${commentText(h.comment)}` : ''}`);
      out.push('    }');
    }
    out.push('  }');
  }
  out.push('}');
  return out.join('\n') + '\n';
}

function system(s: OutSystem, indent: string): string[] {
  const lines: string[] = [];
  if (s.comment) lines.push(`${indent}// ${commentText(s.comment)}`);
  const body = s.props.map(([k, v]) => `${k}: ${v}`).join('  ');
  lines.push(`${indent}${s.type} ${s.id}${body ? ` { ${body} }` : ''}`);
  return lines;
}

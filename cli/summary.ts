// `drydock summary [path...]` (and `npm start`): one block per ship with its headline and derived
// values, then the diagnostics. Exit 1 when a file has errors.
import { compileFiles, hasErrors, type CompileResult } from '../compiler/index';
import { formatArc } from '../compiler/arcs';
import { statedProjectionSpecs } from '../compiler/document/parts';
import { rosterText } from '../compiler/fleets/roster';
import type { Projection } from '../compiler/types';
import { usage, type Command } from './context';
import { parseArgs } from './args';
import { expandPaths, pathProblem } from './files';
import { SPECS } from './specs';
import { displayPath, toText } from './format-diagnostics';
import { isAllowed, sourceLookup } from './report';

export const summary: Command = async (argv, ctx) => {
  const args = parseArgs(argv, SPECS.summary);
  if (args.errors.length) return usage(ctx, `${args.errors.join('; ')}. Run drydock summary --help for the options.`);
  const inputs = args.positionals.length ? args.positionals : ['examples'];
  const expanded = await expandPaths(inputs, ['.ship'], ctx.cwd);
  const problem = pathProblem(expanded);
  if (problem) return usage(ctx, problem);
  const { files } = expanded;
  const result = compileFiles(files.map((p) => ({ path: p })));
  ctx.out(summarise(result, ctx.cwd));
  const lookup = sourceLookup(result, new Map());
  // As in `drydock check`: findings an `allow` excuses are counted, not listed.
  const listed = result.diagnostics.filter((d) => !isAllowed(d));
  if (listed.length) ctx.out('\n' + toText(listed, lookup, ctx.cwd, ctx.color?.out) + '\n');
  const allowed = result.diagnostics.length - listed.length;
  if (allowed) ctx.out(`${allowed} allowed finding${allowed === 1 ? '' : 's'} not listed; drydock check --verbose lists them.\n`);
  return hasErrors(result.diagnostics) ? 1 : 0;
};

export function summarise(result: CompileResult, cwd: string): string {
  const out: string[] = [];
  for (const { compiled: s, unit } of result.ships) {
    const title = s.displayName ? ` — ${s.displayName}` : '';
    out.push(`${s.name}${title}  [${s.ruleset}${s.extends ? `, extends ${s.extends}` : ''}]  (${displayPath(unit.path, cwd)})`);
    if (s.size) {
      // A ship with no shields group has no projections (docs/rules.md ST-SH-1): say so.
      const projections = s.projections?.length ? s.projections.map((p) => `${p.name} ${p.name === 'all' ? '' : formatArc(p.arc) + ' '}= ${p.rating}${limitsText(p)}`).join(', ') : 'none';
      out.push(`  size ${s.size}; projections ${projections}`);
    }
    if (s.shields) out.push(`  shields #1-6: ${s.shields.join(' ')}`);
    const kinds = new Map<string, number>();
    for (const sys of s.systems) kinds.set(sys.type, (kinds.get(sys.type) ?? 0) + 1);
    out.push(`  systems (${s.systems.length}): ${[...kinds].map(([k, n]) => (n > 1 ? `${n} ${k}` : k)).join(', ')}`);
    const d = s.derived;
    const derived: string[] = [];
    if (d.gravitic !== undefined) derived.push(`gravitic ${d.gravitic}`);
    if (d.impulseThrust !== undefined) derived.push(`impulse thrust ${d.impulseThrust}`);
    if (d.powerBudget) derived.push(`power needed ${d.powerBudget.required}/${d.powerBudget.available}`);
    if (d.warp) derived.push(`warp ${d.warp.capable ? `delay ${d.warp.delay}, ${d.warp.nacelles} nacelle${d.warp.nacelles === 1 ? '' : 's'}` : 'no'}`);
    if (d.ionicCapacitor) derived.push(`ionic capacitor ${d.ionicCapacitor.capacity}`);
    if (d.centralCapacitor) derived.push(`central capacitor max ${d.centralCapacitor.max}`);
    if (d.power) derived.push(`power warp ${d.power.warp} + impulse ${d.power.impulse} + other ${d.power.other} = ${d.power.total}`);
    if (d.batteries) derived.push(`${d.batteries.count} batteries holding ${d.batteries.capacity}`);
    if (d.ew) derived.push(`EW limit ${d.ew.limit}`);
    out.push(`  derived: ${derived.length ? derived.join('; ') : '(none)'}`);
    out.push('');
  }
  for (const { compiled: f, unit } of result.fleets ?? []) {
    out.push(`fleet ${f.name}${f.displayName ? ` — ${f.displayName}` : ''}  (${displayPath(unit.path, cwd)})`);
    for (const line of rosterText(f)) out.push(line);
    out.push('');
  }
  const errors = result.diagnostics.filter((d) => d.severity === 'error').length;
  const fleets = result.fleets?.length ? `, ${result.fleets.length} fleet(s)` : '';
  out.push(`${result.ships.length} ship(s)${fleets} compiled, ${errors} error(s).`);
  return out.join('\n') + '\n';
}

/** The figures a projection states beyond its rating (` (armor 2, at most 5 a hit)`), as the document describes them. */
function limitsText(p: Projection): string {
  const parts = statedProjectionSpecs.flatMap((s) => (p[s.name] !== undefined ? [s.label.phrase.replace('{}', String(p[s.name]))] : []));
  return parts.length ? ` (${parts.join(', ')})` : '';
}

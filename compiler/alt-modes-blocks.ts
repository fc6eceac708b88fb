// The quick fix for the deprecated `altModes` strings: the same modes as `mode NAME { ... }`
// blocks (docs/language.md, "Firing modes"). The blocks must compile to the same modes in the
// same order, so:
//   - a mode whose kind already names a mode of the weapon (the flat mode, a block, an earlier
//     string) gets a fresh name and states its kind (`mode raking2 { kind: raking ... }`): a block
//     named like the flat mode would give the flat mode its figures instead of adding one;
//   - the blocks go after the weapon's last block, where the strings' modes came in the list;
//   - no fix is offered where blocks would change what the weapon is: a weapon with neither a
//     flat `mode` nor a flat `damage` keeps its flat mode only while it has no blocks, and strings
//     and blocks written in different declarations (a type and its instance) do not merge.
import type { FixSpec } from '../grammar/diagnostic';
import type { SystemModel } from './model';
import { paramLoc, paramValue } from './model';
import { isWeaponMode, parseAltMode } from './weapon-modes';

export function altModesFix(sys: SystemModel): FixSpec | undefined {
  const alt = paramLoc(sys, 'altModes');
  if (!alt?.keyLoc || !Array.isArray(alt.value) || alt.value.length === 0) return undefined;
  const modes = paramLoc(sys, 'modes');
  const blocks = Array.isArray(modes?.value) ? (modes!.value as Record<string, unknown>[]) : [];
  if (modes && (sys.params.has('modes') !== sys.params.has('altModes') || modes.loc.file !== alt.loc.file || !modes.parts)) return undefined;
  const flatMode = paramValue(sys, 'mode');
  const hasFlat = typeof flatMode === 'string' || paramValue(sys, 'damage') !== undefined;
  if (!hasFlat && blocks.length === 0) return undefined;

  const taken = new Set<string>();
  if (hasFlat || blocks.length === 0) taken.add(typeof flatMode === 'string' ? flatMode : 'standard');
  for (const b of blocks) taken.add(typeof b.name === 'string' ? b.name : String(b.mode));
  const written: string[] = [];
  for (const entry of alt.value) {
    const m = typeof entry === 'string' ? parseAltMode(entry) : undefined;
    if (!m || !isWeaponMode(m.mode)) return undefined;
    let name = m.mode;
    for (let n = 2; taken.has(name); n++) name = `${m.mode}${n}`;
    taken.add(name);
    written.push(`mode ${name} { ${name === m.mode ? '' : `kind: ${m.mode}  `}damage: ${JSON.stringify(m.damage)} }`);
  }
  const text = written.join('\n');
  const prop = { start: alt.keyLoc.span.start, end: alt.loc.span.end };
  const last = modes?.parts?.[modes.parts.length - 1];
  const edits =
    last && last.loc.span.end > prop.end
      ? [
          { span: prop, newText: '' },
          { span: { start: last.loc.span.end, end: last.loc.span.end }, newText: `\n${text}` },
        ]
      : [{ span: prop, newText: text }];
  return { title: `Write the altModes of ${sys.id} as mode blocks`, edits };
}


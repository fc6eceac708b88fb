// The panels at the end of every sheet: notes (designer, reference, the ship's notes, its special
// abilities, every `allow` with its reason, where the ship is written) and the rules the sheet
// depends on, cited by rule ID with the project's interpretations.
import type { CompiledShip } from '../compiler/types';
import { panel, type BlockFactory } from './blocks';
import { group } from './model';
import { changedConstants, citedRules } from './rules-cited';
import { STYLE } from './style';
import { textWidth, wrapText } from './text';

/**
 * Where the ship is written: the file's base name and the line of its declaration (the compiled
 * `source` is `{ file, range }`). Only the base name: a sheet never shows the folders of the
 * machine it was drawn on.
 */
export function sourceReference(ship: CompiledShip): string | undefined {
  const src = ship.source as unknown;
  if (!src || typeof src !== 'object') return undefined;
  const { file, range } = src as { file?: unknown; range?: { start?: { line?: unknown } } };
  if (typeof file !== 'string' || !file) return undefined;
  const base = file.split(/[\\/]/).pop() || file;
  const line = range?.start?.line;
  return typeof line === 'number' && Number.isInteger(line) && line >= 0 ? `${base}, line ${line + 1}` : base;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** The notes panel's entries, as [caption, text]. */
export function noteEntries(ship: CompiledShip): [string, string][] {
  const out: [string, string][] = [];
  const designer = str(ship.designer);
  if (designer) out.push(['Designer', designer]);
  const reference = str(ship.reference);
  if (reference) out.push(['Reference', reference]);
  const notes = str(ship.notes);
  if (notes) out.push(['Notes', notes]);
  const special = Array.isArray(ship.specialAbilities) ? ship.specialAbilities.filter((x): x is string => typeof x === 'string' && !!x.trim()) : [];
  if (special.length) out.push(['Special abilities', special.join('; ')]);
  for (const a of ship.allows ?? []) out.push([`Allowed ${a.rule}`, a.reason ? a.reason : 'no reason given']);
  const source = sourceReference(ship);
  if (source) out.push(['Source', source]);
  return out;
}

export function notesBlock(ship: CompiledShip): BlockFactory | undefined {
  const entries = noteEntries(ship);
  if (!entries.length) return undefined;
  return (width) =>
    panel('Notes', width, [['data-panel', 'notes']], (b, x, w) => {
      entries.forEach(([caption, text], i) => {
        if (i) b.space(0.8);
        const top = b.items.length;
        b.paragraph(`${caption}: ${text}`, x, w, STYLE.smallSize, { role: 'note' });
        b.items.splice(top, b.items.length - top, group(0, 0, b.items.slice(top), [['data-note', caption]]));
      });
    });
}

/** "Rules": every rule the sheet relies on, its ID in bold beside a line of what it does. */
export function rulesBlock(ship: CompiledShip): BlockFactory | undefined {
  const rules = citedRules(ship);
  const constants = changedConstants(ship);
  if (!rules.length && !constants.length) return undefined;
  return (width) =>
    panel('Rules', width, [['data-panel', 'rules']], (b, x, w) => {
      const S = STYLE.smallSize;
      rules.forEach((r, i) => {
        if (i) b.space(0.6);
        const top = b.items.length;
        const y = b.y;
        // The ID in bold starts the rule's first line; the text runs on under it at the full
        // width (a column of IDs beside the text would leave its height blank).
        const idW = textWidth(`${r.id} `, S);
        const first = w - idW >= 20 ? wrapText(r.text, S, w - idW)[0] : undefined;
        if (first !== undefined && r.text.startsWith(first)) {
          b.lines([r.id], x, S, { bold: true, role: 'rule-id' });
          b.y = y;
          b.lines([first], x + idW, S, { role: 'rule-text' });
          const rest = r.text.slice(first.length).trim();
          if (rest) {
            b.y = y + S * STYLE.leading;
            b.paragraph(rest, x, w, S, { role: 'rule-text' });
          }
        } else {
          b.lines([r.id], x, S, { bold: true, role: 'rule-id' });
          b.paragraph(r.text, x, w, S, { role: 'rule-text' });
        }
        b.items.splice(top, b.items.length - top, group(0, 0, b.items.slice(top), [['data-rule', r.id]], true));
      });
      if (constants.length) {
        if (rules.length) b.space(1);
        b.paragraph(`Ruleset constants: ${constants.join('; ')}.`, x, w, S, { role: 'note' });
      }
    });
}

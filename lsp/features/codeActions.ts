// Code actions: the quick fixes the compiler carries in each diagnostic's `data.fixes` (replace a
// stated value with the derived one, fix a misspelt kind or property, add a missing required
// property, ...), keyed on the diagnostic's code and data, never on its message; plus, for every
// diagnostic that enforces a rule, adding `allow RULE "reason"` to the ship (SSD-5).
import type { CodeAction, CodeActionParams, TextEdit } from 'vscode-languageserver';
import { CodeActionKind } from 'vscode-languageserver';
import type { Property, ShipDecl, Span } from '../../grammar/ast';
import type { Diagnostic } from '../../grammar/diagnostic';
import { compileFiles } from '../../compiler/index';
import type { CompilerHost } from '../../compiler/program';
import { placeholderValue, propertySpec } from '../../compiler/catalog/properties';
import type { Analysis } from '../workspace';
import { rangeOf, spanOfRange } from '../util';
import { toLspDiagnostic } from './lsp-diagnostic';

export const ALLOW_REASON = 'TODO: why the printed SSD differs';

/** Above this size the `allow` action is offered without checking that it takes effect. */
const VERIFY_LIMIT = 200_000;
const verified = new WeakMap<Analysis, Map<string, boolean>>();

/**
 * Does `allow RULE` in this ship silence the diagnostic? (Only construction-rule findings can be
 * allowed; some lowering diagnostics name a rule too.) Checked by compiling the file with the
 * line inserted; cached per analysis.
 */
function allowWorks(a: Analysis, host: CompilerHost | undefined, ship: ShipDecl, d: Diagnostic, edit: TextEdit): boolean {
  if (a.source.text.length > VERIFY_LIMIT) return true;
  let cache = verified.get(a);
  if (!cache) verified.set(a, (cache = new Map()));
  const key = `${d.rule}\0${ship.name.span.start}\0${d.code}\0${d.span.start}\0${d.span.end}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const at = a.source.lines.offset(edit.range.start);
  const text = a.source.text.slice(0, at) + edit.newText + a.source.text.slice(at);
  const shift = (o: number) => (o >= at ? o + edit.newText.length : o);
  let ok = false;
  try {
    const r = compileFiles([{ path: a.path, text }], { host });
    const same = r.diagnostics.filter((x) => x.file === a.path && x.code === d.code && x.rule === d.rule && x.span.start === shift(d.span.start));
    ok = same.length === 0 || same.every((x) => x.severity === 'info');
  } catch {
    ok = false;
  }
  cache.set(key, ok);
  return ok;
}

export function codeActions(a: Analysis, params: CodeActionParams, host?: CompilerHost): CodeAction[] {
  const want = spanOfRange(a.source, params.range);
  const only = params.context?.only;
  if (only && only.length && !only.some((k) => k === CodeActionKind.QuickFix || CodeActionKind.QuickFix.startsWith(k + '.') || k === '')) return [];
  const out: CodeAction[] = [];
  const allowed = new Set<string>();
  for (const d of a.diagnostics) {
    if (d.span.start > want.end || d.span.end < want.start) continue;
    const lsp = toLspDiagnostic(d, a.source);
    const fixes = d.data?.fixes ?? [];
    for (const fix of fixes) {
      if (!fix || !Array.isArray(fix.edits)) continue;
      const edits: TextEdit[] = fix.edits.map((e) => ({ range: rangeOf(a.source, e.span), newText: e.newText }));
      out.push({ title: fix.title, kind: CodeActionKind.QuickFix, diagnostics: [lsp], isPreferred: fixes.length === 1, edit: { changes: { [a.uri]: edits } } });
    }
    if (fixes.length === 0 && d.code === 'missing-property' && typeof d.data?.property === 'string') {
      const add = addShipProperty(a, d, d.data.property);
      if (add) out.push({ ...add, diagnostics: [lsp] });
    }
    if (d.rule && d.severity !== 'info' && !d.data?.allowed) {
      const ship = shipContaining(a, d.span);
      const key = `${d.rule}\0${ship?.name.name}`;
      if (ship && !allowed.has(key)) {
        const edit = insertInShip(a, ship, `allow ${d.rule} "${ALLOW_REASON}"`);
        if (allowWorks(a, host, ship, d, edit)) {
          allowed.add(key);
          out.push({
            title: `Allow ${d.rule} in ${ship.name.name} (record why the canon design breaks the rule)`,
            kind: CodeActionKind.QuickFix,
            diagnostics: [lsp],
            edit: { changes: { [a.uri]: [edit] } },
          });
        }
      }
    }
  }
  return out;
}

function shipContaining(a: Analysis, span: Span): ShipDecl | undefined {
  for (const d of a.unit.ast.decls) if (d.kind === 'ship' && d.span.start <= span.start && span.end <= d.span.end) return d;
  return undefined;
}

/** A new line at the top of the ship's body, indented like its members. */
function insertInShip(a: Analysis, ship: ShipDecl, line: string): TextEdit {
  const text = a.source.text;
  const headerEnd = ship.base?.span.end ?? ship.name.span.end;
  let brace = text.indexOf('{', headerEnd);
  if (brace < 0 || brace > ship.span.end) brace = headerEnd - 1;
  const first = ship.body[0];
  let indent = '  ';
  if (first) {
    const l = a.source.lines.position(first.span.start).line;
    const ls = a.source.lines.lineStart(l);
    const lead = text.slice(ls, first.span.start);
    if (/^[ \t]*$/.test(lead)) indent = lead;
  } else {
    const l = a.source.lines.position(ship.span.start).line;
    const ls = a.source.lines.lineStart(l);
    indent = (/^[ \t]*/.exec(text.slice(ls, ship.span.start))?.[0] ?? '') + '  ';
  }
  const at = brace + 1;
  return { range: rangeOf(a.source, { start: at, end: at }), newText: `\n${indent}${line}` };
}

function addShipProperty(a: Analysis, d: Diagnostic, name: string): Omit<CodeAction, 'diagnostics'> | undefined {
  const ship = shipContaining(a, d.span);
  if (!ship) return undefined;
  const spec = propertySpec({ type: 'ship', ruleset: a.result.semantic.rulesetOf(ship) }, name);
  if (!spec || ship.body.some((m) => m.kind === 'property' && (m as Property).key === name)) return undefined;
  return { title: `Add \`${name}\``, kind: CodeActionKind.QuickFix, isPreferred: true, edit: { changes: { [a.uri]: [insertInShip(a, ship, `${name}: ${placeholderValue(spec)}`)] } } };
}

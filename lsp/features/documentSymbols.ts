// Document symbols: ship > section > system (one symbol per id), the shields and hit charts,
// system types with their overrides, arcs, rules constants and imports.
import type { DocumentSymbol, DocumentSymbolParams, Range } from 'vscode-languageserver';
import { SymbolKind } from 'vscode-languageserver';
import type { Block, Member, Span } from '../../grammar/ast';
import type { Analysis } from '../workspace';
import { rangeOf, type Source } from '../util';

export function documentSymbols(a: Analysis, _params?: DocumentSymbolParams): DocumentSymbol[] {
  const src = a.source;
  const out: DocumentSymbol[] = [];
  for (const d of a.unit.ast.decls) {
    switch (d.kind) {
      case 'import':
        out.push(sym(src, d.path.value || '(import)', SymbolKind.Module, d.span, d.path.span, 'import'));
        break;
      case 'arcDecl':
        out.push(sym(src, d.name.name, SymbolKind.Constant, d.span, d.name.span, src.text.slice(d.value.span.start, d.value.span.end)));
        break;
      case 'rules':
        out.push(sym(src, 'rules', SymbolKind.Namespace, d.span, d.span, undefined, properties(src, d.body, SymbolKind.Constant)));
        break;
      case 'system':
        out.push(sym(src, d.name.name, SymbolKind.Struct, d.span, d.name.span, d.base ? `extends ${d.base.name}` : 'system type', properties(src, d.body, SymbolKind.Property)));
        break;
      case 'ship':
        out.push(sym(src, d.name.name, SymbolKind.Class, d.span, d.name.span, d.base ? `extends ${d.base.name}` : 'ship', members(src, d.body)));
        break;
      default:
        break;
    }
  }
  return out;
}

function properties(src: Source, body: Member[], kind: SymbolKind): DocumentSymbol[] {
  return body.flatMap((m) => (m.kind === 'property' && m.key ? [sym(src, m.key, kind, m.span, m.keySpan, src.text.slice(m.value.span.start, m.value.span.end).slice(0, 60))] : []));
}

function members(src: Source, body: Member[]): DocumentSymbol[] {
  const out: DocumentSymbol[] = [];
  for (const m of body) {
    if (m.kind !== 'block') continue;
    for (const s of block(src, m)) out.push(s);
  }
  return out;
}

function block(src: Source, b: Block): DocumentSymbol[] {
  const t = b.type.name;
  if (t === 'section') {
    const children = members(src, b.body ?? []);
    const ids = b.ids.length ? b.ids : [b.type];
    return ids.map((id) => sym(src, id.name, SymbolKind.Namespace, b.span, id.span, 'section', children));
  }
  if (t === 'shields') return [sym(src, 'shields', SymbolKind.Object, b.span, b.type.span, summary(src, b), properties(src, b.body ?? [], SymbolKind.Field))];
  if (t === 'hits') return [sym(src, 'hits', SymbolKind.Array, b.span, b.type.span, 'd20 hit chart')];
  if (t === 'rules') return [sym(src, 'rules', SymbolKind.Namespace, b.span, b.type.span, undefined, properties(src, b.body ?? [], SymbolKind.Constant))];
  if (b.ids.length === 0) return [sym(src, t, SymbolKind.Object, b.span, b.type.span, t)];
  return b.ids.map((id) => sym(src, id.name, SymbolKind.Object, b.span, id.span, t));
}

function summary(src: Source, b: Block): string {
  return (b.body ?? []).map((m) => (m.kind === 'property' ? `${m.key} ${src.text.slice(m.value.span.start, m.value.span.end)}` : '')).filter(Boolean).join(', ');
}

function sym(src: Source, name: string, kind: SymbolKind, span: Span, sel: Span, detail?: string, children?: DocumentSymbol[]): DocumentSymbol {
  const range = rangeOf(src, span);
  let selectionRange: Range = rangeOf(src, sel);
  if (!within(range, selectionRange)) selectionRange = { start: range.start, end: range.start };
  return { name: name || '?', kind, range, selectionRange, ...(detail ? { detail } : {}), ...(children && children.length ? { children } : {}) };
}

function within(outer: Range, inner: Range): boolean {
  const le = (a: Range['start'], b: Range['start']) => a.line < b.line || (a.line === b.line && a.character <= b.character);
  return le(outer.start, inner.start) && le(inner.end, outer.end);
}

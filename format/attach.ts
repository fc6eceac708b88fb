// Comment attachment: every comment of the file is given exactly one place in the tree before
// printing starts (grammar/print/nodes.ts `Attached`). The rules, applied inside each body (the file,
// a `{ ... }` or a `[ ... ]`), keep every comment in order and on the line it was on:
//
// - A comment on the same line as the end of a member (nothing but whitespace and other such
//   comments in between) trails that member; before the first member, it follows the opening
//   bracket (`open`).
// - A comment that starts its own line leads the next member; after the last member (or in an
//   empty body) it is `dangling`, printed before the closing bracket.
// - Inside a member (between its tokens), a comment leads the next part of the member (an id, a
//   value, the base of `extends`); one before `extends` trails the name; one between a header and
//   its `{` goes before the `{` (`beforeBody`); one inside a value's own tokens (`1 /* x */ / 2`)
//   trails the value.
import type { Decl, Member, Name, ShipDecl, Span, SystemDecl, Value } from '../grammar/ast';
import { emptyAttached, type Attached, type ShipComment, type ShipRoot } from '../grammar/print/nodes';
import { skipTrivia } from '../grammar/print/trivia';

interface Part {
  node: Name | Value;
  span: Span;
}

interface Body {
  /** Offset just after the opening bracket (0 for the file). */
  open: number;
  /** Offset of the closing bracket (the text length for the file). */
  close: number;
  children: { span: Span }[];
}

type Node = ShipRoot | Decl | Member | Value;

export class Attacher {
  private readonly commentEnds = new Map<number, number>();

  constructor(private readonly root: ShipRoot) {
    for (const c of root.allComments) this.commentEnds.set(c.span.start, c.span.end);
  }

  run(): void {
    this.visit(this.root, this.root.allComments);
    for (const [node, a] of this.root.attached) {
      // A list item's inner comments are attached after the ones that follow it: restore order.
      for (const list of [a.leading, a.trailing, a.beforeBody, a.open, a.dangling]) list.sort((x, y) => x.span.start - y.span.start);
      // `ship X // note` + `{` on the next line: the note goes after the `{` (`ship X { // note`),
      // where nothing else shares its line. Block comments before it stay before the `{`.
      const last = a.beforeBody[a.beforeBody.length - 1];
      const hasBody = 'body' in node;
      if (hasBody && last && last.kind !== 'block' && a.open.length === 0 && a.beforeBody.every((c) => c === last || c.kind === 'block')) {
        a.open.push(a.beforeBody.pop()!);
      }
    }
  }

  private get(node: object): Attached {
    let a = this.root.attached.get(node);
    if (!a) {
      a = emptyAttached();
      this.root.attached.set(node, a);
    }
    return a;
  }

  /** `comments`: sorted, all inside `node`'s span. */
  private visit(node: Node, comments: ShipComment[]): void {
    if (comments.length === 0) return;
    const parts = this.partsOf(node);
    const body = this.bodyOf(node);
    const inBody: ShipComment[] = [];
    const inPart = new Map<Part, ShipComment[]>();
    const extendsAt = this.extendsOffset(node);
    const colonAt = node.kind === 'property' ? skipTrivia(this.root.text, node.keySpan.end, this.commentEnds) : undefined;
    for (const c of comments) {
      if (body && c.span.start >= body.open && c.span.end <= body.close) {
        inBody.push(c);
        continue;
      }
      const holder = parts.find((p) => p.span.start <= c.span.start && c.span.end <= p.span.end);
      if (holder) {
        const list = inPart.get(holder) ?? [];
        list.push(c);
        inPart.set(holder, list);
        continue;
      }
      if (extendsAt !== undefined && c.span.start >= (node as ShipDecl).name.span.end && c.span.end <= extendsAt) {
        // `ship X /* here */ extends Y`: stays before `extends` (the base must share its line).
        this.get((node as ShipDecl | SystemDecl).name).trailing.push(c);
        continue;
      }
      if (colonAt !== undefined && c.span.end <= colonAt) {
        // `key /* here */ : value`: stays before the colon (the value must share its line).
        this.get(node).beforeBody.push(c);
        continue;
      }
      const next = parts.find((p) => p.span.start >= c.span.end);
      const prev = next ? parts[parts.indexOf(next) - 1] : undefined;
      const prevTrailing = prev ? this.get(prev.node).trailing : [];
      if (next && prev && isIdList(node) && !c.ownLine && !prevTrailing.some((t) => t.kind !== 'block')) {
        // `P1, /* x */ P2, // y`: on the line of the id before it (printed after the comma).
        prevTrailing.push(c);
      } else if (next) this.get(next.node).leading.push(c);
      else if (body && c.span.end <= body.open) this.get(node).beforeBody.push(c);
      else this.get(node).trailing.push(c);
    }
    for (const [part, cs] of inPart) {
      if ('kind' in part.node) this.visit(part.node, cs);
      else this.get(part.node).trailing.push(...cs); // cannot happen: a name has no inside
    }
    if (body) this.attachBody(node, body, inBody);
  }

  private attachBody(owner: Node, body: Body, comments: ShipComment[]): void {
    const children = body.children;
    const gaps: ShipComment[][] = Array.from({ length: children.length + 1 }, () => []);
    const inside = new Map<number, ShipComment[]>();
    for (const c of comments) {
      const i = lastStartingAtOrBefore(children, c.span.start);
      if (i >= 0 && c.span.end <= children[i].span.end) {
        const list = inside.get(i) ?? [];
        list.push(c);
        inside.set(i, list);
      } else {
        gaps[i + 1].push(c);
      }
    }
    for (let g = 0; g < gaps.length; g++) {
      const cs = gaps[g];
      if (cs.length === 0) continue;
      const prev = g > 0 ? children[g - 1] : undefined;
      const next = g < children.length ? children[g] : undefined;
      let k = 0;
      // Same line as the previous member (or the opening bracket): trailing / open.
      if (owner.kind !== 'root' || prev) {
        const sameLine = prev ? this.get(prev).trailing : this.get(owner).open;
        // A `//` comment ends the line: what follows it is on the next one.
        while (k < cs.length && !cs[k].ownLine && (k === 0 || cs[k - 1].kind === 'block')) sameLine.push(cs[k++]);
      }
      const rest = cs.slice(k);
      if (rest.length === 0) continue;
      const into = next ? this.get(next).leading : this.get(owner).dangling;
      for (const c of rest) into.push(c); // not push(...): thousands of comments overflow the stack
    }
    for (const [i, cs] of inside) this.visit(children[i] as Node, cs);
  }

  // ---- shapes ----------------------------------------------------------------------------------

  private partsOf(node: Node): Part[] {
    const name = (n: Name): Part => ({ node: n, span: n.span });
    const value = (v: Value): Part => ({ node: v, span: v.span });
    switch (node.kind) {
      case 'ruleset':
        return [name(node.name)];
      case 'import':
        return [value(node.path)];
      case 'arcDecl':
        return [name(node.name), value(node.value)];
      case 'ship':
      case 'system':
      case 'flight':
      case 'fleet':
        return node.base ? [name(node.name), name(node.base)] : [name(node.name)];
      case 'property':
        return [value(node.value)];
      case 'block':
        return node.ids.map(name);
      case 'allow':
        return node.reason ? [name(node.rule), value(node.reason)] : [name(node.rule)];
      case 'remove':
        return node.ids.map(name);
      default:
        return [];
    }
  }

  private bodyOf(node: Node): Body | undefined {
    const text = this.root.text;
    switch (node.kind) {
      case 'root':
        return { open: 0, close: text.length, children: node.decls };
      case 'ship':
      case 'system':
      case 'flight':
      case 'fleet': {
        const after = (node.base ?? node.name).span.end;
        return this.braced(after, node.span.end, node.body);
      }
      case 'rules':
        return this.braced(node.span.start + 'rules'.length, node.span.end, node.body);
      case 'block':
        if (!node.body || !node.bodySpan) return undefined;
        return { open: node.bodySpan.start + 1, close: node.bodySpan.end - 1, children: node.body };
      case 'list':
        return { open: node.span.start + 1, close: node.span.end - 1, children: node.items };
      default:
        return undefined;
    }
  }

  /** A `{ ... }` body whose `{` is the first token at or after `from` and whose `}` ends at `end`. */
  private braced(from: number, end: number, children: Member[]): Body {
    const brace = skipTrivia(this.root.text, from, this.commentEnds);
    return { open: brace + 1, close: end - 1, children };
  }

  /** Where the `extends` keyword of a ship or system type starts. */
  private extendsOffset(node: Node): number | undefined {
    if ((node.kind !== 'ship' && node.kind !== 'system' && node.kind !== 'flight' && node.kind !== 'fleet') || !node.base) return undefined;
    return skipTrivia(this.root.text, node.name.span.end, this.commentEnds);
  }
}

/** Nodes whose parts are a comma-separated list of ids. */
function isIdList(node: Node): boolean {
  return node.kind === 'block' || node.kind === 'remove';
}

/** Index of the last child whose span starts at or before `offset` (-1 if none). */
function lastStartingAtOrBefore(children: { span: Span }[], offset: number): number {
  let lo = 0;
  let hi = children.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (children[mid].span.start <= offset) {
      found = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return found;
}

export function attachComments(root: ShipRoot): void {
  new Attacher(root).run();
}


// A strict little XML parser for the renderer's tests: enough to read the SVG back as a tree and
// to fail loudly on anything not well-formed (unbalanced tags, stray `<` or `&`, bad entities).

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  parent?: XmlElement;
}
export type XmlNode = XmlElement | string;

const NAME = /^[A-Za-z_:][-A-Za-z0-9_:.]*/;

function decode(s: string, where: number): string {
  if (s.includes('<')) throw new Error(`raw < at ${where}`);
  return s.replace(/&([^;]*);|&/g, (m, ent: string | undefined) => {
    if (ent === undefined) throw new Error(`bare & at ${where}`);
    switch (ent) {
      case 'amp':
        return '&';
      case 'lt':
        return '<';
      case 'gt':
        return '>';
      case 'quot':
        return '"';
      case 'apos':
        return "'";
    }
    const hex = /^#x([0-9a-fA-F]+)$/.exec(ent);
    const dec = /^#([0-9]+)$/.exec(ent);
    if (hex) return String.fromCodePoint(parseInt(hex[1], 16));
    if (dec) return String.fromCodePoint(parseInt(dec[1], 10));
    throw new Error(`unknown entity ${m} at ${where}`);
  });
}

export function parseXml(src: string): XmlElement {
  let i = 0;
  if (src.startsWith('<?xml')) {
    i = src.indexOf('?>') + 2;
    if (i < 2) throw new Error('unterminated XML declaration');
  }
  const root: XmlElement = { name: '#document', attrs: {}, children: [] };
  const stack: XmlElement[] = [root];
  while (i < src.length) {
    const lt = src.indexOf('<', i);
    const textEnd = lt < 0 ? src.length : lt;
    if (textEnd > i) {
      const t = src.slice(i, textEnd);
      if (stack.length === 1) {
        if (t.trim()) throw new Error(`text outside the root element at ${i}`);
      } else stack[stack.length - 1].children.push(decode(t, i));
    }
    if (lt < 0) break;
    i = lt;
    if (src.startsWith('<!--', i)) {
      const end = src.indexOf('-->', i);
      if (end < 0) throw new Error('unterminated comment');
      i = end + 3;
      continue;
    }
    if (src.startsWith('</', i)) {
      const m = NAME.exec(src.slice(i + 2));
      if (!m) throw new Error(`bad end tag at ${i}`);
      const top = stack.pop();
      if (!top || top.name !== m[0]) throw new Error(`</${m[0]}> closes <${top?.name}> at ${i}`);
      i += 2 + m[0].length;
      while (/\s/.test(src[i])) i++;
      if (src[i] !== '>') throw new Error(`bad end tag at ${i}`);
      i++;
      continue;
    }
    if (src.startsWith('<!', i) || src.startsWith('<?', i)) throw new Error(`unexpected markup at ${i}`);
    const m = NAME.exec(src.slice(i + 1));
    if (!m) throw new Error(`bad tag at ${i}`);
    const el: XmlElement = { name: m[0], attrs: {}, children: [], parent: stack[stack.length - 1] };
    i += 1 + m[0].length;
    for (;;) {
      const ws = /^\s*/.exec(src.slice(i))![0];
      i += ws.length;
      if (src.startsWith('/>', i)) {
        i += 2;
        stack[stack.length - 1].children.push(el);
        break;
      }
      if (src[i] === '>') {
        i++;
        stack[stack.length - 1].children.push(el);
        stack.push(el);
        break;
      }
      if (!ws) throw new Error(`attributes need white space before them at ${i}`);
      const a = NAME.exec(src.slice(i));
      if (!a) throw new Error(`bad attribute at ${i}: ${src.slice(i, i + 20)}`);
      i += a[0].length;
      if (src[i] !== '=' || src[i + 1] !== '"') throw new Error(`attribute without a quoted value at ${i}`);
      const end = src.indexOf('"', i + 2);
      if (end < 0) throw new Error('unterminated attribute');
      if (a[0] in el.attrs) throw new Error(`duplicate attribute ${a[0]} at ${i}`);
      el.attrs[a[0]] = decode(src.slice(i + 2, end), i);
      i = end + 1;
    }
  }
  if (stack.length !== 1) throw new Error(`unclosed <${stack[stack.length - 1].name}>`);
  const elements = root.children.filter((c): c is XmlElement => typeof c !== 'string');
  if (elements.length !== 1) throw new Error('a document has exactly one root element');
  elements[0].parent = undefined;
  return elements[0];
}

export function* descendants(el: XmlElement): Generator<XmlElement> {
  for (const c of el.children) {
    if (typeof c === 'string') continue;
    yield c;
    yield* descendants(c);
  }
}

export function textOf(el: XmlElement): string {
  return el.children.map((c) => (typeof c === 'string' ? c : textOf(c))).join('');
}

export function hasClass(el: XmlElement, cls: string): boolean {
  return (el.attrs.class ?? '').split(/\s+/).includes(cls);
}

export function find(el: XmlElement, pred: (e: XmlElement) => boolean): XmlElement[] {
  return [...descendants(el)].filter(pred);
}

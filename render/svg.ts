// SVG text helpers: escaping, number formatting and attribute lists. Everything the renderer
// writes goes through here, so the output is well-formed whatever the ship's names contain and
// byte-identical for the same input (fixed rounding, attributes in the order given).

/**
 * Characters XML 1.0 does not allow at all (C0 controls but tab/newline/return, lone surrogates,
 * U+FFFE/U+FFFF) become U+FFFD; markup characters become entities.
 */
export function escapeXml(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = s.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        out += s[i] + s[i + 1];
        i++;
      } else out += '\ufffd';
      continue;
    }
    if (c >= 0xdc00 && c <= 0xdfff) {
      out += '\ufffd';
      continue;
    }
    switch (c) {
      case 0x26:
        out += '&amp;';
        break;
      case 0x3c:
        out += '&lt;';
        break;
      case 0x3e:
        out += '&gt;';
        break;
      case 0x22:
        out += '&quot;';
        break;
      case 0x27:
        out += '&#39;';
        break;
      case 0x09:
      case 0x0a:
      case 0x0d:
        // Whitespace in attributes would be normalised away; keep it visible as a space.
        out += ' ';
        break;
      default:
        if (c < 0x20 || c === 0xfffe || c === 0xffff || (c >= 0x7f && c <= 0x9f)) out += '\ufffd';
        else out += s[i];
    }
  }
  return out;
}

/** A number for SVG output: at most 2 decimals, no trailing zeros, never `-0`. */
export function num(n: number): string {
  if (!Number.isFinite(n)) return '0';
  const r = Math.round(n * 100) / 100;
  if (Object.is(r, -0) || r === 0) return '0';
  return String(r);
}

export type Attrs = ReadonlyArray<readonly [string, string | number | undefined]>;

/** ` name="value"` for each attribute with a value, in the order given. */
export function attrs(list: Attrs): string {
  let out = '';
  for (const [k, v] of list) {
    if (v === undefined) continue;
    out += ` ${k}="${typeof v === 'number' ? num(v) : escapeXml(v)}"`;
  }
  return out;
}

export function element(name: string, list: Attrs, children?: string): string {
  return children === undefined ? `<${name}${attrs(list)}/>` : `<${name}${attrs(list)}>${children}</${name}>`;
}

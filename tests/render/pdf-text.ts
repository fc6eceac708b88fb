// A small PDF reader for the renderer's tests: pages in order with their MediaBox, the text runs
// of each page decoded through the fonts' ToUnicode maps, and the fonts with whether their font
// file is embedded. Enough for what pdfkit writes (objects in plain form, Flate streams, Type0
// fonts with 2-byte codes); it fails loudly on anything it does not understand.
import { inflateSync } from 'node:zlib';

export interface PdfObject {
  num: number;
  dict: string;
  stream?: Buffer;
}

export interface PdfPage {
  /** [x0, y0, x1, y1] in points. */
  mediaBox: number[];
  /** Every text-showing operation of the page, decoded, in drawing order. */
  runs: string[];
  /** The page's content stream, decoded (tests/render/pdf-marks.ts reads its drawing). */
  content: string;
}

export interface PdfFont {
  baseFont: string;
  embedded: boolean;
}

export interface PdfDocument {
  version: string;
  pages: PdfPage[];
  fonts: PdfFont[];
  info: string;
}

function objects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const out = new Map<number, PdfObject>();
  const re = /(\d+) 0 obj\b/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const start = m.index + m[0].length;
    const num = Number(m[1]);
    // A stream is read by its /Length, never by searching for `endobj`/`endstream`: compressed
    // bytes may spell either by chance.
    // The object's own dictionary ends at its `stream` keyword or its `endobj`, whichever comes
    // first (a dictionary holds neither word).
    const firstEnd = text.indexOf('endobj', start);
    const streamAt = text.indexOf('stream', start);
    const head = text.slice(start, streamAt >= 0 && (firstEnd < 0 || streamAt < firstEnd) ? streamAt + 8 : start);
    const s = head.search(/stream\r?\n/);
    const length = s >= 0 ? /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(head.slice(0, s)) : null;
    if (s >= 0 && length) {
      const dict = head.slice(0, s);
      const dataStart = start + s + head.slice(s).match(/^stream\r?\n/)![0].length;
      const data = pdf.subarray(dataStart, dataStart + Number(length[1]));
      const stream = /\/Filter\s*\/FlateDecode/.test(dict) ? inflateSync(data) : Buffer.from(data);
      out.set(num, { num, dict, stream });
      const end = text.indexOf('endobj', dataStart + data.length);
      if (end < 0) throw new Error(`object ${m[1]} has no endobj`);
      re.lastIndex = end;
    } else {
      const end = text.indexOf('endobj', start);
      if (end < 0) throw new Error(`object ${m[1]} has no endobj`);
      out.set(num, { num, dict: text.slice(start, end) });
      re.lastIndex = end;
    }
  }
  return out;
}

const ref = (dict: string, key: string): number | undefined => {
  const m = new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(dict);
  return m ? Number(m[1]) : undefined;
};

/** code (as hex, upper case) -> text, from a ToUnicode CMap. */
function parseCmap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string) => {
    let s = '';
    for (let i = 0; i < hex.length; i += 4) s += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
    return s;
  };
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const e of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(e[1].toUpperCase(), utf16(e[2]));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const e of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const lo = parseInt(e[1], 16);
      const hi = parseInt(e[2], 16);
      const width = e[1].length;
      const key = (n: number) => n.toString(16).toUpperCase().padStart(width, '0');
      if (e[3].startsWith('[')) {
        const items = [...e[3].matchAll(/<([0-9a-fA-F]+)>/g)].map((x) => x[1]);
        for (let c = lo; c <= hi && c - lo < items.length; c++) map.set(key(c), utf16(items[c - lo]));
      } else {
        const base = e[3].slice(1, -1);
        const last = parseInt(base.slice(-4), 16);
        for (let c = lo; c <= hi; c++) map.set(key(c), utf16(base.slice(0, -4) + (last + c - lo).toString(16).padStart(4, '0')));
      }
    }
  }
  return map;
}

function decodeHex(hex: string, cmap: Map<string, string> | undefined): string {
  const h = hex.replace(/\s+/g, '').toUpperCase();
  if (!cmap) throw new Error('text in a font without a ToUnicode map');
  let s = '';
  for (let i = 0; i < h.length; i += 4) {
    const code = h.slice(i, i + 4);
    const t = cmap.get(code);
    if (t === undefined) throw new Error(`code <${code}> not in the font's ToUnicode map`);
    s += t;
  }
  return s;
}

/** The text runs of a content stream: one string per Tj or TJ (a TJ's pieces joined). */
function runsOf(content: string, fonts: Map<string, Map<string, string> | undefined>): string[] {
  const runs: string[] = [];
  let font: Map<string, string> | undefined;
  const re = /\/([A-Za-z0-9]+)\s+[-\d.]+\s+Tf|\[((?:\s*(?:<[0-9a-fA-F\s]*>|[-\d.]+))*)\s*\]\s*TJ|<([0-9a-fA-F\s]*)>\s*Tj|\((?:[^()\\]|\\.)*\)\s*Tj/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(content))) {
    if (m[1] !== undefined) {
      if (!fonts.has(m[1])) throw new Error(`unknown font resource /${m[1]}`);
      font = fonts.get(m[1]);
    } else if (m[2] !== undefined) runs.push([...m[2].matchAll(/<([0-9a-fA-F\s]*)>/g)].map((x) => decodeHex(x[1], font)).join(''));
    else if (m[3] !== undefined) runs.push(decodeHex(m[3], font));
    else throw new Error('literal-string text is not what pdfkit writes for embedded fonts');
  }
  return runs;
}

export function readPdf(pdf: Buffer): PdfDocument {
  const head = pdf.subarray(0, 16).toString('latin1');
  const v = /^%PDF-(\d\.\d)/.exec(head);
  if (!v) throw new Error('not a PDF');
  if (!pdf.subarray(-32).toString('latin1').includes('%%EOF')) throw new Error('no %%EOF at the end');
  const objs = objects(pdf);
  const catalog = [...objs.values()].find((o) => /\/Type\s*\/Catalog/.test(o.dict));
  if (!catalog) throw new Error('no catalog');
  const pagesRoot = objs.get(ref(catalog.dict, 'Pages')!);
  if (!pagesRoot) throw new Error('no page tree');
  const kids = [.../\/Kids\s*\[([^\]]*)\]/.exec(pagesRoot.dict)![1].matchAll(/(\d+) 0 R/g)].map((k) => Number(k[1]));
  const cmapCache = new Map<number, Map<string, string> | undefined>();
  const fontCmap = (fontNum: number) => {
    if (!cmapCache.has(fontNum)) {
      const f = objs.get(fontNum)!;
      const tu = ref(f.dict, 'ToUnicode');
      cmapCache.set(fontNum, tu === undefined ? undefined : parseCmap(objs.get(tu)!.stream!.toString('latin1')));
    }
    return cmapCache.get(fontNum);
  };
  const pages: PdfPage[] = kids.map((k) => {
    const page = objs.get(k)!;
    if (!/\/Type\s*\/Page\b/.test(page.dict)) throw new Error(`kid ${k} is not a page`);
    const mediaBox = /\/MediaBox\s*\[([^\]]*)\]/
      .exec(page.dict)![1]
      .trim()
      .split(/\s+/)
      .map(Number);
    const resNum = ref(page.dict, 'Resources');
    const resources = resNum !== undefined ? objs.get(resNum)!.dict : page.dict;
    const fonts = new Map<string, Map<string, string> | undefined>();
    const fontDict = /\/Font\s*<<([\s\S]*?)>>/.exec(resources);
    if (fontDict) for (const f of fontDict[1].matchAll(/\/([A-Za-z0-9]+)\s+(\d+) 0 R/g)) fonts.set(f[1], fontCmap(Number(f[2])));
    const contents = ref(page.dict, 'Contents');
    const content = contents !== undefined ? objs.get(contents)!.stream!.toString('latin1') : '';
    return { mediaBox, runs: runsOf(content, fonts), content };
  });
  const fonts: PdfFont[] = [...objs.values()]
    .filter((o) => /\/Type\s*\/Font\b/.test(o.dict) && /\/Subtype\s*\/Type0/.test(o.dict))
    .map((o) => {
      const baseFont = /\/BaseFont\s*\/([^\s/>]+)/.exec(o.dict)![1];
      const descendant = /\/DescendantFonts\s*\[\s*(\d+) 0 R/.exec(o.dict);
      const cid = descendant ? objs.get(Number(descendant[1])) : undefined;
      const descriptor = cid ? objs.get(ref(cid.dict, 'FontDescriptor')!) : undefined;
      const file = descriptor ? ref(descriptor.dict, 'FontFile2') : undefined;
      return { baseFont, embedded: file !== undefined && (objs.get(file)?.stream?.length ?? 0) > 1000 };
    });
  const infoObj = objs.get(Number(/\/Info\s+(\d+) 0 R/.exec(pdf.toString('latin1'))?.[1]));
  return { version: v[1], pages, fonts, info: infoObj?.dict ?? '' };
}

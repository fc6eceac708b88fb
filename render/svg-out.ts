// The layout model as SVG text. Presentation attributes only (no CSS, no fonts, no scripts, no
// external references), so the sheet looks the same in browsers, editors and converters.
import { wedgePath } from './arcs';
import { boxLabel, crossLines, HIT_STROKE, type BoxItem, type Item, type Sheet } from './model';
import { STYLE } from './style';
import { FONT_FAMILY } from './text';
import { attrs, element, escapeXml, num } from './svg';

/** The two strokes that cross a box of damage, as path data. */
function crossPath(b: BoxItem): string {
  return crossLines(b)
    .map(([x1, y1, x2, y2]) => `M${num(x1)} ${num(y1)}L${num(x2)} ${num(y2)}`)
    .join('');
}

function itemSvg(item: Item, out: string[]): void {
  switch (item.kind) {
    case 'text': {
      const list: [string, string | number | undefined][] = [
        ['x', item.x],
        ['y', item.y],
        ['font-size', item.size],
        ['font-weight', item.bold ? 'bold' : undefined],
        ['fill', item.fill],
        ['data-role', item.role],
      ];
      // textLength makes any face as wide as the layout assumed (render/text.ts).
      if ([...item.text].length > 1) list.push(['textLength', item.width], ['lengthAdjust', 'spacingAndGlyphs']);
      out.push(`<text${attrs(list)}>${escapeXml(item.text)}</text>`);
      return;
    }
    case 'box':
      out.push(element('rect', [['class', 'box'], ['x', item.x], ['y', item.y], ['width', item.size], ['height', item.size], ['data-mark', item.mark], ['fill', item.mark === 'destroyed' ? STYLE.ink : undefined]]));
      if (item.mark === 'hit') out.push(element('path', [['class', 'hit'], ['d', crossPath(item)], ['fill', 'none'], ['stroke', STYLE.ink], ['stroke-width', HIT_STROKE]]));
      if (item.label !== undefined) {
        // A track value printed inside its box, centred (boxLabel gives the geometry).
        const t = boxLabel(item);
        out.push(`<text${attrs([['x', t.x], ['y', t.y], ['font-size', t.size], ['fill', STYLE.ink], ['stroke', 'none'], ['data-role', 'box-label']])}>${escapeXml(item.label)}</text>`);
      }
      return;
    case 'energy':
      out.push(element('circle', [['class', 'energy'], ['cx', item.cx], ['cy', item.cy], ['r', item.r], ['data-filled', item.filled ? 'true' : undefined], ['fill', item.filled ? STYLE.ink : undefined]]));
      return;
    case 'wedge': {
      const from = num(item.arc[0]);
      const to = num(item.arc[1]);
      const parts: string[] = [];
      if (item.dial) parts.push(element('circle', [['cx', item.cx], ['cy', item.cy], ['r', item.r], ['fill', STYLE.paper], ['stroke', STYLE.ink], ['stroke-width', 0.2]]));
      parts.push(
        element('path', [
          ['class', 'wedge'],
          ['data-for', item.for],
          ['data-arc-from', from],
          ['data-arc-to', to],
          ['d', wedgePath(item.cx, item.cy, item.r, item.arc)],
          ['fill', item.fill ?? STYLE.mid],
          ['stroke', STYLE.ink],
          ['stroke-width', item.dial ? 0.2 : 0.3],
          ['stroke-linejoin', 'round'],
        ]),
      );
      if (item.dial) {
        // The bow mark: a short tick inside the dial at the top.
        parts.push(element('line', [['x1', item.cx], ['y1', item.cy - item.r], ['x2', item.cx], ['y2', item.cy - item.r + 1], ['stroke', STYLE.ink], ['stroke-width', 0.35]]));
      }
      out.push(parts.length > 1 ? `<g class="arc">${parts.join('')}</g>` : parts[0]);
      return;
    }
    case 'rect':
      out.push(
        element('rect', [
          ['x', item.x],
          ['y', item.y],
          ['width', item.w],
          ['height', item.h],
          ['fill', item.fill ?? 'none'],
          ['stroke', item.stroke],
          ['stroke-width', item.stroke ? (item.strokeWidth ?? STYLE.stroke) : undefined],
        ]),
      );
      return;
    case 'line':
      out.push(element('line', [['x1', item.x1], ['y1', item.y1], ['x2', item.x2], ['y2', item.y2], ['stroke', item.stroke ?? STYLE.ink], ['stroke-width', item.strokeWidth ?? STYLE.stroke]]));
      return;
    case 'path':
      out.push(element('path', [['d', item.d], ['fill', item.fill ?? 'none'], ['stroke', item.stroke], ['stroke-width', item.stroke ? (item.strokeWidth ?? STYLE.stroke) : undefined]]));
      return;
    case 'group': {
      const list: [string, string | undefined][] = [];
      if (item.dx || item.dy) list.push(['transform', `translate(${num(item.dx)} ${num(item.dy)})`]);
      list.push(...item.attrs);
      // Boxes and energy points take their look from their track's group (a rating track's
      // numbered boxes too: without it they were drawn in SVG's default black fill).
      const cls = item.attrs.find(([k]) => k === 'class')?.[1];
      if (cls === 'boxes' || cls === 'structure' || cls === 'energy-track' || cls === 'track') {
        list.push(['fill', STYLE.paper], ['stroke', STYLE.ink], ['stroke-width', cls === 'energy-track' ? '0.22' : num(STYLE.stroke)]);
      }
      out.push(`<g${attrs(list)}>`);
      for (const child of item.items) itemSvg(child, out);
      out.push('</g>');
      return;
    }
  }
}

/** Space between pages when a sheet of several pages is drawn as one SVG, in mm. */
export const PAGE_GAP = 10;

/**
 * The sheet as one SVG document. A sheet of several pages has them one under the other, each on
 * its own paper (`<g class="page" data-page="N">`), PAGE_GAP apart; print it as PDF
 * (`drydock render --format pdf`) to get real pages.
 */
export function sheetToSvg(sheet: Sheet): string {
  const out: string[] = [];
  const n = sheet.pages.length;
  const totalH = n * sheet.height + (n - 1) * PAGE_GAP;
  out.push('<?xml version="1.0" encoding="UTF-8"?>');
  out.push(
    `<svg${attrs([
      ['xmlns', 'http://www.w3.org/2000/svg'],
      ['width', `${num(sheet.width)}mm`],
      ['height', `${num(totalH)}mm`],
      ['viewBox', `0 0 ${num(sheet.width)} ${num(totalH)}`],
      ['font-family', FONT_FAMILY],
      ['data-scale', num(sheet.scale)],
      ['data-columns', String(sheet.columns)],
      ['data-pages', String(n)],
      ...sheet.rootAttrs,
    ])}>`,
  );
  out.push(`<title>${escapeXml(sheet.title)}</title>`);
  sheet.pages.forEach((items, p) => {
    const dy = p * (sheet.height + PAGE_GAP);
    out.push(`<g${attrs([['class', 'page'], ['data-page', String(p + 1)], ['transform', dy ? `translate(0 ${num(dy)})` : undefined]])}>`);
    out.push(element('rect', [['width', sheet.width], ['height', sheet.height], ['fill', STYLE.paper]]));
    out.push(sheet.scale === 1 ? '<g class="sheet">' : `<g class="sheet" transform="scale(${num(sheet.scale)})">`);
    for (const item of items) itemSvg(item, out);
    out.push('</g>');
    out.push('</g>');
  });
  out.push('</svg>');
  return out.join('\n') + '\n';
}

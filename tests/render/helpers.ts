// Shared by the renderer's tests: the example ships compiled, and checks over the SVG tree and
// the layout model.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileFile } from '../../compiler/index';
import type { CompiledShip } from '../../compiler/types';
import { flatten, intersects, type BBox, type Sheet } from '../../render/index';
import { bare, excelsior, highGuard, hostile, leviathan, vudarCW } from './fixtures';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const EXAMPLES = path.join(ROOT, 'examples');

export function exampleFiles(): string[] {
  return fs
    .readdirSync(EXAMPLES)
    .filter((f) => f.endsWith('.ship'))
    .sort()
    .map((f) => path.join(EXAMPLES, f));
}

let cache: { file: string; ship: CompiledShip }[] | undefined;

/** Every ship of every example file, compiled (and checked to compile without errors). */
export function exampleShips(): { file: string; ship: CompiledShip }[] {
  if (cache) return cache;
  const out: { file: string; ship: CompiledShip }[] = [];
  for (const file of exampleFiles()) {
    const result = compileFile(file);
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    if (errors.length) throw new Error(`${path.basename(file)} does not compile: ${errors.map((e) => e.message).join('; ')}`);
    // The ships the file declares (a fleet's file also compiles those it names from imports).
    const own = result.program.files.get(path.resolve(file));
    for (const s of result.ships) if (s.unit === own) out.push({ file, ship: s.compiled });
  }
  return (cache = out);
}

/** Hand-built ships, named. */
export function fixtureShips(): { name: string; ship: CompiledShip }[] {
  return [
    { name: 'fixture-excelsior', ship: excelsior() },
    { name: 'fixture-highguard', ship: highGuard() },
    { name: 'fixture-vudar-cw', ship: vudarCW() },
    { name: 'fixture-hostile', ship: hostile() },
    { name: 'fixture-leviathan', ship: leviathan() },
    { name: 'fixture-bare-b5wars', ship: bare('b5wars') },
    { name: 'fixture-bare-sfb', ship: bare('sfb') },
  ];
}

function rectCircleDistance(r: BBox, cx: number, cy: number): number {
  const nx = Math.max(r.x, Math.min(cx, r.x + r.w));
  const ny = Math.max(r.y, Math.min(cy, r.y + r.h));
  return Math.hypot(nx - cx, ny - cy);
}

/**
 * Every geometric problem of a laid-out sheet: text over text, text over a box, an energy point
 * or a wedge, boxes over boxes, small arc dials over each other, anything off the page.
 */
export function geometryProblems(sheet: Sheet): string[] {
  return sheet.pages.flatMap((items, p) => pageProblems(sheet, items).map((m) => (sheet.pages.length > 1 ? `page ${p + 1}: ${m}` : m)));
}

function pageProblems(sheet: Sheet, items: Sheet['pages'][number]): string[] {
  const flat = flatten(items);
  const problems: string[] = [];
  const W = sheet.width / sheet.scale;
  const H = sheet.height / sheet.scale;
  const describe = (f: (typeof flat)[number]) => {
    const it = f.item;
    const where = `(${f.box.x.toFixed(2)},${f.box.y.toFixed(2)} ${f.box.w.toFixed(2)}x${f.box.h.toFixed(2)})`;
    return it.kind === 'text' ? `text "${it.text}" ${where}` : `${it.kind} ${where}`;
  };
  for (const f of flat) {
    const b = f.box;
    if (b.x < -1e-6 || b.y < -1e-6 || b.x + b.w > W + 1e-6 || b.y + b.h > H + 1e-6) problems.push(`off the page: ${describe(f)}`);
  }
  const texts = flat.filter((f) => f.item.kind === 'text');
  const marks = flat.filter((f) => f.item.kind === 'box' || f.item.kind === 'energy');
  const wedges = flat.filter((f) => f.item.kind === 'wedge');
  const dials = wedges.filter((f) => f.item.kind === 'wedge' && f.item.dial);
  for (let i = 0; i < texts.length; i++) {
    for (let j = i + 1; j < texts.length; j++) {
      if (intersects(texts[i].box, texts[j].box)) problems.push(`${describe(texts[i])} overlaps ${describe(texts[j])}`);
    }
    for (const m of marks) if (intersects(texts[i].box, m.box)) problems.push(`${describe(texts[i])} overlaps ${describe(m)}`);
    for (const w of wedges) {
      const r = w.box.w / 2;
      if (rectCircleDistance(texts[i].box, w.box.x + r, w.box.y + r) < r - 1e-6) problems.push(`${describe(texts[i])} overlaps ${describe(w)}`);
    }
  }
  // Boxes against boxes: sort by x to keep this fast on ships with thousands of boxes.
  const sorted = [...marks].sort((a, b) => a.box.x - b.box.x);
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length && sorted[j].box.x < sorted[i].box.x + sorted[i].box.w; j++) {
      if (intersects(sorted[i].box, sorted[j].box)) problems.push(`${describe(sorted[i])} overlaps ${describe(sorted[j])}`);
    }
  }
  for (let i = 0; i < dials.length; i++) {
    for (let j = i + 1; j < dials.length; j++) if (intersects(dials[i].box, dials[j].box)) problems.push(`${describe(dials[i])} overlaps ${describe(dials[j])}`);
    for (const m of marks) if (intersects(dials[i].box, m.box)) problems.push(`${describe(dials[i])} overlaps ${describe(m)}`);
  }
  return problems;
}

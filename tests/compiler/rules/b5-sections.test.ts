// B5-SECTIONS: a ship whose outer sections face their own arcs — six sections of 60°
// here — has them checked as a partition of the circle: no shared bearings, no gap, an arc on every
// outer section once one has one. Each finding is at the smallest range and says what to do.
import { describe, expect, it } from 'vitest';
import { compileOne } from '../../helpers/compile';
import { sixSections } from '../../helpers/six-sections';

const errors = (text: string) => compileOne(text).diagnostics.filter((d) => d.severity === 'error');
const at = (text: string, d: { span: { start: number; end: number } }) => text.slice(d.span.start, d.span.end);

describe('B5-SECTIONS: six outer sections facing their own arcs', () => {
  it('a clean partition checks clean and compiles each section with its arc', () => {
    const r = compileOne(sixSections());
    expect(r.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message)).toEqual([]);
    const arcs = Object.fromEntries(r.document.ships[0].sections!.map((s) => [s.name, s.arc]));
    expect(arcs).toEqual({ primary: undefined, fore: [330, 30], foreStarboard: [30, 90], aftStarboard: [90, 150], aft: [150, 210], aftPort: [210, 270], forePort: [270, 330] });
  });

  it('an overlap is reported at the later arc, with the shared bearings', () => {
    const text = sixSections({ foreStarboard: '20..90' });
    const e = errors(text);
    expect(e.map((d) => `${d.code}:${d.rule}`)).toEqual(['section-arc-overlap:B5-SECTIONS']);
    expect(at(text, e[0])).toBe('20..90');
    expect(e[0].message).toContain('Sections fore (330..30) and foreStarboard (20..90) both face 20..30 (10°)');
    expect(e[0].message).toContain('make one arc end where the other starts');
  });

  it('a gap is reported at the arc that ends where it starts, with a fix that widens it', () => {
    const text = sixSections({ aftStarboard: '90..140' });
    const e = errors(text);
    expect(e.map((d) => `${d.code}:${d.rule}`)).toEqual(['section-arc-gap:B5-SECTIONS']);
    expect(at(text, e[0])).toBe('90..140');
    expect(e[0].message).toContain('No section faces 140..150');
    expect(e[0].data?.fixes?.[0].edits[0].newText).toBe('90..150');
    const fixed = text.slice(0, e[0].span.start) + '90..150' + text.slice(e[0].span.end);
    expect(errors(fixed)).toEqual([]);
  });

  it('an outer section without an arc is reported at its name, the others still checked at once', () => {
    const text = sixSections({ aft: '', aftPort: '200..270' });
    const e = errors(text);
    expect(e.map((d) => `${d.code}:${at(text, d)}`)).toEqual(['section-arc-gap:90..150', 'section-arc-missing:aft']);
    expect(e[1].message).toContain('Add `arc: from..to` to section aft');
  });

  it('allow B5-SECTIONS accepts an off layout, and it compiles as written', () => {
    const r = compileOne(sixSections({ foreStarboard: '20..90' }, '  allow B5-SECTIONS "the printed SSD overlaps these arcs"\n'));
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(r.document.ships[0].sections!.find((s) => s.name === 'foreStarboard')!.arc).toEqual([20, 90]);
  });

  it('ships whose sections state no arc are not touched', () => {
    const r = compileOne(sixSections({ fore: '', foreStarboard: '', aftStarboard: '', aft: '', aftPort: '', forePort: '' }));
    expect(r.diagnostics.filter((d) => d.rule === 'B5-SECTIONS')).toEqual([]);
  });
});

// SemanticModel.prepareFile: a file's symbols built a few declarations at a time (the language
// server does so after each check) are the ones `file` builds at once, and `file` finishes a
// build that prepareFile began.
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileFiles } from '../../compiler/index';
import type { Occurrence } from '../../compiler/semantic';
import { generateBigFile } from '../../bench/fleet';

const FILE = path.resolve('/nonexistent-drydock-test/steps.ship');
const text = generateBigFile(3000);

function compiled() {
  const r = compileFiles([{ path: FILE, text }], { host: { readFile: () => undefined } });
  return { semantic: r.semantic, unit: r.program.files.get(FILE)! };
}

const key = (o: Occurrence) => [o.kind, o.name, o.span.start, o.span.end, o.key ?? '', !!o.decl, o.def ? `${o.def.file}:${o.def.span.start}` : ''].join('|');

describe('symbols built in steps', () => {
  const whole = (() => {
    const { semantic, unit } = compiled();
    return semantic.file(unit).occurrences.map(key);
  })();

  it('are the symbols built at once, over many steps', () => {
    const { semantic, unit } = compiled();
    let stops = 0;
    while (!semantic.prepareFile(unit, () => true)) stops++;
    expect(stops).toBeGreaterThan(3);
    expect(semantic.prepareFile(unit, () => true)).toBe(true);
    expect(semantic.file(unit).occurrences.map(key)).toEqual(whole);
    expect(whole.length).toBeGreaterThan(1000);
  });

  it('are finished by `file` when a build in steps was stopped', () => {
    const { semantic, unit } = compiled();
    expect(semantic.prepareFile(unit, () => true)).toBe(false);
    const f = semantic.file(unit);
    expect(f.occurrences.map(key)).toEqual(whole);
    expect(semantic.prepareFile(unit, () => true)).toBe(true);
    expect(semantic.file(unit)).toBe(f);
    // Any offset answers as in the symbols built at once.
    const at = f.occurrences[f.occurrences.length >> 1];
    expect(f.at(at.span.start)).toBe(at);
  });
});

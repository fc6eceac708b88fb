// The streaming check (compiler/stream-check.ts: what `drydock check` runs, one declaration at a
// time) must report exactly what a compile of the whole files reports: same diagnostics, same
// order. Compared on every example and fixture, on generated files that put declarations in
// every order (bases after their variants, system types and arcs after their use, `ruleset` and
// `rules` late, duplicates, syntax errors), and on the benchmark fleet with errors put in.
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileFiles } from '../../compiler/index';
import { declarations, streamCheck } from '../../compiler/stream-check';
import { CHECK_COMPILE_OPTIONS } from '../../cli/check';
import { parse } from '../../grammar/index';
import { generateFleet } from '../../bench/fleet';
import { ROOT } from '../helpers/compile';
import { carrier, SHUTTLEPOD } from '../helpers/flight-ship';

function shipFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? shipFiles(path.join(dir, e.name)) : e.name.endsWith('.ship') ? [path.join(dir, e.name)] : [],
  );
}

const diskFiles = [...shipFiles(path.join(ROOT, 'examples')), ...shipFiles(path.join(ROOT, 'tests', 'fixtures'))];

/** Diagnostics of the whole-file compile and of the streaming check, and how many files streamed. */
function both(paths: string[], host?: { readFile(f: string): string | undefined }, root?: string) {
  const files = paths.map((p) => ({ path: p }));
  const whole = compileFiles(files, { host, root, releaseSyntax: true });
  const streamed = compileFiles(files, { host, root, ...CHECK_COMPILE_OPTIONS });
  return {
    whole: JSON.stringify(whole.diagnostics, null, 1),
    streamed: JSON.stringify(streamed.diagnostics, null, 1),
    count: streamCheck(files, host, root).done.units.size,
  };
}

function memory(texts: Record<string, string>) {
  const root = '/mem';
  const abs = Object.fromEntries(Object.entries(texts).map(([k, v]) => [path.join(root, k), v]));
  return both(Object.keys(abs), { readFile: (f) => abs[f] }, root);
}

/** A small deterministic generator (mulberry32), so a failure names its seed. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The top-level declarations of every example and fixture that imports nothing, as texts, by ruleset. */
const declTexts: Record<'b5wars' | 'sfb', string[]> = { b5wars: [], sfb: [] };
for (const f of diskFiles) {
  const text = readFileSync(f, 'utf8');
  if (text.includes('import')) continue;
  const ruleset = /^\s*ruleset\s+sfb\b/m.test(text) ? 'sfb' : 'b5wars';
  for (const d of parse(text, f).ast.decls) if (d.kind !== 'ruleset' && d.kind !== 'import') declTexts[ruleset].push(text.slice(d.span.start, d.span.end));
}

const EXTRAS = [
  '// a comment between declarations\n',
  '/// A documented ship.\n',
  '/* a block\ncomment */\n',
  'rules { ionicRefresh: 2 }\n',
  'arc FA = 300..60\n',
  'arc Wide = 270..90\n',
  'system phaser extends ion { }\n',
  'ship Broken { power: }\n',
  'ship Late extends Excelsior { points: 900 }\n',
  'ruleset sfb\n',
  'ruleset b5wars\n',
  'ship Unclosed {\n  power: 4\n',
  'ship „Quoted” { }\n',
  SHUTTLEPOD,
  'flight Pod2 extends NXShuttlepod { points: 20 }\n',
  carrier('capacity: 4  fighters: 2  craft: Pod2'),
];

function generated(seed: number): string {
  const random = rng(seed);
  const ruleset = random() < 0.5 ? 'b5wars' : 'sfb';
  const pool = declTexts[ruleset];
  const parts: string[] = [];
  if (random() < 0.85) parts.push(`ruleset ${ruleset}\n`);
  const n = 2 + Math.floor(random() * 8);
  for (let i = 0; i < n; i++) {
    parts.push(pool[Math.floor(random() * pool.length)] + '\n');
    if (random() < 0.2) parts.push(EXTRAS[Math.floor(random() * EXTRAS.length)]);
  }
  // Shuffle some of the time: variants before their bases, types and arcs after their use.
  if (random() < 0.6)
    for (let i = parts.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [parts[i], parts[j]] = [parts[j], parts[i]];
    }
  return parts.join('\n');
}

describe('the streaming check reports exactly what a whole-file compile reports', () => {
  it('on every example and fixture, one file at a time', () => {
    let streamed = 0;
    for (const f of diskFiles) {
      const r = both([f]);
      expect(r.streamed, path.relative(ROOT, f)).toBe(r.whole);
      streamed += r.count;
    }
    // Most files that import nothing are streamed (broken fixtures go the whole-file way).
    expect(streamed).toBeGreaterThan(40);
  });

  it('on each folder at once (files that import others, files imported)', () => {
    const byDir = new Map<string, string[]>();
    for (const f of diskFiles) byDir.set(path.dirname(f), [...(byDir.get(path.dirname(f)) ?? []), f]);
    for (const [dir, group] of byDir) {
      const r = both(group);
      expect(r.streamed, path.relative(ROOT, dir)).toBe(r.whole);
    }
  });

  it('on 400 generated files of declarations in every order, with late rulesets, rules, duplicates and errors', () => {
    let streamed = 0;
    let whole = 0;
    for (let seed = 1; seed <= 400; seed++) {
      const r = memory({ 'gen.ship': generated(seed) });
      expect(r.streamed, `seed ${seed}`).toBe(r.whole);
      if (r.count) streamed++;
      else whole++;
    }
    // Both ways were taken often enough to mean something.
    expect(streamed).toBeGreaterThan(60);
    expect(whole).toBeGreaterThan(60);
  });

  it('on the benchmark fleet, clean and with errors put in', () => {
    const fleet = generateFleet(30);
    const clean = memory({ 'b5.ship': fleet.b5wars, 'sfb.ship': fleet.sfb });
    expect(clean.count).toBe(2);
    expect(clean.streamed).toBe(clean.whole);
    // Clean: nothing but the examples' allowed findings.
    expect((JSON.parse(clean.streamed) as { severity: string; data?: { allowed?: boolean } }[]).filter((d) => !(d.severity === 'info' && d.data?.allowed === true))).toEqual([]);
    // An unknown property, a wrong value and a base declared after its variant: still streamed.
    const b5 =
      fleet.b5wars.replace('points: 900', 'points: lots').replace(/(ship Miranda_9 \{)/, '$1\n  warpCore: 3') +
      '\nship Variant_x extends Base_x { points: 10 }\nship Base_x extends Miranda_3 { }\n';
    const broken = memory({ 'b5.ship': b5, 'sfb.ship': fleet.sfb });
    expect(broken.streamed).toBe(broken.whole);
    expect(JSON.parse(broken.streamed).length).toBeGreaterThan(0);
    expect(broken.count).toBe(2);
    // A syntax error halfway: that file is compiled whole, the other still streamed.
    const syntax = memory({ 'b5.ship': fleet.b5wars.replace(/(ship Miranda_12 \{)/, '$1\n  power: : 3'), 'sfb.ship': fleet.sfb });
    expect(syntax.streamed).toBe(syntax.whole);
    expect(syntax.count).toBe(1);
  });

  it('streams files with flights: a hangar naming a flight further down, variants, errors in flights', () => {
    const variant = 'flight HeavyPod extends NXShuttlepod { points: 18 }\n';
    const cases: Record<string, string> = {
      // The carrier comes first: it waits for the flight its hangar names.
      'flight after the ship': `ruleset b5wars\n${carrier('capacity: 6  fighters: 6  craft: NXShuttlepod')}\n${SHUTTLEPOD}`,
      'flight before the ship': `ruleset b5wars\n${SHUTTLEPOD}\n${carrier('capacity: 4  fighters: 6  craft: HeavyPod')}\n${variant}`,
      'a variant before its base, a wrong value': `ruleset b5wars\n${variant}${carrier('fighters: 2  craft: NXShuttlepod')}${SHUTTLEPOD.replace('structure: 6', 'structure: lots')}`,
      'an unknown flight, a flight that extends nothing': `ruleset b5wars\n${SHUTTLEPOD}flight Lost extends Nowhere { }\n${carrier('fighters: 2  craft: NXShuttlepd')}`,
      'a flight in an sfb file': `ruleset sfb\n${SHUTTLEPOD}`,
    };
    for (const [what, text] of Object.entries(cases)) {
      const r = memory({ 'flights.ship': text });
      expect(r.streamed, what).toBe(r.whole);
      // Streamed, not sent the whole-file way (before, any flight sent the file whole).
      expect(r.count, what).toBe(1);
    }
    // The cases have something to compare: diagnostics of the flights themselves among them.
    const codes = Object.values(cases).flatMap((t) => JSON.parse(memory({ 'f.ship': t }).whole).map((d: { code: string }) => d.code));
    expect(codes).toEqual(expect.arrayContaining(['hangar-over-capacity', 'unknown-flight', 'flight-ruleset']));
    // A ship that lists the flights (an unknown one, "did you mean") before one is declared: the
    // list would change, so that file goes the whole-file way, with the same diagnostics.
    const late = memory({ 'late.ship': `ruleset b5wars\n${carrier('fighters: 2  craft: NXShuttlepd')}${SHUTTLEPOD}` });
    expect(late.streamed).toBe(late.whole);
    expect(late.count).toBe(0);
  });

  it('keeps nothing of the ships: models, ships and the document are empty', () => {
    const r = compileFiles([{ path: path.join(ROOT, 'examples', 'excelsior.ship') }], CHECK_COMPILE_OPTIONS);
    expect(r.models).toEqual([]);
    expect(r.ships).toEqual([]);
    expect(r.document.ships).toEqual([]);
    expect(r.program.files.get(path.join(ROOT, 'examples', 'excelsior.ship'))!.text.length).toBeGreaterThan(0);
  });
});

describe('the quick pass over a file finds what the parser declares', () => {
  /** Names declared at the top level and how often, and how many ships extend each name, from the parse. */
  function parsed(text: string) {
    const declared = new Map<string, number>();
    const extendedBy = new Map<string, number>();
    const { ast, diagnostics } = parse(text, '/mem/gen.ship');
    for (const d of ast.decls) {
      if (d.kind !== 'ship' && d.kind !== 'system' && d.kind !== 'arcDecl' && d.kind !== 'flight' && d.kind !== 'fleet') continue;
      declared.set(d.name.name, (declared.get(d.name.name) ?? 0) + 1);
      if (d.kind === 'ship' && d.base) extendedBy.set(d.base.name, (extendedBy.get(d.base.name) ?? 0) + 1);
    }
    return { declared, extendedBy, clean: diagnostics.length === 0 };
  }

  it('on every example and fixture that parses, and on generated files with braces, quotes and slashes in strings and comments', () => {
    // Inside braces the pass jumps from one string, comment or brace to the next: these put
    // each of them where it must not count.
    const tricky = [
      '/// A ship with { and } and " in its doc comment\n',
      '// } a stray brace in a line comment\n',
      '/* { ship Hidden { } */\n',
      'ship Slashes { rangePenalty: 1/2  notes: "a } brace, a // and a /* in a string" }\n',
      'ship Nested { section fwd { deflector DF { value: 2 } } }\n',
      'ship Escaped { notes: "a \\" quote, then }" }\n',
      'ship Opens { notes: "an open { brace"  points: 3 }\n',
      'ship Commented { /* an open { brace */ points: 3  // and {\n}\n',
    ];
    let checked = 0;
    const texts = diskFiles.map((f) => readFileSync(f, 'utf8'));
    for (let seed = 1; seed <= 200; seed++) {
      const random = rng(seed);
      const parts = generated(seed).split('\n\n');
      for (const t of tricky) if (random() < 0.4) parts.splice(Math.floor(random() * (parts.length + 1)), 0, t);
      texts.push(parts.join('\n\n'));
    }
    for (const text of texts) {
      const want = parsed(text);
      // The pass does not look for comments inside a declaration's header (`ship /* x */ Name`):
      // a miscount there is caught by streamUnit's checks, which send the file the ordinary way.
      if (!want.clean || /^\s*(ship|system|arc|flight|fleet)\b[^{\n]*\/[*/]/m.test(text)) continue;
      const got = declarations(text);
      expect(got.declared, text.slice(0, 200)).toEqual(want.declared);
      expect(got.extendedBy, text.slice(0, 200)).toEqual(want.extendedBy);
      checked++;
    }
    expect(checked).toBeGreaterThan(150);
  });
});

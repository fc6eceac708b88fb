// Property-based test: generated ships (random properties, blocks, values, layout and comments)
// format idempotently, keep every comment and every `///` documentation, and compile to the same
// document with the same diagnostics.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commentTexts, compiledWithoutSource, diagnosticCodes, docTexts, formatShip, hasSyntaxErrors } from './helpers';

// Its work grows with the corpus (or is deliberately large), so a loaded machine can take longer
// than the default 30 s; this is a bound against hangs, not a timing assertion.
const HEAVY = 180_000;

// ---- layout: what goes between two tokens ------------------------------------------------------

/** A gap filler: `free` may break lines and hold any comment; `same` stays on the line. */
interface Gap {
  free: string;
  same: string;
}

const gap: fc.Arbitrary<Gap> = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(' ', '  ', '\n', '\n  ', '\t').map((s) => ({ free: s, same: s.includes('\n') ? ' ' : s })) },
  { weight: 3, arbitrary: fc.constantFrom('\n\n', '\n\n\n  ').map((s) => ({ free: s, same: ' ' })) },
  { weight: 2, arbitrary: fc.constantFrom(' /* c */ ', '/*x*/ ', ' /* a */ /* b */ ').map((s) => ({ free: s, same: s })) },
  { weight: 2, arbitrary: fc.constantFrom(' // note\n', '  // note x 2\n  ', '\n// own line\n').map((s) => ({ free: s, same: ' ' })) },
  { weight: 1, arbitrary: fc.constantFrom('\n/// documented\n', '\n/// one\n/// two\n', ' /// not a doc\n').map((s) => ({ free: s, same: ' ' })) },
  { weight: 1, arbitrary: fc.constantFrom('\n/* own\n   multi-line */\n', '\n\n// after a blank\n\n').map((s) => ({ free: s, same: ' ' })) },
);

// ---- structure -----------------------------------------------------------------------------------

/** A piece of source: a token, or a gap that must keep the next token on the same line. */
type Piece = string | { gap: 'free' | 'same' | 'line' };
const F: Piece = { gap: 'free' };
const S: Piece = { gap: 'same' };
const L: Piece = { gap: 'line' }; // a gap with at least one line break

const digits = fc.integer({ min: 0, max: 400 }).map(String);
const decimal = fc.tuple(fc.integer({ min: 0, max: 99 }), fc.constantFrom('0', '5', '25', '50')).map(([a, b]) => `${a}.${b}`);
const numberText = fc.oneof(digits, decimal, digits.map((d) => `00${d}`));
const identValue = fc.constantFrom('large', 'medium', 'light', 'all', 'FA', 'FX', 'structure', 'primary', 'DF');
const stringValue = fc
  .array(fc.constantFrom('a', 'B', ' ', '-', '\\"', '\\\\', '\\t', '+', '2d10'), { maxLength: 6 })
  .map((parts) => `"${parts.join('')}"`);

const scalarPieces: fc.Arbitrary<Piece[]> = fc.oneof(
  numberText.map((n): Piece[] => [n]),
  fc.tuple(fc.constantFrom('+', '-'), numberText).map(([sign, n]): Piece[] => [sign, S, n]),
  fc.tuple(fc.constantFrom('', '-', '+'), digits, digits).map(([sign, a, b]): Piece[] => [sign, a, S, '/', S, b]),
  fc.tuple(fc.constantFrom('', '', '-'), digits, digits).map(([sign, a, b]): Piece[] => [sign, a, S, '..', S, b]),
  fc.array(digits, { minLength: 2, maxLength: 4 }).map((ts): Piece[] => ts.flatMap((t, i): Piece[] => (i ? [S, '+', S, t] : [t]))),
  stringValue.map((s): Piece[] => [s]),
  identValue.map((s): Piece[] => [s]),
  fc.constantFrom('true', 'false').map((s): Piece[] => [s]),
);

const valuePieces: fc.Arbitrary<Piece[]> = fc.oneof(
  { weight: 5, arbitrary: scalarPieces },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.array(scalarPieces, { maxLength: 7 }), fc.boolean()).map(([items, trailingComma]) => [
      '[',
      F,
      ...items.flatMap((it, i) => (i ? [F, ',', F, ...it] : it)),
      ...(trailingComma && items.length ? [F, ','] : []),
      F,
      ']',
    ]),
  },
);

const propertyKey = fc.constantFrom('name', 'points', 'power', 'thrust', 'armor', 'boxes', 'arc', 'value', 'structure', 'stores', 'allowance');
const property: fc.Arbitrary<Piece[]> = fc.tuple(propertyKey, fc.boolean(), valuePieces).map(([k, spaced, v]) => [k, spaced ? F : '', ':', S, ...v]);
const hitEntry: fc.Arbitrary<Piece[]> = fc
  .tuple(fc.integer({ min: 1, max: 20 }), fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }), identValue)
  .map(([a, b, v]) => (b === undefined ? [String(a), ':', S, v] : [String(a), S, '..', S, String(b), ':', S, v]));

const systemKind = fc.constantFrom('deflector', 'reactor', 'nacelle', 'weapon', 'impulseThruster', 'shieldGenerator', 'cloakingDevice');
const ids = fc.array(fc.constantFrom('A', 'B', 'C1', 'DF', 'X2', 'P1', 'P2', 'Q'), { minLength: 0, maxLength: 5 });

/** A member that must share the line of what precedes it (a `rules { }` block inside a ship). */
const GLUED = '\u0000glued';

function body(members: Piece[][]): Piece[] {
  // Members are separated by a line break when a bare block precedes, otherwise by any gap.
  const sep = (m: Piece[], prev: Piece[] | undefined): Piece[] => {
    if (m[0] === GLUED) return [S];
    return prev === undefined ? [F] : [bare(prev) ? L : F];
  };
  const strip = (m: Piece[]) => (m[0] === GLUED ? m.slice(1) : m);
  return ['{', ...members.flatMap((m, i) => [...sep(m, members[i - 1]), ...strip(m)]), F, '}'];
}
const bare = (m: Piece[]) => m.length === 1;

const systemBlock: fc.Arbitrary<Piece[]> = fc
  .tuple(systemKind, ids, fc.option(fc.array(property, { maxLength: 5 }), { nil: null }))
  .map(([kind, idList, props]) => {
    const head: Piece[] = [kind, ...idList.flatMap((id, i) => (i ? [F, ',', F, id] : [S, id]))];
    if (props === null) return idList.length ? head : [kind];
    return [...head, F, ...body(props)];
  });
const shields: fc.Arbitrary<Piece[]> = fc
  .array(fc.tuple(fc.constantFrom('fore', 'aft', 'port', 'starboard', 'all'), digits), { maxLength: 4 })
  .map((ps) => ['shields', F, ...body(ps.map(([k, v]) => [k, ':', S, v]))]);
const hits: fc.Arbitrary<Piece[]> = fc.array(hitEntry, { maxLength: 5 }).map((es) => ['hits', F, ...body(es)]);
const section: fc.Arbitrary<Piece[]> = fc
  .tuple(fc.constantFrom('forward', 'aft', 'primary'), fc.array(fc.oneof(property, systemBlock, hits), { maxLength: 5 }))
  .map(([name, members]) => ['section', S, name, F, ...body(members)]);
const allow: fc.Arbitrary<Piece[]> = fc.constantFrom('SSD-5', 'ST-SH-1', 'H93.12').map((rule) => ['allow', S, rule, F, '"as printed"']);
const remove: fc.Arbitrary<Piece[]> = ids.filter((l) => l.length > 0).map((l) => ['remove', ...l.flatMap((id, i) => (i ? [F, ',', F, id] : [S, id]))]);
const rulesBlock: fc.Arbitrary<Piece[]> = fc
  .array(fc.tuple(fc.constantFrom('fractionalAccounting', 'arcExtensionPowerFactor'), fc.constantFrom('true', '2')), { maxLength: 2 })
  .map((ps) => [GLUED, 'rules', F, ...body(ps.map(([k, v]) => [k, ':', S, v]))]);
const shipMember = fc.oneof(
  { weight: 4, arbitrary: property },
  { weight: 3, arbitrary: systemBlock },
  { weight: 1, arbitrary: shields },
  { weight: 1, arbitrary: section },
  { weight: 1, arbitrary: fc.oneof(allow, remove, rulesBlock) },
);

const ship: fc.Arbitrary<Piece[]> = fc
  .tuple(fc.constantFrom('Alpha', 'Beta', 'Gamma'), fc.boolean(), fc.array(shipMember, { maxLength: 8 }))
  .map(([name, variant, members]) => [
    'ship',
    S,
    name,
    ...(variant ? [F, 'extends', S, 'Base'] : []),
    F,
    ...body([['name', ':', S, `"${name}"`], ['size', ':', S, 'medium'], ...members]),
  ]);
const base: Piece[] = ['ship', S, 'Base', F, ...body([['size', ':', S, 'light'], ['points', ':', S, '100']])];

const systemDecl: fc.Arbitrary<Piece[]> = fc
  .tuple(systemKind, fc.array(property, { maxLength: 3 }))
  .map(([kind, props]) => ['system', S, 'Heavy', F, 'extends', S, kind, F, ...body(props)]);
const rulesDecl: fc.Arbitrary<Piece[]> = rulesBlock.map((r) => r.slice(1));

const file: fc.Arbitrary<Piece[]> = fc
  .tuple(fc.boolean(), fc.array(ship, { minLength: 1, maxLength: 3 }), fc.boolean(), fc.option(systemDecl, { nil: null }), fc.option(rulesDecl, { nil: null }))
  .map(([rulesetFirst, ships, arc, system, rules]) => {
    const ruleset: Piece[] = ['ruleset', S, 'b5wars'];
    const decls: Piece[][] = [base, ...ships.map((s, i) => s.map((p) => (p === 'Alpha' || p === 'Beta' || p === 'Gamma' ? `${p}${i}` : p)))];
    if (arc) decls.push(['arc', S, 'FWD', F, '=', S, '300', S, '..', S, '60']);
    if (system) decls.splice(1, 0, system);
    if (rules) decls.unshift(rules);
    if (rulesetFirst) decls.unshift(ruleset);
    else decls.push(ruleset);
    return [F, ...decls.flatMap((d, i) => (i ? [L, ...d] : d)), F];
  });

function render(pieces: Piece[], gaps: Gap[]): string {
  let i = 0;
  let out = '';
  for (const p of pieces) {
    if (typeof p === 'string') {
      out += p;
      continue;
    }
    const g = gaps[i++ % gaps.length];
    if (p.gap === 'same') out += g.same;
    else if (p.gap === 'line') out += g.free.includes('\n') ? g.free : `${g.free}\n`;
    else out += g.free;
  }
  return out;
}

const source = fc.tuple(file, fc.array(gap, { minLength: 1, maxLength: 200 })).map(([pieces, gaps]) => render(pieces, gaps));
const options = fc.record({ printWidth: fc.integer({ min: 30, max: 120 }), useTabs: fc.boolean(), tabWidth: fc.constantFrom(2, 4) });

describe('formatting generated ships', () => {
  it('is idempotent, keeps comments and docs, and never changes the compiled document', async () => {
    let valid = 0;
    await fc.assert(
      fc.asyncProperty(source, options, async (text, opts) => {
        fc.pre(!hasSyntaxErrors(text));
        valid++;
        const file = '/virtual/generated.ship';
        const out = await formatShip(text, { ...opts, filepath: file });
        expect(hasSyntaxErrors(out)).toBe(false);
        expect(await formatShip(out, { ...opts, filepath: file })).toBe(out);
        expect(commentTexts(out)).toEqual(commentTexts(text));
        expect(docTexts(out)).toEqual(docTexts(text));
        expect(compiledWithoutSource(out, file)).toEqual(compiledWithoutSource(text, file));
        expect(diagnosticCodes(out, file)).toEqual(diagnosticCodes(text, file));
      }),
      { numRuns: Number(process.env.FORMAT_FC_RUNS ?? 300), maxSkipsPerRun: 20 },
    );
    if (process.env.FORMAT_FC_DEBUG) console.log('valid generated files:', valid);
    expect(valid).toBeGreaterThan(100);
  }, HEAVY);
});

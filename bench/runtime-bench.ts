// Rules-interpreter benchmarks (loaded by bench/run.ts):
// - b5wars damage resolution through Game.apply (validation, number checks, segment check,
//   projection choice, absorption, result object) in actions per second, with 1, 10 and 100
//   ships in the game;
// - a full sfb turn on the High Guard CZ and the Vudar DW of examples/ (turn, allocate, draw, arm,
//   fire, ew, drawBattery, damageSystem and repairSystem), in turns and actions per second, with
//   1, 10 and 100 pairs.
// Both against a same-run plain-JS baseline (bench/runtime-baselines.ts): a hand-written loop
// that, per action, finds the ship's state and the compiled ship by handle, finds the projection
// or system records the action names by name (the compiled system through a Map made once per
// ship), does the action's arithmetic and its guarding checks on a JSON copy of the same state,
// and returns a new result object, which the loop stores in an array slot so that it is not
// optimised away. Before timing, the bench checks that it gives Game.apply's results, action for
// action. Targets: Game.apply / plain >= 0.25 (damage) and >= 0.1 (sfb); cost per action flat
// (<= 1.2) from 1 to 100 ships or pairs; and, for sfb, >= 3x the engine before it was made flat
// (`legacyApply`, below).
import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileFile } from '../compiler/index';
import type { CompiledShip } from '../compiler/types';
import { createGame, type Game } from '../runtime/index';
import { refreshIonic } from '../runtime/sfb/ionic-capacitor';
import type { SfbShipState } from '../runtime/sfb/state';
import { checkBaseline, plainDamage, plainSfb } from './runtime-baselines';
import { median } from './stats';

/** Targets (docs/performance.md §3): Game.apply over the same-run plain-JS loop of runtime-baselines.ts. */
const DAMAGE_TARGET = 0.25;
const SFB_TARGET = 0.1;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function ship(file: string, name: string): CompiledShip {
  const r = compileFile(path.join(ROOT, 'examples', file));
  const s = r.document.ships.find((x) => x.name === name);
  if (!s || r.diagnostics.some((d) => d.severity === 'error')) throw new Error(`examples/${file}: ${name} does not compile`);
  return JSON.parse(JSON.stringify(s)) as CompiledShip;
}

const fmtRate = (x: number) => (x >= 1e6 ? `${(x / 1e6).toFixed(2)}M/s` : `${Math.round(x).toLocaleString('en')}/s`);

// ---- b5wars damage ------------------------------------------------------------------------------

const BEARINGS = Array.from({ length: 360 }, (_, k) => (k * 37) % 360);

/** A game of `n` Excelsiors at turn 1, fire segment, shields full. */
function damageGame(exc: CompiledShip, n: number): { game: Game; handles: string[] } {
  const ships: Record<string, CompiledShip> = {};
  for (let k = 0; k < n; k++) ships[`s${k}`] = exc;
  const game = createGame({ ships, seed: 1 });
  game.apply({ type: 'turn' });
  const handles = Object.keys(ships);
  const first = game.apply({ type: 'damage', ship: handles[0], bearing: 0, amount: 0 });
  if (!first.ok) throw new Error(`damage refused: ${first.error}`);
  return { game, handles };
}

/**
 * Plays `players` round by round: each round measures every player once for about `ms`; returns
 * each player's rates. Measured this way, not one after the other, a drift of the machine's speed
 * over seconds (other work, the JIT settling, the CPU's clock) does not show up as a ratio.
 */
function interleaved(players: ((ms: number) => number)[], rounds: number, ms: (k: number) => number): number[][] {
  for (const p of players) p(300);
  const rates = players.map(() => [] as number[]);
  for (let r = 0; r < rounds; r++) players.forEach((p, k) => rates[k]!.push(p(ms(k))));
  return rates;
}

/** A player of `step(i)` in batches of 1000: runs for about `ms`, returns steps per second. */
function stepper(step: (i: number) => void): (ms: number) => number {
  let i = 0;
  return (ms) => {
    let n = 0;
    const t0 = performance.now();
    let t = t0;
    do {
      for (let k = 0; k < 1000; k++) step(i++);
      n += 1000;
      t = performance.now();
    } while (t - t0 < ms);
    return n / ((t - t0) / 1000);
  };
}

/** The median over rounds of a's rate over b's, both measured in each round. */
const ratioByRound = (a: number[], b: number[]) => median(a.map((x, r) => x / b[r]!));

function damageBench(exc: CompiledShip, line: (s: string) => void) {
  // The baseline gives the engine's results, action for action (bearings round the ship twice,
  // the projections spent on the way).
  const stream = Array.from({ length: 720 }, (_, i) => ({ type: 'damage', ship: 's0', bearing: BEARINGS[i % 360]!, amount: 1 }));
  checkBaseline(() => damageGame(exc, 1).game, (g) => plainDamage(g.ships, g.save().ships) as (a: Record<string, unknown>) => { ok: boolean }, stream);
  const sizes = [1, 10, 100];
  // Results are kept in a ring, so that neither side's result object can be optimised away.
  const sink: unknown[] = new Array(64).fill(null);
  const players = sizes.flatMap((n) => {
    const { game, handles } = damageGame(exc, n);
    const plain = plainDamage(game.ships, damageGame(exc, n).game.save().ships);
    const make = (apply: (a: { type: string; ship: string; bearing: number; amount: number }) => { ok: unknown; error?: unknown }) => {
      const action = { type: 'damage', ship: handles[0]!, bearing: 0, amount: 1 };
      return stepper((i) => {
        action.ship = handles[i % handles.length]!;
        action.bearing = BEARINGS[i % 360]!;
        const r = apply(action);
        if (r.ok !== true) throw new Error(`damage refused: ${String(r.error)}`);
        sink[i & 63] = r;
      });
    };
    return [make((a) => game.apply(a)), make(plain)];
  });
  const rates = interleaved(players, 7, () => 200);
  const scale = sizes.map((n, k) => ({
    ships: n,
    actionsPerSecond: Math.round(median(rates[2 * k]!)),
    baselinePerSecond: Math.round(median(rates[2 * k + 1]!)),
    ratio: +ratioByRound(rates[2 * k]!, rates[2 * k + 1]!).toFixed(3),
  }));
  const one = scale[0]!;
  const worst = Math.min(...scale.map((s) => s.ratio));
  const growth = +ratioByRound(rates[0]!, rates[2 * (sizes.length - 1)]!).toFixed(2);
  const plainGrowth = +ratioByRound(rates[1]!, rates[2 * (sizes.length - 1) + 1]!).toFixed(2);
  line(
    `  b5wars damage through Game.apply: ${fmtRate(one.actionsPerSecond)}; plain JS loop, same look-ups and arithmetic: ${fmtRate(one.baselinePerSecond)}; API/baseline = ${one.ratio.toFixed(3)} (target >= ${DAMAGE_TARGET}: ${worst >= DAMAGE_TARGET ? 'met' : 'MISSED'})`,
  );
  line(`    with 1 / 10 / 100 ships in the game: ${scale.map((s) => fmtRate(s.actionsPerSecond)).join(' / ')}; baseline ${scale.map((s) => fmtRate(s.baselinePerSecond)).join(' / ')}; API/baseline ${scale.map((s) => s.ratio.toFixed(3)).join(' / ')}`);
  line(`    cost per action, 100 ships / 1 ship: ${growth.toFixed(2)} (plain ${plainGrowth.toFixed(2)}; target flat, <= 1.2: ${growth <= 1.2 ? 'met' : 'MISSED'})`);
  return {
    actionsPerSecond: one.actionsPerSecond,
    baselinePerSecond: one.baselinePerSecond,
    ratio: one.ratio,
    growth,
    plainGrowth,
    targets: { ratio: DAMAGE_TARGET, growth: 1.2 },
    met: worst >= DAMAGE_TARGET && growth <= 1.2,
    byShips: scale,
  };
}

// ---- sfb turn -----------------------------------------------------------------------------------

/**
 * The actions of one turn for every CZ and DW pair (`cz<k>`, `dw<k>`). Torpedoes arm over two turns
 * and fire on even turns; phasers fire every turn; the DW puts power into its ionic capacitor and
 * draws it for two ion cannons; a system is damaged and repaired.
 */
export function sfbTurn(turn: number, pairs: number): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [{ type: 'turn' }];
  // Impulses never go back within a turn (for the whole game), so the turn goes phase by phase.
  const phases: ((cz: string, dw: string) => Record<string, unknown>[])[] = [
    (cz, dw) => [
      { type: 'allocate', ship: dw, amount: 2, power: 'impulse', impulse: 0 },
      { type: 'ew', ship: cz, ecm: 2, eccm: 2, impulse: 0 },
      { type: 'arm', ship: cz, weapon: 'Q1', energy: 1, mode: 'standard', impulse: 0 },
      { type: 'arm', ship: cz, weapon: 'Q2', energy: 1, mode: 'standard', impulse: 0 },
    ],
    (cz, dw) => [
      { type: 'draw', ship: dw, weapon: 'A', amount: 1, impulse: 4 },
      { type: 'draw', ship: dw, weapon: 'B', amount: 1, impulse: 4 },
      { type: 'fire', ship: cz, weapon: 'P1', damage: 7, impulse: 4 },
      { type: 'fire', ship: cz, weapon: 'P2', mode: 'half', damage: 7, impulse: 4 },
    ],
    (cz) => [{ type: 'drawBattery', ship: cz, amount: 1, impulse: 8 }],
    (cz) => [
      { type: 'damageSystem', ship: cz, system: 'RL', boxes: 1, impulse: 12 },
      { type: 'repairSystem', ship: cz, system: 'RL', impulse: 12 },
    ],
    (cz) => (turn % 2 === 0 ? [{ type: 'fire', ship: cz, weapon: 'Q1', impulse: 16 }, { type: 'fire', ship: cz, weapon: 'Q2', impulse: 16 }] : []),
  ];
  for (const phase of phases) for (let k = 0; k < pairs; k++) out.push(...phase(`cz${k}`, `dw${k}`));
  return out;
}

export function sfbGame(cz: CompiledShip, dw: CompiledShip, pairs: number): Game {
  const ships: Record<string, CompiledShip> = {};
  const setup: Record<string, { weaponsStatus: number }> = {};
  for (let k = 0; k < pairs; k++) {
    ships[`cz${k}`] = cz;
    ships[`dw${k}`] = dw;
    setup[`cz${k}`] = { weaponsStatus: 3 };
  }
  return createGame({ ships, seed: 1, setup });
}

/**
 * The same-run baseline of the sfb figures: the engine as it ran before the runtime performance
 * work, rebuilt around today's engine. Before every action it took a structuredClone
 * of the acting ship (of every ship for a shipless action), so that a refusal could be undone, and
 * after every accepted ship action it refreshed every sfb ship's ionic capacitor (O(ships) per
 * action). `legacyApply` adds exactly that work to `Game.apply`, so the ratio current / baseline is
 * what dropping it gained, measured on the same machine at the same moment.
 */
function legacyApply(game: Game, a: Record<string, unknown>): boolean {
  const ships = game.state.ships;
  if (typeof a.ship === 'string') structuredClone(ships[a.ship]);
  else if (a.type !== 'turn') structuredClone(ships);
  const r = game.apply(a);
  if (r.ok && typeof a.ship === 'string') {
    const now = { turn: game.state.turn, impulse: Math.max(0, game.state.impulse) };
    for (const s of Object.values(ships)) {
      const st = s as SfbShipState;
      if (st.ruleset === 'sfb' && st.ionicCapacitor) refreshIonic(st.ionicCapacitor, now);
    }
  }
  return r.ok;
}

function sfbBench(cz: CompiledShip, dw: CompiledShip, line: (s: string) => void) {
  // Check once that the turn is legal: every action after the first turns succeeds.
  const check = sfbGame(cz, dw, 1);
  for (let t = 1; t <= 6; t++) {
    for (const a of sfbTurn(t, 1)) {
      const r = check.apply(a);
      if (!r.ok && t > 2) throw new Error(`sfb turn ${t}: ${JSON.stringify(a)} refused: ${r.error}`);
    }
  }
  // The plain-JS baseline gives the engine's results, action for action, over six turns.
  checkBaseline(() => sfbGame(cz, dw, 2), plainSfb, [1, 2, 3, 4, 5, 6].flatMap((t) => sfbTurn(t, 2)));
  type Row = {
    pairs: number;
    turnsPerSecond: number;
    actionsPerSecond: number;
    msPerTurnPerShip: number;
    plainActionsPerSecond: number;
    plainRatio: number;
    baselineActionsPerSecond: number;
    ratio: number;
  };
  // Results are kept in a ring, so that no engine's result object can be optimised away.
  const sink: unknown[] = new Array(64).fill(null);
  let kept = 0;
  // One player per (size, engine): a game of its own that goes on turn after turn, from turn 3
  // (the first turns refuse the torpedo fire until the tubes are armed).
  const player = (pairs: number, engine: (game: Game) => (a: Record<string, unknown>) => { ok: unknown }) => {
    const game = sfbGame(cz, dw, pairs);
    // turns[g % 2] is the stream of game turn g, so that the torpedoes fire in the turn their
    // arming completes.
    const turns = [sfbTurn(2, pairs), sfbTurn(1, pairs)];
    for (const a of [...turns[1]!, ...turns[0]!]) game.apply(a);
    const apply = engine(game);
    let t = 2;
    let refused = 0;
    /** Plays whole turns for about `ms`; returns actions per second. */
    const play = (ms: number): number => {
      let n = 0;
      const t0 = performance.now();
      let now = t0;
      do {
        t++;
        const turn = turns[t % 2]!;
        for (let i = 0; i < turn.length; i++) {
          const r = apply(turn[i]!);
          if (r.ok !== true) refused++;
          sink[kept++ & 63] = r;
        }
        n += turn.length;
        now = performance.now();
      } while (now - t0 < ms);
      return n / ((now - t0) / 1000);
    };
    return { pairs, play, refused: () => refused, perTurn: (turns[0]!.length + turns[1]!.length) / 2 };
  };
  const sizes = [1, 10, 100];
  const current = sizes.map((p) => player(p, (g) => (a) => g.apply(a)));
  const plain = sizes.map((p) => player(p, plainSfb));
  const legacy = sizes.map((p) => player(p, (g) => (a) => ({ ok: legacyApply(g, a) })));
  const everyone = [...current, ...plain, ...legacy];
  const rates = interleaved(everyone.map((p) => p.play), 9, (k) => (everyone[k]!.pairs >= 100 ? 400 : 250));
  for (const p of everyone) if (p.refused()) line(`    (${p.refused()} actions refused in the timed turns at ${p.pairs} pairs)`);
  const n = sizes.length;
  const scale: Row[] = sizes.map((pairs, k) => {
    const actionsPerSecond = Math.round(median(rates[k]!));
    const turnsPerSecond = actionsPerSecond / current[k]!.perTurn;
    return {
      pairs,
      turnsPerSecond: +turnsPerSecond.toFixed(1),
      actionsPerSecond,
      msPerTurnPerShip: +(1000 / turnsPerSecond / (2 * pairs)).toFixed(4),
      plainActionsPerSecond: Math.round(median(rates[n + k]!)),
      plainRatio: +ratioByRound(rates[k]!, rates[n + k]!).toFixed(3),
      baselineActionsPerSecond: Math.round(median(rates[2 * n + k]!)),
      ratio: +ratioByRound(rates[k]!, rates[2 * n + k]!).toFixed(2),
    };
  });
  const one = scale[0]!;
  // Flat: the cost per action at 100 pairs over the cost at 1 pair (1.00 = flat).
  const growth = +ratioByRound(rates[0]!, rates[n - 1]!).toFixed(2);
  const plainGrowth = +ratioByRound(rates[n]!, rates[2 * n - 1]!).toFixed(2);
  const baseGrowth = +ratioByRound(rates[2 * n]!, rates[3 * n - 1]!).toFixed(2);
  const worstPlain = Math.min(...scale.map((r) => r.plainRatio));
  const worst = Math.min(...scale.map((r) => r.ratio));
  line(`  sfb full turn (CZ + DW, ${sfbTurn(2, 1).length} actions): ${fmtRate(one.turnsPerSecond)} turns, ${fmtRate(one.actionsPerSecond)} actions`);
  line(`    actions/s with 1 / 10 / 100 pairs: ${scale.map((r) => fmtRate(r.actionsPerSecond)).join(' / ')}; plain JS loop, same look-ups and arithmetic: ${scale.map((r) => fmtRate(r.plainActionsPerSecond)).join(' / ')}`);
  line(`    API/plain: ${scale.map((r) => r.plainRatio.toFixed(3)).join(' / ')} (target >= ${SFB_TARGET}: ${worstPlain >= SFB_TARGET ? 'met' : 'MISSED'})`);
  line(`    against the engine before it was flat (per-action ship snapshot + refresh of every ship, ${scale.map((r) => fmtRate(r.baselineActionsPerSecond)).join(' / ')}): ${scale.map((r) => `${r.ratio.toFixed(2)}x`).join(' / ')} (target >= 3x: ${worst >= 3 ? 'met' : 'MISSED'})`);
  line(`    cost per action, 100 pairs / 1 pair: ${growth.toFixed(2)} (plain ${plainGrowth.toFixed(2)}, before ${baseGrowth.toFixed(2)}; target flat, <= 1.2: ${growth <= 1.2 ? 'met' : 'MISSED'})`);
  line(`    ${scale.map((s) => `${s.msPerTurnPerShip} ms`).join(' / ')} per turn per ship`);
  return {
    actionsPerTurn: sfbTurn(2, 1).length,
    byPairs: scale,
    growth,
    plainGrowth,
    baselineGrowth: baseGrowth,
    targets: { plainRatio: SFB_TARGET, ratio: 3, growth: 1.2 },
    met: worstPlain >= SFB_TARGET && worst >= 3 && growth <= 1.2,
  };
}

export async function run(line: (s: string) => void): Promise<object> {
  line('\nrules interpreter (Game.apply, medians over rounds; the sfb sizes measured round by round):');
  const exc = ship('excelsior.ship', 'Excelsior');
  const cz = ship('highguard-cz.ship', 'HighGuardCZ');
  const dw = ship('vudar-dw.ship', 'VudarDW');
  const damage = damageBench(exc, line);
  const sfb = sfbBench(cz, dw, line);
  return { damage, sfbTurn: sfb };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  run((s) => process.stdout.write(s + '\n')).then(
    // bench/run.ts runs this file in a process of its own and reads the result from a file.
    (r) => (process.env.DRYDOCK_BENCH_RESULT ? writeFileSync(process.env.DRYDOCK_BENCH_RESULT, JSON.stringify(r)) : process.stdout.write(JSON.stringify(r, null, 2) + '\n')),
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}

// Rules-interpreter benchmarks (loaded by bench/run.ts):
// - b5wars damage resolution through Game.apply (validation, segment check, projection choice,
//   absorption, result object) in actions per second, against a plain JS loop doing the same
//   arithmetic on the same numbers (target: >= 1,000,000 actions/s through the API);
// - a full sfb turn on the High Guard CZ and the Vudar DW of examples/ (turn, allocate, draw, arm,
//   hold, fire, ew, drawBattery, damage and repair), in turns and actions per second;
// - growth with the number of ships in the game (1x, 10x, 100x).
import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileFile } from '../compiler/index';
import type { CompiledShip } from '../compiler/types';
import { createGame, type Game } from '../runtime/index';
import { refreshIonic } from '../runtime/sfb/ionic-capacitor';
import type { SfbShipState } from '../runtime/sfb/state';
import { median } from './stats';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function ship(file: string, name: string): CompiledShip {
  const r = compileFile(path.join(ROOT, 'examples', file));
  const s = r.document.ships.find((x) => x.name === name);
  if (!s || r.diagnostics.some((d) => d.severity === 'error')) throw new Error(`examples/${file}: ${name} does not compile`);
  return JSON.parse(JSON.stringify(s)) as CompiledShip;
}

/** Runs `step(i)` in batches for about `ms`; returns operations per second (median of `rounds` rounds). */
function rate(step: (i: number) => void, ms = 400, rounds = 5, batch = 1000): number {
  const rates: number[] = [];
  let i = 0;
  // Warm-up (the JIT settles): 20,000 steps or 300 ms, whichever comes first.
  const w0 = performance.now();
  for (let w = 0; w < 20_000 && (w % 64 !== 0 || performance.now() - w0 < 300); w++) step(i++);
  for (let r = 0; r < rounds; r++) {
    let n = 0;
    const t0 = performance.now();
    let t = t0;
    while (t - t0 < ms) {
      for (let k = 0; k < batch; k++) step(i++);
      n += batch;
      t = performance.now();
    }
    rates.push(n / ((t - t0) / 1000));
  }
  return median(rates);
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

/** The same arithmetic as a damage action, on plain objects: pick the projection, absorb, report. */
function baselineDamage(exc: CompiledShip): (i: number) => void {
  const projections = (exc.projections ?? []).map((p) => ({ name: p.name, from: p.arc[0], to: p.arc[1], remaining: p.rating }));
  const inArc = (b: number, from: number, to: number) => (from <= to ? b >= from && b <= to : b >= from || b <= to);
  let sink = 0;
  return (i) => {
    const bearing = BEARINGS[i % 360];
    const amount = 1;
    let best = -1;
    let bestCap = -1;
    for (let k = 0; k < projections.length; k++) {
      const p = projections[k];
      if (!inArc(bearing, p.from, p.to)) continue;
      if (p.remaining > bestCap) {
        best = k;
        bestCap = p.remaining;
      }
    }
    const p = projections[best];
    const used = Math.min(amount, p.remaining);
    p.remaining -= used;
    const result = { ok: true, projection: p.name, shieldPoints: used, absorbed: used, toShip: amount - used, remaining: p.remaining };
    sink += result.toShip;
  };
}

function damageBench(exc: CompiledShip, line: (s: string) => void) {
  const baseline = rate(baselineDamage(exc));
  const scale: { ships: number; actionsPerSecond: number }[] = [];
  for (const n of [1, 10, 100]) {
    const { game, handles } = damageGame(exc, n);
    const action = { type: 'damage', ship: handles[0], bearing: 0, amount: 1 };
    const perSecond = rate((i) => {
      action.ship = handles[i % handles.length];
      action.bearing = BEARINGS[i % 360];
      const r = game.apply(action);
      if (!r.ok) throw new Error(`damage refused: ${r.error}`);
    });
    scale.push({ ships: n, actionsPerSecond: Math.round(perSecond) });
  }
  const api = scale[0].actionsPerSecond;
  line(
    `  b5wars damage through Game.apply: ${fmtRate(api)} (target >= 1M/s: ${api >= 1e6 ? 'met' : 'MISSED'}); plain JS loop, same arithmetic: ${fmtRate(baseline)}; API/baseline = ${(api / baseline).toFixed(3)}`,
  );
  line(`    with 1 / 10 / 100 ships in the game: ${scale.map((s) => fmtRate(s.actionsPerSecond)).join(' / ')}`);
  return { actionsPerSecond: api, baselinePerSecond: Math.round(baseline), ratio: +(api / baseline).toFixed(3), target: 1_000_000, met: api >= 1e6, byShips: scale };
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
  type Row = { pairs: number; turnsPerSecond: number; actionsPerSecond: number; msPerTurnPerShip: number; baselineActionsPerSecond: number; ratio: number };
  // One player per (size, engine): a game of its own that goes on turn after turn.
  const player = (pairs: number, apply: (game: Game, a: Record<string, unknown>) => boolean) => {
    const game = sfbGame(cz, dw, pairs);
    const turns = [sfbTurn(1, pairs), sfbTurn(2, pairs)];
    let t = 0;
    let refused = 0;
    /** Plays whole turns for about `ms`; returns actions per second. */
    const play = (ms: number): number => {
      let n = 0;
      const t0 = performance.now();
      let now = t0;
      do {
        t++;
        const turn = turns[t % 2];
        for (const a of turn) if (!apply(game, a)) refused++;
        n += turn.length;
        now = performance.now();
      } while (now - t0 < ms);
      return n / ((now - t0) / 1000);
    };
    return { pairs, play, refused: () => refused, perTurn: (turns[0].length + turns[1].length) / 2 };
  };
  const sizes = [1, 10, 100];
  const current = sizes.map((p) => player(p, (g, a) => g.apply(a).ok));
  const legacy = sizes.map((p) => player(p, legacyApply));
  const everyone = [...current, ...legacy];
  // The sizes are measured in turns, round by round, not one after the other: the machine's speed
  // drifts over seconds (other work, the JIT settling, the CPU's clock), and a drift between the
  // 1-pair and the 100-pair measurement would show up as growth. Each round measures every player
  // once; a figure is the median over rounds, and the growth is the median of the rounds' ratios.
  for (const p of everyone) p.play(300);
  const ROUNDS = 9;
  const rates = everyone.map(() => [] as number[]);
  for (let r = 0; r < ROUNDS; r++) everyone.forEach((p, k) => rates[k].push(p.play(p.pairs >= 100 ? 400 : 250)));
  for (const p of everyone) {
    const before = 2 * p.pairs; // the first turn's torpedo fire is refused until armed
    if (p.refused() > before * 4) line(`    (${p.refused()} actions refused in the timed turns at ${p.pairs} pairs)`);
  }
  /** The median over rounds of player a's rate over player b's, both measured in each round. */
  const ratioByRound = (a: number, b: number) => median(rates[a].map((x, r) => x / rates[b][r]));
  const scale: Row[] = sizes.map((pairs, k) => {
    const actionsPerSecond = Math.round(median(rates[k]));
    const baselineActionsPerSecond = Math.round(median(rates[sizes.length + k]));
    const turnsPerSecond = actionsPerSecond / current[k].perTurn;
    return {
      pairs,
      turnsPerSecond: +turnsPerSecond.toFixed(1),
      actionsPerSecond,
      msPerTurnPerShip: +(1000 / turnsPerSecond / (2 * pairs)).toFixed(4),
      baselineActionsPerSecond,
      ratio: +ratioByRound(k, sizes.length + k).toFixed(2),
    };
  });
  const one = scale[0];
  const last = scale[scale.length - 1];
  // Flat: the cost per action at 100 pairs over the cost at 1 pair (1.00 = flat).
  const growth = +ratioByRound(0, sizes.length - 1).toFixed(2);
  const baseGrowth = +ratioByRound(sizes.length, everyone.length - 1).toFixed(2);
  const worst = Math.min(...scale.map((r) => r.ratio));
  line(`  sfb full turn (CZ + DW, ${sfbTurn(2, 1).length} actions): ${fmtRate(one.turnsPerSecond)} turns, ${fmtRate(one.actionsPerSecond)} actions`);
  line(`    actions/s with 1 / 10 / 100 pairs: ${scale.map((r) => fmtRate(r.actionsPerSecond)).join(' / ')}; same-run baseline (per-action ship snapshot + refresh of every ship): ${scale.map((r) => fmtRate(r.baselineActionsPerSecond)).join(' / ')}`);
  line(`    current / baseline: ${scale.map((r) => `${r.ratio.toFixed(2)}x`).join(' / ')} (target >= 3x: ${worst >= 3 ? 'met' : 'MISSED'})`);
  line(`    cost per action, 100 pairs / 1 pair: ${growth.toFixed(2)} (baseline ${baseGrowth.toFixed(2)}; target flat, <= 1.2: ${growth <= 1.2 ? 'met' : 'MISSED'})`);
  line(`    ${scale.map((s) => `${s.msPerTurnPerShip} ms`).join(' / ')} per turn per ship`);
  return { actionsPerTurn: sfbTurn(2, 1).length, byPairs: scale, growth, baselineGrowth: baseGrowth, targets: { ratio: 3, growth: 1.2 }, met: worst >= 3 && growth <= 1.2 };
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

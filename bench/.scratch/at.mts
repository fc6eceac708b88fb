import { parse } from '../../grammar/index';
for (const n of [125_000, 1_000_000, 2_000_000]) { const s = 'ruleset sfb\n' + '@'.repeat(n); let best = 1e9; for (let i = 0; i < 3; i++) { const t0 = performance.now(); parse(s); best = Math.min(best, performance.now() - t0); } console.log(n, best.toFixed(0), 'ms', (n / best / 1000).toFixed(2), 'MB/s'); }
for (const n of [125_000, 1_000_000]) { const s = 'ruleset sfb\n' + '\u0000'.repeat(n); const t0 = performance.now(); parse(s); console.log('nul', n, (performance.now() - t0).toFixed(0)); }

import { fleet } from './fleet.mts';
import { parse, lex } from '/work/main/grammar/index';
const text = fleet(5 * 1024 * 1024);
const which = process.argv[2];
for (let i = 0; i < 4; i++) { const t0 = performance.now(); which === 'lex' ? lex(text) : parse(text); console.error('iter', i, (performance.now() - t0).toFixed(0)); }

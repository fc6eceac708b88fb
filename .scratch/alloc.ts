import { generateFleet } from '../bench/fleet';
const f = generateFleet(1500); const text = f.b5wars + f.sfb;
const N = 777004 / 2;
const T = { tokenTypeIdx: 3 };
class Tok { constructor(public image: string, public startOffset: number, public tokenTypeIdx: number, public tokenType: object) {} }
function lit() { const out: object[] = []; for (let i = 0; i < N; i++) out.push({ image: 'x', startOffset: i, tokenTypeIdx: 3, tokenType: T }); return out.length; }
function cls() { const out: object[] = []; for (let i = 0; i < N; i++) out.push(new Tok('x', i, 3, T)); return out.length; }
function pre() { const out: object[] = new Array(N); for (let i = 0; i < N; i++) out[i] = { image: 'x', startOffset: i, tokenTypeIdx: 3, tokenType: T }; return out.length; }
function die() { let s = 0; for (let i = 0; i < N; i++) { const o = { image: 'x', startOffset: i, tokenTypeIdx: 3, tokenType: T }; s += o.startOffset; } return s; }
const cpu = (fn: () => unknown) => { const c0 = process.cpuUsage(); fn(); const c = process.cpuUsage(c0); return (c.user + c.system) / 1000; };
const r: Record<string, number[]> = { lit: [], cls: [], pre: [], die: [] };
for (let k = 0; k < 9; k++) for (const [name, fn] of [['lit', lit], ['cls', cls], ['pre', pre], ['die', die]] as const) r[name].push(cpu(fn));
for (const [k, v] of Object.entries(r)) console.log(k, v.sort((a, b) => a - b)[4].toFixed(1), 'ms');

import { PATHOLOGICAL } from '../bench/pathological';
import { scan } from '../grammar/scanner';
const SP = String.prototype as any; const o = { c: SP.charCodeAt, i: SP.indexOf, s: SP.slice }; let reads = 0;
SP.charCodeAt = function (...a: any[]) { reads++; return o.c.apply(this, a); };
SP.slice = function (a: number, b?: number) { reads += Math.max(1, (b ?? this.length) - a); return o.s.call(this, a, b); };
SP.indexOf = function (x: string, f = 0) { const r = o.i.call(this, x, f); reads += Math.max(1, (r < 0 ? this.length : r + x.length) - f); return r; };
for (const p of PATHOLOGICAL) { const t = p.make(32000); reads = 0; scan(t); console.log((reads / t.length).toFixed(2), p.name); }

import { scan } from '../grammar/scanner';
import { generateFleet } from '../bench/fleet';
const f = generateFleet(1500); let text = f.b5wars + f.sfb;
text = JSON.parse(JSON.stringify(text));
const mb = text.length / 1e6;
function loop(t: string) { let s = 0; for (let i = 0; i < t.length; i++) s += t.charCodeAt(i); return s; }
function slices(t: string) { const out: string[] = []; for (let i = 0; i + 5 < t.length; i += 5) out.push(t.slice(i, i + 5)); return out.length; }
function objs(t: string) { const out: object[] = []; for (let i = 0; i + 5 < t.length; i += 5) out.push({ image: 'x', startOffset: i, tokenTypeIdx: 3, tokenType: out }); return out.length; }
for (let r = 0; r < 5; r++) {
  let t0 = performance.now(); loop(text); const a = performance.now() - t0;
  t0 = performance.now(); slices(text); const b = performance.now() - t0;
  t0 = performance.now(); objs(text); const c = performance.now() - t0;
  t0 = performance.now(); scan(text); const d = performance.now() - t0;
  console.log(`charCodeAt loop ${(mb / a * 1000).toFixed(0)} MB/s, slice per 5 chars ${(mb / b * 1000).toFixed(0)} MB/s, object per 5 chars ${(mb / c * 1000).toFixed(0)}, scan ${(mb / d * 1000).toFixed(0)}`);
}

import { scan } from '../grammar/scanner';
import { generateFleet } from '../bench/fleet';
const f = generateFleet(3000); const text = f.b5wars + f.sfb;
const mb = text.length / 1e6;
for (let r = 0; r < 8; r++) {
  const t0 = performance.now(); const res = scan(text); const t = performance.now() - t0;
  console.log(`${(mb / t * 1000).toFixed(1)} MB/s ${res.tokens.length} tokens ${res.comments.length} comments`);
}

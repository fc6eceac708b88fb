import { scan } from '../grammar/scanner';
import { generateFleet } from '../bench/fleet';
const f = generateFleet(1500); const text = f.b5wars + f.sfb;
let s = 0; for (let r = 0; r < 30; r++) s += scan(text).tokens.length;
console.log(s);

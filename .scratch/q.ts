import { growth } from '../tests/robustness/helpers';
const quad = (s: string) => { let c = 0; for (let i = 0; i < s.length; i += 4) for (let j = i; j < s.length; j += 8) c += s.charCodeAt(j); return c; };
console.log(growth((n) => 'x'.repeat(n), 4000, quad));
console.log(growth((n) => 'x'.repeat(n), 4000, (s) => s.split('')));

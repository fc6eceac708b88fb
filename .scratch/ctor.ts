const t0 = performance.now();
const m = await import('../grammar/parser');
const t1 = performance.now();
const p = new m.ShipParser();
const t2 = performance.now();
const p2 = new m.ShipParser();
const t3 = performance.now();
console.log(`import (incl. shipParser construction) ${(t1 - t0).toFixed(1)} ms; another new ShipParser ${(t2 - t1).toFixed(1)} ms; third ${(t3 - t2).toFixed(1)}`);

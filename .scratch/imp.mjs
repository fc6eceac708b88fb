const t0 = performance.now();
const ch = await import('chevrotain');
const t1 = performance.now();
console.log('import chevrotain (node_modules)', (t1 - t0).toFixed(1));

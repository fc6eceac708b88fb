import { compileFile } from '/work/main/compiler/index';
import { createGame } from '/work/main/runtime/index';
const doc = compileFile('/work/main/examples/excelsior.ship').document;
const ship = doc.ships.find(s=>s.name==='Excelsior')!;
const game = createGame({ ships: { ent: ship }, seed: 1 });
game.apply({type:'turn'});
const a = { type: 'damage', ship: 'ent', bearing: 10, amount: 1 };
let n = 0; const t0 = performance.now();
while (performance.now() - t0 < 1000) { for (let i=0;i<1000;i++){ a.bearing = (i*7)%360; const r = game.apply(a); if(!r.ok) throw new Error(JSON.stringify(r)); } n+=1000; }
console.log((n/((performance.now()-t0)/1000)).toFixed(0), 'actions/s');
console.log(JSON.stringify(game.apply(a)));

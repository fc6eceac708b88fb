import { compileFile, compileText } from '../../compiler/index';
import { createGame, runScenario } from '../../runtime/index';
const exc = compileFile('examples/excelsior.ship').document.ships[0];
const cz = compileFile('examples/highguard-cz.ship').document.ships[0];
const g = createGame({ ships: { ent: exc, cz }, seed: 1 });
const tries: any[] = [
  { type: 'constructor', ship: 'ent' }, { type: 'toString', ship: 'cz' }, { type: '__proto__', ship: 'ent' }, {type:'hasOwnProperty'},
  { type: 'damage', ship: 'constructor', bearing: 1, amount: 1 }, { type: 'damage', ship: '__proto__', bearing: 1, amount: 1 },
  { type: 'damageSystem', ship: 'ent', system: 'constructor', boxes: 1 }, { type: 'damageSystem', ship: 'ent', system: '__proto__', boxes: 1 },
  { type: 'damageSystem', ship: 'cz', system: 'toString', boxes: 1 }, { type: 'repairSystem', ship: 'cz', system: 'constructor' },
  { type: 'fire', ship: 'cz', weapon: 'constructor' }, { type: 'arm', ship: 'cz', weapon: '__proto__', energy: 1 },
  { type: 'regenerate', ship: 'ent', deflector: 'constructor' }, { type: 'regenerate', ship: 'ent', deflector: 'DF', to: { __proto__: 1 } },
  JSON.parse('{"type":"regenerate","ship":"ent","deflector":"DF","to":{"__proto__":1}}'),
  { type: 'regenerate', ship: 'ent', deflector: 'DF', to: { constructor: 1 } },
  { type: 'damage', ship: 'ent', bearing: 1, amount: 1, projection: 'constructor' },
  { type: 'damage', ship: 'ent', bearing: 1, amount: 1, attacker: 'constructor' },
  { type: 'damage', ship: 'ent', bearing: 1, amount: 1e308 }, { type: 'damage', ship: 'ent', bearing: 1, amount: Infinity }, { type: 'damage', ship: 'ent', bearing: NaN, amount: 1 },
  { type: 'transfer', ship: 'ent', from: 'constructor', to: '__proto__', amount: 1 },
  { type: 'ew', ship: 'cz', ecm: 1e308 }, { type: 'drawBattery', ship: 'cz', amount: 1e308, battery: 'constructor' },
  { type: 'defenseField', ship: 'cz', energy: 1, targets: ['constructor'] },
];
for (const a of tries) {
  try { console.log(JSON.stringify(a), '→', JSON.stringify(g.apply(a)).slice(0, 200)); }
  catch (e) { console.log(JSON.stringify(a), 'THREW', (e as Error).message); }
}
console.log(({} as any).polluted, Object.getPrototypeOf(g.state.ships) === Object.prototype, Object.getPrototypeOf(g.state.ships.ent.systems)===Object.prototype);

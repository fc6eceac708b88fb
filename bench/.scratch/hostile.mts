import { compileText } from '../../compiler/index';
import { createGame } from '../../runtime/index';
const cases: Record<string,string> = {
  protoShip: `ruleset b5wars\nship __proto__ { size: light points: 1 }\n`,
  ctorShip: `ruleset sfb\nship constructor { sizeClass: 4 shields: [1,1,1,1,1,1] }\n`,
  protoSys: `ruleset sfb\nship S { sizeClass: 4 shields: [1,1,1,1,1,1] cpu __proto__ { boxes: 2 } cpu constructor { boxes: 2 } cpu hasOwnProperty {boxes: 1} }\n`,
  protoProp: `ruleset sfb\nship S { sizeClass: 4 __proto__: 5 constructor: 3 prototype: 1 hasOwnProperty: 2 shields: [1,1,1,1,1,1] }\n`,
  protoSection: `ruleset b5wars\nship S { size: light section __proto__ { structure: 10 } section constructor { structure: 3 hits { 1..20: __proto__ } } }\n`,
  protoArc: `ruleset sfb\narc __proto__ = 0..90\narc constructor = 10..20\nship S { sizeClass: 4 shields: [1,1,1,1,1,1] phaserZ P1 { arc: __proto__ } phaserZ P2 { arc: constructor } phaserZ P3 { arc: toString } }\n`,
  protoRules: `ruleset sfb\nrules { __proto__: 1 constructor: 2 polluted: 3 }\nship S { sizeClass: 4 shields: [1,1,1,1,1,1] rules { __proto__: 5 } }\n`,
  protoType: `ruleset sfb\nsystem __proto__ extends phaserZ { }\nsystem constructor extends __proto__ {}\nship S { sizeClass: 4 shields: [1,1,1,1,1,1] __proto__ X { } constructor Y {} toString Z {} }\n`,
  protoExtends: `ruleset sfb\nship S extends __proto__ { }\nship T extends constructor {}\nship U extends toString {}\n`,
  huge: `ruleset sfb\nship S { sizeClass: 1e308 moveCost: 99999999999999999999 sensor: ${'9'.repeat(400)} shields: [${'9'.repeat(400)},1,1,1,1,1] }\n`,
  nanlike: `ruleset sfb\nship S { sizeClass: NaN moveCost: Infinity sensor: -Infinity shields: [NaN,1,1,1,1,1] }\n`,
};
for (const [k, src] of Object.entries(cases)) {
  try {
    const r = compileText(src, '/tmp/x/' + k + '.ship', { root: '/tmp/x', host: { readFile: () => undefined } });
    const json = JSON.stringify(r.document);
    const rt = JSON.stringify(JSON.parse(json));
    console.log(k, r.diagnostics.map(d => `${d.severity}:${d.code}:${d.message.slice(0,100)}`).slice(0,6), json === rt ? 'rt-ok' : 'RT-MISMATCH', json.slice(0, 300));
    for (const s of r.document.ships) {
      try { const g = createGame({ ships: { s }, seed: 1 }); console.log('  game', JSON.stringify(g.state.ships.s).slice(0,200)); } catch (e) { console.log('  createGame threw', (e as Error).message); }
    }
  } catch (e) { console.log(k, 'THREW', (e as Error).stack); }
  console.log('polluted?', ({} as any).polluted, Object.keys(Object.prototype));
}

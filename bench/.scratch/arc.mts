import { compileText } from '../../compiler/index';
const host = { readFile: () => undefined };
const show = (src: string) => { const r = compileText(src, '/p/x.ship', { host, root: '/p' }); console.log(r.diagnostics.map(d => d.code + ': ' + d.message.slice(0, 90))); console.log(JSON.stringify(r.document.ships.map(s => s.systems.map(x => [x.id, (x as any).arc]))), JSON.stringify(r.document.ships.map(s=>(s as any).projections))); };
show('ruleset sfb\nship S { sizeClass: 4 shields: [1,1,1,1,1,1] centralCapacitor { max: 3 } phaserZ P3 { arc: toString } phaserZ P4 { arc: constructor } phaserZ P5 { arc: __proto__ } phaserZ P6 { arc: hasOwnProperty } }');
show('ruleset b5wars\nship S { size: large shields { __proto__: 3 constructor: 4 fore: 1 } section __proto__ { structure: 3 } section forward { structure: 4 deflector D { arc: toString value: 1 power: 1 } hits { 1..10: constructor 11..20: __proto__ } } }');
show('ruleset b5wars\nship S { size: large  allow __proto__ "x" allow SSD-1 "x" ruleset: constructor }');
show('ruleset b5wars\nship S { size: constructor faction: __proto__ }');
show('ruleset b5wars\nship S { size: large  section forward { structure: 4 deflector __proto__ { arc: 0..90 value: 1 power: 1 } deflector constructor { arc: 0..90 value: 1 power: 1 } hits { 1..10: constructor 11..20: __proto__ } } }');

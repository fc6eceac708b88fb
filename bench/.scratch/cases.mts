import { show } from './show.mts';
const cases: Record<string, string> = {
  missingValue: 'ship A {\n  power:\n  thrust: 12\n  value: }\n',
  doubleColon: 'ship A {\n  power: : 5\n  size: large\n}\nship B { x: 1 }\n',
  missingClose: 'ship A {\n  section forward {\n    structure: 40\n  \n}\nship B {\n  x: 1\n}\n',
  eofOpen: 'ship A {\n  section forward {\n    structure: 40\n',
  garbage: 'ship A {\n  power: 24 @@@ \n  thrust: 12 $\n  accel: #3\n}\n',
  unterminatedString: 'ship A {\n  name: "Excelsior\n  faction: "Fed"\n}\n',
  unterminatedComment: 'ship A {\n  x: 1\n}\n/* oops\nship B { }\n',
  missingColon: 'ship A {\n  power 24\n  name "X"\n  thrust = 12\n  defenseField\n  cpu CPU { boxes: 2 }\n}\n',
  stray: 'ship A {\n  : 5\n  , x: 1\n  "str" y: 2\n  { a: 1 }\n  z: 3\n}\n}\nfoo bar\nship B {}\n',
  hits: 'ship A {\n hits { 1..8 structure 9..10: DF 11..: x 20: primary }\n}\n',
  list: 'ship A {\n shields: [36, 30, , 30 30]\n b: [1, 2\n c: 3\n d: [[1,2],[3]]\n}\n',
  allow: 'ship A {\n allow SSD-5 "reason"\n allow H93.12\n allow\n x: 1\n allow: true\n remove DF, DA\n remove\n remove: 3\n}\n',
  arcs: 'arc FA = 300..60\narc = 5\narc RA 120..240\narc X =\nship A { arc: FA }\n',
  header: 'ship A B C {\n x: 1\n}\nship {\n y: 2\n}\nship C extends {\n z: 3\n}\nship D\n  w: 4\n}\nship E\nship F { }\n',
  ruleset: 'ruleset\nruleset sfb\nimport\nimport "a.ship"\nrules { fractionalAccounting: true  arcExtensionPowerFactor: 2 }\n',
  values: 'ship A { a: -10 b: +2 c: 1/2 d: 315..45 e: 1+1 f: 2 + 2 + 2 g: "x\\"y\\\\z" h: true i: false j: [1, x, "s", [2],] k: 1.5 l: 300.. }\n',
  docs: '/// The ship\n/// second line\nship A {\n  /// power doc\n  power: 5\n  ///   spaced\n\n  thrust: 1\n  x: 1 /// trailing\n  y: 2\n}\n',
  unicode: 'ship A {\n  name: “Excelsior”\n  x: 1;\n}\n',
};
for (const [k, v] of Object.entries(cases)) { console.log('== ' + k); show(v); }

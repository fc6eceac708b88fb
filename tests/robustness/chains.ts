// Generated inheritance chains and cycles, of every kind the language has: ships, system types,
// flights, and files importing files. Shared by the tests that bound what one input of such a
// shape may cost (diagnostic output, render and build work).

/** A generated project: its files by name (the first is the one the command is given). */
export interface Shape {
  files: Record<string, string>;
  main: string;
}

const one = (text: string): Shape => ({ files: { 'main.ship': text }, main: 'main.ship' });
const lines = (n: number, line: (i: number) => string) => Array.from({ length: n }, (_, i) => line(i)).join('\n') + '\n';

/** Every kind of cycle and chain, at size n. `oneLine` puts each file's declarations on one line. */
export const SHAPES: Record<string, (n: number) => Shape> = {
  'ship cycle': (n) => one(`ruleset sfb\n${lines(n, (i) => `ship S${i} extends S${(i + 1) % n} { }`)}`),
  'ship chain, root incomplete': (n) => one(`ruleset sfb\nship S0 { }\n${lines(n, (i) => `ship S${i + 1} extends S${i} { }`)}`),
  'ship chain, each adding a bad property': (n) => one(`ruleset sfb\nship S0 { sizeClass: 4 }\n${lines(n, (i) => `ship S${i + 1} extends S${i} { bogus${i}: 1 }`)}`),
  'ship chain, each adding a system': (n) => one(`ruleset sfb\nship S0 { sizeClass: 4 }\n${lines(n, (i) => `ship S${i + 1} extends S${i} { apr A${i} { boxes: 1 } }`)}`),
  'ship chain to a missing root': (n) => one(`ruleset sfb\n${lines(n, (i) => `ship S${i} extends S${i + 1} { }`)}`),
  'system type cycle': (n) => one(`ruleset sfb\n${lines(n, (i) => `system T${i} extends T${(i + 1) % n} { }`)}ship X { sizeClass: 4  T0 A { } }\n`),
  'system type chain, root broken': (n) => one(`ruleset sfb\nsystem T0 extends phaser1 { bogus: 1 }\n${lines(n, (i) => `system T${i + 1} extends T${i} { }`)}ship X { sizeClass: 4  T${n} A { } }\n`),
  'flight cycle': (n) => one(`ruleset b5wars\n${lines(n, (i) => `flight F${i} extends F${(i + 1) % n} { }`)}`),
  'flight chain, root incomplete': (n) => one(`ruleset b5wars\nflight F0 { }\n${lines(n, (i) => `flight F${i + 1} extends F${i} { }`)}`),
  'ship cycle, one line': (n) => one(`ruleset sfb\n${Array.from({ length: n }, (_, i) => `ship S${i} extends S${(i + 1) % n} { }`).join(' ')}\n`),
  'flight cycle, one line': (n) => one(`ruleset b5wars\n${Array.from({ length: n }, (_, i) => `flight F${i} extends F${(i + 1) % n} { }`).join(' ')}\n`),
  'import cycle': (n) => ({
    files: Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}.ship`, `ruleset sfb\nimport "f${(i + 1) % n}.ship"\nship S${i} { sizeClass: 4 }\n`])),
    main: 'f0.ship',
  }),
  'import chain, each file broken': (n) => ({
    files: Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}.ship`, `ruleset sfb\n${i + 1 < n ? `import "f${i + 1}.ship"\n` : ''}ship S${i} { bogus: 1 }\n`])),
    main: 'f0.ship',
  }),
  'ship cycle across imported files': (n) => ({
    files: Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}.ship`, `ruleset sfb\nimport "f${(i + 1) % n}.ship"\nship S${i} extends S${(i + 1) % n} { }\n`])),
    main: 'f0.ship',
  }),
};

/** Total characters of a shape's files. */
export const sizeOf = (s: Shape) => Object.values(s.files).reduce((t, f) => t + f.length, 0);

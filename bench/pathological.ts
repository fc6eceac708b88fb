// Texts that make a lexer work hard, each as a function of a size in characters (the text is at
// least `n` characters long, and about that): unclosed strings and quotes of every kind, long
// comments, long numbers, long words, runs of bad characters. Used by `npm run bench` (growth of
// lexing time from 1x to 8x) and by tests/robustness/lexer-growth.test.ts (growth of the
// characters the scanner looks at).

type StringMethod = (this: string, ...args: unknown[]) => unknown;

/**
 * Characters read through String.prototype (charCodeAt: one; indexOf: the distance searched;
 * slice: the characters copied) while `fn` runs: a clock-free measure of a scanner's work, for
 * code that reads its text only through these methods, as grammar/scanner.ts does.
 */
export function charactersRead(fn: () => unknown): number {
  const SP = String.prototype as unknown as Record<string, StringMethod>;
  const saved = { charCodeAt: SP.charCodeAt, indexOf: SP.indexOf, slice: SP.slice };
  let reads = 0;
  const wrap = (name: keyof typeof saved, count: (self: string, args: unknown[], result: unknown) => number) => {
    const orig = saved[name];
    Object.defineProperty(SP, name, {
      value: function (this: string, ...args: unknown[]) {
        const result = orig.apply(this, args);
        reads += count(String(this), args, result);
        return result;
      },
      writable: true,
      configurable: true,
    });
  };
  wrap('charCodeAt', () => 1);
  wrap('indexOf', (self, args, result) => {
    const from = Math.max(0, Number(args[1] ?? 0) || 0);
    const found = result as number;
    return Math.max(1, (found < 0 ? self.length : found + String(args[0]).length) - from);
  });
  wrap('slice', (self, args) => {
    const start = Number(args[0] ?? 0);
    const end = args[1] === undefined ? self.length : Number(args[1]);
    return Math.max(1, end - start);
  });
  try {
    fn();
  } finally {
    for (const [name, orig] of Object.entries(saved)) Object.defineProperty(SP, name, { value: orig, writable: true, configurable: true });
  }
  return reads;
}

const times = (piece: string, n: number): string => piece.repeat(Math.ceil(n / piece.length));

export const PATHOLOGICAL: { name: string; make: (n: number) => string }[] = [
  { name: 'unclosed " string', make: (n) => 'name: "' + times('x', n) },
  { name: 'unclosed " strings, one line', make: (n) => times('" ', n) },
  { name: 'string of \\ escapes, unclosed', make: (n) => '"' + times('\\"', n) },
  { name: 'unclosed „ quote', make: (n) => '„' + times('x', n) },
  { name: 'unclosed „ quotes, one line', make: (n) => times('„ ', n) },
  { name: 'unclosed „ quotes, no spaces', make: (n) => times('„', n) },
  { name: 'unclosed “ quotes, one line', make: (n) => times('“ ', n) },
  { name: 'closed “ ” quotes, one line', make: (n) => times('“a” ', n) },
  { name: 'bad characters and „ quotes', make: (n) => times('@„', n) },
  { name: 'unclosed „ quotes, many lines', make: (n) => times('„ „ „ x\n', n) },
  { name: 'unclosed /* comment', make: (n) => '/*' + times(' *', n) },
  { name: 'many unclosed /* comments', make: (n) => times('/* ', n) },
  { name: 'a long // comment', make: (n) => '// ' + times('y', n) },
  { name: 'a long /// doc comment', make: (n) => '/// ' + times('d', n) },
  { name: 'many // lines', make: (n) => times('//\n', n) },
  { name: 'a long number', make: (n) => times('9', n) },
  { name: 'a long decimal', make: (n) => '1.' + times('5', n) },
  { name: 'numbers 1.1.1.1', make: (n) => times('1.', n) },
  { name: 'a long identifier', make: (n) => times('a', n) },
  { name: 'a long capital word (rule ID candidate)', make: (n) => times('A', n) },
  { name: 'a long capital word with digits then -', make: (n) => times('A1', n) + '-' },
  { name: 'a long rule ID', make: (n) => 'A' + times('-B1', n) },
  { name: 'a long dotted rule ID', make: (n) => 'H' + times('1.', n) + '1' },
  { name: 'capital words and dashes', make: (n) => times('AB-', n) },
  { name: 'runs of bad characters', make: (n) => times('@#$;', n) },
  { name: 'bad characters and spaces', make: (n) => times('@ ', n) },
  { name: 'NUL, lone surrogates, BOM', make: (n) => times('\u0000\ud800\ufeff\u2028', n) },
  { name: 'whitespace of every kind', make: (n) => times(' \t\r\n\f\v\u00a0\ufeff', n) },
  { name: 'dots', make: (n) => times('.', n) },
];

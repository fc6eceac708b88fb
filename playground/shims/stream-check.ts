// compiler/stream-check.ts as the worker's bundle sees it. Only `drydock check` streams a file
// (diagnostics alone, each ship's syntax let go once checked); the language server always
// compiles with the results of its last compile to reuse, which never takes that path, so the
// worker's first load does without it.
const absent = (what: string): never => {
  throw new Error(`drydock: ${what} is the command line's streaming check, not part of the playground`);
};

export const streamCheck = (): never => absent('streamCheck');
export const releaseSyntax = (): never => absent('releaseSyntax');

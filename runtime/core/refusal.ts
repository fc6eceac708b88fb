// The one refusal of the rules interpreter. Every rule handler, in every ruleset and in the core
// (a die roll out of range), refuses an action by throwing it; Game.apply turns it into
// `{ ok: false, error, rule }` and restores the state. It lives in its own module so that rule
// files can use it without importing the registry.

/** Thrown by a handler to refuse an action; the core turns it into `{ok:false, error, rule}`. */
export class RuleRefusal extends Error {
  constructor(
    message: string,
    /** The rules.md ID that forbids the action, if any. */
    readonly rule?: string,
  ) {
    super(message);
    this.name = 'RuleRefusal';
  }
}

/** `throw refuse('the projection is full', 'ST-SH-4')` */
export function refuse(message: string, rule?: string): RuleRefusal {
  return new RuleRefusal(message, rule);
}

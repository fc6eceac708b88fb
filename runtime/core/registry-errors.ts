// The refusal a rule handler throws (re-exported by registry.ts; kept apart to avoid an import cycle).

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

// The shipped parser skips Chevrotain's grammar validations for a fast start; they run here.
import { describe, expect, it } from 'vitest';
import { ShipParser } from '../../grammar/parser';

describe('grammar validation', () => {
  it('passes every Chevrotain grammar validation (no ambiguity, no left recursion)', () => {
    expect(() => new ShipParser({ validate: true })).not.toThrow();
  });
});

// Hover shows figures as authors write them: 1/3 not 0.3333, `-` not null.
import { describe, expect, it } from 'vitest';
import { valueText } from '../../lsp/docs';

describe('valueText', () => {
  it('writes repeating fractions as fractions and terminating ones as decimals', () => {
    expect([1 / 3, 2 / 3, 1 / 6, 5 / 12, 4 / 3, -1 / 3].map(valueText)).toEqual(['1/3', '2/3', '1/6', '5/12', '4/3', '-1/3']);
    expect([0.5, 1.5, 0.25, 0.2, 3, 0].map(valueText)).toEqual(['0.5', '1.5', '0.25', '0.2', '3', '0']);
    expect(valueText(Math.PI)).toBe('3.1416');
  });
  it('writes "no value" as -', () => {
    expect(valueText(null)).toBe('-');
    expect(valueText([3, null, 2])).toBe('[3, -, 2]');
  });
});

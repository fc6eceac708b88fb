// Hover shows figures in the form the sheets print them: 1/3 not 0.3333, `-` not null.
import { describe, expect, it } from 'vitest';
import { valueText } from '../../lsp/docs';

describe('valueText', () => {
  it('writes simple fractions as fractions, as the sheet does', () => {
    expect([1 / 3, 2 / 3, 1 / 6, 5 / 12, 1 / 2, -1 / 3].map(valueText)).toEqual(['1/3', '2/3', '1/6', '5/12', '1/2', '-1/3']);
    expect([1.5, 3, 0].map(valueText)).toEqual(['1.5', '3', '0']);
    expect(valueText(Math.PI)).toBe('3.142');
  });
  it('writes "no value" as -', () => {
    expect(valueText(null)).toBe('-');
    expect(valueText([3, null, 2])).toBe('[3, -, 2]');
  });
});

import { describe, expect, it } from 'vitest';
import { booleanOf, MAX_PAGE, oneOf, pageOf, textOf } from './searchValues';

describe('pageOf', () => {
  it('reads a whole page number from 1, also written as text', () => {
    expect(pageOf(1)).toBe(1);
    expect(pageOf(7)).toBe(7);
    expect(pageOf('3')).toBe(3);
    expect(pageOf(MAX_PAGE)).toBe(MAX_PAGE);
  });

  it('leaves out anything else, which reads as the first page', () => {
    for (const value of [undefined, null, 0, -1, 1.5, MAX_PAGE + 1, '', ' ', 'abc', NaN, Infinity, [2], { page: 2 }]) {
      expect(pageOf(value), String(value)).toBeUndefined();
    }
  });
});

describe('oneOf, textOf and booleanOf', () => {
  it('keep a value that makes sense and leave out any other', () => {
    expect(oneOf(['pending', 'approved'], 'pending')).toBe('pending');
    expect(oneOf(['pending', 'approved'], 'deleted')).toBeUndefined();
    expect(oneOf(['pending', 'approved'], 1)).toBeUndefined();
    expect(textOf('water', 200)).toBe('water');
    expect(textOf('x'.repeat(201), 200)).toBeUndefined();
    expect(textOf(12, 200)).toBeUndefined();
    expect(booleanOf(true)).toBe(true);
    expect(booleanOf(false)).toBe(false);
    expect(booleanOf('true')).toBeUndefined();
  });
});

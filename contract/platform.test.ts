import { describe, expect, it } from 'vitest';
import { MAX_ID, pathIdOf } from './platform';

describe('pathIdOf', () => {
  it('reads a positive integer written plainly', () => {
    expect(pathIdOf('1')).toBe(1);
    expect(pathIdOf('42')).toBe(42);
    expect(pathIdOf(String(MAX_ID))).toBe(MAX_ID);
  });

  it('names nothing for any other text, so the caller answers it as an unknown id', () => {
    for (const raw of ['', 'abc', '0', '-1', '+1', '1.5', '1e3', '01', '00001', ' 1', '0x1', String(MAX_ID + 1), '99999999999']) {
      expect(pathIdOf(raw), raw).toBeNull();
    }
  });
});

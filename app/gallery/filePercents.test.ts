import { describe, expect, it } from 'vitest';
import { filePercents } from './filePercents';

// One request carries every file, in order, after a little multipart overhead.

describe('each file’s upload percent', () => {
  it('is nothing before the upload starts', () => {
    expect(filePercents([100, 300], null)).toBeNull();
  });

  it('fills the files one after another as the request’s bytes go out', () => {
    // 400 bytes of files in a 420-byte body: 20 bytes of form fields and headers.
    expect(filePercents([100, 300], { loaded: 20, total: 420 })).toEqual([0, 0]);
    expect(filePercents([100, 300], { loaded: 70, total: 420 })).toEqual([50, 0]);
    expect(filePercents([100, 300], { loaded: 270, total: 420 })).toEqual([100, 50]);
    expect(filePercents([100, 300], { loaded: 420, total: 420 })).toEqual([100, 100]);
  });
});

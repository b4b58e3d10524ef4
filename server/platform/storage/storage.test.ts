import { describe, expect, it } from 'vitest';
import { assertStorageKey, InvalidStorageKeyError } from './storage';

describe('assertStorageKey', () => {
  it.each(['images/2026/11/4f1c2a9e-0b7d-4d8e-9a51-3c2f1e6b7a10-large.jpg', 'a.png', 'x/y_z-1.gif'])(
    'accepts the server-made key %s',
    (key) => {
      expect(() => assertStorageKey(key)).not.toThrow();
    },
  );

  it.each([
    ['a parent segment', '../secrets.json'],
    ['a parent segment inside', 'images/../../etc/passwd'],
    ['a leading slash', '/etc/passwd'],
    ['a backslash', 'images\\..\\x.jpg'],
    ['an empty key', ''],
    ['an empty segment', 'images//x.jpg'],
    ['a trailing slash', 'images/'],
    ['a current-directory segment', 'images/./x.jpg'],
    ['a dotfile', 'images/.x.jpg.tmp'],
    ['percent-encoding', '%2e%2e/x.jpg'],
    ['a NUL byte', 'x.jpg\0.png'],
    ['a space', 'my photo.jpg'],
    ['a URL', 'https://evil.example/x.jpg'],
    ['an overlong key', `${'a'.repeat(600)}.jpg`],
  ])('refuses %s', (_name, key) => {
    expect(() => assertStorageKey(key)).toThrow(InvalidStorageKeyError);
  });
});

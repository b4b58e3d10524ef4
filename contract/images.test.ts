import { describe, expect, it } from 'vitest';
import { imageFormatOf } from './images';

describe('imageFormatOf', () => {
  it('reads JPEG, PNG and GIF from their first bytes', () => {
    expect(imageFormatOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0]))).toBe('jpeg');
    expect(imageFormatOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(imageFormatOf(new TextEncoder().encode('GIF87a...'))).toBe('gif');
    expect(imageFormatOf(new TextEncoder().encode('GIF89a...'))).toBe('gif');
  });

  it('refuses anything else, however short or however named', () => {
    expect(imageFormatOf(new Uint8Array([]))).toBeUndefined();
    expect(imageFormatOf(new Uint8Array([0xff, 0xd8]))).toBeUndefined();
    expect(imageFormatOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeUndefined();
    expect(imageFormatOf(new TextEncoder().encode('GIF88a'))).toBeUndefined();
    expect(imageFormatOf(new TextEncoder().encode('%PDF-1.7'))).toBeUndefined();
  });
});

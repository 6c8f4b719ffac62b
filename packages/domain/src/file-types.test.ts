import { describe, expect, it } from 'vitest';
import { looksLikeText, sniffImageType } from './file-types';

const bytes = (...b: number[]) => new Uint8Array(b);

describe('sniffImageType', () => {
  it('recognises PNG, JPEG, GIF and WebP from their signatures', () => {
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('GIF89a...'))).toBe('image/gif');
    expect(sniffImageType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
  });
  it('refuses text, PDF, an empty file and a truncated signature', () => {
    expect(sniffImageType(new TextEncoder().encode('name,email\n'))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(bytes())).toBeNull();
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('GIF87b'))).toBeNull();
  });
});

describe('looksLikeText', () => {
  it('accepts UTF-8 text with tabs and line ends, and a sample cut inside a character', () => {
    expect(looksLikeText(new TextEncoder().encode('a,b\r\n"é",\t2\n'))).toBe(true);
    const euro = new TextEncoder().encode('x€');
    expect(looksLikeText(euro.subarray(0, euro.length - 1))).toBe(true);
  });
  it('refuses NUL bytes, control characters, invalid UTF-8 and images', () => {
    expect(looksLikeText(bytes(0x61, 0x00, 0x62))).toBe(false);
    expect(looksLikeText(bytes(0x61, 0x07))).toBe(false);
    expect(looksLikeText(bytes(0x61, 0xff, 0x62))).toBe(false);
    expect(looksLikeText(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe(false);
  });
});

// Upload type checks from the content (docs/decisions/4-security.md): the name and the browser's content type are
// only hints.

export type ImageMime = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((b, i) => bytes[at + i] === b);

/** The image type of a file's first bytes, or null when it is not a PNG, JPEG, GIF or WebP. */
export function sniffImageType(bytes: Uint8Array): ImageMime | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return 'image/gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/**
 * Whether a file's first bytes can be UTF-8 text (CSV or JSON): no NUL byte, no other control
 * character than tab, line feed, carriage return and form feed, and valid UTF-8 (a sequence cut at
 * the end of the sample is allowed).
 */
export function looksLikeText(bytes: Uint8Array): boolean {
  for (const b of bytes) {
    if (b === 0) return false;
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) return false;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(trimPartialUtf8(bytes));
    return true;
  } catch {
    return false;
  }
}

function trimPartialUtf8(bytes: Uint8Array): Uint8Array {
  let end = bytes.length;
  // Step back over at most 3 continuation bytes and their lead byte when the sequence is incomplete.
  for (let i = 1; i <= 4 && end - i >= 0; i++) {
    const b = bytes[end - i]!;
    if ((b & 0xc0) === 0x80) continue;
    const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    if (need > i) end -= i;
    break;
  }
  return bytes.subarray(0, end);
}

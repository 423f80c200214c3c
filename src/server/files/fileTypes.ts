// What a stored file really is, read from its first bytes: the name and the browser's claimed type are not trusted.

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));
const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((b, i) => bytes[at + i] === b);

/** The ISO base media 'ftyp' brand (MP4, MOV, HEIC), or null when the file is no such container. */
function ftypBrand(bytes: Uint8Array): string | null {
  return bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp' ? ascii(bytes, 8, 4) : null;
}

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
/** Old QuickTime files start with one of these atoms instead of 'ftyp'. */
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip']);

/** image/jpeg, image/png, image/webp or image/heic; null for anything else. */
export function detectImageType(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp';
  const brand = ftypBrand(bytes);
  return brand && HEIC_BRANDS.has(brand) ? 'image/heic' : null;
}

/** video/mp4, video/quicktime or video/webm; null for anything else (a HEIC photo is not a video). */
export function detectVideoType(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  const brand = ftypBrand(bytes);
  if (brand === 'qt  ') return 'video/quicktime';
  if (brand) return HEIC_BRANDS.has(brand) ? null : 'video/mp4';
  return bytes.length >= 8 && QUICKTIME_ATOMS.has(ascii(bytes, 4, 4)) ? 'video/quicktime' : null;
}

/** application/pdf for a file starting with the PDF header '%PDF'; null for anything else. */
export const detectPdfType = (bytes: Uint8Array): string | null =>
  startsWith(bytes, [0x25, 0x50, 0x44, 0x46]) ? 'application/pdf' : null;

/** Any kind the server recognises, for temporary files (which may be anything): the detected type or null. */
export const detectKnownType = (bytes: Uint8Array) =>
  detectImageType(bytes) ?? detectVideoType(bytes) ?? detectPdfType(bytes);

import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { imageSize } from 'image-size';

/**
 * Vendor logos live in DATA_DIR/logos under the hash of their content, so a name never points
 * at other bytes: the server can let clients cache them for a year.
 */
export const LOGO_URL_PREFIX = '/media/logos/';

export const LOGO_CONTENT_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
  webp: 'image/webp',
} as const;

export type LogoExtension = keyof typeof LOGO_CONTENT_TYPES;

/**
 * What an organiser may upload: raster images only. An SVG is a document that could carry
 * scripts; the only SVGs served are the demo fair's monograms, which this server draws itself.
 */
export const UPLOAD_LOGO_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
} as const satisfies Record<string, LogoExtension>;

export type UploadLogoType = keyof typeof UPLOAD_LOGO_TYPES;

export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
/**
 * A phone decodes a logo to 4 bytes a pixel whatever its file size: a 12000 × 12000 PNG of
 * 165 KB costs about 700 MB of memory in the exhibitor list. 4096 a side (64 MB at most) is
 * far more than any logo needs on a screen.
 */
export const MAX_LOGO_SIDE = 4096;

/** A stored logo's file name: the only shape the media route serves, so no path can escape. */
export const LOGO_FILE_NAME = /^[a-f0-9]{32}\.(png|jpg|jpeg|svg|webp)$/;

export function logosDir(dataDir: string): string {
  return path.join(dataDir, 'logos');
}

export function logoExtensionOf(fileName: string): LogoExtension | undefined {
  const extension = path.extname(fileName).slice(1).toLowerCase();
  return Object.hasOwn(LOGO_CONTENT_TYPES, extension) ? (extension as LogoExtension) : undefined;
}

export function uploadTypeOf(mediaType: string): UploadLogoType | undefined {
  return Object.hasOwn(UPLOAD_LOGO_TYPES, mediaType) ? (mediaType as UploadLogoType) : undefined;
}

/** True when the bytes look like the format the extension claims: a renamed file is refused. */
export function contentMatchesExtension(bytes: Buffer, extension: LogoExtension): boolean {
  switch (extension) {
    case 'png':
      return bytes
        .subarray(0, 8)
        .equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case 'jpg':
    case 'jpeg':
      return bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]));
    case 'webp':
      return (
        bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
        bytes.subarray(8, 12).toString('latin1') === 'WEBP'
      );
    case 'svg':
      return /<svg[\s>]/i.test(bytes.subarray(0, 4096).toString('utf8'));
  }
}

/**
 * A PNG's chunks, walked from the signature: each whole and with the CRC its bytes give, IHDR
 * first, at least one IDAT, and IEND last, ending the file. A file cut short keeps a header that
 * reads well (the pixel size is there) and shows as a grey or half-drawn box; a chunk whose CRC
 * does not match was damaged on its way (a transfer in text mode, a bad copy), and decoders
 * refuse it or draw what they can; bytes after IEND are no part of the picture.
 */
function isWholePng(bytes: Buffer): boolean {
  let offset = 8;
  let chunks = 0;
  let pixelData = false;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.subarray(offset + 4, offset + 8).toString('latin1');
    const end = offset + 12 + length;
    if (end > bytes.length) return false;
    if (chunks === 0 && type !== 'IHDR') return false;
    // The CRC covers the chunk's type and data, not its length.
    if (crc32(bytes.subarray(offset + 4, end - 4)) !== bytes.readUInt32BE(end - 4)) return false;
    chunks += 1;
    if (type === 'IDAT' && length > 0) pixelData = true;
    if (type === 'IEND') return pixelData && end === bytes.length;
    offset = end;
  }
  return false;
}

/** Markers that stand alone, without a length: TEM and the restart markers RST0–RST7. */
const isStandaloneMarker = (marker: number) =>
  marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/**
 * A JPEG's segments, walked from its SOI marker to its first scan (SOS, FF DA), whose
 * compressed picture follows it; the file ends with its EOI marker (FF D9) after at least a byte
 * of that picture. A header alone (the picture's size, its tables, then EOI) reads well and
 * shows nothing. Some encoders pad the file with zero bytes after EOI: those are allowed,
 * anything else is not.
 */
function isWholeJpeg(bytes: Buffer): boolean {
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end -= 1;
  if (end < 4 || bytes[end - 2] !== 0xff || bytes[end - 1] !== 0xd9) return false;
  const eoi = end - 2;
  let offset = 2;
  while (offset + 4 <= eoi) {
    const marker = bytes[offset + 1] ?? 0;
    // Stray bytes between two segments: decoders skip them to the next marker, and so do we. A
    // marker may also be preceded by any number of fill bytes (FF).
    if (bytes[offset] !== 0xff || marker === 0xff || marker === 0x00) {
      offset += 1;
      continue;
    }
    if (isStandaloneMarker(marker)) {
      offset += 2;
      continue;
    }
    // SOI again, or EOI before any scan: no picture.
    if (marker === 0xd8 || marker === 0xd9) return false;
    const segmentEnd = offset + 2 + bytes.readUInt16BE(offset + 2);
    if (marker === 0xda) return segmentEnd < eoi;
    offset = segmentEnd;
  }
  return false;
}

/**
 * The chunks that hold a WebP's picture, and the header each begins with: VP8 (lossy) a frame
 * tag and the size (10 bytes), VP8L (lossless) a signature and the size (5 bytes), ANMF (a
 * frame of an animation) its position and timing (16 bytes) before the frame's own chunks.
 */
const WEBP_PICTURE_HEADERS: Record<string, number> = { 'VP8 ': 10, VP8L: 5, ANMF: 16 };

/**
 * A WebP is one RIFF chunk: its size field counts every byte after the first eight, and its own
 * chunks (VP8, VP8L, VP8X and what follows it), each padded to an even length, fill it exactly.
 * The first is VP8, VP8L or VP8X, and one of them holds a picture: more than its header alone,
 * which reads well (the size is there) and shows nothing.
 */
function isWholeWebp(bytes: Buffer): boolean {
  if (bytes.length < 20 || bytes.readUInt32LE(4) + 8 !== bytes.length) return false;
  const first = bytes.subarray(12, 16).toString('latin1');
  if (first !== 'VP8 ' && first !== 'VP8L' && first !== 'VP8X') return false;
  let offset = 12;
  let picture = false;
  while (offset + 8 <= bytes.length) {
    const type = bytes.subarray(offset, offset + 4).toString('latin1');
    const size = bytes.readUInt32LE(offset + 4);
    const header = WEBP_PICTURE_HEADERS[type];
    if (header !== undefined && size > header && offset + 8 + size <= bytes.length) picture = true;
    offset += 8 + size + (size % 2);
  }
  return picture && offset === bytes.length;
}

const IS_WHOLE: Record<Exclude<LogoExtension, 'svg'>, (bytes: Buffer) => boolean> = {
  png: isWholePng,
  jpg: isWholeJpeg,
  jpeg: isWholeJpeg,
  webp: isWholeWebp,
};

const FORMAT_NAMES: Record<LogoExtension, string> = {
  png: 'PNG',
  jpg: 'JPEG',
  jpeg: 'JPEG',
  svg: 'SVG',
  webp: 'WebP',
};

/**
 * Checks a raster logo before it is stored: its bytes, its declared format, that the file is
 * whole (not cut short in an upload or a copy) and its size in pixels, read from the image's
 * header. The reason is Italian, in the import's lower-case style.
 */
export function checkLogoImage(
  bytes: Buffer,
  extension: Exclude<LogoExtension, 'svg'>,
): { ok: true; width: number; height: number } | { ok: false; reason: string } {
  if (bytes.length > MAX_LOGO_BYTES)
    return { ok: false, reason: 'logo troppo grande: al massimo 2 MB' };
  const notThatFormat = {
    ok: false,
    reason: `il contenuto non è un'immagine ${FORMAT_NAMES[extension]}`,
  } as const;
  if (!contentMatchesExtension(bytes, extension)) return notThatFormat;
  if (!IS_WHOLE[extension](bytes))
    return { ok: false, reason: 'immagine incompleta o danneggiata' };
  let size: { width: number; height: number };
  try {
    size = imageSize(bytes);
  } catch {
    // A header that starts right but cannot be read to the end: a truncated or broken file.
    return notThatFormat;
  }
  const { width, height } = size;
  if (!(width > 0 && height > 0)) return notThatFormat;
  if (width > MAX_LOGO_SIDE || height > MAX_LOGO_SIDE) {
    return {
      ok: false,
      reason: `immagine di ${width} × ${height} pixel, troppo grande: al massimo ${MAX_LOGO_SIDE} × ${MAX_LOGO_SIDE}`,
    };
  }
  return { ok: true, width, height };
}

/** The name a logo is stored under: the same bytes always get the same name. */
export function logoFileName(bytes: Buffer, extension: LogoExtension): string {
  return `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${extension}`;
}

/** The URL a logo is served at once stored (see storeLogo). */
export function logoUrl(bytes: Buffer, extension: LogoExtension): string {
  return `${LOGO_URL_PREFIX}${logoFileName(bytes, extension)}`;
}

/** Writes the logo (once: same content, same name) and returns the URL to store. */
export function storeLogo(dataDir: string, bytes: Buffer, extension: LogoExtension): string {
  const fileName = logoFileName(bytes, extension);
  const dir = logosDir(dataDir);
  mkdirSync(dir, { recursive: true });
  // Written aside and renamed: the server never serves a half-written file.
  const temporary = path.join(dir, `.${fileName}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    writeFileSync(temporary, bytes);
    renameSync(temporary, path.join(dir, fileName));
  } finally {
    rmSync(temporary, { force: true });
  }
  return `${LOGO_URL_PREFIX}${fileName}`;
}

/** The file of a URL this server gave a stored logo; undefined for any other address. */
export function storedLogoFile(dataDir: string, url: string): string | undefined {
  if (!url.startsWith(LOGO_URL_PREFIX)) return undefined;
  const name = url.slice(LOGO_URL_PREFIX.length);
  return LOGO_FILE_NAME.test(name) ? path.join(logosDir(dataDir), name) : undefined;
}

/** Whether `url` is a logo this server stored and still has. */
export function isStoredLogo(dataDir: string, url: string): boolean {
  const file = storedLogoFile(dataDir, url);
  if (file === undefined) return false;
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Deletes a stored logo's file; any other address is left alone. */
export function removeStoredLogo(dataDir: string, url: string): void {
  const file = storedLogoFile(dataDir, url);
  if (file !== undefined) rmSync(file, { force: true });
}

import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

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

/** A stored logo's file name: the only shape the media route serves, so no path can escape. */
export const LOGO_FILE_NAME = /^[a-f0-9]{32}\.(png|jpg|jpeg|svg|webp)$/;

export function logosDir(dataDir: string): string {
  return path.join(dataDir, 'logos');
}

export function logoExtensionOf(fileName: string): LogoExtension | undefined {
  const extension = path.extname(fileName).slice(1).toLowerCase();
  return Object.hasOwn(LOGO_CONTENT_TYPES, extension) ? (extension as LogoExtension) : undefined;
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

/** Writes the logo (once: same content, same name) and returns the URL to store. */
export function storeLogo(dataDir: string, bytes: Buffer, extension: LogoExtension): string {
  const fileName = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${extension}`;
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

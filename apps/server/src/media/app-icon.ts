import { readFile } from 'node:fs/promises';
import type { FairConfig } from '@fiera/fair-config';
import { LOGO_CONTENT_TYPES, logoExtensionOf, storedLogoFile } from './logos';

const SIZE = 512;
/** The logo keeps clear of the corners a launcher may round or cut (a safe zone of 80 %). */
const INSET = 52;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Up to two letters of the fair's name, for a fair without a logo of its own. */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => [...word][0] ?? '');
  return letters.join('').toLocaleUpperCase('it') || 'F';
}

/** The fair's logo as stored by the back-office (a file of ours), as a data: URI; else null. */
async function storedLogo(config: FairConfig, dataDir: string): Promise<string | null> {
  const file = config.logoUrl ? storedLogoFile(dataDir, config.logoUrl) : undefined;
  const extension = file === undefined ? undefined : logoExtensionOf(file);
  if (file === undefined || extension === undefined) return null;
  try {
    const bytes = await readFile(file);
    return `data:${LOGO_CONTENT_TYPES[extension]};base64,${bytes.toString('base64')}`;
  } catch {
    // Deleted meanwhile: the initials instead.
    return null;
  }
}

/**
 * The installed app's icon: the fair's logo centred on a square of the fair's background
 * colour, or the fair's initials in its primary colour. An SVG, so one file fits every size a
 * phone asks for, and the logo travels inside it (an icon cannot load another file).
 */
export async function appIconSvg(config: FairConfig, dataDir: string): Promise<string> {
  const { background, primary } = config.theme.light;
  const logo = await storedLogo(config, dataDir);
  const content =
    logo === null
      ? `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${SIZE * 0.42}" font-weight="700" fill="${escapeXml(primary)}">${escapeXml(initialsOf(config.productName))}</text>`
      : `<image href="${logo}" x="${INSET}" y="${INSET}" width="${SIZE - 2 * INSET}" height="${SIZE - 2 * INSET}" preserveAspectRatio="xMidYMid meet"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
    `<rect width="${SIZE}" height="${SIZE}" fill="${escapeXml(background)}"/>${content}</svg>`
  );
}

import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

const WIDTH = 1280;
const HEIGHT = 720;
const FRAMES = 12;
const MODULE_PX = 10;
const QUIET_ZONE_MODULES = 4;
const BLACK = 0;
const WHITE = 255;
// Chroma at mid-scale: no colour, a grey-scale picture.
const NEUTRAL_CHROMA = 128;

/**
 * Writes a YUV4MPEG2 video of `text` as a QR code (level L, as on the ticket card), for Chromium's
 * fake camera (--use-file-for-fake-video-capture). 1280×720: scanners that ask for a height of at
 * least 640 reject smaller captures. Chromium loops the file, so a dozen frames are plenty.
 */
export function writeQrVideo(file: string, text: string): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'L' });
  const side = (modules.size + 2 * QUIET_ZONE_MODULES) * MODULE_PX;
  if (side > HEIGHT) throw new Error(`QR of ${modules.size} modules does not fit in ${HEIGHT} px`);
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  const offset = QUIET_ZONE_MODULES * MODULE_PX;

  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      for (let dy = 0; dy < MODULE_PX; dy += 1) {
        const start =
          (top + offset + row * MODULE_PX + dy) * WIDTH + left + offset + column * MODULE_PX;
        luma.fill(BLACK, start, start + MODULE_PX);
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), NEUTRAL_CHROMA);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F5:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
}

/** Chromium flags that grant the camera without asking and feed it the video `file`. */
export function fakeCameraArgs(file: string): string[] {
  return [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${file}`,
  ];
}

/// <reference types="vite/client" />
import { BarcodeDetector, prepareZXingModule, type BarcodeFormat } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

let prepared = false;

/**
 * The ZXing wasm comes from our own origin (Vite emits it as an asset): barcode-detector's
 * default is a public CDN, unreachable offline and on a fair's congested network.
 */
function prepareLocalZXing() {
  if (prepared) return;
  prepared = true;
  const loading = prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? new URL(wasmUrl, location.href).href : prefix + path,
    },
    // Starts the download now, while the camera warms up, not on the first frame.
    fireImmediately: true,
  });
  // A failed download surfaces again (and is logged) on every detect() call.
  void loading.catch((error: unknown) => console.error('ZXing wasm could not load', error));
}

/** A BarcodeDetector (ZXing in wasm) for the given formats: the scanner's default detector. */
function createZXingDetector(formats: readonly BarcodeFormat[]) {
  prepareLocalZXing();
  return new BarcodeDetector({ formats: [...formats] });
}

export { createZXingDetector };

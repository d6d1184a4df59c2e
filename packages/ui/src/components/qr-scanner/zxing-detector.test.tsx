import QRCode from 'qrcode';
import { describe, expect, it, vi } from 'vitest';

import { createZXingDetector } from './zxing-detector';

describe('createZXingDetector', () => {
  describe('given a ticket QR', () => {
    it('decodes it with the wasm served from our own origin', async () => {
      const fetchSpy = vi.spyOn(globalThis, 'fetch');
      const canvas = document.createElement('canvas');
      await QRCode.toCanvas(canvas, 'v1.eyJ0IjoiNmYxYzJiOGUifQ.firma', {
        errorCorrectionLevel: 'L',
        margin: 4,
        scale: 6,
      });

      const codes = await createZXingDetector(['qr_code']).detect(canvas);

      expect(codes.map((code) => code.rawValue)).toEqual(['v1.eyJ0IjoiNmYxYzJiOGUifQ.firma']);
      const wasmRequests = fetchSpy.mock.calls
        .map(([input]) => new URL(input instanceof Request ? input.url : String(input)))
        .filter((url) => url.pathname.endsWith('.wasm'));
      expect(wasmRequests.map((url) => url.origin)).toEqual([location.origin]);
      fetchSpy.mockRestore();
    });
  });
});

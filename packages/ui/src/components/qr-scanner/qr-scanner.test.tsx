import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { expectNoAxeViolations } from '../../test/axe';
import { fakeCamera, stubDetector } from './fake-camera';
import { QrScanner } from './qr-scanner';

const cameras: ReturnType<typeof fakeCamera>[] = [];
function camera(capabilities?: Parameters<typeof fakeCamera>[0]) {
  const fake = fakeCamera(capabilities);
  cameras.push(fake);
  return fake;
}

afterEach(() => {
  for (const fake of cameras.splice(0)) fake.dispose();
  vi.unstubAllGlobals();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('QrScanner', () => {
  describe('given a camera showing a ticket', () => {
    it('asks for the rear camera and reports the code', async () => {
      const { getUserMedia, requests } = camera();
      const { createDetector } = stubDetector(() => 'TICKET-A');
      const onScan = vi.fn();
      const { container } = render(
        <QrScanner onScan={onScan} getUserMedia={getUserMedia} createDetector={createDetector} />,
      );

      await waitFor(() => expect(onScan).toHaveBeenCalledWith('TICKET-A'), { timeout: 3000 });
      expect(requests).toEqual([{ video: { facingMode: 'environment' }, audio: false }]);
      await expectNoAxeViolations(container);
    });

    it('ignores a repeat of the same code but reports a new one', async () => {
      const { getUserMedia } = camera();
      const seen = ['TICKET-A', 'TICKET-A', 'TICKET-A', 'TICKET-B'];
      const { createDetector, calls } = stubDetector(() => seen[calls.count - 1] ?? 'TICKET-B');
      const onScan = vi.fn();
      render(
        <QrScanner
          onScan={onScan}
          scanDelay={20}
          getUserMedia={getUserMedia}
          createDetector={createDetector}
        />,
      );

      await waitFor(() => expect(onScan).toHaveBeenCalledTimes(2), { timeout: 3000 });
      expect(onScan.mock.calls).toEqual([['TICKET-A'], ['TICKET-B']]);
      await sleep(200);
      expect(onScan).toHaveBeenCalledTimes(2);
    });

    it('runs one detection at a time', async () => {
      const { getUserMedia } = camera();
      // A detection that never finishes: no second one may start beside it.
      const { createDetector, calls } = stubDetector(() => new Promise<null>(() => {}));
      render(
        <QrScanner
          onScan={vi.fn()}
          scanDelay={10}
          getUserMedia={getUserMedia}
          createDetector={createDetector}
        />,
      );

      await waitFor(() => expect(calls.count).toBe(1), { timeout: 3000 });
      await sleep(300);
      expect(calls.count).toBe(1);
    });

    it('detects at most once per scan delay', async () => {
      const { getUserMedia } = camera();
      const { createDetector, calls } = stubDetector(() => null);
      render(
        <QrScanner onScan={vi.fn()} getUserMedia={getUserMedia} createDetector={createDetector} />,
      );

      await waitFor(() => expect(calls.count).toBe(1), { timeout: 3000 });
      await sleep(700);
      expect(calls.count).toBe(1);
      await waitFor(() => expect(calls.count).toBe(2), { timeout: 1000 });
    });

    it('reports nothing while paused, and resumes afterwards', async () => {
      const { getUserMedia } = camera();
      const { createDetector } = stubDetector(() => 'TICKET-A');
      const onScan = vi.fn();
      const { rerender } = render(
        <QrScanner
          onScan={onScan}
          paused
          scanDelay={20}
          getUserMedia={getUserMedia}
          createDetector={createDetector}
        />,
      );

      await sleep(1200);
      expect(onScan).not.toHaveBeenCalled();

      rerender(
        <QrScanner
          onScan={onScan}
          scanDelay={20}
          getUserMedia={getUserMedia}
          createDetector={createDetector}
        />,
      );
      await waitFor(() => expect(onScan).toHaveBeenCalledWith('TICKET-A'), { timeout: 3000 });
    });

    it('reports the same code again once resumed after a pause (Scansiona di nuovo)', async () => {
      const { getUserMedia } = camera();
      const { createDetector } = stubDetector(() => 'TICKET-A');
      const onScan = vi.fn();
      const scanner = (paused: boolean) => (
        <QrScanner
          onScan={onScan}
          paused={paused}
          scanDelay={20}
          getUserMedia={getUserMedia}
          createDetector={createDetector}
        />
      );
      const { rerender } = render(scanner(false));
      await waitFor(() => expect(onScan).toHaveBeenCalledTimes(1), { timeout: 3000 });

      // A result (or a failed validation) on screen: the same ticket is not reported again.
      rerender(scanner(true));
      await sleep(200);
      expect(onScan).toHaveBeenCalledTimes(1);

      rerender(scanner(false));
      await waitFor(() => expect(onScan).toHaveBeenCalledTimes(2), { timeout: 3000 });
      expect(onScan.mock.calls).toEqual([['TICKET-A'], ['TICKET-A']]);
    });

    it('turns the camera off when it goes away', async () => {
      const { getUserMedia, track } = camera();
      const { createDetector } = stubDetector(() => null);
      const { unmount } = render(
        <QrScanner onScan={vi.fn()} getUserMedia={getUserMedia} createDetector={createDetector} />,
      );
      await waitFor(() =>
        expect(screen.getByLabelText('Anteprima della fotocamera')).toHaveProperty(
          'srcObject',
          expect.anything(),
        ),
      );

      unmount();

      expect(track.readyState).toBe('ended');
    });
  });

  describe('given a camera with torch and zoom', () => {
    it('offers both and applies them to the camera', async () => {
      const fake = camera({ torch: true, zoom: { min: 1, max: 4, step: 0.5 } });
      const { createDetector } = stubDetector(() => null);
      const { container } = render(
        <QrScanner
          onScan={vi.fn()}
          getUserMedia={fake.getUserMedia}
          createDetector={createDetector}
        />,
      );

      const torch = await screen.findByRole('button', { name: 'Accendi la torcia' });
      expect(torch).toHaveAttribute('aria-pressed', 'false');
      await userEvent.click(torch);
      expect(await screen.findByRole('button', { name: 'Spegni la torcia' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(fake.applied).toContainEqual({ advanced: [{ torch: true }] });

      expect(screen.getByRole('slider', { name: 'Zoom' })).toHaveAttribute('max', '4');
      await expectNoAxeViolations(container);
    });
  });

  describe('given a camera without torch or zoom', () => {
    it('shows neither control', async () => {
      const fake = camera();
      const { createDetector } = stubDetector(() => null);
      render(
        <QrScanner
          onScan={vi.fn()}
          getUserMedia={fake.getUserMedia}
          createDetector={createDetector}
        />,
      );
      await waitFor(() =>
        expect(screen.getByLabelText('Anteprima della fotocamera')).toHaveProperty(
          'srcObject',
          expect.anything(),
        ),
      );

      expect(screen.queryByRole('button')).toBeNull();
      expect(screen.queryByRole('slider')).toBeNull();
    });
  });

  describe('given a browser without camera access', () => {
    it('says so in Italian and leads to the manual entry', async () => {
      const { createDetector } = stubDetector(() => null);
      const onUseManualEntry = vi.fn();
      const { container } = render(
        <QrScanner
          onScan={vi.fn()}
          getUserMedia={null}
          createDetector={createDetector}
          onUseManualEntry={onUseManualEntry}
        />,
      );

      expect(screen.getByRole('alert')).toMatchTextContent(
        "Questo browser non supporta l'accesso alla fotocamera.",
      );
      await userEvent.click(screen.getByRole('button', { name: 'Inserisci il codice a mano' }));
      expect(onUseManualEntry).toHaveBeenCalledOnce();
      await expectNoAxeViolations(container);
    });
  });

  describe('given a page that is not a secure context', () => {
    it('asks for HTTPS without touching the camera', () => {
      vi.stubGlobal('isSecureContext', false);
      const getUserMedia = vi.fn<(c: MediaStreamConstraints) => Promise<MediaStream>>();
      const { createDetector } = stubDetector(() => null);
      render(
        <QrScanner onScan={vi.fn()} getUserMedia={getUserMedia} createDetector={createDetector} />,
      );

      expect(screen.getByRole('alert')).toMatchTextContent(
        'La fotocamera richiede una connessione sicura (HTTPS o localhost).',
      );
      expect(getUserMedia).not.toHaveBeenCalled();
    });
  });

  // Regression: a denied permission or a missing camera left staff before a black box, the
  // reason only in the console.
  describe('given a camera the browser may not use (permission denied)', () => {
    it('says so in Italian, leads to the manual entry, and asks again on Riprova', async () => {
      const fake = camera();
      let attempts = 0;
      const getUserMedia = (constraints: MediaStreamConstraints) => {
        attempts += 1;
        // Denied at first; allowed in the browser's settings before Riprova.
        return attempts === 1
          ? Promise.reject(new DOMException('Permission denied', 'NotAllowedError'))
          : fake.getUserMedia(constraints);
      };
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const onUseManualEntry = vi.fn();
      const { createDetector } = stubDetector(() => null);
      const { container } = render(
        <QrScanner
          onScan={vi.fn()}
          getUserMedia={getUserMedia}
          createDetector={createDetector}
          onUseManualEntry={onUseManualEntry}
        />,
      );

      expect(await screen.findByRole('alert')).toMatchTextContent(
        'Accesso alla fotocamera negato: consentilo nelle impostazioni del browser, oppure inserisci il codice a mano.',
      );
      await expectNoAxeViolations(container);
      await userEvent.click(screen.getByRole('button', { name: 'Inserisci il codice a mano' }));
      expect(onUseManualEntry).toHaveBeenCalledOnce();

      await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
      await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
      await waitFor(() =>
        expect(screen.getByLabelText('Anteprima della fotocamera')).toHaveProperty(
          'srcObject',
          expect.anything(),
        ),
      );
      expect(attempts).toBe(2);
      warn.mockRestore();
    });
  });

  describe('given a device without a camera', () => {
    it.each(['NotFoundError', 'OverconstrainedError'])(
      'says so in Italian on %s and offers the manual entry, not a retry',
      async (name) => {
        const getUserMedia = vi.fn(() => Promise.reject(new DOMException('No camera', name)));
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
        const onUseManualEntry = vi.fn();
        const { createDetector } = stubDetector(() => null);
        render(
          <QrScanner
            onScan={vi.fn()}
            getUserMedia={getUserMedia}
            createDetector={createDetector}
            onUseManualEntry={onUseManualEntry}
          />,
        );

        expect(await screen.findByRole('alert')).toMatchTextContent(
          'Nessuna fotocamera trovata: inserisci il codice del biglietto a mano.',
        );
        expect(screen.queryByRole('button', { name: 'Riprova' })).toBeNull();
        await userEvent.click(screen.getByRole('button', { name: 'Inserisci il codice a mano' }));
        expect(onUseManualEntry).toHaveBeenCalledOnce();
        // No new request for a camera that is not there.
        await sleep(600);
        expect(getUserMedia).toHaveBeenCalledOnce();
        warn.mockRestore();
      },
    );
  });

  describe('given any other camera failure', () => {
    it('only logs it (spec §8)', async () => {
      const failure = new DOMException('Could not start video source', 'NotReadableError');
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { createDetector } = stubDetector(() => null);
      render(
        <QrScanner
          onScan={vi.fn()}
          getUserMedia={() => Promise.reject(failure)}
          createDetector={createDetector}
        />,
      );

      await waitFor(() => expect(error).toHaveBeenCalledWith('Camera failed to start', failure));
      expect(screen.queryByRole('alert')).toBeNull();
      error.mockRestore();
    });
  });

  describe('given a camera that does not start within 3 seconds', () => {
    it('says so, then tries again after a short pause', async () => {
      const fake = camera();
      let attempts = 0;
      const getUserMedia = (constraints: MediaStreamConstraints) => {
        attempts += 1;
        // The first attempt hangs, the retry works.
        return attempts === 1 ? new Promise<MediaStream>(() => {}) : fake.getUserMedia(constraints);
      };
      const { createDetector } = stubDetector(() => null);
      render(
        <QrScanner onScan={vi.fn()} getUserMedia={getUserMedia} createDetector={createDetector} />,
      );

      expect(await screen.findByRole('alert', {}, { timeout: 3500 })).toMatchTextContent(
        'La fotocamera non si è avviata entro 3 secondi.',
      );
      await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: 1500 });
      expect(attempts).toBe(2);
    });
  });
});

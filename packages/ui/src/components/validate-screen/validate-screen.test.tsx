import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { expectNoAxeViolations } from '../../test/axe';
import { fakeCamera, stubDetector } from '../qr-scanner/fake-camera';
import { ValidateScreen } from './validate-screen';

const cameras: ReturnType<typeof fakeCamera>[] = [];
afterEach(() => {
  for (const fake of cameras.splice(0)) fake.dispose();
});

function scanner(code: string) {
  const fake = fakeCamera();
  cameras.push(fake);
  return {
    getUserMedia: fake.getUserMedia,
    createDetector: stubDetector(() => code).createDetector,
  };
}

describe('ValidateScreen', () => {
  describe('given staff scanning', () => {
    it('passes the scanned code on and shows the stats', async () => {
      const onCode = vi.fn();
      const { container } = render(
        <ValidateScreen
          outcome={null}
          onCode={onCode}
          onScanAgain={vi.fn()}
          stats={{ today: 3, total: 10 }}
          scanner={scanner('v1.ticket')}
        />,
      );

      expect(screen.getByRole('heading', { level: 1 })).toMatchTextContent(
        'Inquadra qui il QR Code',
      );
      await waitFor(() => expect(onCode).toHaveBeenCalledWith({ qrCodeData: 'v1.ticket' }), {
        timeout: 3000,
      });
      await expectNoAxeViolations(container);
    });
  });

  describe('given a camera the browser may not use', () => {
    it('leads staff from the alert to the manual entry, where the ticket id is taken', async () => {
      const onCode = vi.fn();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { container } = render(
        <ValidateScreen
          outcome={null}
          onCode={onCode}
          onScanAgain={vi.fn()}
          scanner={{
            getUserMedia: () =>
              Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
            createDetector: stubDetector(() => null).createDetector,
          }}
        />,
      );

      expect(await screen.findByRole('alert')).toMatchTextContent(/Accesso alla fotocamera negato/);
      await userEvent.click(screen.getByRole('button', { name: 'Inserisci il codice a mano' }));
      const field = screen.getByRole('textbox', { name: 'Codice biglietto' });
      expect(field).toHaveFocus();

      await userEvent.keyboard('407D41DC-8C1E-4A8F-9D6B-2F0C1E5A7B3D{Enter}');
      expect(onCode).toHaveBeenCalledWith({ ticketId: '407d41dc-8c1e-4a8f-9d6b-2f0c1e5a7b3d' });
      await expectNoAxeViolations(container);
      warn.mockRestore();
    });
  });

  describe('given a verdict on screen', () => {
    it('ignores the camera and the manual entry until Scansiona di nuovo', async () => {
      const onCode = vi.fn();
      const onScanAgain = vi.fn();
      render(
        <ValidateScreen
          outcome={{ status: 'invalid', message: 'Firma non valida.' }}
          onCode={onCode}
          onScanAgain={onScanAgain}
          scanner={scanner('v1.ticket')}
        />,
      );

      expect(screen.getByRole('button', { name: 'Convalida' })).toBeDisabled();
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(onCode).not.toHaveBeenCalled();

      await userEvent.click(screen.getByRole('button', { name: 'Scansiona di nuovo' }));
      expect(onScanAgain).toHaveBeenCalledOnce();
    });
  });
});

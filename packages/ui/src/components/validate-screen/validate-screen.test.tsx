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
      await waitFor(() => expect(onCode).toHaveBeenCalledWith('v1.ticket'), { timeout: 3000 });
      await expectNoAxeViolations(container);
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

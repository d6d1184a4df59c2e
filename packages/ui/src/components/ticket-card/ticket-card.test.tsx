import { render, screen } from '@testing-library/react';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';

import { expectNoAxeViolations } from '../../test/axe';
import { TICKET_QR_LEVEL, TicketCard } from './ticket-card';

// The shape of a signed ticket token, at the upper end of its length.
const token150 =
  `v1.${'eyJ0aWNrZXQiOiI2ZjFjMmI4ZS01MWM0LTRhNGYtOGQ1ZS0wZjJiN2QwZTlhMTAifQ'.repeat(2)}`
    .padEnd(150, 'x')
    .slice(0, 150);

describe('TicketCard', () => {
  describe('given a verified user', () => {
    it('shows the 128 px QR of the token with the ticket id', async () => {
      const { container } = render(
        <TicketCard qrCodeData={token150} ticketId="6f1c2b8e-51c4-4a4f-8d5e-0f2b7d0e9a10" />,
      );

      expect(screen.getByRole('region', { name: 'Il mio biglietto' })).toBeVisible();
      const qr = screen.getByRole('img', { name: 'Codice QR del biglietto' });
      expect(qr).toHaveAttribute('width', '128');
      expect(qr).toHaveAttribute('height', '128');
      expect(screen.getByText(/6f1c2b8e-51c4-4a4f-8d5e-0f2b7d0e9a10/)).toBeVisible();
      await expectNoAxeViolations(container);
    });

    it('paints dark modules on white whatever the theme', () => {
      document.documentElement.dataset.theme = 'example';
      try {
        render(<TicketCard qrCodeData={token150} />);
        const paths = screen.getByRole('img').querySelectorAll('path');
        expect([...paths].map((path) => path.getAttribute('fill'))).toEqual(['#ffffff', '#000000']);
      } finally {
        delete document.documentElement.dataset.theme;
      }
    });
  });

  describe('given a 150-character token', () => {
    it('stays at QR version 7 or lower, so the modules are big enough at 128 px', () => {
      const { version } = QRCode.create(token150, { errorCorrectionLevel: TICKET_QR_LEVEL });
      expect(version).toBeLessThanOrEqual(7);
    });
  });

  describe('given a user whose e-mail is not verified yet', () => {
    it('explains when the ticket arrives instead of drawing a QR', () => {
      render(<TicketCard qrCodeData={null} />);

      expect(screen.queryByRole('img')).toBeNull();
      expect(screen.getByText(/dopo la verifica dell'email/)).toBeVisible();
    });
  });
});

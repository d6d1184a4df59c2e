import * as React from 'react';
import { QRCodeSVG } from 'qrcode.react';

import { useT } from '../../i18n/messages/profile';
import { cn } from '../../lib/cn';
import { Card, CardContent, CardHeader, CardTitle } from '../card';

/** Spec §9: the ticket QR is 128 px. */
const TICKET_QR_SIZE = 128;

/**
 * 'L' keeps a signed token of up to ~150 characters at QR version 7 (45×45 modules), whose
 * modules stay large enough at 128 px for a phone camera at the gate; 'M' would need version 8.
 */
const TICKET_QR_LEVEL = 'L';

/** The quiet zone scanners need around the code, in modules. */
const TICKET_QR_MARGIN = 4;

type TicketCardProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The signed ticket token; null until the user's e-mail is verified. */
  qrCodeData: string | null;
  /** The ticket's id, shown under the code so staff can type it when the QR will not scan. */
  ticketId?: string | null;
};

/** 'Il mio biglietto': the personal QR ticket shown at the entrance. */
function TicketCard({ qrCodeData, ticketId, className, ...props }: TicketCardProps) {
  const t = useT();
  const headingId = React.useId();

  return (
    <Card
      data-slot="ticket-card"
      aria-labelledby={headingId}
      className={cn('items-center text-center', className)}
      // A named region, so screen-reader users can jump straight to the ticket.
      role="region"
      {...props}
    >
      <CardHeader className="w-full">
        <CardTitle id={headingId}>{t('profile.ticketTitle')}</CardTitle>
      </CardHeader>
      <CardContent className="grid justify-items-center gap-3">
        {qrCodeData ? (
          // Dark on white in every theme: scanners need the contrast and the white quiet zone.
          <QRCodeSVG
            data-slot="ticket-qr"
            value={qrCodeData}
            size={TICKET_QR_SIZE}
            level={TICKET_QR_LEVEL}
            marginSize={TICKET_QR_MARGIN}
            bgColor="#ffffff"
            fgColor="#000000"
            role="img"
            aria-label={t('profile.qrLabel')}
            className="rounded-md"
          />
        ) : (
          <p className="text-sm text-muted-foreground">{t('profile.ticketUnavailable')}</p>
        )}
        {ticketId && (
          <p className="font-mono text-sm break-all text-muted-foreground">
            {t('profile.ticketId', { id: ticketId })}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

export { TicketCard, TICKET_QR_LEVEL, TICKET_QR_MARGIN, TICKET_QR_SIZE };
export type { TicketCardProps };

import { describe, expect, it } from 'vitest';

import { parseTicketCode } from './ticket-code';

const TICKET_ID = '407d41dc-8c1e-4a8f-9d6b-2f0c1e5a7b3d';

describe('parseTicketCode', () => {
  describe('given the ticket id as the profile and the e-mail show it', () => {
    it.each([
      TICKET_ID,
      `  ${TICKET_ID}\n`,
      TICKET_ID.toUpperCase(),
      TICKET_ID.replaceAll('-', ''),
      '407d41dc 8c1e 4a8f 9d6b 2f0c1e5a7b3d',
      `Codice biglietto: ${TICKET_ID}`,
    ])('reads %j as the canonical id', (text) => {
      expect(parseTicketCode(text)).toEqual({ ticketId: TICKET_ID });
    });
  });

  describe('given something that is not a ticket id', () => {
    it('passes a QR code content on, trimmed', () => {
      const token = 'F1.AQIDBAUGBwgJCgsMDQ4PEA.c2lnbmF0dXJl';
      expect(parseTicketCode(` ${token} `)).toEqual({ qrCodeData: token });
    });

    it('calls an id with characters missing or extra incomplete', () => {
      expect(parseTicketCode(TICKET_ID.slice(0, -1))).toEqual({ problem: 'incomplete' });
      expect(parseTicketCode(`${TICKET_ID}0`)).toEqual({ problem: 'incomplete' });
      expect(parseTicketCode('42')).toEqual({ problem: 'incomplete' });
    });

    it('calls blank text empty', () => {
      expect(parseTicketCode('  \n')).toEqual({ problem: 'empty' });
    });
  });
});

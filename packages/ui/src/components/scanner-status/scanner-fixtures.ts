import type { ScannerProblem, ScannerStatusProps } from './scanner-status';

/** 10:42 and 10:40 on the fair's clock (Rome). */
const synced: ScannerStatusProps['synced'] = {
  keys: new Date('2026-10-16T08:42:00Z'),
  revocations: new Date('2026-10-16T08:42:00Z'),
  upload: new Date('2026-10-16T08:40:00Z'),
};

/** A visitor let in without network who had entered at another gate already. */
const usedTwice: ScannerProblem = {
  id: 'c2f6a0de-8a55-4c5e-9d55-1f2d3c4b5a60',
  outcome: 'used-twice',
  message: 'Biglietto già convalidato alle 09:41',
  ticketUuid: '6f1c2b8e-51c4-4a4f-8d5e-0f2b7d0e9a10',
  scannedAt: new Date('2026-10-16T08:12:00Z'),
};

/** The server's verdicts on two scans a phone let in without network. */
const problems: ScannerProblem[] = [
  usedTwice,
  {
    id: '0b7e2f44-3c1d-4e8f-a9b0-6d5c4b3a2f10',
    outcome: 'refused',
    message: "Biglietto non attivo: l'account non ha ancora verificato l'email.",
    ticketUuid: null,
    scannedAt: new Date('2026-10-16T08:05:00Z'),
  },
];

export { problems, synced, usedTwice };

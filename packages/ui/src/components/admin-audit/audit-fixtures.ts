import type { AuditAction, AuditEntryData } from './admin-audit';

/** One line for each action the server records, newest first, from line `from` down. */
function auditEntries(from = 40): AuditEntryData[] {
  const actions: [AuditAction, string | null, string | null][] = [
    ['fair-config.update', null, 'Expo Terra'],
    ['export.download', 'attendees', 'Esportazione partecipanti: 120 righe'],
    ['catalogue.import', 'vendors', 'Import aziende: 40 nuove, 2 aggiornate, 0 invariate'],
    ['vendor.create', '41', 'Caffè Aurora'],
    ['vendor.update', '12', 'Officine Brera'],
    ['vendor.logo', '12', 'Officine Brera'],
    ['vendor.delete', '3', 'Zeta Ricambi'],
    ['event.create', '31', 'Apertura della fiera'],
    ['event.update', '31', 'Apertura della fiera'],
    ['event.delete', '7', 'Robotica in fabbrica'],
    ['account.role', '58', 'Ruolo di anna@esempio.it: Partecipante → Staff'],
    ['account.profile', '58', 'Profilo di anna@esempio.it modificato: azienda'],
    ['account.verification', '59', null],
    ['account.delete', '60', null],
  ];
  return actions.map(([action, target, summary], index) => ({
    id: from - index,
    at: new Date(Date.UTC(2026, 9, 16, 9, 30 - index)).toISOString(),
    actor_id: index === 6 ? null : 1,
    actor_email: 'organizzatrice@fiera.example',
    action,
    target,
    summary,
  }));
}

export { auditEntries };

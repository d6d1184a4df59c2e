import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../plugins/app/auth/index';
import { ROLE_NAMES } from '../plugins/app/users/role-names';
import type { AccountRow } from '../plugins/app/users/users-repository';
import { assertWholeNumbers } from './query-integers';
import type { OperationHandlers, Schemas } from './types';

const DEFAULT_PAGE = 50;

const EXPORT_NAMES: Record<Schemas['ExportKind'], string> = {
  attendees: 'partecipanti',
  checkins: 'ingressi',
  decisions: 'decisioni sulle aziende',
};

function toAccount(row: AccountRow): Schemas['Account'] {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    first_name: row.firstName,
    last_name: row.lastName,
    company_name: row.companyName,
    is_verified: row.isVerified,
    created_at: row.createdAt.toISOString(),
    last_login: row.lastLogin?.toISOString() ?? null,
    checkins: row.checkins,
  };
}

/** The organisers' accounts, gate and exports: admins only, and each change is audited. */
export function adminAccountsHandlers(
  fastify: FastifyInstance,
): OperationHandlers<
  | 'listAccounts'
  | 'deleteAccount'
  | 'changeAccountRole'
  | 'resendAccountVerification'
  | 'getGateDashboard'
  | 'exportData'
> {
  const { usersService, accountsService, ticketsService, adminReports, auditLog } = fastify;
  return {
    async listAccounts(request) {
      requireAdmin(request);
      assertWholeNumbers(request.query, ['limit', 'offset']);
      const { q, role, limit = DEFAULT_PAGE, offset = 0 } = request.query;
      const page = await usersService.searchAccounts({ text: q, role, limit, offset });
      return { items: page.rows.map(toAccount), total: page.total };
    },

    async deleteAccount(request, reply) {
      const admin = requireAdmin(request);
      const { id } = request.params;
      const { email } = await usersService.deleteByAdmin(admin, id);
      await auditLog.record(admin.userId, 'account.delete', id, `Account eliminato: ${email}`);
      return reply.code(204).send();
    },

    async changeAccountRole(request) {
      const admin = requireAdmin(request);
      const { id } = request.params;
      const { role } = request.body;
      const { account, changed, previousRole } = await usersService.changeRole(admin, id, role);
      // Asking for the role it has changes nothing: nothing to record.
      if (changed) {
        await auditLog.record(
          admin.userId,
          'account.role',
          id,
          `Ruolo di ${account.email}: ${ROLE_NAMES[previousRole]} → ${ROLE_NAMES[role]}`,
        );
      }
      return toAccount(account);
    },

    async resendAccountVerification(request, reply) {
      const admin = requireAdmin(request);
      const { id } = request.params;
      const { email } = await accountsService.resendVerificationOf(id);
      await auditLog.record(
        admin.userId,
        'account.verification',
        id,
        `Nuovo link di verifica inviato a ${email}`,
      );
      return reply.code(202).send({ message: `Email di verifica inviata di nuovo a ${email}.` });
    },

    async getGateDashboard(request) {
      requireAdmin(request);
      const gate = await ticketsService.gateDashboard();
      return {
        day: gate.day,
        today: gate.today,
        total: gate.total,
        reentry: gate.reentry,
        per_hour: gate.perHour,
        per_staff: gate.perStaff.map((row) => ({
          staff_id: row.staffId,
          name: row.name,
          count: row.count,
        })),
        offline: {
          received: gate.offline.received,
          problems: gate.offline.problems.map((row) => ({
            outcome: row.outcome,
            message: row.message,
            scanned_at: row.scannedAt.toISOString(),
          })),
        },
      };
    },

    async exportData(request, reply) {
      const admin = requireAdmin(request);
      const { kind } = request.params;
      const file = await adminReports.exportCsv(kind);
      await auditLog.record(
        admin.userId,
        'export.download',
        kind,
        `Esportazione ${EXPORT_NAMES[kind]}: ${file.rows === 1 ? '1 riga' : `${file.rows} righe`}`,
      );
      reply.header('content-disposition', `attachment; filename="${file.fileName}"`);
      reply.type('text/csv; charset=utf-8');
      return reply.code(200).send(file.content);
    },
  };
}

import { desc, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { auditLog, users } from '../../../db/schema/index';
import type { AuditAction } from './index';

export interface AuditLine {
  /** Null: the server itself, whose line has no e-mail. */
  actorId: number | null;
  action: AuditAction;
  target: string | null;
  summary: string | null;
}

export function createAuditLogRepository(db: Database) {
  return {
    /** The actor's current e-mail is copied in the same statement: no read-then-write gap. */
    async insert(line: AuditLine): Promise<void> {
      await db.insert(auditLog).values({
        actorId: line.actorId,
        actorEmail:
          line.actorId === null
            ? ''
            : sql`coalesce((select ${users.email} from ${users} where ${users.id} = ${line.actorId}), '')`,
        action: line.action,
        target: line.target,
        summary: line.summary,
      });
    },

    async page(before: number | undefined, limit: number) {
      return db
        .select()
        .from(auditLog)
        .where(before === undefined ? undefined : lt(auditLog.id, before))
        .orderBy(desc(auditLog.id))
        .limit(limit);
    },
  };
}

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Schemas } from '../../../routes/types';
import { createAuditLogRepository } from './audit-log-repository';

export type AuditAction = Schemas['AuditAction'];

declare module 'fastify' {
  interface FastifyInstance {
    auditLog: AuditLogService;
  }
}

export interface AuditLogService {
  /**
   * Records what an admin did; `target` names the thing (an id), `summary` says it in Italian.
   * A null actor is the server itself (the start-up's FIERA_ADMIN_EMAIL account).
   */
  record(
    actorId: number | null,
    action: AuditAction,
    target?: string | number | null,
    summary?: string | null,
  ): Promise<void>;
  page(before: number | undefined, limit: number): Promise<Schemas['AuditPage']>;
}

// An Italian summary is a few lines on a screen (an edit lists its changed fields), not a document.
const MAX_SUMMARY = 1000;

async function auditLogPlugin(fastify: FastifyInstance) {
  const repository = createAuditLogRepository(fastify.db);
  fastify.decorate('auditLog', {
    async record(actorId, action, target = null, summary = null) {
      await repository.insert({
        actorId,
        action,
        target: target === null ? null : String(target),
        summary: summary === null ? null : summary.slice(0, MAX_SUMMARY),
      });
    },
    async page(before, limit) {
      // One extra row says whether an older page exists.
      const rows = await repository.page(before, limit + 1);
      const items = rows.slice(0, limit).map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        actor_id: row.actorId,
        actor_email: row.actorEmail,
        action: row.action as AuditAction,
        target: row.target,
        summary: row.summary,
      }));
      const last = items.at(-1);
      return { items, next_before: rows.length > limit && last !== undefined ? last.id : null };
    },
  } satisfies AuditLogService);
}

export default fp(auditLogPlugin, { name: 'audit-log', dependencies: ['db'] });

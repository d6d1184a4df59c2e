import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../plugins/app/auth/index';
import { assertWholeNumbers } from './query-integers';
import type { OperationHandlers } from './types';

const DEFAULT_PAGE = 50;

export function auditHandlers(fastify: FastifyInstance): OperationHandlers<'listAuditLog'> {
  return {
    async listAuditLog(request) {
      requireAdmin(request);
      assertWholeNumbers(request.query, ['before', 'limit']);
      const { before, limit = DEFAULT_PAGE } = request.query;
      return fastify.auditLog.page(before, limit);
    },
  };
}

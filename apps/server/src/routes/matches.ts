import type { FastifyInstance } from 'fastify';
import { requireUser } from '../plugins/app/auth/index';
import type { MatchRow, VendorCardRow } from '../plugins/app/matches/matches-repository';
import type { OperationHandlers, Schemas } from './types';

export function toMatch(row: MatchRow): Schemas['Match'] {
  return {
    id: row.id,
    vendor_id: row.vendorId,
    score: row.score,
    description: row.description,
    status: row.status,
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

function toVendorCard(row: VendorCardRow): Schemas['MatchVendorCard'] {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    seeking: row.seeking,
    website: row.website,
    email: row.email,
  };
}

export function matchHandlers(
  fastify: FastifyInstance,
): OperationHandlers<
  'listMatches' | 'getNewMatch' | 'acceptMatch' | 'rejectMatch' | 'updateMatchStatus'
> {
  const { matchesService } = fastify;
  return {
    async listMatches(request) {
      return (await matchesService.history(requireUser(request).userId)).map(toMatch);
    },

    async getNewMatch(request) {
      const next = await matchesService.next(requireUser(request).userId);
      const { suggestion } = next;
      return {
        match: suggestion === null ? null : toMatch(suggestion.match),
        vendor: suggestion === null ? null : toVendorCard(suggestion.vendor),
        pending_matches: next.pendingMatches,
        remaining_vendors: next.remainingVendors,
      };
    },

    async acceptMatch(request) {
      const { userId } = requireUser(request);
      return toMatch(await matchesService.decide(userId, request.params.vendorId, 'accepted'));
    },

    async rejectMatch(request) {
      const { userId } = requireUser(request);
      return toMatch(await matchesService.decide(userId, request.params.vendorId, 'rejected'));
    },

    async updateMatchStatus(request) {
      const { userId } = requireUser(request);
      const { matchId } = request.params;
      return toMatch(await matchesService.setStatus(userId, matchId, request.query.status));
    },
  };
}

import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The lists are fetched again by every screen: an unchanged one answers 304 without a body.
 * Returns true when the caller must answer 304.
 */
export function notModified(request: FastifyRequest, reply: FastifyReply, body: unknown): boolean {
  const etag = `W/"${createHash('sha256').update(JSON.stringify(body)).digest('base64url')}"`;
  reply.header('etag', etag);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value === etag || `W/${value}` === etag;
  });
}

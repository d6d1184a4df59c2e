import type { FastifyInstance } from 'fastify';
import { createUser } from '@fiera/server/testing';

/** A share of the scans at a gate are codes that fail their signature check. */
export const TAMPERED_SHARE = 0.25;

/** The code with one character changed after its prefix: its signature no longer holds. */
function tampered(token: string, seed: number): string {
  const index = 3 + (seed % (token.length - 3));
  const character = token.charAt(index);
  const replacement = character === 'A' ? 'B' : character === '.' ? 'x' : 'A';
  return token.slice(0, index) + replacement + token.slice(index + 1);
}

/** A fixed pseudo-random sequence: runs of a bench are comparable. */
export function sequence(seed = 42): () => number {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31);
}

/** The QR codes of `count` new attendees with tickets. */
export async function issueTickets(app: FastifyInstance, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const { id } = await createUser(app);
    tokens.push((await app.ticketsService.issueTicket(id)).ticket.qrCodeData);
  }
  return tokens;
}

/** `count` staff scans of those codes (some tampered), as autocannon requests. */
export function scanRequests(
  tokens: readonly string[],
  count: number,
  headers: Record<string, string>,
  next: () => number,
) {
  return Array.from({ length: count }, () => {
    const token = tokens[next() % tokens.length] ?? '';
    const code = next() / 2 ** 31 < TAMPERED_SHARE ? tampered(token, next()) : token;
    return {
      method: 'POST' as const,
      path: '/api/tickets/validate',
      headers,
      body: JSON.stringify({ qr_code_data: code }),
    };
  });
}

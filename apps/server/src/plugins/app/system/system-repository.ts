import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { checkins, events, tickets, users, vendors } from '../../../db/schema/index';

export interface EntityCounts {
  users: number;
  vendors: number;
  events: number;
  tickets: number;
  checkins: number;
}

export function createSystemRepository(db: Database) {
  return {
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },

    /**
     * One statement without parameters: the CLI runs it through the embedded server's socket,
     * where each simple-protocol message is atomic (see db/embedded.ts).
     */
    async counts(): Promise<EntityCounts> {
      const [row] = await db
        .select({
          users: sql<number>`(select count(*) from ${users})`.mapWith(Number),
          vendors: sql<number>`(select count(*) from ${vendors})`.mapWith(Number),
          events: sql<number>`(select count(*) from ${events})`.mapWith(Number),
          tickets: sql<number>`(select count(*) from ${tickets})`.mapWith(Number),
          checkins: sql<number>`(select count(*) from ${checkins})`.mapWith(Number),
        })
        .from(sql`(select 1) as one`);
      if (row === undefined) throw new Error('count query returned no row');
      return row;
    },
  };
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import { createUser, startTestServer, type RunningServer } from '@fiera/server/testing';
import { events, vendors } from '../../apps/server/src/db/schema/index';

// BENCH_STATIC_DIR: another build (a helper's, another checkout's) measured beside the main one.
const STATIC_DIR = path.resolve(
  process.env.BENCH_STATIC_DIR ?? path.resolve(import.meta.dirname, '../../apps/fair/dist'),
);
const STAGES = ['Marchionne', 'Montalcini', 'Epicentro'];

export interface FairServer extends RunningServer {
  /** An attendee's access token, valid for 15 minutes. */
  token: string;
}

/** Every title of the seeded programme matches it. */
export const EVENT_TITLE = /: intervento delle /;

/**
 * The production build and the API on a loopback port, with a programme and a directory of a
 * realistic size (two days of talks on three stages, 120 vendors) and one attendee.
 */
export async function startFairServer(): Promise<FairServer> {
  if (!existsSync(path.join(STATIC_DIR, 'index.html'))) {
    throw new Error('The app is not built: run "npm run build -w @fiera/fair" first.');
  }
  const server = await startTestServer({
    config: { nodeEnv: 'production', staticDir: STATIC_DIR },
  });
  try {
    await server.app.db.insert(vendors).values(
      Array.from({ length: 120 }, (_, i) => ({
        name: `Azienda ${String(i + 1).padStart(3, '0')}`,
        stand: `${i < 60 ? 'A' : 'B'}${(i % 60) + 1}`,
        description: 'Soluzioni per la logistica, l’energia e la manifattura.',
      })),
    );
    const programme = ['2026-10-16', '2026-10-17'].flatMap((eventDate) =>
      STAGES.flatMap((location) =>
        Array.from({ length: 8 }, (_, hour) => ({
          title: `${location}: intervento delle ${9 + hour}:00 del ${eventDate.slice(8)} ottobre`,
          speaker: 'Relatore Ospite',
          companyName: 'Fiera Srl',
          topic: 'Innovazione',
          location,
          tags: ['innovazione', 'industria'],
          eventDate,
          eventTime: `${String(9 + hour).padStart(2, '0')}:00`,
        })),
      ),
    );
    await server.app.db.insert(events).values(programme);
    const { token } = await createUser(server.app);
    return { ...server, token };
  } catch (error) {
    await server.close();
    throw error;
  }
}

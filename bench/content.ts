/**
 * The directory and the programme under load: GET /api/vendors/ with 1,000 vendors and
 * GET /api/events/ with 500 events, 50 connections for 10 s each, against a test server
 * (in-memory PGlite, or the PostgreSQL of DATABASE_URL). Half the requests revalidate with the
 * ETag of an earlier answer, as phones that already hold the list do. Phones' browsers always
 * accept compressed answers, so the measured run asks for br/gzip like Chromium does; a second
 * run without Accept-Encoding shows the cost of sending the list uncompressed.
 *
 *   npm run content -w @fiera/bench
 */
import autocannon from 'autocannon';
import { createUser, startTestServer } from '@fiera/server/testing';
import { events, vendors } from '../apps/server/src/db/schema/index';

const CONNECTIONS = 50;
const DURATION_S = 10;
const STAGES = ['Palco Marchionne', 'Sala Montalcini', 'Arena Epicentro'];

const server = await startTestServer();
try {
  await server.app.db.insert(vendors).values(
    Array.from({ length: 1000 }, (_, i) => ({
      name: `Azienda ${String(i + 1).padStart(4, '0')}`,
      stand: `${i < 500 ? 'A' : 'B'}${(i % 500) + 1}`,
      website: `https://azienda${i + 1}.example.it`,
      email: `info@azienda${i + 1}.example.it`,
      description:
        'Progettiamo soluzioni per la logistica, l’energia e la manifattura, con assistenza in tutta Italia.',
      seeking: 'Cerchiamo distributori esteri, tecnici commerciali e partner per l’export.',
    })),
  );
  await server.app.db.insert(events).values(
    Array.from({ length: 500 }, (_, i) => ({
      title: `Intervento ${i + 1}: innovazione e filiere`,
      speaker: 'Relatore Ospite',
      companyName: 'Fiera Srl',
      topic: 'Innovazione',
      location: STAGES[i % STAGES.length] ?? null,
      tags: ['innovazione', 'industria'],
      eventDate: i < 250 ? '2026-10-16' : '2026-10-17',
      eventTime: `${String(9 + (i % 10)).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}`,
    })),
  );
  const { token } = await createUser(server.app);
  const authorization = `Bearer ${token}`;

  const PHONE = 'gzip, deflate, br, zstd';
  for (const path of ['/api/vendors/', '/api/events/']) {
    for (const acceptEncoding of [PHONE, undefined]) {
      const headers: Record<string, string> = { authorization };
      if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding;
      // fetch asks for gzip unless told otherwise.
      const first = await fetch(`${server.url}${path}`, {
        headers: { ...headers, 'accept-encoding': acceptEncoding ?? 'identity' },
      });
      const etag = first.headers.get('etag') ?? '';
      // fetch decodes the body: the size on the wire is the answer's Content-Length.
      const wireBytes = Number(first.headers.get('content-length') ?? (await first.text()).length);
      const result = await autocannon({
        url: server.url,
        connections: CONNECTIONS,
        duration: DURATION_S,
        workers: 1,
        requests: [
          { method: 'GET', path, headers },
          { method: 'GET', path, headers: { ...headers, 'if-none-match': etag } },
        ],
      });
      const encoding = first.headers.get('content-encoding') ?? 'uncompressed';
      console.log(
        `GET ${path} (${(wireBytes / 1024).toFixed(0)} KB ${encoding}, half revalidated): ` +
          `${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, ` +
          `p99 ${result.latency.p99} ms, ${result.non2xx} answers 304/non-2xx, ${result.errors} errors`,
      );
    }
  }
  console.log(
    `database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite in memory'}; ` +
      `${CONNECTIONS} connections, ${DURATION_S} s each`,
  );
} finally {
  await server.close();
}

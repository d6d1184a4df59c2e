import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** Which instance answered each request, in order (their base URLs). */
  served: string[];
  close(): Promise<void>;
}

async function readBody(incoming: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A small HTTP proxy sending each request to the next of `targets` in turn, as the compose file's
 * Caddy does: an instance that refuses the connection or drops it before answering (stopping,
 * killed) is skipped, and the request goes to the next one.
 */
export async function startRoundRobinProxy(targets: readonly string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const served: string[] = [];

  function forward(
    target: string,
    incoming: IncomingMessage,
    body: Buffer,
  ): Promise<IncomingMessage> {
    return new Promise((resolve, reject) => {
      const upstream = request(
        new URL(incoming.url ?? '/', target),
        { method: incoming.method, headers: { ...incoming.headers, host: new URL(target).host } },
        resolve,
      );
      upstream.on('error', reject);
      upstream.end(body);
    });
  }

  const server: Server = createServer((incoming, outgoing) => {
    const first = next;
    next += 1;
    void (async () => {
      const body = await readBody(incoming);
      for (let attempt = 0; attempt < targets.length; attempt += 1) {
        const target = targets[(first + attempt) % targets.length] ?? '';
        try {
          const answer = await forward(target, incoming, body);
          served.push(target);
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        } catch {
          // Refused or dropped before an answer: the next instance.
        }
      }
      outgoing.writeHead(502).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

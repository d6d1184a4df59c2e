import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from './app';

export interface RunningServer {
  /** Base URL to call, e.g. http://127.0.0.1:3000 (a wildcard host is given as loopback). */
  url: string;
  app: FastifyInstance;
  /** Stops accepting connections, lets in-flight requests finish, closes the database. */
  close(): Promise<void>;
}

/** Builds the application and listens on `config.host`:`config.port` (0 picks a free port). */
export async function startServer(options: BuildAppOptions): Promise<RunningServer> {
  const app = await buildApp(options);
  try {
    await app.listen({ port: options.config.port, host: options.config.host });
  } catch (error) {
    await app.close();
    throw error;
  }
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not a TCP server');
  const host = ['0.0.0.0', '::'].includes(address.address) ? '127.0.0.1' : address.address;
  const formattedHost = host.includes(':') ? `[${host}]` : host;
  return { url: `http://${formattedHost}:${address.port}`, app, close: () => app.close() };
}

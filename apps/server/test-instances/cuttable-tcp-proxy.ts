import { createServer, connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface CuttableTcpProxy {
  port: number;
  /** The service goes away: open connections are cut, new ones refused at once. */
  cut(): void;
  /**
   * The service hangs: connections stay open (and new ones are accepted) but nothing goes
   * through, in either direction, until `restore`.
   */
  stall(): void;
  restore(): void;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket;
}

/** A TCP relay to `target`, between the servers and a service they use, that a test can cut. */
export async function startCuttableTcpProxy(target: {
  host: string;
  port: number;
}): Promise<CuttableTcpProxy> {
  let cut = false;
  let stalled = false;
  const pairs = new Set<Pair>();
  const flow = ({ client, upstream }: Pair) => {
    client.pipe(upstream).pipe(client);
  };
  const hold = ({ client, upstream }: Pair) => {
    client.unpipe(upstream);
    upstream.unpipe(client);
    client.pause();
    upstream.pause();
  };
  const server = createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    const pair = { client, upstream: connect(target.port, target.host) };
    pairs.add(pair);
    for (const socket of [pair.client, pair.upstream]) {
      socket.on('error', () => undefined);
      socket.on('close', () => {
        pairs.delete(pair);
        pair.client.destroy();
        pair.upstream.destroy();
      });
    }
    if (stalled) hold(pair);
    else flow(pair);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    cut() {
      cut = true;
      for (const { client } of pairs) client.destroy();
    },
    stall() {
      stalled = true;
      for (const pair of pairs) hold(pair);
    },
    restore() {
      cut = false;
      if (stalled) for (const pair of pairs) flow(pair);
      stalled = false;
    },
    close: () =>
      new Promise((resolve) => {
        for (const { client } of pairs) client.destroy();
        server.close(() => resolve());
      }),
  };
}

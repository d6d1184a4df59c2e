/**
 * The load of bench/burst.ts, run in worker threads: in the bench's main thread it would share
 * an event loop with the trivial server it measures. Each worker drives its share of the
 * connections; every connection is one keep-alive socket that sends its next request as soon as
 * the answer arrives (a closed loop, as autocannon does) and picks each request's route by the
 * mix's weights, as the upstream connections of a balancer carry every kind of request.
 * autocannon itself reports one latency for all its requests, not one per route.
 */
import { Agent, request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';

export const ROUTES = [
  'validate',
  'programme',
  'exhibitors',
  'me',
  'newMatch',
  'decision',
  'login',
] as const;
export type Route = (typeof ROUTES)[number];
export type MeasuredRoute = Route | 'trivial';

/** A simulated client: its access token and the address the hall's proxy would forward. */
export interface Client {
  token: string;
  address: string;
}

export interface WorkerSetup {
  instances: string[];
  /**
   * An instance for the gates alone (BURST_GATE_INSTANCE): the scans go there, as a balancer
   * routing /api/tickets/validate by path would send them; every other request to `instances`.
   */
  gateInstance?: string;
  trivialUrl: string;
  /** Share of the requests per route, summing to 1. */
  mix: Record<Route, number>;
  /** Visitors signed in before the fair (their token on the phone): current user, lists. */
  visitors: Client[];
  /** Visitors whose matches are computed: new match and decisions. */
  matchVisitors: Client[];
  /** Gate phones. */
  staff: Client[];
  /** Accounts that sign in during the burst; they share one password. */
  logins: { email: string; address: string }[];
  password: string;
  /** This worker's tickets, in the order visitors reach the gate. */
  tickets: { code: string; uuid: string }[];
  etags: { programme: string; exhibitors: string };
  vendorIds: number[];
  seed: number;
  /** Shares of the scans that are a ticket already admitted, and a tampered code. */
  repeatShare: number;
  tamperedShare: number;
}

export interface Phase {
  target: 'fiera' | 'trivial';
  connections: number;
  warmupMs: number;
  durationMs: number;
  /** Latencies are kept for requests started after the warm-up, when true. */
  record: boolean;
  /** The instance of this worker's first connection; the next ones alternate. */
  firstInstance: number;
}

export interface RouteResult {
  route: MeasuredRoute;
  /** Latency in ms of each request started in the measured window. */
  latencies: number[];
  /** Of those requests: answers 2xx, 304 (a list revalidated, expected), others, errors. */
  ok: number;
  notModified: number;
  non2xx: number;
  errors: number;
  /** Status codes other than 2xx and 304, with their counts, to say what went wrong. */
  otherStatuses: Record<string, number>;
}

export interface Scans {
  first: number;
  repeats: number;
  tampered: number;
  /** Answers valid: true, with the ticket each admitted (all of the phase, warm-up included). */
  admitted: string[];
  /** Scans of the phase (warm-up included) that got no answer: their check-in is unknown. */
  unanswered: number;
}

export interface PhaseResult {
  /** The measured window, as this worker saw it. */
  measuredMs: number;
  routes: RouteResult[];
  scans: Scans;
}

export type ToWorker = { type: 'phase'; phase: Phase } | { type: 'stop' };
export type FromWorker = { type: 'done'; result: PhaseResult };

const REQUEST_TIMEOUT_MS = 15_000;
/** What Chromium sends: the lists answer brotli, as to a phone. */
const PHONE_ENCODINGS = 'gzip, deflate, br, zstd';
/** Suggestions shown and not decided yet, kept for the decisions that follow them. */
const SUGGESTIONS_KEPT = 1000;
const ACCEPT_SHARE = 0.35;

/** A fixed pseudo-random sequence in [0, 1): runs of the bench send the same mix. */
function random(seed: number): () => number {
  let state = seed % 2 ** 31 || 1;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

interface Answer {
  status: number;
  body: string | undefined;
}

interface Outgoing {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Whether the answer's body is needed (otherwise it is drained unread). */
  read: boolean;
  onAnswer?: (answer: Answer) => void;
  /** No answer: a network error or a timeout. */
  onFailure?: () => void;
}

const TRIVIAL_REQUEST: Outgoing = { method: 'GET', path: '/', headers: {}, read: false };

/** One request on the connection's own agent; the body is read only when `read` asks for it. */
function send(
  agent: Agent,
  base: URL,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: string | undefined,
  read: boolean,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method,
        path,
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body ?? '')) },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (!read) {
          response.resume();
          response.on('end', () => resolve({ status, body: undefined }));
        } else {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status, body: Buffer.concat(chunks).toString('utf8') }),
          );
        }
        response.on('error', reject);
        // The socket closed before the whole answer came (a timeout destroys it).
        response.on('close', () => {
          if (!response.complete) reject(new Error('answer cut short'));
        });
      },
    );
    request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    request.end(body);
  });
}

/** One character in the middle changed: the signature no longer holds. */
function tampered(code: string): string {
  const index = Math.floor(code.length / 2);
  const replacement = code.charAt(index) === 'A' ? 'B' : 'A';
  return code.slice(0, index) + replacement + code.slice(index + 1);
}

function runWorker(setup: WorkerSetup): void {
  const port = parentPort;
  if (port === null) throw new Error('burst-load runs as a worker thread');
  const instances = setup.instances.map((url) => new URL(url));
  const gate = setup.gateInstance === undefined ? undefined : new URL(setup.gateInstance);
  const trivial = new URL(setup.trivialUrl);
  const next = random(setup.seed);
  const pickFrom = <T>(list: readonly T[]): T => {
    const item = list[Math.floor(next() * list.length)];
    if (item === undefined) throw new Error('empty pool');
    return item;
  };
  const cumulative = ROUTES.map((_, index) =>
    ROUTES.slice(0, index + 1).reduce((sum, route) => sum + setup.mix[route], 0),
  );
  const pickRoute = (): Route => {
    const value = next() * (cumulative.at(-1) ?? 1);
    return ROUTES[cumulative.findIndex((bound) => value < bound)] ?? 'me';
  };

  // Across phases: a ticket admitted in one level is a repeat in the next.
  let ticketCursor = 0;
  let loginCursor = 0;
  const admittedSoFar: string[] = [];
  const codeOf = new Map(setup.tickets.map((ticket) => [ticket.uuid, ticket.code]));
  const suggestions: { visitor: Client; vendorId: number }[] = [];

  async function runPhase(phase: Phase): Promise<PhaseResult> {
    const results = new Map<MeasuredRoute, RouteResult>();
    const resultOf = (route: MeasuredRoute): RouteResult => {
      let result = results.get(route);
      if (result === undefined) {
        result = {
          route,
          latencies: [],
          ok: 0,
          notModified: 0,
          non2xx: 0,
          errors: 0,
          otherStatuses: {},
        };
        results.set(route, result);
      }
      return result;
    };
    const scans: Scans = { first: 0, repeats: 0, tampered: 0, admitted: [], unanswered: 0 };
    const start = performance.now();
    const measuredFrom = start + phase.warmupMs;
    const end = measuredFrom + phase.durationMs;

    /** The request a route sends now, and what to do with its answer. */
    function build(route: Route): Outgoing {
      const as = (client: Client) => ({
        authorization: `Bearer ${client.token}`,
        'x-forwarded-for': client.address,
      });
      switch (route) {
        case 'validate': {
          const gate = pickFrom(setup.staff);
          const roll = next();
          let code: string;
          if (roll < setup.tamperedShare) {
            scans.tampered += 1;
            code = tampered(pickFrom(setup.tickets).code);
          } else if (roll < setup.tamperedShare + setup.repeatShare && admittedSoFar.length > 0) {
            scans.repeats += 1;
            code = codeOf.get(pickFrom(admittedSoFar)) ?? '';
          } else {
            scans.first += 1;
            const ticket = setup.tickets[ticketCursor % setup.tickets.length];
            ticketCursor += 1;
            code = ticket?.code ?? '';
          }
          return {
            method: 'POST',
            path: '/api/tickets/validate',
            headers: { ...as(gate), 'content-type': 'application/json' },
            body: JSON.stringify({ qr_code_data: code }),
            read: true,
            onAnswer(answer) {
              if (answer.status !== 200 || answer.body === undefined) {
                scans.unanswered += 1;
                return;
              }
              const verdict = JSON.parse(answer.body) as {
                valid: boolean;
                ticket_uuid: string | null;
              };
              if (verdict.valid && verdict.ticket_uuid !== null) {
                scans.admitted.push(verdict.ticket_uuid);
                admittedSoFar.push(verdict.ticket_uuid);
              }
            },
            onFailure() {
              scans.unanswered += 1;
            },
          };
        }
        case 'programme':
        case 'exhibitors': {
          const visitor = pickFrom(setup.visitors);
          // Half the phones hold the list already and revalidate it, as in bench/content.ts.
          const revalidate = next() < 0.5;
          return {
            method: 'GET',
            path: route === 'programme' ? '/api/events/' : '/api/vendors/',
            headers: {
              ...as(visitor),
              'accept-encoding': PHONE_ENCODINGS,
              ...(revalidate ? { 'if-none-match': setup.etags[route] } : {}),
            },
            read: false,
          };
        }
        case 'me':
          return {
            method: 'GET',
            path: '/api/users/me',
            headers: as(pickFrom(setup.visitors)),
            read: false,
          };
        case 'newMatch': {
          const visitor = pickFrom(setup.matchVisitors);
          return {
            method: 'GET',
            path: '/api/matches/new',
            headers: as(visitor),
            read: true,
            onAnswer(answer) {
              if (answer.status !== 200 || answer.body === undefined) return;
              const { vendor } = JSON.parse(answer.body) as { vendor: { id: number } | null };
              if (vendor === null) return;
              if (suggestions.length >= SUGGESTIONS_KEPT) suggestions.shift();
              suggestions.push({ visitor, vendorId: vendor.id });
            },
          };
        }
        case 'decision': {
          // The suggestion a visitor was shown, when there is one; otherwise an exhibitor
          // opened from the directory.
          const shown = suggestions.pop() ?? {
            visitor: pickFrom(setup.matchVisitors),
            vendorId: pickFrom(setup.vendorIds),
          };
          const verb = next() < ACCEPT_SHARE ? 'accept' : 'reject';
          return {
            method: 'POST',
            path: `/api/matches/${shown.vendorId}/${verb}`,
            headers: as(shown.visitor),
            read: false,
          };
        }
        case 'login': {
          const account = setup.logins[loginCursor % setup.logins.length];
          loginCursor += 1;
          if (account === undefined) throw new Error('no login accounts');
          return {
            method: 'POST',
            path: '/api/auth/login',
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              'x-forwarded-for': account.address,
            },
            body: new URLSearchParams({
              username: account.email,
              password: setup.password,
            }).toString(),
            read: false,
          };
        }
      }
    }

    async function connection(index: number): Promise<void> {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const gateAgent = new Agent({ keepAlive: true, maxSockets: 1 });
      // Half the connections to each instance, as a round-robin balancer spreads them.
      const base =
        phase.target === 'trivial'
          ? trivial
          : instances[(index + phase.firstInstance) % instances.length];
      if (base === undefined) throw new Error('no instance');
      try {
        while (performance.now() < end) {
          const route: MeasuredRoute = phase.target === 'trivial' ? 'trivial' : pickRoute();
          const spec = route === 'trivial' ? TRIVIAL_REQUEST : build(route);
          const started = performance.now();
          const measured = phase.record && started >= measuredFrom;
          const result = resultOf(route);
          try {
            const toGate = route === 'validate' && gate !== undefined;
            const answer = await send(
              toGate ? gateAgent : agent,
              toGate ? gate : base,
              spec.method,
              spec.path,
              spec.headers,
              spec.body,
              spec.read,
            );
            const latency = performance.now() - started;
            spec.onAnswer?.(answer);
            if (!measured) continue;
            result.latencies.push(latency);
            if (answer.status >= 200 && answer.status < 300) result.ok += 1;
            else if (answer.status === 304) result.notModified += 1;
            else {
              result.non2xx += 1;
              result.otherStatuses[answer.status] = (result.otherStatuses[answer.status] ?? 0) + 1;
            }
          } catch {
            spec.onFailure?.();
            if (measured) {
              result.latencies.push(performance.now() - started);
              result.errors += 1;
            }
          }
        }
      } finally {
        agent.destroy();
        gateAgent.destroy();
      }
    }

    await Promise.all(Array.from({ length: phase.connections }, (_, index) => connection(index)));
    return { measuredMs: phase.durationMs, routes: [...results.values()], scans };
  }

  port.on('message', (message: ToWorker) => {
    if (message.type === 'stop') {
      port.close();
      return;
    }
    void runPhase(message.phase).then((result) =>
      port.postMessage({ type: 'done', result } satisfies FromWorker),
    );
  });
}

if (!isMainThread) runWorker(workerData as WorkerSetup);

import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from './config';
import type { DatabaseMode } from './db/open';
import { errorHandler } from './error-handler';
import { messages } from './errors';
import { pathOf, serializeError, serializeRequest } from './log-serializers';
import { buildValidator } from './validator-compiler';
import accountsPlugin from './plugins/app/accounts/index';
import agendaPlugin from './plugins/app/agenda/index';
import calendarPlugin from './plugins/app/calendar/index';
import authPlugin from './plugins/app/auth/index';
import contentVersionsPlugin from './plugins/app/content-versions/index';
import auditLogPlugin from './plugins/app/audit-log/index';
import adminReportsPlugin from './plugins/app/admin-reports/index';
import fairConfigPlugin from './plugins/app/fair-config/index';
import demoPlugin from './plugins/app/demo/index';
import eventsPlugin from './plugins/app/events/index';
import loginThrottlePlugin from './plugins/app/login-throttle/index';
import mailPlugin from './plugins/app/mail/index';
import matchesPlugin from './plugins/app/matches/index';
import systemPlugin from './plugins/app/system/index';
import ticketsPlugin from './plugins/app/tickets/index';
import usersPlugin from './plugins/app/users/index';
import vendorsPlugin from './plugins/app/vendors/index';
import bodyParsersPlugin from './plugins/external/body-parsers';
import compressPlugin from './plugins/external/compress';
import cookiePlugin from './plugins/external/cookie';
import dbPlugin from './plugins/external/db';
import helmetPlugin from './plugins/external/helmet';
import rateLimitPlugin from './plugins/external/rate-limit';
import gateFirstPlugin from './plugins/app/gate-first/index';
import staticPlugin from './plugins/external/static';
import routes from './routes/index';
import mediaRoutes from './routes/media';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface AppOptions {
  config: Config;
  /** Default: DATABASE_URL when set, otherwise the embedded PGlite in DATA_DIR. */
  database?: DatabaseMode;
  /** Writes the demo fair on an empty database (server.ts passes config.demoSeed); default off. */
  seedDemo?: boolean;
}

/** The whole application as one plugin: the server and the tests register it. */
async function app(fastify: FastifyInstance, options: AppOptions) {
  fastify.decorate('config', options.config);
  fastify.setErrorHandler(errorHandler);
  closeConnectionsWhenClosing(fastify);

  await fastify.register(helmetPlugin);
  await fastify.register(dbPlugin, { database: options.database });
  await fastify.register(cookiePlugin);
  await fastify.register(bodyParsersPlugin);
  await fastify.register(compressPlugin);
  await fastify.register(rateLimitPlugin);
  await fastify.register(gateFirstPlugin);

  await fastify.register(authPlugin);
  await fastify.register(loginThrottlePlugin);
  await fastify.register(mailPlugin);
  await fastify.register(ticketsPlugin);
  await fastify.register(auditLogPlugin);
  await fastify.register(accountsPlugin);
  await fastify.register(usersPlugin);
  await fastify.register(systemPlugin);
  await fastify.register(contentVersionsPlugin);
  await fastify.register(adminReportsPlugin);
  await fastify.register(fairConfigPlugin);
  await fastify.register(vendorsPlugin);
  await fastify.register(eventsPlugin);
  await fastify.register(matchesPlugin);
  await fastify.register(agendaPlugin);
  await fastify.register(calendarPlugin);
  if (options.seedDemo === true) await fastify.register(demoPlugin);

  await fastify.register(routes);
  await fastify.register(mediaRoutes);
  if (options.config.nodeEnv === 'production') await fastify.register(staticPlugin);

  fastify.setNotFoundHandler(
    // Probing for URLs costs a lookup each: limited, generously, per address.
    { preHandler: fastify.rateLimit({ max: 120, timeWindow: 60_000 }) },
    (request, reply) => {
      request.log.info({ method: request.method, url: pathOf(request.url) }, 'route not found');
      return reply.code(404).send({ detail: messages.notFound });
    },
  );
}

/**
 * close() closes idle keep-alive connections at once, but a connection busy at that moment would
 * stay open after its answer until the keep-alive timeout, delaying the shutdown by a minute:
 * answers sent while closing ask the client to close the connection instead.
 */
function closeConnectionsWhenClosing(fastify: FastifyInstance) {
  let closing = false;
  fastify.addHook('preClose', async () => {
    closing = true;
  });
  // Callback style: an async hook would cost every answer a promise.
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}

const fieraApp = fp(app, { name: 'fiera' });
export default fieraApp;

export function fastifyOptions(config: Config): FastifyServerOptions {
  return {
    // The app plugin opens the database and migrates it: a first start of the embedded database
    // (initdb) on a busy 2-core machine, or a migration waiting for another instance's lock,
    // can take longer than Fastify's default 10 s.
    pluginTimeout: 120_000,
    // Stopping (SIGTERM): a request that arrives on a connection still open is answered, not
    // refused with Fastify's English 503; idle connections are closed so the balancer sends
    // new requests to another instance, and the process waits for what it is answering.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    logger: loggerOptions(config),
    schemaController: { compilersFactory: { buildValidator: buildValidator() } },
    // A malformed address ('/%') fails before routing, where the error handler does not run:
    // without this, Fastify answers its own English JSON.
    frameworkErrors(error, request, reply) {
      request.log.info({ code: error.code }, 'malformed request');
      // The route generics of this callback are unknown here: the answer is the contract's Error.
      void (reply as FastifyReply).code(400).send({ detail: messages.badUrl });
    },
    ajv: {
      customOptions: {
        // Query and path parameters arrive as strings: coercion turns '3' into the integer 3.
        // Not for bodies (validator-compiler.ts).
        coerceTypes: 'array',
        removeAdditional: true,
        useDefaults: true,
        allErrors: false,
      },
    },
  };
}

/** The server's logger settings; tests add a `stream` to read what production would log. */
export function loggerOptions(config: Pick<Config, 'logLevel'>) {
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    // No token, password hash or personal datum in the log (log-serializers.ts).
    serializers: { req: serializeRequest, err: serializeError },
  } satisfies Exclude<FastifyServerOptions['logger'], boolean | undefined>;
}

/** The nearest `hops` proxies are believed, as proxy-addr does for a number. */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export type BuildAppOptions = AppOptions & { serverOptions?: FastifyServerOptions };

/** A ready-to-use application (not listening): `inject()` it or `listen()` it. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { serverOptions, ...appOptions } = options;
  const fastify = Fastify({ ...fastifyOptions(options.config), ...serverOptions });
  try {
    await fastify.register(fieraApp, appOptions);
    await fastify.ready();
  } catch (error) {
    await fastify.close();
    throw error;
  }
  return fastify;
}

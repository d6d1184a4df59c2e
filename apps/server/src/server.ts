import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/embedded';
import { formatError } from './log-serializers';
import { startServer } from './start';

// Whatever the server writes (database, keys, outbox, logos) is its user's only, whatever the
// shell's umask; the folders are also made private explicitly (secrets.ts, db/embedded.ts).
process.umask(0o077);

try {
  const config = loadConfig();
  const server = await startServer({ config, seedDemo: config.demoSeed });
  // Fastify names every address it listens on; sign-in works from PUBLIC_URL's only.
  server.app.log.info(`Fiera is ready: open ${config.publicUrl}`);
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err !== undefined) server.app.log.error({ err }, 'closing after an unexpected error');
    server.app.log.info({ signal }, 'closing: finishing in-flight requests');
    await server.close();
  });
} catch (error) {
  // Problems the operator can fix get their plain message, not a stack trace.
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    // Without bound parameters: a failed statement may carry password hashes (the admin's).
    console.error(formatError(error));
  }
  process.exitCode = 1;
}

import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/embedded';
import { startServer } from './start';

try {
  const config = loadConfig();
  const server = await startServer({ config, seedDemo: config.demoSeed });
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
    console.error(error);
  }
  process.exitCode = 1;
}

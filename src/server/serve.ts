/**
 * The server as a process (main.ts starts it): settings from the environment
 * (src/config/settings.ts, docs/settings.md), a wrong one stops it with one line, as does a
 * data folder it cannot use (data-folder.ts). SIGTERM and
 * SIGINT shut it down gracefully: requests in flight finish, then the process exits with 0; a
 * second signal exits at once.
 */
import { ConfigError } from '../config/settings.ts';
import { DataFolderError } from './database/data-folder.ts';
import { errorField, log } from './log/log.ts';
import { startServer } from './start.ts';

try {
  const server = await startServer();
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) {
        log.warn('second signal: exiting without waiting', { signal });
        process.exit(1);
      }
      stopping = true;
      log.info('signal received', { signal });
      server.close().then(
        () => {
          log.info('stopped');
          process.exit(0);
        },
        (error: unknown) => {
          log.error('shutdown failed', { error: errorField(error) });
          process.exit(1);
        },
      );
    });
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataFolderError) log.error(error.message);
  else log.error('start failed', { error: errorField(error) });
  process.exit(1);
}

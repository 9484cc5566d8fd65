/**
 * Closing the HTTP server without cutting anyone off: stop accepting connections, close
 * the idle keep-alive ones at once (and each further one as soon as its answer is out),
 * let requests in flight finish, and only after a grace period cut off what is still open.
 */
import type { Server } from 'node:http';
import type { Logger } from '../log/log.ts';

export const DEFAULT_GRACE_MS = 10_000;

export interface GracefulCloser {
  /** Resolves once every connection is closed; true if some had to be cut off after the grace period. */
  close(graceMs: number): Promise<{ readonly forced: boolean }>;
}

export function gracefulCloser(server: Server, logger: Logger): GracefulCloser {
  let closing = false;
  const inFlight = new Set<object>();
  server.on('request', (request, response) => {
    inFlight.add(request);
    response.once('close', () => {
      inFlight.delete(request);
      // A keep-alive connection whose last answer just went out would otherwise wait for its timeout.
      if (closing) setImmediate(() => server.closeIdleConnections());
    });
  });

  return {
    async close(graceMs) {
      closing = true;
      let forced = false;
      const closed = new Promise<void>((done) => server.close(() => done()));
      server.closeIdleConnections();
      logger.info('shutting down', { inFlight: inFlight.size, graceMs });
      const timer = setTimeout(() => {
        forced = true;
        logger.warn('shutdown grace period over: closing open connections', { inFlight: inFlight.size });
        server.closeAllConnections();
      }, graceMs);
      await closed;
      clearTimeout(timer);
      return { forced };
    },
  };
}

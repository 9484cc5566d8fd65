/**
 * One log line per request, when its answer is ready: id, method, path (without the query,
 * which may carry personal data), status and milliseconds. No client address.
 */
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../log/log.ts';
import { requestIdOf } from './request-id.ts';

export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info('request', {
      id: requestIdOf(c),
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}

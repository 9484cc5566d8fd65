/**
 * Gives every request an id: the caller's X-Request-Id when it is a sane token (a proxy in
 * front may have set one, so both logs share it), else a fresh UUID. Handlers and the log
 * read it with requestIdOf(c); the answer carries it back in X-Request-Id.
 */
import type { Context, MiddlewareHandler } from 'hono';

export const REQUEST_ID_HEADER = 'X-Request-Id';
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export type RequestIdVariables = { requestId: string };

/** The caller's id if it is safe to log and echo (no spaces, quotes, control characters; at most 128 characters). */
export function acceptedRequestId(header: string | undefined): string | null {
  return header !== undefined && SANE_ID.test(header) ? header : null;
}

export function requestIdOf(c: Context): string | undefined {
  return (c as Context<{ Variables: Partial<RequestIdVariables> }>).get('requestId');
}

export function requestId(generate: () => string = () => crypto.randomUUID()): MiddlewareHandler<{ Variables: RequestIdVariables }> {
  return async (c, next) => {
    const id = acceptedRequestId(c.req.header(REQUEST_ID_HEADER)) ?? generate();
    c.set('requestId', id);
    await next();
    c.res.headers.set(REQUEST_ID_HEADER, id);
  };
}

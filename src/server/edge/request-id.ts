/**
 * Gives every request an id with Hono's request-id middleware: the caller's X-Request-Id
 * when it is a sane token (a proxy in front may have set one, so both logs share it), else
 * a fresh UUID. Handlers and the log read it with requestIdOf(c); the answer carries it back.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { requestId as honoRequestId, type RequestIdVariables } from 'hono/request-id';

export type { RequestIdVariables };

export const REQUEST_ID_HEADER = 'X-Request-Id';
const MAX_LENGTH = 128;
/** Hono takes letters, digits, '_', '-' and '='; proxies also use '.' and ':'. */
const SANE_ID = new RegExp(`^[A-Za-z0-9._:-]{1,${MAX_LENGTH}}$`);

/** The caller's id if it is safe to log and echo (no spaces, quotes, control characters; at most 128 characters). */
export function acceptedRequestId(header: string | undefined): string | null {
  return header !== undefined && SANE_ID.test(header) ? header : null;
}

export function requestIdOf(c: Context): string | undefined {
  return (c as Context<{ Variables: Partial<RequestIdVariables> }>).get('requestId');
}

export function requestId(generate: () => string = () => crypto.randomUUID()): MiddlewareHandler<{ Variables: RequestIdVariables }> {
  // Hono's own check comes first; an id it refuses that is still sane by ours is kept too.
  return honoRequestId({
    headerName: REQUEST_ID_HEADER,
    limitLength: MAX_LENGTH,
    generator: (c) => acceptedRequestId(c.req.header(REQUEST_ID_HEADER)) ?? generate(),
  });
}

/**
 * Answers to requests too malformed to reach the app, which would otherwise leave without
 * the security headers: those the Hono adaptor cannot turn into a Request (a backslash in
 * the path, a bad Host: 400), and those Node's HTTP parser rejects (400, 431 headers too
 * large, 408 too slow). Each is logged with an id of its own.
 */
import type { Duplex } from 'node:stream';
import { STATUS_CODES } from 'node:http';
import { RequestError } from '@hono/node-server';
import { NO_STORE } from '../http/cache-policy.ts';
import type { HeaderSettings } from '../http/header-settings.ts';
import { securityHeaders } from '../http/security-headers.ts';
import { errorField, type Logger } from './log.ts';
import { REQUEST_ID_HEADER } from './request-id.ts';

function refusalHeaders(settings: HeaderSettings, id: string): Record<string, string> {
  return { ...securityHeaders(settings), 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_STORE, [REQUEST_ID_HEADER]: id };
}

/** The adaptor's errorHandler: a Request could not be made (400), or the app threw before answering (500). */
export function adaptorErrorHandler(settings: HeaderSettings, logger: Logger): (error: unknown) => Response {
  return (error) => {
    const id = crypto.randomUUID();
    const status = error instanceof RequestError ? 400 : 500;
    if (status === 400) logger.warn('bad request', { id, status, error: error instanceof Error ? error.message : String(error) });
    else logger.error('request failed', { id, status, error: errorField(error) });
    return new Response(STATUS_CODES[status], { status, headers: refusalHeaders(settings, id) });
  };
}

/** Node's 'clientError' listener: answers like Node would, with the security headers, then closes. */
export function clientErrorHandler(settings: HeaderSettings, logger: Logger): (error: Error & { code?: string }, socket: Duplex) => void {
  return (error, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const id = crypto.randomUUID();
    logger.warn('bad request', { id, status, error: error.code ?? error.message });
    const body = STATUS_CODES[status] ?? '';
    const headers = { ...refusalHeaders(settings, id), 'Content-Length': String(Buffer.byteLength(body)), Connection: 'close' };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
  };
}

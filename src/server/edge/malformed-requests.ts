/**
 * Answers to requests too malformed to reach the app, which would otherwise leave without
 * the security headers: those the Hono adaptor cannot turn into a Request (a backslash in
 * the path, a bad Host: 400), those Node's HTTP parser rejects (400, 431 headers too
 * large, 408 too slow), and an HTTP/1.1 request without a Host header (400). Each is logged with an id of its own and answered with the error
 * page of its status (error-pages.ts): in the language of the request line's path when the
 * parser got that far, else German; JSON `{ "error": code }` for the API's paths.
 */

import { type RequestListener, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { RequestError } from '@hono/node-server';
import { NO_STORE } from '../../http/cache-policy.ts';
import type { HeaderSettings } from '../../http/header-settings.ts';
import { securityHeaders } from '../../http/security-headers.ts';
import type { ErrorStatus } from '../../routes/error-files.ts';
import { errorField, type Logger } from '../log/log.ts';
import { errorJson, errorPageHtml } from './error-pages.ts';
import { REQUEST_ID_HEADER } from './request-id.ts';
import { type SiteRoot, siteRootOrNull } from './site-root.ts';
import { wantsJson } from './wants-json.ts';

/** The body and headers of the answer of a status to a request for `path`. */
async function refusal(
  settings: HeaderSettings,
  siteRoot: SiteRoot,
  id: string,
  status: ErrorStatus,
  path: string,
): Promise<{ body: string; headers: Record<string, string> }> {
  const common = { ...securityHeaders(settings), 'Cache-Control': NO_STORE, [REQUEST_ID_HEADER]: id };
  if (wantsJson(path, undefined))
    return { body: JSON.stringify(errorJson(status)), headers: { ...common, 'Content-Type': 'application/json' } };
  const { html, isPage } = await errorPageHtml(siteRootOrNull(siteRoot), path, status);
  return { body: html, headers: { ...common, 'Content-Type': isPage ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8' } };
}

/** The adaptor's errorHandler: a Request could not be made (400), or the app threw before answering (500). */
export function adaptorErrorHandler(settings: HeaderSettings, siteRoot: SiteRoot, logger: Logger): (error: unknown) => Promise<Response> {
  return async (error) => {
    const id = crypto.randomUUID();
    const status = error instanceof RequestError ? 400 : 500;
    if (status === 400) logger.warn('bad request', { id, status, error: error instanceof Error ? error.message : String(error) });
    else logger.error('request failed', { id, status, error: errorField(error) });
    const { body, headers } = await refusal(settings, siteRoot, id, status, '/');
    return new Response(body, { status, headers });
  };
}

/** Wraps the app's request listener: an HTTP/1.1 request without a Host header is answered 400 like the others here. */
export function hostRequired(listener: RequestListener, settings: HeaderSettings, siteRoot: SiteRoot, logger: Logger): RequestListener {
  return (request, response) => {
    if (request.headers.host !== undefined || request.httpVersion === '1.0') return listener(request, response);
    const id = crypto.randomUUID();
    logger.warn('bad request', { id, status: 400, error: 'no Host header' });
    void refusal(settings, siteRoot, id, 400, request.url?.split('?', 1)[0] ?? '/')
      .then(({ body, headers }) => {
        response.writeHead(400, { ...headers, Connection: 'close' });
        response.end(body);
      })
      .catch((failure: unknown) => {
        logger.error('bad request not answered', { id, status: 400, error: errorField(failure) });
        response.destroy();
      });
  };
}

/** The path of the request line at the start of what the parser received, or '/' when there is none. */
export function requestLinePath(rawPacket: unknown): string {
  const [line = ''] = Buffer.isBuffer(rawPacket) ? rawPacket.subarray(0, 8192).toString('latin1').split('\r\n', 1) : [];
  const target = /^[A-Z]+ (\/\S*) HTTP\/\d/.exec(line)?.[1];
  return target?.split('?', 1)[0] ?? '/';
}

/** Node's 'clientError' listener: answers like Node would, with the security headers and the error page, then closes. */
export function clientErrorHandler(
  settings: HeaderSettings,
  siteRoot: SiteRoot,
  logger: Logger,
): (error: Error & { code?: string; rawPacket?: unknown }, socket: Duplex) => void {
  return (error, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const id = crypto.randomUUID();
    logger.warn('bad request', { id, status, error: error.code ?? error.message });
    void refusal(settings, siteRoot, id, status, requestLinePath(error.rawPacket))
      .then(({ body, headers }) => {
        if (!socket.writable) return void socket.destroy();
        const all = { ...headers, 'Content-Length': String(Buffer.byteLength(body)), Connection: 'close' };
        const head = Object.entries(all)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('');
        socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
      })
      .catch((failure: unknown) => {
        logger.error('bad request not answered', { id, status, error: errorField(failure) });
        socket.destroy();
      });
  };
}

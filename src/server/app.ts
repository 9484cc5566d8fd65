/**
 * The site server as a Hono app, assembled from small pieces: request id and log, security
 * headers, redirects that stay on the site and the request's site directory as middleware; then /healthz, the registration
 * API (when given its store and content), the rebuild webhook (when configured), the
 * language decision at '/', redirects, the
 * built site's files, and the 404/405/500 answers. Built by a factory so tests drive it
 * through app.request().
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { ENQUIRIES_PATH } from '../enquiry-contract/outcome.ts';
import type { RenderSeminarSearch } from '../generate/seminar-search.ts';
import { DEFAULT_HEADER_SETTINGS, type HeaderSettings } from '../http/header-settings.ts';
import { REGISTRATIONS_PATH } from '../registration-contract/contract.ts';
import { DID_DOCUMENT_PATH } from '../routes/files.ts';
import { CHECK_IN_PATH } from './certificates/http/check-in-pages.ts';
import { CHECK_PATHS } from './certificates/http/check-route.ts';
import { CREDENTIALS_PATH } from './certificates/http/credential-routes.ts';
import { notFoundPage, serverErrorPage } from './edge/error-pages.ts';
import { securityHeaders } from './edge/headers-middleware.ts';
import { createHealthRoute, createReadinessRoute, HEALTH_PATH, READY_PATH } from './edge/health.ts';
import { languageChoice } from './edge/language-choice.ts';
import { locationsStayOnSite } from './edge/on-site-location.ts';
import type { Readiness } from './edge/readiness.ts';
import { redirectRules } from './edge/redirect-rules.ts';
import { type RequestIdVariables, requestId } from './edge/request-id.ts';
import { requestLog } from './edge/request-log.ts';
import { rootLocale } from './edge/root-locale.ts';
import { SEMINAR_LIST_PATHS, seminarSearchRoute } from './edge/seminar-search-route.ts';
import { pinSiteRoot, type SiteRoot, type SiteRootVariables } from './edge/site-root.ts';
import { serveSiteFiles } from './edge/static-route.ts';
import { type Logger, log } from './log/log.ts';
import { PREVIEW_PATH } from './preview/preview-routes.ts';
import { REBUILD_PATH } from './rebuild/rebuild-api.ts';
import { createRegistrationApi } from './registrations/http/api.ts';
import type { RegistrationApiOptions } from './registrations/http/api-options.ts';
import { STAFF_PATH } from './registrations/http/staff-routes.ts';

/** Where the built site is: a getter, asked once per request (a rebuild may switch directories), or a fixed directory. */
export type SiteLocation =
  | { readonly siteRoot: SiteRoot; readonly distDir?: never }
  | { readonly distDir: string; readonly siteRoot?: never };

export type AppOptions = SiteLocation & {
  /** Serve POST /api/registrations with this store and content; without it the path is a 405 like any page. */
  readonly registrations?: RegistrationApiOptions;
  /** POST /api/rebuild and its status (src/server/rebuild/rebuild-api.ts); without it, no webhook. */
  readonly rebuild?: Hono;
  /** POST /api/staff/changes (src/server/registrations/http/staff-routes.ts); without it, staff act from the command line only. */
  readonly staff?: Hono;
  /** GET /api/preview/… (src/server/preview/preview-routes.ts): editors' previews of drafts; without it, none. */
  readonly preview?: Hono;
  /** The contact and in-house enquiry forms' routes (src/server/enquiries/); without them, the forms' posts are 405. */
  readonly enquiries?: Hono;
  /** The seminar list searched without JavaScript (GET /seminare?q=…, seminar-search-route.ts); without it, the list as built. */
  readonly seminarSearch?: RenderSeminarSearch;
  /** The staff's check-in pages (GET and POST /api/attendance…, certificates/http/check-in-routes.ts); without them, none. */
  readonly checkIn?: Hono;
  /** GET /.well-known/did.json: the academy's DID document (credentials/did-route.ts); without it, none. */
  readonly didDocument?: MiddlewareHandler;
  /** GET /api/credentials/…: the status lists and credentials of the certificates (certificates/http/credential-routes.ts); without them, none. */
  readonly credentials?: Hono;
  /** The verification page's answers (GET /zertifikate/pruefen?number=…&code=…, certificates/http/check-route.ts); without it, the page as built. */
  readonly certificateCheck?: MiddlewareHandler;
  /** POST /zertifikate/pruefen: an Open Badges credential checked (certificates/http/credential-check-route.ts); without it, a 404. */
  readonly credentialCheck?: MiddlewareHandler;
  /** GET /readyz (health.ts): whether the server is ready for visitors; without it, the path is a 404 like any. */
  readonly readiness?: (siteRoot: string) => Promise<Readiness>;
  /** HSTS and the extra origins of the content security policy; default: none. */
  readonly headers?: HeaderSettings;
  /** Where the request log and errors go; default: JSON lines on stdout/stderr. */
  readonly logger?: Logger;
};

export type AppEnv = { Variables: RequestIdVariables & SiteRootVariables };

export function createApp(options: AppOptions): Hono<AppEnv> {
  const { distDir } = options;
  const siteRoot: SiteRoot = options.siteRoot ?? (() => distDir as string);
  const logger = options.logger ?? log;
  const app = new Hono<AppEnv>();

  app.use(requestId());
  app.use(requestLog(logger));
  app.use(securityHeaders(options.headers ?? DEFAULT_HEADER_SETTINGS));
  app.use(locationsStayOnSite());
  app.use(pinSiteRoot(siteRoot));

  app.route(HEALTH_PATH, createHealthRoute());
  if (options.readiness) app.route(READY_PATH, createReadinessRoute(options.readiness));
  if (options.registrations) app.route(REGISTRATIONS_PATH, createRegistrationApi({ logger, ...options.registrations }));
  if (options.enquiries) app.route(ENQUIRIES_PATH, options.enquiries);
  if (options.rebuild) app.route(REBUILD_PATH, options.rebuild);
  if (options.staff) app.route(STAFF_PATH, options.staff);
  if (options.preview) app.route(PREVIEW_PATH, options.preview);
  if (options.checkIn) app.route(CHECK_IN_PATH, options.checkIn);
  if (options.credentials) app.route(CREDENTIALS_PATH, options.credentials);
  app.on(['GET', 'HEAD'], '*', languageChoice());
  app.on(['GET', 'HEAD'], '/', rootLocale());
  if (options.seminarSearch) app.on(['GET', 'HEAD'], SEMINAR_LIST_PATHS, seminarSearchRoute(options.seminarSearch));
  if (options.certificateCheck) app.on(['GET', 'HEAD'], CHECK_PATHS, options.certificateCheck);
  if (options.credentialCheck) app.on('POST', CHECK_PATHS, options.credentialCheck);
  if (options.didDocument) app.on(['GET', 'HEAD'], DID_DOCUMENT_PATH, options.didDocument);
  app.on(['GET', 'HEAD'], '*', redirectRules(), serveSiteFiles());

  app.notFound(notFoundPage(siteRoot));
  app.onError(serverErrorPage(siteRoot, logger));
  return app;
}

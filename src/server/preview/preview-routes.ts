/**
 * GET /api/preview/{collection}/{id}?lang=de|en&version=…: an editor's preview of an item
 * (the CMS's Live Preview opens it in a frame), drawn by the site's own page code from the
 * draft (draft.ts), on request, never written to the published site. The CMS's preview URL
 * carries the preview secret as `key`; the site answers it with a redirect to the same
 * address carrying an expiring token for this item and version instead (preview-token.ts),
 * and draws the page only for a valid token. Anything else is a 404 that says nothing; a
 * client that sent too many wrong keys within a minute gets 429 for its further wrong ones
 * (wrong-secrets.ts), while the right key always passes.
 * Every answer is `no-store` and `noindex`, sends no referrer, and may be framed by the CMS
 * and nothing else.
 */
import { Hono } from 'hono';
import { editorLine, inEditorsWords } from '../../content/directus/editor-words.ts';
import { PREVIEW_COLLECTIONS } from '../../content/directus/schema.ts';
import type { Content } from '../../content/types.ts';
import { ContentError } from '../../content/validate.ts';
import type { PreviewPage } from '../../generate/preview-renderer.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { DirectusTarget } from '../cms/request.ts';
import { FRAMED_BY_HEADER } from '../edge/headers-middleware.ts';
import { clientAddress, type TrustedProxies } from '../limits/client-address.ts';
import type { RateLimits } from '../limits/rate-limits.ts';
import { wrongSecrets } from '../limits/wrong-secrets.ts';
import { type Logger, log } from '../log/log.ts';
import { secretMatches } from '../rebuild/secret.ts';
import { readDraft, withDraft } from './draft.ts';
import { previewPath } from './preview-path.ts';
import { mintPreviewToken, previewSubject, previewTokenValid } from './preview-token.ts';

export const PREVIEW_PATH = '/api/preview';

export interface PreviewRouteOptions {
  readonly secret: string;
  /** The CMS with the preview-only token. */
  readonly cms: DirectusTarget;
  /** The origin the CMS's pages come from, which may frame the preview. */
  readonly frameOrigin: string;
  readonly content: () => Content;
  readonly render: (page: PreviewPage) => { status: number; html: string };
  readonly now?: () => number;
  /** The reverse proxies in front, whose X-Forwarded-For names the client; default none. */
  readonly trustProxy?: TrustedProxies;
  /** Where wrong keys are logged (once per client and minute); default the server's JSON log. */
  readonly log?: Logger;
  /** Where wrong keys count (every server together on PostgreSQL); default this process's memory. */
  readonly limits?: RateLimits;
}

const BAR = {
  de: { text: 'Vorschau: nicht veröffentlicht', other: 'English' },
  en: { text: 'Preview: not published', other: 'Deutsch' },
} as const;

export function createPreviewRoutes(options: PreviewRouteOptions): Hono {
  const now = options.now ?? Date.now;
  const routes = new Hono();
  const wrongKeys = wrongSecrets(options.log ?? log, 'preview', now, options.limits);
  routes.use('*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
    c.res.headers.set('X-Robots-Tag', 'noindex, nofollow');
    c.res.headers.set('Referrer-Policy', 'no-referrer');
    c.res.headers.set(FRAMED_BY_HEADER, options.frameOrigin);
  });
  routes.get('/:collection/:id', async (c) => {
    const { collection, id } = c.req.param();
    const lang: Locale = c.req.query('lang') === 'en' ? 'en' : 'de';
    const version = c.req.query('version') ?? '';
    const subject = previewSubject(collection, id, version);
    const notFound = () => c.text('Not found', 404);
    if (!(PREVIEW_COLLECTIONS as readonly string[]).includes(collection)) return notFound();
    const token = c.req.query('token');
    const address = (locale: Locale, signed: string) =>
      `${PREVIEW_PATH}/${encodeURIComponent(collection)}/${encodeURIComponent(id)}?${new URLSearchParams({ lang: locale, version, token: signed })}`;
    if (!previewTokenValid(options.secret, token, subject, now())) {
      if (!secretMatches(options.secret, c.req.query('key'))) {
        const wait = await wrongKeys.count(clientAddress(c, options.trustProxy ?? null));
        return wait > 0 ? c.text('Too many wrong keys', 429, { 'Retry-After': String(wait) }) : notFound();
      }
      return c.redirect(address(lang, mintPreviewToken(options.secret, subject, now())), 303);
    }
    const item = await readDraft(options.cms, collection, id, version);
    if (!item) return notFound();
    let content: Content;
    try {
      content = withDraft(options.content(), collection, item);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      const lines = error.problems.map((problem) => editorLine(inEditorsWords(problem)));
      return c.text(`This draft cannot be shown yet:\n${lines.join('\n')}`, 422);
    }
    const path = previewPath(content, collection, id, lang);
    if (!path) return notFound();
    const other: Locale = lang === 'de' ? 'en' : 'de';
    const page = options.render({
      content,
      path,
      bar: { locale: lang, text: BAR[lang].text, otherLanguage: { label: BAR[lang].other, href: address(other, token as string) } },
    });
    return c.html(page.html, page.status as 200);
  });
  return routes;
}

/**
 * Turning a page into HTML: renderPage() draws a page from its data (what the build and
 * the rebuilds do, on a pool of workers), renderPath() loads and draws one path (the dev
 * server, the answer to a form post). Nothing else turns content into HTML.
 */
// biome-ignore-all lint/security/noDangerouslySetInnerHtml: the extra script is one of the inline scripts allowed by hash (src/document/inline-scripts.ts)

import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { CheckAnswer } from '../certificate-contract/certificate-check.ts';
import { PageContextProvider, type SeminarSearch } from '../components/page-context.tsx';
import type { AcademyContact } from '../config/academy-contact.ts';
import { DEFAULT_STATED, type StatedSettings } from '../config/stated-settings.ts';
import { indexContent } from '../content/content-index.ts';
import type { Content } from '../content/types.ts';
import type { EnquiryOutcome } from '../enquiry-contract/outcome.ts';
import { type Locale, localeOfPath } from '../i18n/locales.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { keepStandardNumbersTogether, transformBodyText } from '../i18n/typography.ts';
import { IconRegistryProvider } from '../icons/Icon.tsx';
import type { IconRegistry } from '../icons/icon-data.ts';
import { ImageRegistryProvider } from '../images/Image.tsx';
import type { ImageRegistry } from '../images/image-data.ts';
import { AssetsProvider, type PageAssets } from '../islands/assets.tsx';
import { Layout } from '../layout/Layout.tsx';
import { ErrorPage, type ErrorPageProps, statusTexts } from '../pages/errors.tsx';
import { loadPage, screenOf } from '../pages/index.ts';
import type { DrawExtras, FormOutcomeFor, PageData } from '../pages/types.ts';
import type { MyBookingsAnswer } from '../registration-contract/my-bookings.ts';
import type { FinderSelection } from '../routes/finder-params.ts';
import { matchRoute, type ResolvedRoute } from '../routes/match.ts';
import { Document } from './Document.tsx';
import { errorHead, type HeadModel, routeHead } from './head.ts';

/** What drawing a page needs besides its data: nothing of the content. */
export interface RenderOptions {
  readonly assets: PageAssets;
  /** Origin for canonical and hreflang URLs, e.g. https://www.example.de */
  readonly siteUrl: string;
  /** The academy's contact details (settings), as the footer of every page states them. */
  readonly academy: AcademyContact;
  /** Icons resolved before rendering (rendering is synchronous; see src/icons). */
  readonly icons: IconRegistry;
  /** Images prepared before rendering (src/images/prepare-images.ts); without them pages draw no images. */
  readonly images?: ImageRegistry | null;
  /** The seminar list searched without JavaScript (src/generate/seminar-search.ts). */
  readonly search?: SeminarSearch | null;
  /** The seminar finder's choices from the list's address. */
  readonly finder?: FinderSelection | null;
}

/** What rendering a path needs: the drawing options, the content and the day. */
export interface RenderPathOptions extends Omit<RenderOptions, 'academy'> {
  readonly content: Content;
  /** YYYY-MM-DD: dates before it count as past. */
  readonly today: string;
  /** What the pages state of the settings; default the settings' defaults. */
  readonly stated?: StatedSettings;
  /** The answer to a registration posted without JavaScript, shown on its date's page. */
  readonly formOutcome?: FormOutcomeFor | null;
  /** The answer to an enquiry posted without JavaScript (or behind its link), shown on its form's page. */
  readonly enquiryOutcome?: EnquiryOutcome | null;
  /** The verification page's answer to a certificate checked (src/server/certificates/http/). */
  readonly certificateCheck?: CheckAnswer | null;
  /** The "my bookings" page's answer (src/server/registrations/http/bookings-routes.ts). */
  readonly myBookings?: MyBookingsAnswer | null;
}

export interface RenderResult {
  readonly status: number;
  readonly html: string;
  readonly route: ResolvedRoute | null;
}

function renderDocument(
  head: HeadModel,
  locale: Locale,
  route: ResolvedRoute | null,
  options: RenderOptions,
  body: ReactNode,
  extraScript?: string,
): string {
  const tree = (
    <IconRegistryProvider value={options.icons}>
      <ImageRegistryProvider value={options.images ?? null}>
        <AssetsProvider value={options.assets}>
          <PageContextProvider
            value={{
              locale,
              messages: MESSAGES[locale],
              route,
              academy: options.academy,
              search: options.search ?? null,
              finder: options.finder ?? null,
            }}
          >
            <Document head={head}>
              <Layout>{body}</Layout>
              {extraScript && <script dangerouslySetInnerHTML={{ __html: extraScript }} />}
            </Document>
          </PageContextProvider>
        </AssetsProvider>
      </ImageRegistryProvider>
    </IconRegistryProvider>
  );
  // Standard numbers never break at their hyphens in what the page draws.
  return `<!doctype html>${transformBodyText(renderToString(tree), keepStandardNumbersTogether)}`;
}

export function renderErrorPage(locale: Locale, props: ErrorPageProps, options: RenderOptions, extraScript?: string): string {
  const messages = MESSAGES[locale];
  const texts = statusTexts(messages, props.statusCode ?? 500);
  const head = errorHead(locale, {
    title: props.statusMessage ?? texts.message,
    description: props.description ?? texts.description,
  });
  return renderDocument(head, locale, null, options, <ErrorPage {...props} />, extraScript);
}

/** The HTML of a page from its data (loadPage); pure given the options. */
export function renderPage(
  route: ResolvedRoute,
  data: PageData,
  options: RenderOptions,
  extras: DrawExtras = { formOutcome: null },
): string {
  const { Body } = screenOf(route.id);
  const head = routeHead(route, { ...data.head, siteUrl: options.siteUrl });
  return renderDocument(head, route.locale, route, options, <Body props={data.props} {...extras} />);
}

/** One path in, one HTML document out: its page, or the not-found page with status 404. */
export function renderPath(path: string, options: RenderPathOptions): RenderResult {
  const route = matchRoute(path);
  const stated = options.stated ?? DEFAULT_STATED;
  const drawing = { ...options, academy: stated.academy };
  const data = route && loadPage(route, indexContent(options.content), { ...options, stated });
  if (!route || !data) {
    return { status: 404, html: renderErrorPage(localeOfPath(path), { statusCode: 404, path }, drawing), route: null };
  }
  return {
    status: 200,
    html: renderPage(route, data, drawing, {
      formOutcome: options.formOutcome ?? null,
      enquiryOutcome: options.enquiryOutcome ?? null,
      certificateCheck: options.certificateCheck ?? null,
      myBookings: options.myBookings ?? null,
    }),
    route,
  };
}

/**
 * render(): one path in, one HTML document out. The build, the dev server and (for
 * re-renders) the server all call this; nothing else turns content into HTML.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Layout } from '../components/Layout.tsx';
import type { Content } from '../content/types.ts';
import { type Locale, localeOfPath } from '../i18n/locales.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { ErrorPage, type ErrorPageProps } from '../pages/errors.tsx';
import { PAGES } from '../pages/index.ts';
import type { FormOutcomeFor, PageInput, PageResolver, PageView } from '../pages/types.ts';
import { matchRoute, type ResolvedRoute } from '../routes/match.ts';
import type { RouteId } from '../routes/table.ts';
import { AssetsProvider, type PageAssets } from './assets.tsx';
import type { IconRegistry } from '../icons/icon-data.ts';
import { IconRegistryProvider } from '../icons/Icon.tsx';
import type { ImageRegistry } from '../images/image-data.ts';
import { ImageRegistryProvider } from '../images/Image.tsx';
import { Document } from './Document.tsx';
import { errorHead, type HeadModel, routeHead } from './head.ts';
import { PageContextProvider } from './page-context.tsx';

export interface RenderOptions {
  readonly content: Content;
  readonly assets: PageAssets;
  /** Origin for canonical and hreflang URLs, e.g. https://www.example.de */
  readonly siteUrl: string;
  /** YYYY-MM-DD: dates before it count as past. */
  readonly today: string;
  /** Icons resolved before rendering (rendering is synchronous; see src/icons). */
  readonly icons: IconRegistry;
  /** Images prepared before rendering (src/images/prepare-images.ts); without them pages draw no images. */
  readonly images?: ImageRegistry;
  /** The answer to a registration posted without JavaScript, shown on its date's page. */
  readonly formOutcome?: FormOutcomeFor | null;
}

export interface RenderResult {
  readonly status: number;
  readonly html: string;
  readonly route: ResolvedRoute | null;
}

function renderDocument(head: HeadModel, locale: Locale, route: ResolvedRoute | null, options: RenderOptions, body: ReactNode, extraScript?: string): string {
  const tree = (
    <IconRegistryProvider value={options.icons}>
    <ImageRegistryProvider value={options.images ?? null}>
    <AssetsProvider value={options.assets}>
      <PageContextProvider value={{ locale, messages: MESSAGES[locale], route }}>
        <Document head={head}>
          <Layout>{body}</Layout>
          {extraScript && <script dangerouslySetInnerHTML={{ __html: extraScript }} />}
        </Document>
      </PageContextProvider>
    </AssetsProvider>
    </ImageRegistryProvider>
    </IconRegistryProvider>
  );
  return `<!doctype html>${renderToString(tree)}`;
}

function resolvePage<Id extends RouteId>(route: ResolvedRoute<Id>, options: RenderOptions): PageView | null {
  const resolver = PAGES[route.id] as PageResolver<Id>;
  const input: PageInput<Id> = { route, content: options.content, messages: MESSAGES[route.locale], today: options.today, siteUrl: options.siteUrl, formOutcome: options.formOutcome ?? null };
  return resolver(input);
}

export function renderErrorPage(locale: Locale, props: ErrorPageProps, options: RenderOptions, extraScript?: string): string {
  const messages = MESSAGES[locale];
  const is404 = props.statusCode === 404;
  const head = errorHead(locale, {
    title: is404 ? messages.notFound.title : (props.statusMessage ?? messages.error.defaultMessage),
    description: is404 ? messages.notFound.title : messages.error.description,
  });
  return renderDocument(head, locale, null, options, <ErrorPage {...props} />, extraScript);
}

export function renderPath(path: string, options: RenderOptions): RenderResult {
  const route = matchRoute(path);
  const view = route && resolvePage(route, options);
  if (!route || !view) {
    return { status: 404, html: renderErrorPage(localeOfPath(path), { statusCode: 404, path }, options), route: null };
  }
  const head = routeHead(route, { ...view, siteUrl: options.siteUrl });
  return { status: 200, html: renderDocument(head, route.locale, route, options, view.body), route };
}

/**
 * The SSR bundle's renderers as the server uses them: the page that answers a form posted
 * without JavaScript, the rebuilder with the bundle's site builder, editors' previews, and
 * the seminar list searched without JavaScript, the verification page's answers. Each needs a complete build (its manifest);
 * without one the server still serves what there is.
 */
import type { Bookings } from '../content/bookings.ts';
import { precompressFile } from '../generate/precompress.ts';
import type { RenderFormResponse } from '../registration-contract/outcome.ts';
import { buildRecorder } from './cms/site-builds.ts';
import { siteDidDocument } from './credentials/did-route.ts';
import type { Logger } from './log/log.ts';
import { createRebuilder } from './rebuild/rebuilder.ts';
import type { LiveSite } from './rebuild/site-state.ts';
import { contentLoader } from './served-site.ts';
import type { ServerConfig } from './server-config.ts';
import { renderWorkerOf, type SsrBundle } from './ssr-bundle.ts';

/** After a rebuild's switch: the compressed variants of a file it wrote. */
const afterWrite = async (file: string): Promise<void> => void (await precompressFile(file));

interface RendererInputs {
  readonly ssr: SsrBundle | null;
  readonly config: ServerConfig;
  readonly site: LiveSite;
  readonly root: string;
  readonly today: () => string;
  readonly bookings: Bookings;
  readonly renderFormResponse: RenderFormResponse | undefined;
  readonly log: Logger;
}

type Optional = <T>(what: string, make: () => Promise<T>) => Promise<T | undefined>;

/** The pages drawn for a request from the SSR bundle, each absent from a bundle built before it. */
async function requestPages(ssr: SsrBundle | null, pages: Parameters<SsrBundle['createFormResponder']>[0], optional: Optional) {
  const { createSeminarSearch, createEnquiryResponder, createCertificateCheck, createMyBookings } = ssr ?? {};
  return {
    // The seminar list filtered by the words of the header's search field, for visitors without JavaScript.
    seminarSearch: createSeminarSearch && (await optional('seminar search', () => createSeminarSearch(pages))),
    // The contact and in-house forms' answers, for visitors without JavaScript.
    enquiryResponse: createEnquiryResponder && (await optional('enquiry answers', () => createEnquiryResponder(pages))),
    // The verification page's answers.
    certificateCheck: createCertificateCheck && (await optional('certificate check', () => createCertificateCheck(pages))),
    // The bookings behind a sign-in link.
    myBookings: createMyBookings && (await optional('my bookings', () => createMyBookings(pages))),
  };
}

/** The SSR bundle's renderers: the answer pages of form posts, the rebuilder (null without a bundle), the previews (when configured), the seminar search. */
export async function siteRenderers({ ssr, config, site, root, today, bookings, renderFormResponse, log }: RendererInputs) {
  const optional: Optional = async <T>(what: string, make: () => Promise<T>): Promise<T | undefined> =>
    make().catch((error: unknown) => {
      log.warn(`${what} unavailable`, { error: String(error) });
      return undefined;
    });
  // The pages drawn at request time: the answers to form posts and the searched seminar list.
  const pages = {
    site: site.current,
    siteUrl: config.siteUrl,
    stated: config.stated,
    analyticsEndpoint: config.analyticsEndpoint,
    today,
    bookings,
  };
  const formResponse =
    renderFormResponse ?? (ssr ? await optional('page renderer for form posts', () => ssr.createFormResponder(pages)) : undefined);
  // Rebuilds keep the site true as days pass, webhook or not (rebuild/day-change.ts).
  const generator = ssr
    ? await optional('rebuilds', () =>
        ssr.createSiteBuilder({
          siteDir: root,
          siteUrl: config.siteUrl,
          analyticsEndpoint: config.analyticsEndpoint,
          stated: config.stated,
          images: config.images,
          iconApiUrl: config.iconApiUrl,
          workerFile: renderWorkerOf(config.ssrBundle),
          didDocument: () => siteDidDocument(config.credentialKeysFile, config.siteUrl),
        }),
      )
    : undefined;
  const rebuilder = generator
    ? createRebuilder({
        site,
        releasesDir: config.releasesDir,
        generator,
        loadContent: contentLoader(config),
        today,
        bookings,
        log,
        afterWrite,
        // Editors see every build in the CMS when the site writes to it.
        onFinished: config.directus ? buildRecorder(config.directus, log) : undefined,
      })
    : null;
  // Editors' previews draw drafts with the same page code, on request.
  const preview =
    ssr?.createPreviewRenderer && config.preview
      ? await optional('previews', () =>
          (ssr.createPreviewRenderer as NonNullable<SsrBundle['createPreviewRenderer']>)({
            site: site.current,
            siteUrl: config.siteUrl,
            today,
            stated: config.stated,
          }),
        )
      : undefined;
  const { seminarSearch, enquiryResponse, certificateCheck, myBookings } = await requestPages(ssr, pages, optional);
  return { formResponse, rebuilder, preview, seminarSearch, enquiryResponse, certificateCheck, myBookings };
}

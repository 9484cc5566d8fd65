/**
 * The site's renderer, loaded from the SSR bundle the build leaves in .build/ssr (the
 * server runs without a TSX loader, so it cannot import the React pages itself): it
 * answers registrations posted without JavaScript, makes rebuilt sites and draws editors'
 * previews, the seminar list searched without JavaScript and the verification page's answers. Without a bundle, form posts
 * get the API's plain answer page, rebuilds are off and the seminar list is not filtered.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { createCertificateCheck as CreateCertificateCheck } from '../generate/certificate-check.ts';
import type { createEnquiryResponder as CreateEnquiryResponder } from '../generate/enquiry-responder.ts';
import type { createFormResponder as CreateFormResponder } from '../generate/form-responder.ts';
import type { createMyBookings as CreateMyBookings } from '../generate/my-bookings.ts';
import type { createPreviewRenderer as CreatePreviewRenderer } from '../generate/preview-renderer.ts';
import type { createSeminarSearch as CreateSeminarSearch } from '../generate/seminar-search.ts';
import type { createSiteBuilder as CreateSiteBuilder } from '../generate/site-builder.ts';

export const SSR_BUNDLE = '.build/ssr/site-renderer.js';

export interface SsrBundle {
  readonly createFormResponder: typeof CreateFormResponder;
  readonly createSiteBuilder: typeof CreateSiteBuilder;
  /** Absent from bundles built before previews. */
  readonly createPreviewRenderer?: typeof CreatePreviewRenderer;
  /** Absent from bundles built before the site search. */
  readonly createSeminarSearch?: typeof CreateSeminarSearch;
  /** Absent from bundles built before enquiries. */
  readonly createEnquiryResponder?: typeof CreateEnquiryResponder;
  /** Absent from bundles built before certificates. */
  readonly createCertificateCheck?: typeof CreateCertificateCheck;
  /** Absent from bundles built before "my bookings". */
  readonly createMyBookings?: typeof CreateMyBookings;
}

/** The render pool's worker, built beside the bundle's entry. */
export function renderWorkerOf(path: string = SSR_BUNDLE): string {
  return join(dirname(resolve(path)), 'render-worker.js');
}

export async function loadSsrBundle(path: string = SSR_BUNDLE): Promise<SsrBundle | null> {
  const bundle = resolve(path);
  if (!existsSync(bundle)) return null;
  return (await import(pathToFileURL(bundle).href)) as SsrBundle;
}

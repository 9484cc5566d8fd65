/**
 * A screen of the site in two parts:
 *  - `load(input)`: pure; from the route, the (indexed) content and the day, the plain,
 *    JSON-serialisable data the page shows: its head (title, description, structured
 *    data, page styles) and the props of its body; null when the route's item does not
 *    exist (a 404). This data is the page's payload ({page}/_payload.json): a rebuild
 *    runs every `load` again and renders only the pages whose data changed.
 *  - `Body`: the component that draws the body from those props alone (and the
 *    interface texts of the page's locale, from the page context).
 */

import type { ReactNode } from 'react';
import type { CheckAnswer } from '../certificate-contract/certificate-check.ts';
import type { StatedSettings } from '../config/stated-settings.ts';
import type { ContentIndex } from '../content/content-index.ts';
import type { EnquiryOutcome } from '../enquiry-contract/outcome.ts';
import type { SharedImage } from '../images/share-image.ts';
import type { MyBookingsAnswer } from '../registration-contract/my-bookings.ts';
import type { FormOutcome, PostedForm } from '../registration-contract/outcome.ts';
import type { ResolvedRoute } from '../routes/match.ts';
import type { RouteId } from '../routes/table.ts';
import type { JsonLd } from '../seo/structured-data.ts';

export interface PageHead {
  /** The page's own title; null for the home page, whose title is the bare brand. */
  readonly title: string | null;
  readonly description: string;
  /** schema.org blocks for rich results. */
  readonly jsonLd?: readonly JsonLd[];
  /** CSS only this page needs (inlined into its head). */
  readonly styles?: string;
  /** Open Graph type; 'website' when absent. */
  readonly ogType?: 'website' | 'article';
  /** The image the page is shared with (og:image), with its alt text; absent for the site's (loadPage). */
  readonly image?: PageImage;
  /**
   * False for a page of an indexable route that is kept only for the links to it (a date that
   * has taken place): `noindex`, and left out of the sitemap.
   */
  readonly indexable?: false;
}

/** Everything a page shows, as plain JSON. */
export interface PageData<Props = unknown> {
  readonly head: PageHead;
  readonly props: Props;
}

export interface LoadInput<Id extends RouteId> {
  readonly route: ResolvedRoute<Id>;
  readonly index: ContentIndex;
  /** The day (YYYY-MM-DD) the page is made for: what counts as upcoming, past, on offer. */
  readonly today: string;
  /** Origin for absolute URLs (structured data). */
  readonly siteUrl: string;
  /** What the pages state of the settings: how long personal data is kept, the academy's contact details. */
  readonly stated: StatedSettings;
  /** The image of a reference as a page is shared and found with (og:image, schema.org `image`); null where none was prepared. */
  readonly image: (reference: string | null) => SharedImage | null;
}

/** A page's shared image with its alt text. */
export type PageImage = SharedImage & { readonly alt: string };

/** The answer to a form posted without JavaScript, shown on its date's page. */
export interface FormOutcomeFor {
  readonly dateId: number;
  readonly form: PostedForm;
  readonly outcome: FormOutcome;
}

/** What a page draws beside its props: only the answer page of a form post has any. */
export interface DrawExtras {
  readonly formOutcome: FormOutcomeFor | null;
  /** The answer to an enquiry posted without JavaScript, on its form's page. */
  readonly enquiryOutcome?: EnquiryOutcome | null;
  /** The verification page's answer to a certificate checked. */
  readonly certificateCheck?: CheckAnswer | null;
  /** The "my bookings" page's answer: a link sent, or the list behind one. */
  readonly myBookings?: MyBookingsAnswer | null;
}

export interface Screen<Id extends RouteId, Props> {
  readonly load: (input: LoadInput<Id>) => PageData<Props> | null;
  readonly Body: (input: { readonly props: Props } & DrawExtras) => ReactNode;
}

/** A page's `image` head field from a shared image and its alt text: none (the site's) where the item has no image. */
export const pageImage = (image: SharedImage | null, alt: string): { readonly image?: PageImage } =>
  image ? { image: { ...image, alt } } : {};

/**
 * Every route id's screen, and loading a page's data. A route added to the table without
 * a screen here is a type error.
 */

import { DEFAULT_STATED, type StatedSettings } from '../config/stated-settings.ts';
import type { ContentIndex } from '../content/content-index.ts';
import { MESSAGES } from '../i18n/messages.ts';
import type { ImageRegistry } from '../images/image-data.ts';
import { sharedImage } from '../images/share-image.ts';
import { HOME_HERO_IMAGE } from '../images/site-images.ts';
import type { ResolvedRoute } from '../routes/match.ts';
import type { RouteId } from '../routes/table.ts';
import { careerScreen, jobScreen } from './career.tsx';
import { certificateCheckScreen } from './certificate-check.tsx';
import { contactScreen } from './contact.tsx';
import { downloadScreen, hiddenDownloadScreen } from './download.tsx';
import { eventScreen } from './event.tsx';
import { homeScreen } from './home.tsx';
import { myBookingsScreen } from './my-bookings.tsx';
import { seminarScreen } from './seminar.tsx';
import { seminarDateScreen } from './seminar-date.tsx';
import { seminarDatesScreen, seminarsScreen } from './seminars.tsx';
import {
  aboutUsScreen,
  corporateSolutionsScreen,
  imprintScreen,
  legalNoticeScreen,
  privacyScreen,
  standardScreen,
  termsScreen,
  trainingPathScreen,
} from './text-pages.tsx';
import { trainerScreen, trainersScreen } from './trainers.tsx';
import type { PageData, Screen } from './types.ts';

// Each screen has its own props type; here they are seen as one.
// biome-ignore lint/suspicious/noExplicitAny: a screen's Body takes its own props type, so no wider type than any holds them all
type AnyScreen<Id extends RouteId> = Screen<Id, any>;

export const SCREENS: { readonly [Id in RouteId]: AnyScreen<Id> } = {
  home: homeScreen,
  seminars: seminarsScreen,
  seminarDates: seminarDatesScreen,
  seminar: seminarScreen,
  seminarDate: seminarDateScreen,
  trainingPath: trainingPathScreen,
  corporateSolutions: corporateSolutionsScreen,
  standard: standardScreen,
  event: eventScreen,
  career: careerScreen,
  job: jobScreen,
  aboutUs: aboutUsScreen,
  contact: contactScreen,
  trainers: trainersScreen,
  trainer: trainerScreen,
  terms: termsScreen,
  privacy: privacyScreen,
  certificateCheck: certificateCheckScreen,
  myBookings: myBookingsScreen,
  imprint: imprintScreen,
  legalNotice: legalNoticeScreen,
  download: downloadScreen,
  hiddenDownloadA: hiddenDownloadScreen(),
  hiddenDownloadB: hiddenDownloadScreen(),
  hiddenDownloadC: hiddenDownloadScreen(),
};

export function screenOf<Id extends RouteId>(id: Id): AnyScreen<Id> {
  return SCREENS[id] as AnyScreen<Id>;
}

/** What loading a page needs besides its route and content. */
export interface PageInputs {
  readonly today: string;
  readonly siteUrl: string;
  /** Default: the settings' defaults. */
  readonly stated?: StatedSettings;
  /** The images prepared for the content; without them no page has an image to be shared with. */
  readonly images?: ImageRegistry | null;
}

/**
 * A page's data (its payload), or null when the route's item does not exist. A page that
 * names no image of its own is shared with the home page's illustration.
 */
export function loadPage(route: ResolvedRoute, index: ContentIndex, inputs: PageInputs): PageData | null {
  const { today, siteUrl, stated = DEFAULT_STATED, images = null } = inputs;
  const image = (reference: string | null) => sharedImage(images, reference, siteUrl);
  const data = screenOf(route.id).load({ route: route as never, index, today, siteUrl, stated, image });
  const site = data && data.head.image === undefined ? image(HOME_HERO_IMAGE) : null;
  if (!data || !site) return data;
  return { ...data, head: { ...data.head, image: { ...site, alt: MESSAGES[route.locale].home.heroImageAlt } } };
}

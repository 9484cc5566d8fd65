/**
 * Every route id's screen, and loading a page's data. A route added to the table without
 * a screen here is a type error.
 */

import { DEFAULT_STATED, type StatedSettings } from '../config/stated-settings.ts';
import type { ContentIndex } from '../content/content-index.ts';
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

/** A page's data (its payload), or null when the route's item does not exist. */
export function loadPage(
  route: ResolvedRoute,
  index: ContentIndex,
  today: string,
  siteUrl: string,
  stated: StatedSettings = DEFAULT_STATED,
): PageData | null {
  return screenOf(route.id).load({ route: route as never, index, today, siteUrl, stated });
}

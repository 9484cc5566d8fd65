/** Every route id's page. A route added to the table without a page here is a type error. */
import type { RouteId } from '../routes/table.ts';
import { homePage } from './home.tsx';
import { careerPage, downloadPage, eventPage, hiddenDownloadPage, jobPage } from './items.tsx';
import { seminarPage, seminarDatePage } from './seminar.tsx';
import { seminarDatesPage, seminarsPage } from './seminars.tsx';
import {
  aboutUsPage,
  corporateSolutionsPage,
  imprintPage,
  legalNoticePage,
  privacyPage,
  standardPage,
  termsPage,
  trainingPathPage,
} from './text-pages.tsx';
import type { PageResolver } from './types.ts';

export const PAGES: { readonly [Id in RouteId]: PageResolver<Id> } = {
  home: homePage,
  seminars: seminarsPage,
  seminarDates: seminarDatesPage,
  seminar: seminarPage,
  seminarDate: seminarDatePage,
  trainingPath: trainingPathPage,
  corporateSolutions: corporateSolutionsPage,
  standard: standardPage,
  event: eventPage,
  career: careerPage,
  job: jobPage,
  aboutUs: aboutUsPage,
  terms: termsPage,
  privacy: privacyPage,
  imprint: imprintPage,
  legalNotice: legalNoticePage,
  download: downloadPage,
  hiddenDownloadA: hiddenDownloadPage(),
  hiddenDownloadB: hiddenDownloadPage(),
  hiddenDownloadC: hiddenDownloadPage(),
};

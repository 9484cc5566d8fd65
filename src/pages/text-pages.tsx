/**
 * Editorial pages whose text comes from the CMS (site pages): corporate solutions, the
 * standard, about us and the legal pages; and the training path with its seminars.
 */
import { PageHeader } from '../components/PageHeader.tsx';
import { RichText } from '../components/RichText.tsx';
import { SeminarCard } from '../components/SeminarCard.tsx';
import { datesOf } from '../content/schedule.ts';
import type { SitePageKey } from '../content/types.ts';
import { interpolate } from '../i18n/messages.ts';
import type { PageResolver } from './types.ts';

function sitePage<Id extends SitePageKey>(key: Id): PageResolver<Id> {
  return ({ route, content }) => {
    const page = content.sitePages.find((item) => item.key === key);
    if (!page) return null;
    const text = page.translations[route.locale];
    return {
      title: text.title,
      description: text.lead,
      body: (
        <>
          <PageHeader title={text.title} lead={text.lead} />
          <RichText html={text.body} className="max-w-3xl" />
        </>
      ),
    };
  };
}

export const corporateSolutionsPage = sitePage('corporateSolutions');
export const standardPage = sitePage('standard');
export const aboutUsPage = sitePage('aboutUs');
export const termsPage = sitePage('terms');
export const privacyPage = sitePage('privacy');
export const imprintPage = sitePage('imprint');
export const legalNoticePage = sitePage('legalNotice');

export const TRAINING_PATH_SLUG = 'data-center-specialist';

export const trainingPathPage: PageResolver<'trainingPath'> = ({ route, content, messages, today }) => {
  const path = content.trainingPaths.find((item) => item.slug === TRAINING_PATH_SLUG);
  if (!path) return null;
  const text = path.translations[route.locale];
  const seminars = content.seminars
    .filter((seminar) => seminar.trainingPath === TRAINING_PATH_SLUG)
    .sort((a, b) => (a.trainingPathPosition ?? 0) - (b.trainingPathPosition ?? 0));
  return {
    title: text.title,
    description: text.teaser,
    body: (
      <>
        <PageHeader title={text.title} lead={text.teaser} />
        <RichText html={text.description} className="max-w-3xl" />
        <ol className="path-steps mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {seminars.map((seminar) => (
            <li key={seminar.id}>
              <p className="path-step">{interpolate(messages.seminar.trainingPathStep, { step: seminar.trainingPathPosition ?? 0, total: seminars.length })}</p>
              <SeminarCard seminar={seminar} dates={datesOf(content, seminar.id)} today={today} />
            </li>
          ))}
        </ol>
      </>
    ),
  };
};

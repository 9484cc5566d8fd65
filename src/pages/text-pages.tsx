/**
 * Pages that are, for now, a heading and an introduction from the interface texts:
 * the training path, corporate solutions, the standard, about us and the legal pages.
 * Their full content comes from the CMS.
 */
import { PageHeader } from '../components/PageHeader.tsx';
import { SeminarCard } from '../components/SeminarCard.tsx';
import type { Messages } from '../i18n/messages.ts';
import type { RouteId } from '../routes/table.ts';
import type { PageResolver } from './types.ts';

type TextPageKey = 'corporateSolutions' | 'standard' | 'aboutUs' | 'terms' | 'privacy' | 'imprint' | 'legalNotice';

function textPage<Id extends RouteId & TextPageKey>(key: Id): PageResolver<Id> {
  return ({ messages }) => {
    const text: Messages['pages'][TextPageKey] = messages.pages[key];
    return { title: text.title, description: text.description, body: <PageHeader title={text.title} lead={text.description} /> };
  };
}

export const corporateSolutionsPage = textPage('corporateSolutions');
export const standardPage = textPage('standard');
export const aboutUsPage = textPage('aboutUs');
export const termsPage = textPage('terms');
export const privacyPage = textPage('privacy');
export const imprintPage = textPage('imprint');
export const legalNoticePage = textPage('legalNotice');

export const TRAINING_PATH_SLUG = 'data-center-specialist';

export const trainingPathPage: PageResolver<'trainingPath'> = ({ content, messages }) => {
  const text = messages.pages.trainingPath;
  const seminars = content.seminars.filter((seminar) => seminar.trainingPath === TRAINING_PATH_SLUG);
  return {
    title: text.title,
    description: text.description,
    body: (
      <>
        <PageHeader title={text.title} lead={text.description} />
        <div className="grid gap-4 md:grid-cols-2">
          {seminars.map((seminar) => <SeminarCard key={seminar.id} seminar={seminar} />)}
        </div>
      </>
    ),
  };
};

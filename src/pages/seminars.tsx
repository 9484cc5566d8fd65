/** All seminars, and all upcoming seminar dates. */
import { PageHeader } from '../components/PageHeader.tsx';
import { SeminarCard } from '../components/SeminarCard.tsx';
import { SeminarDateList } from '../components/SeminarDateList.tsx';
import { byStart } from '../content/queries.ts';
import type { PageResolver } from './types.ts';

export const seminarsPage: PageResolver<'seminars'> = ({ content, messages }) => {
  const text = messages.pages.seminars;
  return {
    title: text.title,
    description: text.description,
    body: (
      <>
        <PageHeader title={text.title} lead={text.description} />
        <div className="grid gap-4 md:grid-cols-2">
          {content.seminars.map((seminar) => <SeminarCard key={seminar.id} seminar={seminar} />)}
        </div>
      </>
    ),
  };
};

export const seminarDatesPage: PageResolver<'seminarDates'> = ({ content, messages, today }) => {
  const text = messages.pages.seminarDates;
  const upcoming = content.seminarDates.filter((date) => date.start >= today).sort(byStart);
  return {
    title: text.title,
    description: text.description,
    body: (
      <>
        <PageHeader title={text.title} lead={text.description} />
        <SeminarDateList dates={upcoming} content={content} />
      </>
    ),
  };
};

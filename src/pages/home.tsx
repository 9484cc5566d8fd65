/** Home: hero, the next upcoming dates and the new seminars. */
import { SeminarCard } from '../components/SeminarCard.tsx';
import { SeminarDateList } from '../components/SeminarDateList.tsx';
import { byStart } from '../content/queries.ts';
import type { PageResolver } from './types.ts';

const UPCOMING_COUNT = 5;

export const homePage: PageResolver<'home'> = ({ route, content, messages, today }) => {
  const text = messages.pages.home;
  const upcoming = content.seminarDates.filter((date) => date.start >= today).sort(byStart).slice(0, UPCOMING_COUNT);
  const newSeminars = content.seminars.filter((seminar) => seminar.isNew);
  const headings = route.locale === 'de'
    ? { upcoming: 'Nächste Termine', new: 'Neue Seminare' }
    : { upcoming: 'Upcoming dates', new: 'New courses' };
  return {
    title: text.title,
    description: text.description,
    body: (
      <>
        <section className="hero">
          <h1 className="text-3xl font-bold tracking-tight md:text-5xl">{messages.tagline}</h1>
          <p className="lead mt-4 max-w-2xl">{text.description}</p>
        </section>
        <section aria-labelledby="upcoming" className="mt-12">
          <h2 id="upcoming" className="text-2xl font-semibold">{headings.upcoming}</h2>
          <SeminarDateList dates={upcoming} content={content} />
        </section>
        <section aria-labelledby="new-seminars" className="mt-12">
          <h2 id="new-seminars" className="text-2xl font-semibold">{headings.new}</h2>
          <div className="mt-4 grid gap-4 md:grid-cols-2">
            {newSeminars.map((seminar) => <SeminarCard key={seminar.id} seminar={seminar} />)}
          </div>
        </section>
      </>
    ),
  };
};

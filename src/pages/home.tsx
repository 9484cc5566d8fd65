/** Home: hero, expertise, the next upcoming dates and the new seminars. */
import { DateRow } from '../components/DateRow.tsx';
import { RouteLink } from '../components/RouteLink.tsx';
import { SeminarCard } from '../components/SeminarCard.tsx';
import { datesOf, upcomingDates } from '../content/schedule.ts';
import { Image } from '../images/Image.tsx';
import { HOME_HERO_IMAGE, IMAGE_LAYOUTS } from '../images/site-images.ts';
import { organizationJsonLd } from '../seo/structured-data.ts';
import type { PageResolver } from './types.ts';

const UPCOMING_COUNT = 5;

export const homePage: PageResolver<'home'> = ({ content, messages, today, siteUrl }) => {
  const seminars = new Map(content.seminars.map((seminar) => [seminar.id, seminar]));
  const upcoming = upcomingDates(content.seminarDates, today).filter((date) => !date.fullyBooked).slice(0, UPCOMING_COUNT);
  const newSeminars = content.seminars.filter((seminar) => seminar.isNew);
  const text = messages.home;
  return {
    title: messages.pages.home.title,
    description: messages.pages.home.description,
    jsonLd: [organizationJsonLd(siteUrl)],
    body: (
      <>
        <section className="hero grid items-center gap-10 lg:grid-cols-2">
          <div>
            <h1 className="max-w-3xl text-3xl font-bold tracking-tight md:text-5xl">{messages.tagline}</h1>
            <p className="lead mt-4 max-w-2xl">{messages.pages.home.description}</p>
            <p className="mt-6 flex flex-wrap gap-3">
              <RouteLink to="seminars" params={{}} className="btn btn-primary">{text.heroCta}</RouteLink>
              <RouteLink to="seminarDates" params={{}} className="btn btn-secondary">{text.heroSecondary}</RouteLink>
            </p>
          </div>
          <Image source={HOME_HERO_IMAGE} alt={text.heroImageAlt} layout={IMAGE_LAYOUTS.homeHero} priority className="w-full rounded-xl" />
        </section>
        <section aria-labelledby="expertise" className="mt-12">
          <h2 id="expertise" className="text-2xl font-semibold">{text.expertiseTitle}</h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {text.expertise.map((item) => (
              <li key={item.title} className="card">
                <h3 className="font-semibold">{item.title}</h3>
                <p className="mt-2 text-sm">{item.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="upcoming" className="mt-12">
          <h2 id="upcoming" className="text-2xl font-semibold">{text.upcoming}</h2>
          <ul className="date-list mt-4">
            {upcoming.map((date) => {
              const seminar = seminars.get(date.seminarId);
              return seminar && <DateRow key={date.id} seminar={seminar} date={date} today={today} showTitle />;
            })}
          </ul>
          <p className="mt-4">
            <RouteLink to="seminarDates" params={{}}>{text.allDates}</RouteLink>
          </p>
        </section>
        <section aria-labelledby="new-seminars" className="mt-12">
          <h2 id="new-seminars" className="text-2xl font-semibold">{text.newSeminars}</h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {newSeminars.map((seminar) => (
              <li key={seminar.id}>
                <SeminarCard seminar={seminar} dates={datesOf(content, seminar.id)} today={today} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      </>
    ),
  };
};

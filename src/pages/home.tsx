/** Home: hero, expertise, the next upcoming dates, the new seminars and the events. */

import type { DateItem } from '../components/DateRow.tsx';
import { DateRow } from '../components/DateRow.tsx';
import { type EventItem, EventRow } from '../components/EventRow.tsx';
import { PriceNote } from '../components/Price.tsx';
import { usePage } from '../components/page-context.tsx';
import { RouteLink } from '../components/RouteLink.tsx';
import type { SeminarCardItem } from '../components/SeminarCard.tsx';
import { SeminarCard } from '../components/SeminarCard.tsx';
import { buttonVariants } from '../components/ui/Button.tsx';
import { consumerPrices } from '../content/consumer-prices.ts';
import { upcomingDates } from '../content/schedule.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { breakAtJoints } from '../i18n/word-breaks.ts';
import { Image } from '../images/Image.tsx';
import { HOME_HERO_IMAGE, IMAGE_LAYOUTS } from '../images/site-images.ts';
import { organizationJsonLd } from '../seo/structured-data.ts';
import { datesWithTitles, eventItem, eventsByTime, seminarCard } from './listings.ts';
import type { Screen } from './types.ts';

const UPCOMING_COUNT = 5;

interface HomeProps {
  /** The next dates that can be booked. */
  readonly upcoming: readonly DateItem[];
  readonly newSeminars: readonly SeminarCardItem[];
  /** Every event of the content: those to come, soonest first, and those over, latest first. */
  readonly events: { readonly upcoming: readonly EventItem[]; readonly past: readonly EventItem[] };
}

/** The events section (the footer links to it as #events). */
function HomeEvents({ events }: { events: HomeProps['events'] }) {
  const { messages } = usePage();
  return (
    <section aria-labelledby="events" className="mt-12">
      <h2 id="events" className="text-2xl font-semibold">
        {messages.home.events}
      </h2>
      {events.upcoming.length === 0 && <p className="mt-4">{messages.home.noEvents}</p>}
      {events.upcoming.length > 0 && (
        <ul className="date-list mt-4">
          {events.upcoming.map((event) => (
            <EventRow key={event.id} event={event} />
          ))}
        </ul>
      )}
      {events.past.length > 0 && (
        <>
          <h3 className="mt-6 text-lg font-semibold">{messages.home.pastEvents}</h3>
          <ul className="date-list mt-3">
            {events.past.map((event) => (
              <EventRow key={event.id} event={event} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function HomeBody({ props }: { props: HomeProps }) {
  const { messages } = usePage();
  const text = messages.home;
  return (
    <>
      <section className="hero grid grid-cols-1 items-center gap-10 lg:grid-cols-2">
        <div>
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight md:text-5xl">{messages.tagline}</h1>
          <p className="lead mt-4 max-w-2xl">{messages.pages.home.description}</p>
          <p className="mt-6 flex flex-wrap gap-3">
            <RouteLink to="seminars" params={{}} className={buttonVariants({ variant: 'primary' })}>
              {text.heroCta}
            </RouteLink>
            <RouteLink to="seminarDates" params={{}} className={buttonVariants({ variant: 'secondary' })}>
              {text.heroSecondary}
            </RouteLink>
          </p>
        </div>
        <Image source={HOME_HERO_IMAGE} alt={text.heroImageAlt} layout={IMAGE_LAYOUTS.homeHero} priority className="w-full rounded-xl" />
      </section>
      <section aria-labelledby="expertise" className="mt-12">
        <h2 id="expertise" className="text-2xl font-semibold">
          {text.expertiseTitle}
        </h2>
        <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {text.expertise.map((item) => (
            <li key={item.title} className="card">
              <h3 className="font-semibold">{breakAtJoints(item.title)}</h3>
              <p className="mt-2 text-sm">{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="upcoming" className="mt-12">
        <h2 id="upcoming" className="text-2xl font-semibold">
          {text.upcoming}
        </h2>
        <ul className="date-list mt-4">
          {props.upcoming.map((date) => (
            <DateRow key={date.id} date={date} />
          ))}
        </ul>
        <PriceNote />
        <p className="mt-4">
          <RouteLink to="seminarDates" params={{}}>
            {text.allDates}
          </RouteLink>
        </p>
      </section>
      <section aria-labelledby="new-seminars" className="mt-12">
        <h2 id="new-seminars" className="text-2xl font-semibold">
          {text.newSeminars}
        </h2>
        {/* Four cards in two rows of two (then one row of four), not three and one alone. */}
        <ul
          className={`mt-4 grid grid-cols-1 gap-4 md:grid-cols-2 ${props.newSeminars.length === 4 ? 'xl:grid-cols-4' : 'lg:grid-cols-3'}`}
        >
          {props.newSeminars.map((seminar) => (
            <li key={seminar.id}>
              <SeminarCard seminar={seminar} headingLevel={3} />
            </li>
          ))}
        </ul>
      </section>
      <HomeEvents events={props.events} />
    </>
  );
}

export const homeScreen: Screen<'home', HomeProps> = {
  load: ({ route, index, today, siteUrl, stated }) => {
    const prices = consumerPrices(index.content, stated.invoicing, today);
    const { locale } = route;
    const bookable = upcomingDates(index.content.seminarDates, today).filter((date) => !date.fullyBooked && !date.cancelled);
    const upcoming = datesWithTitles(index, bookable.slice(0, UPCOMING_COUNT), locale, today, prices);
    const newSeminars = index.content.seminars
      .filter((seminar) => seminar.isNew)
      .map((seminar) => seminarCard(index, seminar, locale, today, prices));
    const { upcoming: nextEvents, past } = eventsByTime(index.content.events, today);
    const events = { upcoming: nextEvents.map((event) => eventItem(event, locale)), past: past.map((event) => eventItem(event, locale)) };
    const text = MESSAGES[locale].pages.home;
    return {
      head: { title: text.title, description: text.description, jsonLd: [organizationJsonLd(siteUrl, stated.academy)] },
      props: { upcoming, newSeminars, events },
    };
  },
  Body: HomeBody,
};

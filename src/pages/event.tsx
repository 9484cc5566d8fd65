/**
 * An event's page: when (with its hours) and where (the venue's address), what taking part
 * costs, how to take part (the registration form of a date, where it registers with the form),
 * its text and image, the seminars on its topic, and its schema.org Event.
 */

import { VenuePlace, type VenueShown } from '../components/DateFacts.tsx';
import { Fact } from '../components/Fact.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { type FullPriceShown, Price } from '../components/Price.tsx';
import { usePage } from '../components/page-context.tsx';
import { RichText } from '../components/RichText.tsx';
import { SeminarLinks } from '../components/SeminarLinks.tsx';
import { buttonVariants } from '../components/ui/Button.tsx';
import { consumerPrices } from '../content/consumer-prices.ts';
import { venueOf } from '../content/content-index.ts';
import { dateStatus, hasTakenPlace } from '../content/schedule.ts';
import { sessionsOf } from '../content/sessions.ts';
import type { AcademyEvent } from '../content/types.ts';
import { formatDateRange } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import { interpolate } from '../i18n/messages.ts';
import { zonedHoursText } from '../i18n/time-texts.ts';
import { wherePlace } from '../i18n/where-place.ts';
import { Image } from '../images/Image.tsx';
import { IMAGE_LAYOUTS } from '../images/site-images.ts';
import { buildPath } from '../routes/match.ts';
import { eventJsonLd } from '../seo/structured-data.ts';
import { type BookingProps, BookingSection } from './booking-section.tsx';
import { venueShown } from './listings.ts';
import { type DrawExtras, pageImage, type Screen } from './types.ts';

interface EventProps {
  readonly id: string;
  readonly title: string;
  readonly teaser: string;
  readonly description: string;
  readonly image: string | null;
  readonly imageAlt: string;
  readonly start: string;
  readonly end: string;
  /** Its hours in words, with the time zone in English; null where it states none. */
  readonly hours: string | null;
  readonly location: string | null;
  readonly venue: VenueShown | null;
  readonly language: Locale;
  /** What taking part costs a person, with what a private person pays; null for free. */
  readonly price: FullPriceShown | null;
  /** Whether the event is over on the day the page was drawn for. */
  readonly past: boolean;
  readonly registration: Pick<AcademyEvent, 'registration' | 'registrationTarget'>;
  /** Where it registers with the form: the form's date, state and texts. */
  readonly booking: BookingProps | null;
  readonly seminars: ReadonlyArray<{ readonly slug: string; readonly title: string }>;
}

/** How to take part without the form: nothing to do, a mail to the organiser's address, or the organiser's registration page. */
function TakingPart({ event }: { event: EventProps }) {
  const { messages } = usePage();
  const text = messages.event;
  if (event.past) return <p className="notice-text">{text.past}</p>;
  const { registration, registrationTarget: target } = event.registration;
  if (registration === 'open' || registration === 'form' || target === null) return <p>{text.open}</p>;
  if (registration === 'link') {
    return (
      <>
        <p>{text.byLink}</p>
        <p className="mt-3">
          <a href={target} rel="noopener" className={buttonVariants({ variant: 'primary' })}>
            {text.linkAction}
          </a>
        </p>
      </>
    );
  }
  const mailto = `mailto:${target}?subject=${encodeURIComponent(interpolate(text.emailSubject, { title: event.title }))}`;
  return (
    <>
      <p>
        {text.byEmail} <a href={`mailto:${target}`}>{target}</a>
      </p>
      <p className="mt-3">
        <a href={mailto} className={buttonVariants({ variant: 'primary' })}>
          {text.emailAction}
        </a>
      </p>
    </>
  );
}

/** When, at what hours, where, in which language and for what fee. */
function EventFacts({ event }: { event: EventProps }) {
  const { locale, messages } = usePage();
  return (
    <dl className="facts mb-8 max-w-3xl">
      <Fact label={messages.event.when}>{formatDateRange(locale, event.start, event.end)}</Fact>
      {event.hours !== null && <Fact label={messages.venue.times}>{event.hours}</Fact>}
      <Fact label={messages.event.where}>
        {event.location === null ? messages.event.online : <VenuePlace venue={event.venue} location={event.location} />}
      </Fact>
      <Fact label={messages.seminar.language}>{messages.seminar.languages[event.language]}</Fact>
      <Fact label={messages.event.fee}>
        {event.price === null ? (
          messages.event.free
        ) : (
          <>
            <Price regular={event.price.regular} promo={event.price.promo} of={`e${event.id}`} consumer={event.price.consumer} />
            <span className="muted block text-sm">{messages.seminar.priceNote}</span>
          </>
        )}
      </Fact>
    </dl>
  );
}

function EventBody({ props: event, formOutcome }: { props: EventProps } & DrawExtras) {
  const { messages } = usePage();
  const { booking } = event;
  return (
    <>
      <PageHeader title={event.title} lead={event.teaser} />
      <Image
        source={event.image}
        alt={event.imageAlt}
        layout={IMAGE_LAYOUTS.eventPage}
        priority
        className="mb-8 w-full max-w-3xl rounded-xl"
      />
      <EventFacts event={event} />
      {booking ? (
        // Over, it still answers the links of its registrations (a confirmation, a manage link).
        <div className="max-w-3xl space-y-8">
          {event.past && <p className="notice-text">{messages.event.past}</p>}
          <BookingSection booking={booking} formOutcome={formOutcome} />
        </div>
      ) : (
        <section aria-labelledby="taking-part" className="card mb-8 max-w-3xl">
          <h2 id="taking-part" className="text-lg font-semibold">
            {messages.event.takingPart}
          </h2>
          <div className="mt-2">
            <TakingPart event={event} />
          </div>
        </section>
      )}
      <RichText html={event.description} className="mt-10 max-w-3xl" />
      <SeminarLinks id="seminars" title={messages.event.seminars} seminars={event.seminars} className="mt-10 max-w-3xl" />
    </>
  );
}

export const eventScreen: Screen<'event', EventProps> = {
  load: (input) => {
    const { route, index, siteUrl, today, stated } = input;
    const event = index.eventById.get(route.params.eventId);
    if (!event) return null;
    const { locale } = route;
    const { title, teaser, description, imageAlt } = event.translations[locale];
    const seminars = event.seminarIds.flatMap((id) => {
      const seminar = index.seminarById.get(id);
      return seminar ? [{ slug: seminar.slug, title: seminar.translations[locale].title }] : [];
    });
    const prices = consumerPrices(index.content, stated.invoicing, today);
    // As its date's (with the seats the content is drawn with): an event that registers with the form is booked as one.
    const status = dateStatus(event, today);
    const fee = event.price ?? 0;
    const price: FullPriceShown = { regular: fee, promo: null, courseFee: fee, examFee: 0, consumer: prices(`e${event.id}`, fee) };
    const image = input.image(event.image);
    const page = siteUrl + buildPath('event', locale, { eventId: event.id });
    const venue = venueOf(index, event.venueId);
    return {
      head: {
        title,
        description: teaser,
        ogType: 'article',
        jsonLd: [eventJsonLd(event, locale, { page, site: siteUrl, image: image?.url ?? null, venue, status, consumer: price.consumer })],
        ...pageImage(image, imageAlt),
      },
      props: {
        id: event.id,
        title,
        teaser,
        description,
        image: event.image,
        imageAlt,
        start: event.start,
        end: event.end,
        hours:
          event.startTime === null || event.endTime === null
            ? null
            : zonedHoursText(locale, sessionsOf({ ...event, startTime: event.startTime, endTime: event.endTime, dayTimes: [] })),
        location: event.location,
        venue: venueShown(index, event.venueId, locale),
        language: event.language,
        price: fee > 0 ? price : null,
        past: hasTakenPlace(event, today),
        registration: { registration: event.registration, registrationTarget: event.registrationTarget },
        booking:
          event.dateId !== null
            ? {
                dateId: event.dateId,
                status,
                seatsLeft: event.seatsLeft ?? null,
                title,
                when: formatDateRange(locale, event.start, event.end),
                where: wherePlace(locale, event.location),
                hybrid: false,
                privateBooking: stated.invoicing.customers === 'everyone',
                price,
                priceIncludes: null,
              }
            : null,
        seminars,
      },
    };
  },
  Body: EventBody,
};

/**
 * The page of one seminar date: its facts, the calendar file, and the registration form;
 * or why there is none (the date has taken place, or it is fully booked, which offers the
 * waiting list instead).
 */
import { Badge } from '../components/Badge.tsx';
import { DateFacts, type DateFactsProps } from '../components/DateFacts.tsx';
import type { DateItem, DateSpan } from '../components/DateRow.tsx';
import { DateRow } from '../components/DateRow.tsx';
import { ListSection } from '../components/ListSection.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { PastDateNotice } from '../components/PastDateNotice.tsx';
import type { FullPriceShown } from '../components/Price.tsx';
import { usePage } from '../components/page-context.tsx';
import { consumerPrices } from '../content/consumer-prices.ts';
import { datesOf, teachingTrainerIds } from '../content/content-index.ts';
import { type DateStatus, dateStatus, hasTakenPlace, includesCatering, upcomingDates } from '../content/schedule.ts';
import { sessionsOf } from '../content/sessions.ts';
import type { SeminarFormat } from '../content/types.ts';
import { formatDateRange } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import { zonedHoursText } from '../i18n/time-texts.ts';
import { wherePlace } from '../i18n/where-place.ts';
import { buildPath } from '../routes/match.ts';
import { courseJsonLd } from '../seo/structured-data.ts';
import { BookingSection } from './booking-section.tsx';
import { courseLinksOf } from './course-links.ts';
import { dateTitle } from './date-texts.ts';
import { dateItem, priceShown, venueShown } from './listings.ts';
import { trainerItems } from './trainers.tsx';
import { type DrawExtras, pageImage, type Screen } from './types.ts';

interface SeminarDateProps {
  readonly seminar: {
    readonly slug: string;
    readonly title: string;
    readonly teaser: string;
    readonly format: SeminarFormat;
    readonly durationDays: number;
  };
  readonly date: DateSpan & {
    readonly id: number;
    readonly location: string | null;
    readonly language: Locale;
    /** Staff's word that it runs whatever the registrations. */
    readonly guaranteed: boolean;
  };
  readonly status: DateStatus;
  /** Free seats when few are left, else null. */
  readonly seatsLeft: number | null;
  /** The full price per person, with the early-booking offer while it applies. */
  readonly price: FullPriceShown;
  /** Private persons may book (BOOKING_CUSTOMERS): the form lets them say so. */
  readonly privateBooking: boolean;
  /** Its hours, venue, online platform and trainers, as DateFacts shows them. */
  readonly practical: Pick<DateFactsProps, 'hours' | 'venue' | 'platform' | 'trainers'>;
  readonly others: readonly DateItem[];
}

/** How many of its seminar's other dates a date's page lists (the seminar's page lists them all). */
const OTHER_DATES = 2;
const OTHER_DATES_ID = 'other-dates';

/** The date's format, whether it is guaranteed to run, and whether it is fully booked or cancelled. */
function DateBadges({ format, status, guaranteed }: { format: SeminarFormat; status: DateStatus; guaranteed: boolean }) {
  const { messages } = usePage();
  return (
    <div className="badge-row">
      <Badge>{messages.seminar.formats[format]}</Badge>
      {guaranteed && status !== 'cancelled' && status !== 'past' && <Badge>{messages.seminar.guaranteed}</Badge>}
      {status === 'fully-booked' && <Badge variant="warning">{messages.seminar.fullyBooked}</Badge>}
      {status === 'cancelled' && <Badge variant="warning">{messages.seminar.cancelled}</Badge>}
    </div>
  );
}

function SeminarDateBody({ props, formOutcome }: { props: SeminarDateProps } & DrawExtras) {
  const { locale, messages } = usePage();
  const { seminar, date, status, price, others } = props;
  const title = dateTitle(locale, seminar.title, date);
  return (
    <>
      <DateBadges format={seminar.format} status={status} guaranteed={date.guaranteed} />
      {/* The seminar's teaser is its page's lead (a link away, and the description of this page): here the facts come first. */}
      <PageHeader title={title} />
      <div className="date-layout">
        <DateFacts seminar={seminar} date={date} price={price} catering={includesCatering(seminar.format)} {...props.practical} />
        <div className="min-w-0 space-y-8">
          {status === 'past' && <PastDateNotice nextDatesId={others.length > 0 ? OTHER_DATES_ID : null} />}
          <BookingSection
            booking={{
              dateId: date.id,
              status,
              seatsLeft: props.seatsLeft,
              title: seminar.title,
              when: formatDateRange(locale, date.start, date.end),
              where: wherePlace(locale, date.location),
              hybrid: seminar.format === 'hybrid',
              privateBooking: props.privateBooking,
              price,
              priceIncludes: messages.seminar.totalPriceNote,
            }}
            formOutcome={formOutcome}
          />
        </div>
      </div>
      <ListSection id={OTHER_DATES_ID} title={messages.seminarDate.otherDates} className="mt-12" listClassName="date-list">
        {others.map((other) => (
          <DateRow key={other.id} date={other} />
        ))}
      </ListSection>
      {others.length > 0 && (
        <p className="mt-4">
          <a href={`${buildPath('seminar', locale, { slug: seminar.slug })}#dates`}>{messages.seminarDate.allDates}</a>
        </p>
      )}
    </>
  );
}

export const seminarDateScreen: Screen<'seminarDate', SeminarDateProps> = {
  load: (input) => {
    const { route, index, today, stated } = input;
    const prices = consumerPrices(index.content, stated.invoicing, today);
    const seminar = index.seminarBySlug.get(route.params.slug);
    const date = seminar && index.dateById.get(Number(route.params.dateId));
    if (!seminar || !date || date.seminarId !== seminar.id || String(date.id) !== route.params.dateId) return null;
    const { locale } = route;
    const { title, teaser, imageAlt } = seminar.translations[locale];
    const span = { start: date.start, end: date.end };
    return {
      head: {
        title: dateTitle(locale, title, span),
        description: `${teaser} ${formatDateRange(locale, date.start, date.end)}, ${wherePlace(locale, date.location)}.`,
        // Kept for the mails and manage links that lead here, not for search engines.
        ...(hasTakenPlace(date, today) ? { indexable: false as const } : {}),
        // The seminar as a Course with this date as its instance, with its offer (none once it has taken place).
        jsonLd: courseJsonLd(seminar, [date], locale, courseLinksOf(input, seminar, locale, prices), today),
        ...pageImage(input.image(seminar.image), imageAlt),
      },
      props: {
        seminar: { slug: seminar.slug, title, teaser, format: seminar.format, durationDays: seminar.durationDays },
        date: { id: date.id, ...span, location: date.location, language: date.language, guaranteed: date.guaranteed },
        status: dateStatus(date, today),
        seatsLeft: date.seatsLeft ?? null,
        price: priceShown(date, today, prices),
        privateBooking: stated.invoicing.customers === 'everyone',
        practical: {
          hours: zonedHoursText(locale, sessionsOf(date)),
          venue: venueShown(index, date.venueId, locale),
          platform: seminar.format === 'in-person' ? null : date.platform,
          trainers: trainerItems(index, teachingTrainerIds(date, seminar), locale),
        },
        // Those a visitor can book first, then the fully booked and cancelled ones.
        others: upcomingDates(datesOf(index, seminar.id), today)
          .filter((other) => other.id !== date.id)
          .sort((a, b) => Number(dateStatus(a, today) !== 'bookable') - Number(dateStatus(b, today) !== 'bookable'))
          .slice(0, OTHER_DATES)
          .map((other) => dateItem(seminar, other, today, null, prices)),
      },
    };
  },
  Body: SeminarDateBody,
};

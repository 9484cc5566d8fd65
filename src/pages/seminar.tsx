/**
 * Seminar detail (every field of spec §3 with its label, prices, inclusions, dates) and
 * the page of one date (facts, calendar file, and registration, or why there is none).
 */
import { Badge } from '../components/Badge.tsx';
import { DateRow } from '../components/DateRow.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { Price } from '../components/Price.tsx';
import { RichText } from '../components/RichText.tsx';
import { RouteLink } from '../components/RouteLink.tsx';
import { datesOf } from '../content/content-index.ts';
import { type ActivePromo, activePromo, activePromoTotal, type DateStatus, dateStatus, includesCatering, nextBookableDate, upcomingDates } from '../content/schedule.ts';
import type { SeminarFormat } from '../content/types.ts';
import { cachedPlural, formatDateRange, formatPrice, formatShortDateRange, placeName } from '../i18n/format.ts';
import { hyphenate } from '../i18n/hyphenate.ts';
import { interpolate, MESSAGES } from '../i18n/messages.ts';
import { Icon } from '../icons/Icon.tsx';
import { Image } from '../images/Image.tsx';
import { IMAGE_LAYOUTS } from '../images/site-images.ts';
import { kitStrings } from '../i18n/kit/index.ts';
import { type Locale, LOCALE_INFO } from '../i18n/locales.ts';
import { Island } from '../islands/Island.tsx';
import { RegistrationForm } from '../islands/registration-form/RegistrationForm.tsx';
import { usePage } from '../render/page-context.tsx';
import { calendarFilePath } from '../routes/files.ts';
import { buildPath } from '../routes/match.ts';
import { courseJsonLd } from '../seo/structured-data.ts';
import { type DateItem, dateItem, type DateSpan } from './listings.ts';
import type { DrawExtras, Screen } from './types.ts';

const RICH_TEXT_SECTIONS = ['objectives', 'contents', 'targetAudience', 'benefits'] as const;

/** What every booking includes: the certificate's validity, catering on site, PDF materials. */
function Inclusions({ format }: { format: SeminarFormat }) {
  const { messages } = usePage();
  return (
    <ul className="check-list">
      <li>{messages.seminar.certificateValidity}</li>
      {includesCatering(format) && <li>{messages.seminar.catering}</li>}
      <li>{messages.seminar.materials}</li>
    </ul>
  );
}

interface TrainingPathStep {
  readonly title: string;
  readonly step: number;
  readonly total: number;
}

/** The training path the seminar belongs to, and which step of it the seminar is. */
function TrainingPathNote({ path }: { path: TrainingPathStep }) {
  const { messages } = usePage();
  return (
    <p className="mt-4">
      <RouteLink to="trainingPath" params={{}}>{path.title}</RouteLink>
      {' · '}
      {interpolate(messages.seminar.trainingPathStep, { step: path.step, total: path.total })}
    </p>
  );
}

interface SeminarProps {
  readonly slug: string;
  readonly format: SeminarFormat;
  readonly isNew: boolean;
  readonly fullyBooked: boolean;
  readonly language: Locale;
  readonly durationDays: number;
  readonly price: number;
  readonly image: string | null;
  readonly text: {
    readonly title: string;
    readonly teaser: string;
    readonly highlights: readonly string[];
    readonly objectives: string;
    readonly contents: string;
    readonly targetAudience: string;
    readonly benefits: string;
    readonly certificate: string;
    readonly imageAlt: string;
  };
  /** The next date that can be booked. */
  readonly next: (DateSpan & { readonly id: number }) | null;
  readonly upcoming: readonly DateItem[];
  readonly trainingPath: TrainingPathStep | null;
}

function SeminarBody({ props: seminar }: { props: SeminarProps }) {
  const { locale, messages } = usePage();
  const { text, next, upcoming } = seminar;
  return (
    <>
      <div className="mb-3 flex flex-wrap gap-2">
        <Badge>{messages.seminar.formats[seminar.format]}</Badge>
        {seminar.isNew && <Badge variant="accent">{messages.seminar.new}</Badge>}
        {seminar.fullyBooked && <Badge variant="warning">{messages.seminar.fullyBooked}</Badge>}
      </div>
      <PageHeader title={text.title} lead={text.teaser} />
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <section aria-labelledby="highlights" className="mb-8">
            <h2 id="highlights" className="text-2xl font-semibold">{messages.seminar.highlights}</h2>
            <ul className="check-list mt-3">
              {text.highlights.map((highlight) => <li key={highlight}>{highlight}</li>)}
            </ul>
          </section>
          {RICH_TEXT_SECTIONS.map((field) => (
            <section key={field} aria-labelledby={field} className="mb-8 max-w-3xl">
              <h2 id={field} className="text-2xl font-semibold">{messages.seminar[field]}</h2>
              <RichText html={text[field]} className="mt-3" />
            </section>
          ))}
          <section aria-labelledby="certificate" className="mb-8 max-w-3xl">
            <h2 id="certificate" className="text-2xl font-semibold">{messages.seminar.certificate}</h2>
            <p className="mt-3">{text.certificate}</p>
          </section>
        </div>
        <aside aria-labelledby="facts" className="max-lg:order-first">
          <div className="card lg:sticky lg:top-4">
            <Image source={seminar.image} alt={text.imageAlt} layout={IMAGE_LAYOUTS.seminarPage} priority className="card-image" />
            <h2 id="facts" className="text-lg font-semibold">{messages.seminar.facts}</h2>
            <dl className="card-facts mt-3">
              <dt>{messages.seminar.format}</dt>
              <dd>{messages.seminar.formats[seminar.format]}</dd>
              <dt>{messages.seminar.language}</dt>
              <dd>{messages.seminar.languages[seminar.language]}</dd>
              <dt>{messages.seminar.duration}</dt>
              <dd>{cachedPlural(locale, messages.seminar.days, seminar.durationDays)}</dd>
              <dt>{messages.seminar.price}</dt>
              <dd>{formatPrice(locale, seminar.price)}</dd>
              <dt>{messages.seminar.nextDate}</dt>
              <dd>{next ? formatDateRange(locale, next.start, next.end) : '–'}</dd>
            </dl>
            <p className="muted mt-2 text-sm">{messages.seminar.vatNote}</p>
            {next && (
              <p className="mt-4">
                <RouteLink to="seminarDate" params={{ slug: seminar.slug, dateId: String(next.id) }} className="btn btn-primary w-full justify-center">
                  {messages.seminar.bookDate}
                </RouteLink>
              </p>
            )}
            <div className="mt-4 text-sm">
              <Inclusions format={seminar.format} />
            </div>
            {seminar.trainingPath && <TrainingPathNote path={seminar.trainingPath} />}
          </div>
        </aside>
      </div>
      <section aria-labelledby="dates" className="mt-4">
        <h2 id="dates" className="text-2xl font-semibold">{messages.seminar.dates}</h2>
        {upcoming.length === 0 ? (
          <p className="mt-3">{messages.seminar.noUpcomingDates}</p>
        ) : (
          <ul className="date-list mt-3">
            {upcoming.map((date) => <DateRow key={date.id} date={date} />)}
          </ul>
        )}
        <p className="muted mt-3 text-sm">{messages.seminar.vatNote}</p>
      </section>
    </>
  );
}

export const seminarScreen: Screen<'seminar', SeminarProps> = {
  load: ({ route, index, today, siteUrl }) => {
    const seminar = index.seminarBySlug.get(route.params.slug);
    if (!seminar) return null;
    const { locale } = route;
    const translation = seminar.translations[locale];
    const dates = datesOf(index, seminar.id);
    const next = nextBookableDate(dates, today);
    const path = seminar.trainingPath === null ? undefined : index.trainingPathBySlug.get(seminar.trainingPath);
    const pageUrl = siteUrl + buildPath('seminar', locale, { slug: seminar.slug });
    const dateUrl = (id: number) => siteUrl + buildPath('seminarDate', locale, { slug: seminar.slug, dateId: String(id) });
    const { title, teaser, highlights, objectives, contents, targetAudience, benefits, certificate, imageAlt } = translation;
    return {
      head: { title, description: teaser, jsonLd: [courseJsonLd(seminar, dates, locale, { page: pageUrl, date: dateUrl, site: siteUrl }, today)] },
      props: {
        slug: seminar.slug,
        format: seminar.format,
        isNew: seminar.isNew,
        fullyBooked: seminar.fullyBooked,
        language: seminar.language,
        durationDays: seminar.durationDays,
        price: seminar.price,
        image: seminar.image,
        text: { title, teaser, highlights, objectives, contents, targetAudience, benefits, certificate, imageAlt },
        next: next ? { id: next.id, start: next.start, end: next.end } : null,
        upcoming: upcomingDates(dates, today).map((date) => dateItem(seminar, date, today, null)),
        trainingPath:
          path && seminar.trainingPathPosition !== null
            ? { title: path.translations[locale].title, step: seminar.trainingPathPosition, total: index.seminarsByTrainingPath.get(path.slug)?.length ?? 0 }
            : null,
      },
    };
  },
  Body: SeminarBody,
};

interface SeminarDateProps {
  readonly seminar: { readonly slug: string; readonly title: string; readonly teaser: string; readonly format: SeminarFormat; readonly durationDays: number };
  readonly date: DateSpan & { readonly id: number; readonly location: string | null; readonly language: Locale; readonly price: number; readonly totalPrice: number };
  readonly status: DateStatus;
  /** Free seats when few are left, else null. */
  readonly seatsLeft: number | null;
  /** The early-booking offer on the course fee and on the total, while it applies. */
  readonly promo: ActivePromo | null;
  readonly promoTotal: ActivePromo | null;
  readonly others: readonly DateItem[];
}

function dateTitle(locale: Locale, seminarTitle: string, date: DateSpan): string {
  return interpolate(MESSAGES[locale].seminarDate.title, { seminar: seminarTitle, date: formatShortDateRange(locale, date.start, date.end) });
}

function wherePlace(locale: Locale, location: string | null): string {
  return location === null ? MESSAGES[locale].seminar.online : placeName(locale, location);
}

function SeminarDateBody({ props, formOutcome }: { props: SeminarDateProps } & DrawExtras) {
  const { locale, messages } = usePage();
  const { seminar, date, status, seatsLeft, promo, promoTotal, others } = props;
  const when = formatDateRange(locale, date.start, date.end);
  const where = wherePlace(locale, date.location);
  const title = dateTitle(locale, seminar.title, date);
  // A page that answers a form post shows the form's outcome whatever the date's state now.
  const outcome = formOutcome?.dateId === date.id ? formOutcome.outcome : null;
  return (
    <>
      <div className="mb-3 flex flex-wrap gap-2">
        <Badge>{messages.seminar.formats[seminar.format]}</Badge>
        {status === 'fully-booked' && <Badge variant="warning">{messages.seminar.fullyBooked}</Badge>}
      </div>
      <PageHeader title={title} lead={seminar.teaser} />
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          <dl className="facts">
            <dt>{messages.seminarDate.when}</dt>
            <dd>{when}</dd>
            <dt>{messages.seminarDate.where}</dt>
            <dd>{where}</dd>
            <dt>{messages.seminar.format}</dt>
            <dd>{messages.seminar.formats[seminar.format]}</dd>
            <dt>{messages.seminar.language}</dt>
            <dd>{messages.seminar.languages[date.language]}</dd>
            <dt>{messages.seminar.duration}</dt>
            <dd>{cachedPlural(locale, messages.seminar.days, seminar.durationDays)}</dd>
            <dt>{messages.seminar.price}</dt>
            <dd><Price regular={date.price} promo={promo} /></dd>
            <dt>{messages.seminar.totalPrice}</dt>
            <dd>
              <Price regular={date.totalPrice} promo={promoTotal} /> <span className="muted text-sm">({messages.seminar.totalPriceNote})</span>
            </dd>
          </dl>
          <p className="muted mt-2 text-sm">{messages.seminar.vatNote}</p>
          <p className="mt-6 flex flex-wrap gap-3">
            <a href={calendarFilePath(locale, seminar.slug, String(date.id))} download className="btn btn-secondary gap-2">
              <Icon name="calendar" size={18} />
              {messages.seminarDate.calendar}
            </a>
            <RouteLink to="seminar" params={{ slug: seminar.slug }} className="btn btn-secondary">{messages.seminarDate.aboutSeminar}</RouteLink>
          </p>
          <div className="mt-6 text-sm">
            <Inclusions format={seminar.format} />
          </div>
        </div>
        <div>
          {status === 'past' && <p className="notice" role="note">{messages.seminarDate.past}</p>}
          {status === 'fully-booked' && (
            <div className="notice" role="note">
              <p className="font-semibold">{messages.seminar.dateFullyBooked}</p>
              <p className="mt-1">{messages.seminarDate.fullyBookedHint}</p>
            </div>
          )}
          {status === 'bookable' && !outcome && (
            <div className="card">
              {seatsLeft !== null && <p className="mb-3 font-semibold" data-slot="seats-left">{cachedPlural(locale, messages.seminar.seatsLeft, seatsLeft)}</p>}
              <a href="#registration" className="btn btn-primary">{messages.seminarDate.toRegistration}</a>
            </div>
          )}
        </div>
      </div>
      {(status === 'bookable' || outcome) && (
        <div id="registration" className="mt-12 max-w-3xl">
          <Island
            name="registration-form"
            component={RegistrationForm}
            hydrate="interaction"
            props={{
              locale,
              dateId: date.id,
              heading: messages.seminarDate.registration,
              seminar: hyphenate(locale, seminar.title),
              when,
              where,
              price: `${formatPrice(locale, promoTotal?.price ?? date.totalPrice)} (${messages.seminar.totalPriceNote}; ${messages.seminar.vatInSentence})`,
              termsHref: buildPath('terms', locale, {}),
              privacyHref: buildPath('privacy', locale, {}),
              closeLabel: kitStrings(LOCALE_INFO[locale].tag).close,
              outcome,
            }}
          />
        </div>
      )}
      {others.length > 0 && (
        <section aria-labelledby="other-dates" className="mt-12">
          <h2 id="other-dates" className="text-2xl font-semibold">{messages.seminarDate.otherDates}</h2>
          <ul className="date-list mt-3">
            {others.map((other) => <DateRow key={other.id} date={other} />)}
          </ul>
        </section>
      )}
    </>
  );
}

export const seminarDateScreen: Screen<'seminarDate', SeminarDateProps> = {
  load: ({ route, index, today }) => {
    const seminar = index.seminarBySlug.get(route.params.slug);
    const date = seminar && index.dateById.get(Number(route.params.dateId));
    if (!seminar || !date || date.seminarId !== seminar.id || String(date.id) !== route.params.dateId) return null;
    const { locale } = route;
    const { title, teaser } = seminar.translations[locale];
    const span = { start: date.start, end: date.end };
    return {
      head: {
        title: dateTitle(locale, title, span),
        description: `${teaser} ${formatDateRange(locale, date.start, date.end)}, ${wherePlace(locale, date.location)}.`,
      },
      props: {
        seminar: { slug: seminar.slug, title, teaser, format: seminar.format, durationDays: seminar.durationDays },
        date: { id: date.id, ...span, location: date.location, language: date.language, price: date.price, totalPrice: date.totalPrice },
        status: dateStatus(date, today),
        seatsLeft: date.seatsLeft ?? null,
        promo: activePromo(date, today),
        promoTotal: activePromoTotal(date, today),
        others: upcomingDates(datesOf(index, seminar.id), today)
          .filter((other) => other.id !== date.id)
          .map((other) => dateItem(seminar, other, today, null)),
      },
    };
  },
  Body: SeminarDateBody,
};

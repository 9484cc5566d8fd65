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
import { findSeminar, findSeminarDate } from '../content/queries.ts';
import { activePromo, activePromoTotal, datesOf, dateStatus, includesCatering, nextBookableDate, upcomingDates } from '../content/schedule.ts';
import type { Content, Seminar } from '../content/types.ts';
import { formatDateRange, formatPrice, formatShortDateRange, placeName, plural } from '../i18n/format.ts';
import { interpolate, type Messages } from '../i18n/messages.ts';
import { Icon } from '../icons/Icon.tsx';
import { Image } from '../images/Image.tsx';
import { IMAGE_LAYOUTS } from '../images/site-images.ts';
import { kitStrings } from '../i18n/kit/index.ts';
import { LOCALE_INFO } from '../i18n/locales.ts';
import { Island } from '../islands/Island.tsx';
import { RegistrationForm } from '../islands/registration-form/RegistrationForm.tsx';
import { usePage } from '../render/page-context.tsx';
import { calendarFilePath } from '../routes/files.ts';
import { buildPath } from '../routes/match.ts';
import { courseJsonLd } from '../seo/structured-data.ts';
import type { PageResolver } from './types.ts';


const RICH_TEXT_SECTIONS = ['objectives', 'contents', 'targetAudience', 'benefits'] as const;

/** What every booking includes: the certificate's validity, catering on site, PDF materials. */
function Inclusions({ seminar, messages }: { seminar: Seminar; messages: Messages }) {
  return (
    <ul className="check-list">
      <li>{messages.seminar.certificateValidity}</li>
      {includesCatering(seminar.format) && <li>{messages.seminar.catering}</li>}
      <li>{messages.seminar.materials}</li>
    </ul>
  );
}

/** The training path the seminar belongs to, and which step of it the seminar is. */
function TrainingPathNote({ seminar, content }: { seminar: Seminar; content: Content }) {
  const { messages, locale } = usePage();
  const path = content.trainingPaths.find((item) => item.slug === seminar.trainingPath);
  if (!path || seminar.trainingPathPosition === null) return null;
  const total = content.seminars.filter((item) => item.trainingPath === path.slug).length;
  return (
    <p className="mt-4">
      <RouteLink to="trainingPath" params={{}}>{path.translations[locale].title}</RouteLink>
      {' · '}
      {interpolate(messages.seminar.trainingPathStep, { step: seminar.trainingPathPosition, total })}
    </p>
  );
}

export const seminarPage: PageResolver<'seminar'> = ({ route, content, messages, today, siteUrl }) => {
  const seminar = findSeminar(content, route.params.slug);
  if (!seminar) return null;
  const locale = route.locale;
  const text = seminar.translations[locale];
  const dates = datesOf(content, seminar.id);
  const upcoming = upcomingDates(dates, today);
  const next = nextBookableDate(dates, today);
  const pageUrl = siteUrl + buildPath('seminar', locale, { slug: seminar.slug });
  const dateUrl = (id: number) => siteUrl + buildPath('seminarDate', locale, { slug: seminar.slug, dateId: String(id) });
  return {
    title: text.title,
    description: text.teaser,
    jsonLd: [courseJsonLd(seminar, dates, locale, { page: pageUrl, date: dateUrl, site: siteUrl }, today)],
    body: (
      <>
        <div className="mb-3 flex flex-wrap gap-2">
          <Badge>{messages.seminar.formats[seminar.format]}</Badge>
          {seminar.isNew && <Badge variant="accent">{messages.seminar.new}</Badge>}
          {seminar.fullyBooked && <Badge variant="warning">{messages.seminar.fullyBooked}</Badge>}
        </div>
        <PageHeader title={text.title} lead={text.teaser} />
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
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
                <dd>{plural(locale, messages.seminar.days, seminar.durationDays)}</dd>
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
                <Inclusions seminar={seminar} messages={messages} />
              </div>
              <TrainingPathNote seminar={seminar} content={content} />
            </div>
          </aside>
        </div>
        <section aria-labelledby="dates" className="mt-4">
          <h2 id="dates" className="text-2xl font-semibold">{messages.seminar.dates}</h2>
          {upcoming.length === 0 ? (
            <p className="mt-3">{messages.seminar.noUpcomingDates}</p>
          ) : (
            <ul className="date-list mt-3">
              {upcoming.map((date) => <DateRow key={date.id} seminar={seminar} date={date} today={today} showTitle={false} />)}
            </ul>
          )}
          <p className="muted mt-3 text-sm">{messages.seminar.vatNote}</p>
        </section>
      </>
    ),
  };
};

export const seminarDatePage: PageResolver<'seminarDate'> = ({ route, content, messages, today, formOutcome }) => {
  const found = findSeminarDate(content, route.params.slug, route.params.dateId);
  if (!found) return null;
  const { seminar, date } = found;
  const locale = route.locale;
  const seminarTitle = seminar.translations[locale].title;
  const when = formatDateRange(locale, date.start, date.end);
  const where = date.location === null ? messages.seminar.online : placeName(locale, date.location);
  const title = interpolate(messages.seminarDate.title, { seminar: seminarTitle, date: formatShortDateRange(locale, date.start, date.end) });
  const status = dateStatus(date, today);
  // A page that answers a form post shows the form's outcome whatever the date's state now.
  const outcome = formOutcome?.dateId === date.id ? formOutcome.outcome : null;
  const promo = activePromo(date, today);
  const others = upcomingDates(datesOf(content, seminar.id), today).filter((other) => other.id !== date.id);
  return {
    title,
    description: `${seminar.translations[locale].teaser} ${when}, ${where}.`,
    body: (
      <>
        <div className="mb-3 flex flex-wrap gap-2">
          <Badge>{messages.seminar.formats[seminar.format]}</Badge>
          {status === 'fully-booked' && <Badge variant="warning">{messages.seminar.fullyBooked}</Badge>}
        </div>
        <PageHeader title={title} lead={seminar.translations[locale].teaser} />
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
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
              <dd>{plural(locale, messages.seminar.days, seminar.durationDays)}</dd>
              <dt>{messages.seminar.price}</dt>
              <dd><Price regular={date.price} promo={promo} /></dd>
              <dt>{messages.seminar.totalPrice}</dt>
              <dd>
                <Price regular={date.totalPrice} promo={activePromoTotal(date, today)} /> <span className="muted text-sm">({messages.seminar.totalPriceNote})</span>
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
              <Inclusions seminar={seminar} messages={messages} />
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
              <p className="card">
                <a href="#registration" className="btn btn-primary">{messages.seminarDate.toRegistration}</a>
              </p>
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
                seminar: seminarTitle,
                when,
                where,
                price: `${formatPrice(locale, activePromoTotal(date, today)?.price ?? date.totalPrice)} (${messages.seminar.totalPriceNote}; ${messages.seminar.vatNote})`,
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
              {others.map((other) => <DateRow key={other.id} seminar={seminar} date={other} today={today} showTitle={false} />)}
            </ul>
          </section>
        )}
      </>
    ),
  };
};

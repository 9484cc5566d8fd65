/** Seminar detail, and the page of one seminar date with its registration island. */
import { PageHeader } from '../components/PageHeader.tsx';
import { RichText } from '../components/RichText.tsx';
import { RouteLink } from '../components/RouteLink.tsx';
import { SeminarDateList } from '../components/SeminarDateList.tsx';
import { datesOfSeminar, findSeminar, findSeminarDate } from '../content/queries.ts';
import { formatDateRange, formatPrice } from '../i18n/format.ts';
import { interpolate } from '../i18n/messages.ts';
import { Island } from '../islands/Island.tsx';
import { RegistrationForm } from '../islands/registration-form/RegistrationForm.tsx';
import type { PageResolver } from './types.ts';

const REGISTRATION_EMAIL = 'anmeldung@rackwise-academy.de';

const RICH_TEXT_SECTIONS = ['objectives', 'contents', 'targetAudience', 'benefits'] as const;

export const seminarPage: PageResolver<'seminar'> = ({ route, content, messages }) => {
  const seminar = findSeminar(content, route.params.slug);
  if (!seminar) return null;
  const text = seminar.translations[route.locale];
  return {
    title: text.title,
    description: text.teaser,
    body: (
      <>
        <PageHeader title={text.title} lead={text.teaser} />
        <section aria-labelledby="highlights" className="mb-8">
          <h2 id="highlights" className="text-2xl font-semibold">{messages.seminar.highlights}</h2>
          <ul className="mt-3 list-disc ps-6">
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
        <section aria-labelledby="dates">
          <h2 id="dates" className="text-2xl font-semibold">{messages.seminar.dates}</h2>
          <SeminarDateList dates={datesOfSeminar(content, seminar.id)} content={content} />
        </section>
      </>
    ),
  };
};

export const seminarDatePage: PageResolver<'seminarDate'> = ({ route, content, messages }) => {
  const found = findSeminarDate(content, route.params.slug, route.params.dateId);
  if (!found) return null;
  const { seminar, date } = found;
  const locale = route.locale;
  const seminarTitle = seminar.translations[locale].title;
  const when = formatDateRange(locale, date.start, date.end);
  const title = interpolate(messages.seminarDate.title, { seminar: seminarTitle, date: when });
  const registrationText = locale === 'de'
    ? 'Zur Anmeldung schreiben Sie uns bitte eine E-Mail mit Termin und Teilnehmerdaten an'
    : 'To register, please email us the date and the participant’s details at';
  return {
    title,
    description: `${seminar.translations[locale].teaser} ${when}, ${date.location ?? messages.seminar.online}.`,
    body: (
      <>
        <PageHeader title={title} />
        <dl className="facts">
          <dt>{locale === 'de' ? 'Ort' : 'Location'}</dt>
          <dd>{date.location ?? messages.seminar.online}</dd>
          <dt>{locale === 'de' ? 'Preis' : 'Price'}</dt>
          <dd>{formatPrice(locale, date.price)}</dd>
        </dl>
        <p className="mt-4">
          <RouteLink to="seminar" params={{ slug: seminar.slug }}>{seminarTitle}</RouteLink>
        </p>
        <div className="mt-8">
          <Island
            name="registration-form"
            component={RegistrationForm}
            hydrate="visible"
            props={{ dateId: date.id, heading: messages.seminarDate.registration, text: registrationText, email: REGISTRATION_EMAIL, subject: `${seminarTitle}, ${when}` }}
          />
        </div>
      </>
    ),
  };
};

/**
 * Seminar detail: every field with its label, prices, inclusions and the
 * upcoming dates (each date has its own page, seminar-date.tsx).
 */

import { Badge } from '../components/Badge.tsx';
import { DateEnquiryLink } from '../components/DateEnquiryLink.tsx';
import type { DateItem, DateSpan } from '../components/DateRow.tsx';
import { DateRow } from '../components/DateRow.tsx';
import { type EventItem, EventRow } from '../components/EventRow.tsx';
import { type Exam, ExamFacts } from '../components/ExamFacts.tsx';
import { Fact } from '../components/Fact.tsx';
import { Inclusions } from '../components/Inclusions.tsx';
import { ListSection } from '../components/ListSection.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { type OfferShown, PriceNote } from '../components/Price.tsx';
import { usePage } from '../components/page-context.tsx';
import { RegisterBar } from '../components/RegisterBar.tsx';
import { RichText } from '../components/RichText.tsx';
import { RouteLink } from '../components/RouteLink.tsx';
import { SeminarFactRows } from '../components/SeminarCard.tsx';
import { SeminarVoices, type VoicesShown } from '../components/SeminarVoices.tsx';
import { type TrainerItem, TrainerList } from '../components/TrainerList.tsx';
import { buttonVariants } from '../components/ui/Button.tsx';
import { consumerPrices } from '../content/consumer-prices.ts';
import { datesOf } from '../content/content-index.ts';
import { includesCatering, nextBookableDate, upcomingDates } from '../content/schedule.ts';
import { holdsPlaceholder, seminarFacts } from '../content/stated-facts.ts';
import { fillNumbers } from '../content/terms-policy.ts';
import type { SeminarFormat } from '../content/types.ts';
import type { Locale } from '../i18n/locales.ts';
import { interpolate } from '../i18n/messages.ts';
import { Image } from '../images/Image.tsx';
import { IMAGE_LAYOUTS } from '../images/site-images.ts';
import { buildPath } from '../routes/match.ts';
import { courseJsonLd } from '../seo/structured-data.ts';
import { courseLinksOf } from './course-links.ts';
import { dateItem, eventItem, eventsByTime, offerShown } from './listings.ts';
import { examOf } from './seminar-exam.ts';
import { trainerItems } from './trainers.tsx';
import { pageImage, type Screen } from './types.ts';

const RICH_TEXT_SECTIONS = ['objectives', 'contents', 'targetAudience', 'benefits'] as const;

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
      <RouteLink to="trainingPath" params={{}}>
        {path.title}
      </RouteLink>
      {` · ${interpolate(messages.seminar.trainingPathStep, { step: path.step, total: path.total })}`}
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
  readonly id: number;
  readonly offer: OfferShown | null;
  readonly trainers: readonly TrainerItem[];
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
  /** Events to come that relate to the seminar. */
  readonly events: readonly EventItem[];
  /** The seminar's public downloads. */
  readonly materials: ReadonlyArray<{ readonly id: string; readonly title: string }>;
  /** Its exam at the end of the course; null for a course without exam. */
  readonly exam: Exam | null;
  /** What its participants said; null with too few answers. */
  readonly voices: VoicesShown | null;
}

/** Events on the seminar's topic and its materials to download, where it has any. */
function SeminarRelated({ events, materials }: Pick<SeminarProps, 'events' | 'materials'>) {
  const { messages } = usePage();
  return (
    <>
      <ListSection id="events" title={messages.seminar.events} className="mt-10" listClassName="date-list">
        {events.map((event) => (
          <EventRow key={event.id} event={event} />
        ))}
      </ListSection>
      <ListSection id="materials" title={messages.seminar.downloads} className="mt-10" listClassName="flex flex-col gap-2">
        {materials.map((download) => (
          <li key={download.id}>
            <RouteLink to="download" params={{ id: download.id }}>
              {download.title}
            </RouteLink>
          </li>
        ))}
      </ListSection>
    </>
  );
}

function SeminarBody({ props: seminar }: { props: SeminarProps }) {
  const { locale, messages } = usePage();
  const { text, next, upcoming } = seminar;
  return (
    <>
      <div className="badge-row">
        <Badge>{messages.seminar.formats[seminar.format]}</Badge>
        {seminar.isNew && <Badge variant="accent">{messages.seminar.new}</Badge>}
        {seminar.fullyBooked && <Badge variant="warning">{messages.seminar.fullyBooked}</Badge>}
      </div>
      {/* The seminar's page is the first result for its name, before its dates' pages. */}
      <PageHeader title={text.title} lead={text.teaser} searchWeight={10} />
      <div className="seminar-layout">
        <div className="min-w-0">
          <section className="mb-8">
            <h2 id="highlights" className="text-2xl font-semibold">
              {messages.seminar.highlights}
            </h2>
            <ul className="check-list mt-3">
              {text.highlights.map((highlight) => (
                <li key={highlight}>{highlight}</li>
              ))}
            </ul>
          </section>
          {RICH_TEXT_SECTIONS.map((field) => (
            <section key={field} className="mb-8 max-w-3xl">
              <h2 id={field} className="text-2xl font-semibold">
                {messages.seminar[field]}
              </h2>
              <RichText html={text[field]} className="mt-3" />
            </section>
          ))}
          <section className="mb-8 max-w-3xl">
            <h2 id="certificate" className="text-2xl font-semibold">
              {messages.seminar.certificate}
            </h2>
            <p className="mt-3">{text.certificate}</p>
            {seminar.exam && <ExamFacts exam={seminar.exam} seminarId={seminar.id} />}
          </section>
          {seminar.trainers.length > 0 && (
            <section className="mb-8 max-w-3xl">
              <h2 id="trainers" className="text-2xl font-semibold">
                {messages.trainer.teaches}
              </h2>
              <TrainerList trainers={seminar.trainers} headingLevel={3} />
            </section>
          )}
          <SeminarVoices voices={seminar.voices} />
        </div>
        <aside aria-labelledby="facts" className="seminar-aside">
          <div className="card seminar-facts">
            <Image source={seminar.image} alt={text.imageAlt} layout={IMAGE_LAYOUTS.seminarPage} priority className="card-image" />
            <h2 id="facts" className="text-lg font-semibold">
              {messages.seminar.facts}
            </h2>
            <dl className="card-facts mt-3">
              <Fact label={messages.seminar.format}>{messages.seminar.formats[seminar.format]}</Fact>
              <SeminarFactRows seminar={{ ...seminar, nextDate: next }} />
            </dl>
            {seminar.offer && <PriceNote />}
            {next && (
              <p className="mt-4">
                <RouteLink
                  to="seminarDate"
                  params={{ slug: seminar.slug, dateId: String(next.id) }}
                  className={buttonVariants({ variant: 'primary', className: 'w-full justify-center' })}
                >
                  {messages.seminar.bookDate}
                </RouteLink>
              </p>
            )}
            <div className="mt-4 text-sm">
              <Inclusions catering={includesCatering(seminar.format)} certificate={false} />
            </div>
            {seminar.trainingPath && <TrainingPathNote path={seminar.trainingPath} />}
          </div>
        </aside>
      </div>
      <section aria-labelledby="dates" className="mt-4" data-pagefind-ignore="all">
        <h2 id="dates" className="text-2xl font-semibold">
          {messages.seminar.dates}
        </h2>
        {upcoming.length === 0 ? (
          <>
            <p className="mt-3">{messages.seminar.noUpcomingDates}</p>
            <DateEnquiryLink />
          </>
        ) : (
          <ul className="date-list mt-3">
            {upcoming.map((date) => (
              <DateRow key={date.id} date={date} />
            ))}
          </ul>
        )}
      </section>
      <SeminarRelated events={seminar.events} materials={seminar.materials} />
      {next && (
        <RegisterBar
          href={buildPath('seminarDate', locale, { slug: seminar.slug, dateId: String(next.id) })}
          label={messages.seminar.bookDate}
        />
      )}
    </>
  );
}

/** The highlights with the numbers the content states (stated-facts.ts); one whose number the content does not know is left out. */
const statedHighlights = (highlights: readonly string[], facts: Readonly<Record<string, number>>): string[] =>
  highlights.map((highlight) => fillNumbers(highlight, facts)).filter((highlight) => !holdsPlaceholder(highlight));

export const seminarScreen: Screen<'seminar', SeminarProps> = {
  load: (input) => {
    const { route, index, today, stated } = input;
    const prices = consumerPrices(index.content, stated.invoicing, today);
    const seminar = index.seminarBySlug.get(route.params.slug);
    if (!seminar) return null;
    const { locale } = route;
    const translation = seminar.translations[locale];
    const dates = datesOf(index, seminar.id);
    const next = nextBookableDate(dates, today);
    const path = seminar.trainingPath === null ? undefined : index.trainingPathBySlug.get(seminar.trainingPath);
    const { title, teaser, highlights, objectives, contents, targetAudience, benefits, certificate, imageAlt } = translation;
    const text = { title, teaser, objectives, contents, targetAudience, benefits, certificate, imageAlt };
    return {
      head: {
        title,
        description: teaser,
        jsonLd: courseJsonLd(seminar, dates, locale, courseLinksOf(input, seminar, locale, prices), today),
        ...pageImage(input.image(seminar.image), imageAlt),
      },
      props: {
        slug: seminar.slug,
        format: seminar.format,
        isNew: seminar.isNew,
        fullyBooked: seminar.fullyBooked,
        language: seminar.language,
        durationDays: seminar.durationDays,
        id: seminar.id,
        offer: offerShown(seminar.id, dates, today, prices),
        trainers: trainerItems(index, seminar.trainerIds, locale),
        image: seminar.image,
        text: { ...text, highlights: statedHighlights(highlights, seminarFacts(index, seminar.id)) },
        next: next ? { id: next.id, start: next.start, end: next.end } : null,
        upcoming: upcomingDates(dates, today).map((date) => dateItem(seminar, date, today, null, prices)),
        trainingPath:
          path && seminar.trainingPathPosition !== null
            ? {
                title: path.translations[locale].title,
                step: seminar.trainingPathPosition,
                total: index.seminarsByTrainingPath.get(path.slug)?.length ?? 0,
              }
            : null,
        events: eventsByTime(index.eventsBySeminar.get(seminar.id) ?? [], today).upcoming.map((event) => ({
          ...eventItem(event, locale),
          teaser: null,
        })),
        materials: (index.publicDownloadsBySeminar.get(seminar.id) ?? []).map((download) => ({
          id: download.id,
          title: download.translations[locale].title,
        })),
        exam: examOf(seminar),
        voices: seminar.voices ?? null,
      },
    };
  },
  Body: SeminarBody,
};

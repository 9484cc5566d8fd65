/** An event's page: when and where, how to take part, its text and image, the seminars on its topic, and its schema.org Event. */

import { Fact } from '../components/Fact.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { usePage } from '../components/page-context.tsx';
import { RichText } from '../components/RichText.tsx';
import { SeminarLinks } from '../components/SeminarLinks.tsx';
import { buttonVariants } from '../components/ui/Button.tsx';
import type { AcademyEvent } from '../content/types.ts';
import { formatDateRange, placeName } from '../i18n/format.ts';
import { interpolate } from '../i18n/messages.ts';
import { Image } from '../images/Image.tsx';
import { IMAGE_LAYOUTS } from '../images/site-images.ts';
import { buildPath } from '../routes/match.ts';
import { eventJsonLd } from '../seo/structured-data.ts';
import type { Screen } from './types.ts';

interface EventProps {
  readonly title: string;
  readonly teaser: string;
  readonly description: string;
  readonly image: string | null;
  readonly imageAlt: string;
  readonly start: string;
  readonly end: string;
  readonly location: string | null;
  /** Whether the event is over on the day the page was drawn for. */
  readonly past: boolean;
  readonly registration: Pick<AcademyEvent, 'registration' | 'registrationTarget'>;
  readonly seminars: ReadonlyArray<{ readonly slug: string; readonly title: string }>;
}

/** How to take part: nothing to do, a mail to the organiser's address, or the organiser's registration page. */
function TakingPart({ event }: { event: EventProps }) {
  const { messages } = usePage();
  const text = messages.event;
  if (event.past) return <p className="notice-text">{text.past}</p>;
  const { registration, registrationTarget: target } = event.registration;
  if (registration === 'open' || target === null) return <p>{text.open}</p>;
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

function EventBody({ props: event }: { props: EventProps }) {
  const { locale, messages } = usePage();
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
      <dl className="facts mb-8">
        <Fact label={messages.event.when}>{formatDateRange(locale, event.start, event.end)}</Fact>
        <Fact label={messages.event.where}>{event.location === null ? messages.event.online : placeName(locale, event.location)}</Fact>
      </dl>
      <section aria-labelledby="taking-part" className="card mb-8 max-w-3xl">
        <h2 id="taking-part" className="text-lg font-semibold">
          {messages.event.takingPart}
        </h2>
        <div className="mt-2">
          <TakingPart event={event} />
        </div>
      </section>
      <RichText html={event.description} className="max-w-3xl" />
      <SeminarLinks id="seminars" title={messages.event.seminars} seminars={event.seminars} className="mt-10 max-w-3xl" />
    </>
  );
}

export const eventScreen: Screen<'event', EventProps> = {
  load: ({ route, index, siteUrl, today }) => {
    const event = index.eventById.get(route.params.eventId);
    if (!event) return null;
    const { locale } = route;
    const { title, teaser, description, imageAlt } = event.translations[locale];
    const seminars = event.seminarIds.flatMap((id) => {
      const seminar = index.seminarById.get(id);
      return seminar ? [{ slug: seminar.slug, title: seminar.translations[locale].title }] : [];
    });
    return {
      head: {
        title,
        description: teaser,
        ogType: 'article',
        jsonLd: [eventJsonLd(event, locale, { page: siteUrl + buildPath('event', locale, { eventId: event.id }), site: siteUrl })],
      },
      props: {
        title,
        teaser,
        description,
        image: event.image,
        imageAlt,
        start: event.start,
        end: event.end,
        location: event.location,
        past: event.end < today,
        registration: { registration: event.registration, registrationTarget: event.registrationTarget },
        seminars,
      },
    };
  },
  Body: EventBody,
};

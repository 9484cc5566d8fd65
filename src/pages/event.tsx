/** An event's page: when and where, its text and image, and its schema.org Event. */
import { PageHeader } from '../components/PageHeader.tsx';
import { usePage } from '../components/page-context.tsx';
import { RichText } from '../components/RichText.tsx';
import { formatDateRange, placeName } from '../i18n/format.ts';
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
        <dt>{messages.event.when}</dt>
        <dd>{formatDateRange(locale, event.start, event.end)}</dd>
        <dt>{messages.event.where}</dt>
        <dd>{event.location === null ? messages.event.online : placeName(locale, event.location)}</dd>
      </dl>
      <RichText html={event.description} className="max-w-3xl" />
    </>
  );
}

export const eventScreen: Screen<'event', EventProps> = {
  load: ({ route, index, siteUrl }) => {
    const event = index.eventById.get(route.params.eventId);
    if (!event) return null;
    const { locale } = route;
    const { title, teaser, description, imageAlt } = event.translations[locale];
    return {
      head: {
        title,
        description: teaser,
        ogType: 'article',
        jsonLd: [eventJsonLd(event, locale, { page: siteUrl + buildPath('event', locale, { eventId: event.id }), site: siteUrl })],
      },
      props: { title, teaser, description, image: event.image, imageAlt, start: event.start, end: event.end, location: event.location },
    };
  },
  Body: EventBody,
};

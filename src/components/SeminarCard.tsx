/**
 * A seminar in a listing: its image, format, language, duration, price, new and fully
 * booked badges and next date. The image is decorative here (alt ""): the card's text says what the seminar is,
 * and its page shows the image with its description. Lazy, unless `priority` says the card
 * is the first of a list that starts in view (its image is then the page's main image).
 */

import { durationText, formatDateRange } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import type { Messages } from '../i18n/messages.ts';
import { breakAtJoints } from '../i18n/word-breaks.ts';
import { Image } from '../images/Image.tsx';
import { IMAGE_LAYOUTS } from '../images/site-images.ts';
import { Badge } from './Badge.tsx';
import type { DateSpan } from './DateRow.tsx';
import { Fact } from './Fact.tsx';
import { OfferPrice, type OfferShown } from './Price.tsx';
import { usePage } from './page-context.tsx';
import { RouteLink } from './RouteLink.tsx';

/** A seminar's format, as the interface texts name it. */
export type SeminarFormat = keyof Messages['seminar']['formats'];

/** A seminar in a listing. */
export interface SeminarCardItem {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly teaser: string;
  readonly image: string | null;
  readonly format: SeminarFormat;
  readonly isNew: boolean;
  /** The editor's word that the seminar takes no more registrations (its dates say so too). */
  readonly fullyBooked: boolean;
  readonly language: Locale;
  readonly durationDays: number;
  /** The price it is offered at now (src/content/prices.ts), or null while no date can be booked. */
  readonly offer: OfferShown | null;
  readonly nextDate: DateSpan | null;
}

/** A seminar's language, length, price now and next date, as facts (`<dt>`/`<dd>`): on its card and its page. */
export function SeminarFactRows({
  seminar,
}: {
  seminar: Pick<SeminarCardItem, 'id' | 'language' | 'durationDays' | 'offer' | 'nextDate'>;
}) {
  const { locale, messages } = usePage();
  const next = seminar.nextDate;
  return (
    <>
      <Fact label={messages.seminar.language}>{messages.seminar.languages[seminar.language]}</Fact>
      <Fact label={messages.seminar.duration}>{durationText(locale, messages.seminar, seminar.durationDays)}</Fact>
      <Fact label={messages.seminar.price}>
        <OfferPrice offer={seminar.offer} of={`s${seminar.id}`} />
      </Fact>
      <Fact label={messages.seminar.nextDate}>{next ? formatDateRange(locale, next.start, next.end) : '–'}</Fact>
    </>
  );
}

export function SeminarCard({
  seminar,
  headingLevel = 2,
  priority = false,
}: {
  seminar: SeminarCardItem;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const { messages } = usePage();
  const Heading = `h${headingLevel}` as const;
  return (
    <article data-slot="seminar-card" className="card flex h-full flex-col">
      <Image source={seminar.image} alt="" layout={IMAGE_LAYOUTS.seminarCard} priority={priority} className="card-image" />
      <div className="flex flex-wrap gap-2">
        <Badge>{messages.seminar.formats[seminar.format]}</Badge>
        {seminar.isNew && <Badge variant="accent">{messages.seminar.new}</Badge>}
        {seminar.fullyBooked && <Badge variant="warning">{messages.seminar.fullyBooked}</Badge>}
      </div>
      <Heading className="mt-3 text-lg font-semibold leading-snug">
        <RouteLink to="seminar" params={{ slug: seminar.slug }}>
          {breakAtJoints(seminar.title)}
        </RouteLink>
      </Heading>
      <p className="mt-2 flex-1">{seminar.teaser}</p>
      <dl className="card-facts mt-4">
        <SeminarFactRows seminar={seminar} />
      </dl>
    </article>
  );
}

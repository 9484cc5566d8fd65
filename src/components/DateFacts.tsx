/**
 * What a date's page says of it: when (its hours too) and where (the venue's address with a
 * map link, or the platform it is joined on), its format, language and length, its full price
 * with the fees it is made of, who teaches it, how to get there, the calendar file and what the
 * price includes.
 */
import { durationText, formatDateRange, formatPrice } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import { interpolate } from '../i18n/messages.ts';
import { wherePlace } from '../i18n/where-place.ts';
import { Icon } from '../icons/Icon.tsx';
import { calendarFilePath } from '../routes/files.ts';
import type { DateSpan } from './DateRow.tsx';
import { Fact } from './Fact.tsx';
import { Inclusions } from './Inclusions.tsx';
import { type FullPriceShown, Price, PriceNote } from './Price.tsx';
import { usePage } from './page-context.tsx';
import { RouteLink } from './RouteLink.tsx';
import type { SeminarFormat } from './SeminarCard.tsx';
import type { TrainerItem } from './TrainerList.tsx';
import { buttonVariants } from './ui/Button.tsx';

/** A venue as a date's page shows it. */
export interface VenueShown {
  readonly name: string;
  /** Street, postcode and city, as written there (in German). */
  readonly address: readonly string[];
  /** The country, in the page's language, outside Germany. */
  readonly country: string | null;
  readonly mapUrl: string;
  readonly directions: string;
  readonly accessibility: string;
}

export interface DateFactsProps {
  readonly seminar: { readonly slug: string; readonly format: SeminarFormat; readonly durationDays: number };
  readonly date: DateSpan & { readonly id: number; readonly location: string | null; readonly language: Locale };
  /** Its hours in words ('09:00–17:00 Uhr'). */
  readonly hours: string;
  readonly venue: VenueShown | null;
  /** The platform it is joined on online; null for a date taught on site only, or one that does not say. */
  readonly platform: string | null;
  readonly trainers: readonly TrainerItem[];
  readonly price: FullPriceShown;
  /** Who gets drinks, coffee and lunch. */
  readonly catering: 'all' | 'onSite' | 'none';
}

/** Where it takes place: the venue with its address and a map link, or the city. */
export function VenuePlace({ venue, location }: { venue: VenueShown | null; location: string | null }) {
  const { locale, messages } = usePage();
  if (!venue) return <>{wherePlace(locale, location)}</>;
  // The venue's name and address are written as the post writes them there: in German.
  const german = locale === 'de' ? {} : { lang: 'de' };
  return (
    <address className="not-italic">
      <span className="block" {...german}>
        {venue.name}
      </span>
      {venue.address.map((line) => (
        <span key={line} className="block" {...german}>
          {line}
        </span>
      ))}
      {venue.country && <span className="block">{venue.country}</span>}
      <a href={venue.mapUrl} className="text-sm" rel="noopener">
        {messages.venue.map}
      </a>
    </address>
  );
}

export function DateFacts(props: DateFactsProps) {
  const { seminar, date, hours, venue, platform, trainers, price, catering } = props;
  const { locale, messages } = usePage();
  return (
    <div className="min-w-0">
      <dl className="facts">
        <Fact label={messages.seminarDate.when}>{formatDateRange(locale, date.start, date.end)}</Fact>
        <Fact label={messages.venue.times}>{hours}</Fact>
        <Fact label={messages.seminarDate.where}>
          {/* A webinar is where its platform is; a hybrid date at its venue and there. */}
          {(venue !== null || date.location !== null || platform === null) && <VenuePlace venue={venue} location={date.location} />}
          {platform !== null && (
            <span className="block">
              {interpolate(messages.venue.online, { platform })}
              <span className="muted block text-sm">{messages.venue.access}</span>
            </span>
          )}
        </Fact>
        {trainers.length > 0 && (
          <Fact label={messages.trainer.teaches}>
            {trainers.map((trainer, position) => (
              <span key={trainer.id}>
                {position > 0 && ', '}
                <RouteLink to="trainer" params={{ trainerId: trainer.id }}>
                  {trainer.name}
                </RouteLink>
              </span>
            ))}
          </Fact>
        )}
        <Fact label={messages.seminar.format}>{messages.seminar.formats[seminar.format]}</Fact>
        <Fact label={messages.seminar.language}>{messages.seminar.languages[date.language]}</Fact>
        <Fact label={messages.seminar.duration}>{durationText(locale, messages.seminar, seminar.durationDays)}</Fact>
        <Fact label={messages.seminar.price}>
          <Price regular={price.regular} promo={price.promo} of={`d${date.id}`} consumer={price.consumer} />
          <span className="block text-sm" data-price-parts="">
            {interpolate(messages.seminar.priceParts, {
              course: formatPrice(locale, price.courseFee),
              exam: formatPrice(locale, price.examFee),
            })}
          </span>
        </Fact>
      </dl>
      <PriceNote />
      {venue && (
        <section aria-labelledby="getting-there" className="mt-6 text-sm">
          <h2 id="getting-there" className="text-lg font-semibold">
            {messages.venue.directions}
          </h2>
          <p className="mt-2">{venue.directions}</p>
          <p className="mt-2">
            <strong>{messages.venue.accessibility}:</strong> {venue.accessibility}
          </p>
        </section>
      )}
      <p className="mt-6 flex flex-wrap gap-3">
        <a
          href={calendarFilePath(locale, seminar.slug, String(date.id))}
          download
          className={buttonVariants({ variant: 'ghost', className: 'gap-2' })}
        >
          <Icon name="calendar" size={18} />
          {messages.seminarDate.calendar}
        </a>
        <RouteLink to="seminar" params={{ slug: seminar.slug }} className={buttonVariants({ variant: 'ghost' })}>
          {messages.seminarDate.aboutSeminar}
        </RouteLink>
      </p>
      <div className="mt-6 text-sm">
        <Inclusions catering={catering} />
      </div>
    </div>
  );
}

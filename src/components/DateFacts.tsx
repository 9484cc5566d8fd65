/**
 * What a date's page says of it: when and where, its format, language and length, its full
 * price with the fees it is made of, the calendar file and what the price includes.
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
import { buttonVariants } from './ui/Button.tsx';

export interface DateFactsProps {
  readonly seminar: { readonly slug: string; readonly format: SeminarFormat; readonly durationDays: number };
  readonly date: DateSpan & { readonly id: number; readonly location: string | null; readonly language: Locale };
  readonly price: FullPriceShown;
  /** Who gets drinks, coffee and lunch. */
  readonly catering: 'all' | 'onSite' | 'none';
}

export function DateFacts({ seminar, date, price, catering }: DateFactsProps) {
  const { locale, messages } = usePage();
  const when = formatDateRange(locale, date.start, date.end);
  const where = wherePlace(locale, date.location);
  return (
    <div className="min-w-0">
      <dl className="facts">
        <Fact label={messages.seminarDate.when}>{when}</Fact>
        <Fact label={messages.seminarDate.where}>{where}</Fact>
        <Fact label={messages.seminar.format}>{messages.seminar.formats[seminar.format]}</Fact>
        <Fact label={messages.seminar.language}>{messages.seminar.languages[date.language]}</Fact>
        <Fact label={messages.seminar.duration}>{durationText(locale, messages.seminar, seminar.durationDays)}</Fact>
        <Fact label={messages.seminar.price}>
          <Price regular={price.regular} promo={price.promo} of={`d${date.id}`} />
          <span className="block text-sm" data-price-parts="">
            {interpolate(messages.seminar.priceParts, {
              course: formatPrice(locale, price.courseFee),
              exam: formatPrice(locale, price.examFee),
            })}
          </span>
        </Fact>
      </dl>
      <PriceNote />
      <p className="mt-6 flex flex-wrap gap-3">
        <a
          href={calendarFilePath(locale, seminar.slug, String(date.id))}
          download
          className={buttonVariants({ variant: 'secondary', className: 'gap-2' })}
        >
          <Icon name="calendar" size={18} />
          {messages.seminarDate.calendar}
        </a>
        <RouteLink to="seminar" params={{ slug: seminar.slug }} className={buttonVariants({ variant: 'secondary' })}>
          {messages.seminarDate.aboutSeminar}
        </RouteLink>
      </p>
      <div className="mt-6 text-sm">
        <Inclusions catering={catering} />
      </div>
    </div>
  );
}

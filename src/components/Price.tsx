/**
 * An amount that may have an early-booking offer: the regular amount, or, while the offer
 * applies, the regular amount struck through beside the offer and 'only until {date}'.
 */
import type { ActivePromo } from '../content/schedule.ts';
import { formatDate, formatPrice } from '../i18n/format.ts';
import { interpolate } from '../i18n/messages.ts';
import { usePage } from './page-context.tsx';

export function Price({ regular, promo }: { regular: number; promo: ActivePromo | null }) {
  const { locale, messages } = usePage();
  if (!promo) return <span data-slot="price">{formatPrice(locale, regular)}</span>;
  return (
    <span data-slot="price" className="inline-flex flex-wrap items-baseline gap-x-2">
      <s className="muted">
        <span className="sr-only">{messages.seminar.regularPrice}: </span>
        {formatPrice(locale, regular)}
      </s>
      <strong className="text-[var(--promo)]">
        <span className="sr-only">{messages.seminar.promoPrice}: </span>
        {formatPrice(locale, promo.price)}
      </strong>
      <span className="text-sm">{interpolate(messages.seminar.promoUntil, { date: formatDate(locale, promo.until) })}</span>
    </span>
  );
}

/**
 * An amount that may have an early-booking offer: the regular amount, or, while the offer
 * applies, the regular amount struck through beside the offer and 'only until {date}'.
 */
import { formatDate, formatPrice } from '../i18n/format.ts';
import { interpolate } from '../i18n/messages.ts';
import { usePage } from './page-context.tsx';

/** An early-booking offer that applies: its price, and the last day (YYYY-MM-DD) it does. */
export interface PromoOffer {
  readonly price: number;
  readonly until: string;
}

export function Price({ regular, promo }: { regular: number; promo: PromoOffer | null }) {
  const { locale, messages } = usePage();
  if (!promo) return <span>{formatPrice(locale, regular)}</span>;
  return (
    <span className="price-promo">
      <s className="muted">
        <span className="sr-only">{`${messages.seminar.regularPrice}: `}</span>
        {formatPrice(locale, regular)}
      </s>
      <strong className="text-[var(--promo)]">
        <span className="sr-only">{`${messages.seminar.promoPrice}: `}</span>
        {formatPrice(locale, promo.price)}
      </strong>
      <span className="text-sm">{interpolate(messages.seminar.promoUntil, { date: formatDate(locale, promo.until) })}</span>
    </span>
  );
}

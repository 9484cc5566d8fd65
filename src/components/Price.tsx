/**
 * The prices pages show, each per person and in full (course and exam fee): a date's, with
 * its early-booking offer struck beside it while that applies, and a seminar's ("from" its
 * lowest where its dates differ). Each is marked with what it is the price of (`data-price`:
 * 'd' and a date's id, 's' and a seminar's), so tests/site/prices.test.ts can hold every
 * built page to the content; PriceNote says what the price includes.
 */

import { formatDate, formatPrice } from '../i18n/format.ts';
import { interpolate } from '../i18n/messages.ts';
import { usePage } from './page-context.tsx';

/** An early-booking offer that applies: its price, and the last day (YYYY-MM-DD) it does. */
export interface PromoOffer {
  readonly price: number;
  readonly until: string;
}

/** What a private person pays for a price, with VAT (EUR), and the rate (per cent). */
export interface ConsumerPrice {
  readonly gross: number;
  readonly rate: number;
}

/** A date's full price per person, its offer while one applies, and the course and exam fee it is made of now. */
export interface FullPriceShown {
  readonly regular: number;
  readonly promo: PromoOffer | null;
  readonly courseFee: number;
  readonly examFee: number;
  /** What a private person pays for the price now, with VAT; null where none may book or no VAT is due. */
  readonly consumer: ConsumerPrice | null;
}

/** A seminar's price: the one its bookable dates share, or "from" the lowest where they differ. */
export type OfferShown = (
  | { readonly kind: 'one'; readonly regular: number; readonly promo: PromoOffer | null }
  | { readonly kind: 'from'; readonly price: number }
) & {
  /** What a private person pays for the price now (or the lowest), with VAT; null where none may book or no VAT is due. */
  readonly consumer: ConsumerPrice | null;
};

/** What a private person pays, beside a price (marked with what it is the price of, like the price). */
export function WithVat({ consumer, of, from = false }: { consumer: ConsumerPrice | null; of: string; from?: boolean }) {
  const { locale, messages } = usePage();
  if (!consumer) return null;
  const price = formatPrice(locale, consumer.gross);
  return (
    <span className="price-gross muted block text-sm" data-price-gross={of}>
      {interpolate(messages.seminar.consumerPrice, {
        price: from ? interpolate(messages.seminar.fromPrice, { price }) : price,
        rate: consumer.rate,
      })}
    </span>
  );
}

/**
 * A full price, or, while the early-booking offer applies, the regular one struck through beside it
 * and 'only until {date}'; and, where private persons may book, what they pay with VAT.
 */
export function Price({
  regular,
  promo,
  of,
  consumer,
}: {
  regular: number;
  promo: PromoOffer | null;
  of: string;
  consumer: ConsumerPrice | null;
}) {
  return (
    <>
      <NetPrice regular={regular} promo={promo} of={of} />
      <WithVat consumer={consumer} of={of} />
    </>
  );
}

function NetPrice({ regular, promo, of }: { regular: number; promo: PromoOffer | null; of: string }) {
  const { locale, messages } = usePage();
  if (!promo) return <span data-price={of}>{formatPrice(locale, regular)}</span>;
  return (
    <span className="price-promo" data-price={of}>
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

/** A seminar's price: its one price, "from" the lowest where its bookable dates differ, or a dash while none can be booked. */
export function OfferPrice({ offer, of }: { offer: OfferShown | null; of: string }) {
  const { locale, messages } = usePage();
  if (offer === null) return <>–</>;
  if (offer.kind === 'one') return <Price regular={offer.regular} promo={offer.promo} of={of} consumer={offer.consumer} />;
  return (
    <>
      <span data-price={of}>{interpolate(messages.seminar.fromPrice, { price: formatPrice(locale, offer.price) })}</span>
      <WithVat consumer={offer.consumer} of={of} from />
    </>
  );
}

/** What the prices beside it include (per person, exam fee included) and the catalogue's note that VAT comes on top. */
export function PriceNote({ className = 'muted mt-2 text-sm' }: { className?: string }) {
  const { messages } = usePage();
  return <p className={className}>{`${messages.seminar.priceIncludes} ${messages.seminar.priceNote}`}</p>;
}

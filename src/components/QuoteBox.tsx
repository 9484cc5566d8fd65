/**
 * What the page behind a quote's link shows in place of the registration form: the quote's
 * number, day and validity, its people and billing address, its prices (the places at their full
 * price, each reduction, the total net, VAT and gross), its PDF, and, while it is open, the
 * button that books it at those prices; else why it cannot be booked, or that it was.
 */
import { formatDate, formatPrice } from '../i18n/format.ts';
import { interpolate } from '../i18n/messages.ts';
import { TOKEN_FIELD } from '../registration-contract/contract.ts';
import { QUOTE_ANCHOR, QUOTE_BOOK_PATH, type QuoteView, quotePdfPath } from '../registration-contract/quote.ts';
import { QUOTE_TEXTS } from '../registration-contract/quote-texts.ts';
import { usePage } from './page-context.tsx';
import { Button, buttonVariants } from './ui/Button.tsx';

/** The quote's prices, line by line: the places, each reduction, the totals. */
function QuotePrices({ view }: { view: QuoteView }) {
  const { locale } = usePage();
  const texts = QUOTE_TEXTS[locale];
  const money = (euros: number) => formatPrice(locale, euros);
  const { price } = view;
  const rows: Array<[string, string]> = [
    [interpolate(texts.places, { people: price.people, price: money(price.unit) }), money(price.unit * price.people)],
    ...price.allowances.map(({ label, amount }): [string, string] => [label, `− ${money(amount)}`]),
    [texts.net, money(price.net)],
    [texts.vat, money(price.vat)],
    [texts.gross, money(price.gross)],
  ];
  return (
    <table className="mt-4 w-full text-sm" data-slot="quote-prices">
      <tbody>
        {rows.map(([label, amount]) => (
          <tr key={label}>
            <th scope="row" className="py-1 pe-3 text-start font-normal">
              {label}
            </th>
            <td className="py-1 text-end tabular-nums whitespace-nowrap">{amount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Why the quote cannot be booked now, or that it was. */
function QuoteState({ view }: { view: QuoteView }) {
  const { locale } = usePage();
  const texts = QUOTE_TEXTS[locale];
  if (view.state === 'booked')
    return (
      <p role="status" className="notice mt-6">
        {interpolate(texts.booked, { reference: view.reference ?? '' })}
      </p>
    );
  if (view.state === 'expired')
    return <p className="notice mt-6">{interpolate(texts.expired, { until: formatDate(locale, view.validUntil) })}</p>;
  if (view.state === 'closed') return <p className="notice mt-6">{texts.closed}</p>;
  return (
    <form method="post" action={`${QUOTE_BOOK_PATH}#${QUOTE_ANCHOR}`} className="mt-6 space-y-3">
      <input type="hidden" name={TOKEN_FIELD} value={view.token} />
      <p className="text-sm">{texts.bookNote}</p>
      <Button type="submit" variant="primary">
        {texts.book}
      </Button>
    </form>
  );
}

export function QuoteBox({ view }: { view: QuoteView }) {
  const { locale } = usePage();
  const texts = QUOTE_TEXTS[locale];
  return (
    <section id={QUOTE_ANCHOR} aria-labelledby="quote-heading" data-slot="quote" className="card">
      <h2 id="quote-heading" className="text-2xl font-semibold">
        {interpolate(texts.title, { number: view.number })}
      </h2>
      <p className="muted mt-1 text-sm">
        {interpolate(texts.issued, { issued: formatDate(locale, view.issuedOn), until: formatDate(locale, view.validUntil) })}
      </p>
      {view.refusal && (
        <p role="alert" className="notice mt-3">
          {view.refusal}
        </p>
      )}
      <dl className="review-list mt-4">
        <dt>{texts.people}</dt>
        <dd>
          <ul>
            {view.people.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </dd>
        <dt>{texts.billing}</dt>
        <dd>{view.billing.join(', ')}</dd>
      </dl>
      <QuotePrices view={view} />
      <p className="mt-4">
        <a href={quotePdfPath(view.token)} className={buttonVariants({ variant: 'secondary' })} download>
          {texts.pdf}
        </a>
      </p>
      <QuoteState view={view} />
    </section>
  );
}

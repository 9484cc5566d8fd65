/**
 * What the page behind a quote's link shows in place of the registration form: its people and
 * billing address and its prices (the places at their full price, each reduction, the total net,
 * VAT and gross); before its issue, the button that issues it; issued, its number, day and
 * validity, its PDF, and while it is open the button that books it at those prices; else why it
 * cannot be booked, or that it was.
 */
import { formatDate, formatPrice } from '../i18n/format.ts';
import { interpolate } from '../i18n/messages.ts';
import { TOKEN_FIELD } from '../registration-contract/contract.ts';
import { QUOTE_ANCHOR, QUOTE_BOOK_PATH, QUOTE_ISSUE_PATH, type QuoteView, quotePdfPath } from '../registration-contract/quote.ts';
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

/** A post of the link's token to `action`, with a note and a button. */
function TokenForm({ view, action, note, label }: { view: QuoteView; action: string; note: string; label: string }) {
  return (
    <form method="post" action={`${action}#${QUOTE_ANCHOR}`} className="mt-6 space-y-3">
      <input type="hidden" name={TOKEN_FIELD} value={view.token} />
      <p className="text-sm">{note}</p>
      <Button type="submit" variant="primary">
        {label}
      </Button>
    </form>
  );
}

/** The button that issues or books the quote, or why it cannot be booked now, or that it was. */
function QuoteState({ view }: { view: QuoteView }) {
  const { locale } = usePage();
  const texts = QUOTE_TEXTS[locale];
  const until = view.validUntil === null ? '' : formatDate(locale, view.validUntil);
  if (view.state === 'booked')
    return (
      <p role="status" className="notice mt-6">
        {interpolate(texts.booked, { reference: view.reference ?? '' })}
      </p>
    );
  if (view.state === 'expired') return <p className="notice mt-6">{interpolate(texts.expired, { until })}</p>;
  if (view.state === 'closed') return <p className="notice mt-6">{texts.closed}</p>;
  if (view.state === 'new')
    return <TokenForm view={view} action={QUOTE_ISSUE_PATH} note={interpolate(texts.issueIntro, { until })} label={texts.issue} />;
  return <TokenForm view={view} action={QUOTE_BOOK_PATH} note={texts.bookNote} label={texts.book} />;
}

export function QuoteBox({ view }: { view: QuoteView }) {
  const { locale } = usePage();
  const texts = QUOTE_TEXTS[locale];
  return (
    <section id={QUOTE_ANCHOR} aria-labelledby="quote-heading" data-slot="quote" className="card">
      <h2 id="quote-heading" className="text-2xl font-semibold">
        {view.number === null ? texts.titleNew : interpolate(texts.title, { number: view.number })}
      </h2>
      {view.issuedOn !== null && view.validUntil !== null && (
        <p className="muted mt-1 text-sm">
          {interpolate(texts.issued, { issued: formatDate(locale, view.issuedOn), until: formatDate(locale, view.validUntil) })}
        </p>
      )}
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
      {view.number !== null && (
        <p className="mt-4">
          <a href={quotePdfPath(view.token)} className={buttonVariants({ variant: 'secondary' })} download>
            {texts.pdf}
          </a>
        </p>
      )}
      <QuoteState view={view} />
    </section>
  );
}

/** In place of a quote, on the date's page that answers a request without JavaScript: its link is on its way. */
export function QuoteSent({ title, message }: { title: string; message: string }) {
  return (
    <section id={QUOTE_ANCHOR} aria-labelledby="quote-heading" data-slot="quote-sent" className="card">
      <h2 id="quote-heading" className="text-2xl font-semibold">
        {title}
      </h2>
      <p role="status" className="mt-3">
        {message}
      </p>
    </section>
  );
}

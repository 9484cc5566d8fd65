/**
 * What the page behind a manage link shows in place of the registration form: what was
 * booked (the places the link may see, the price as booked), what just happened or why a
 * change was refused, and either the changes it offers (ManageActions) or the review of
 * the one asked for, with the button that makes it and a way back that changes nothing; and the
 * registration's invoices and credit notes, to download.
 */
import { formatDate, formatDateRange, formatPrice, quoted } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import { interpolate } from '../i18n/messages.ts';
import { wherePlace } from '../i18n/where-place.ts';
import { MANAGE_PATH, TOKEN_FIELD } from '../registration-contract/contract.ts';
import {
  certificatePath,
  documentPath,
  MANAGE_ANCHOR,
  MANAGE_FIELDS,
  type ManagedDocument,
  type ManagedPlace,
  type ManageReview,
  type ManageView,
  SUBSTITUTE_PREFIX,
} from '../registration-contract/manage.ts';
import { MANAGE_TEXTS } from '../registration-contract/manage-messages.ts';
import { ATTENDANCE_LABELS } from '../registration-contract/messages.ts';
import { ManageActions } from './ManageActions.tsx';
import { usePage } from './page-context.tsx';
import { Button } from './ui/Button.tsx';

/** What the review says the change does and costs. */
function reviewText(view: ManageView, review: ManageReview, locale: 'de' | 'en'): string[] {
  const texts = MANAGE_TEXTS[locale];
  const nameAt = (position: number) => view.places.find((place) => place.position === position)?.name ?? '';
  if (review.action === 'cancel') {
    const names = review.positions.map(nameAt).join(', ');
    const cost =
      review.fee === 0
        ? texts.reviewCancelFree
        : interpolate(texts.reviewCancelFee, { percent: review.percent, fee: formatPrice(locale, review.fee) });
    return [interpolate(texts.reviewCancel, { names }), cost];
  }
  if (review.action === 'transfer') {
    const people = view.places
      .filter((place) => !place.cancelled)
      .map((place) => place.name)
      .join(', ');
    const from = view.booked ? formatDateRange(locale, view.booked.start, view.booked.end) : '';
    const to = formatDateRange(locale, review.to.start, review.to.end);
    const where = wherePlace(locale, review.to.location);
    return [interpolate(texts.reviewTransfer, { people, from, to, where })];
  }
  const to = [review.values.academicTitle, review.values.firstName, review.values.lastName].filter(Boolean).join(' ');
  return [interpolate(texts.reviewSubstitute, { from: nameAt(review.position), to, email: review.values.email })];
}

/** The fields the review's button posts again, now to make the change. */
function reviewFields(review: ManageReview): Record<string, string | number> {
  if (review.action === 'cancel') return { [MANAGE_FIELDS.position]: review.positions.length > 1 ? 'all' : (review.positions[0] ?? '') };
  if (review.action === 'transfer') return { [MANAGE_FIELDS.toDateId]: review.to.dateId };
  return {
    [MANAGE_FIELDS.position]: review.position,
    ...Object.fromEntries(Object.entries(review.values).map(([field, value]) => [`${SUBSTITUTE_PREFIX}${field}`, value])),
  };
}

function Review({ view, review }: { view: ManageView; review: ManageReview }) {
  const { locale } = usePage();
  const texts = MANAGE_TEXTS[locale];
  return (
    <section aria-labelledby="manage-review" className="notice mt-6" data-slot="manage-review">
      <h3 id="manage-review" className="text-xl font-semibold">
        {texts.reviewHeading}
      </h3>
      {reviewText(view, review, locale).map((line) => (
        <p key={line} className="mt-2">
          {line}
        </p>
      ))}
      <form method="post" action={`${MANAGE_PATH}#${MANAGE_ANCHOR}`} className="mt-4 flex flex-wrap items-center gap-4">
        <input type="hidden" name={MANAGE_FIELDS.token} value={view.token} />
        <input type="hidden" name={MANAGE_FIELDS.action} value={review.action} />
        <input type="hidden" name={MANAGE_FIELDS.step} value="confirm" />
        {Object.entries(reviewFields(review)).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit" variant="primary">
          {texts.confirm[review.action]}
        </Button>
        <a href={`${MANAGE_PATH}?${TOKEN_FIELD}=${view.token}#${MANAGE_ANCHOR}`}>{texts.back}</a>
      </form>
    </section>
  );
}

/** How a cancelled place reads: with its fee, waived or not, or plainly. */
function cancelledText(locale: Locale, place: ManagedPlace): string {
  const texts = MANAGE_TEXTS[locale];
  if (!place.fee) return texts.cancelledPlace;
  return interpolate(place.feeWaived ? texts.cancelledWaived : texts.cancelledFee, { fee: formatPrice(locale, place.fee) });
}

/** The places booked, the price as booked, what is owed, and whether the registration moved. */
function Booked({ view }: { view: ManageView }) {
  const { locale } = usePage();
  const texts = MANAGE_TEXTS[locale];
  return (
    <>
      <dl className="review-list mt-4">
        <dt>{texts.reference}</dt>
        <dd>{view.reference}</dd>
        {view.pricePerPlace !== null && (
          <>
            <dt>{texts.price}</dt>
            <dd>
              {formatPrice(locale, view.pricePerPlace)} ({texts.priceNote})
            </dd>
          </>
        )}
        {view.amountDue !== null && (
          <>
            <dt>{texts.due}</dt>
            <dd data-slot="manage-due">
              {formatPrice(locale, view.amountDue)} ({texts.priceNote})
            </dd>
          </>
        )}
        <dt>{texts.booked}</dt>
        <dd>
          <ul data-slot="manage-places">
            {view.places.map((place) => (
              <li key={place.position} data-cancelled={place.cancelled ? '' : undefined}>
                {place.name}, {place.company}
                {place.attendance && ` (${ATTENDANCE_LABELS[locale][place.attendance]})`}
                {place.cancelled && ` – ${cancelledText(locale, place)}`}
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      {view.movedFrom && (
        <p className="muted mt-2 text-sm">
          {interpolate(texts.movedFrom, { when: formatDateRange(locale, view.movedFrom.start, view.movedFrom.end) })}
        </p>
      )}
    </>
  );
}

/** A document's status in words: an open invoice with the day it is due. */
function statusText(locale: Locale, document: ManagedDocument): string {
  return interpolate(MANAGE_TEXTS[locale].documentStatus[document.status], { due: formatDate(locale, document.dueDate) });
}

/** The registration's invoices and credit notes, each with its amounts, status and files. */
function Documents({ view }: { view: ManageView }) {
  const { locale } = usePage();
  const texts = MANAGE_TEXTS[locale];
  const columns = texts.documentsColumns;
  if (view.documents.length === 0) return null;
  return (
    <section aria-labelledby="manage-documents" className="mt-6" data-slot="manage-documents">
      <h3 id="manage-documents" className="text-xl font-semibold">
        {texts.documentsHeading}
      </h3>
      <ul className="mt-2 space-y-3">
        {view.documents.map((document) => (
          <li key={document.number} data-status={document.status}>
            <strong>{document.number}</strong>, {formatDate(locale, document.issueDate)}: {statusText(locale, document)}
            <br />
            {columns.net} {formatPrice(locale, document.net)} · {columns.vat} {formatPrice(locale, document.vat)} · {columns.gross}{' '}
            {formatPrice(locale, document.gross)}
            <br />
            {document.drawn ? (
              <>
                <a href={documentPath(view.token, document.number, 'pdf')} download>
                  {interpolate(texts.documentPdf, { number: document.number })}
                </a>
                {document.xrechnung && (
                  <>
                    {' · '}
                    <a href={documentPath(view.token, document.number, 'xml')} download>
                      {interpolate(texts.documentXml, { number: document.number })}
                    </a>
                  </>
                )}
              </>
            ) : (
              <span className="muted">{texts.documentDrawing}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** How the days are joined online, once their access details are out: each day's link and dial-in details. */
function Access({ view }: { view: ManageView }) {
  const { locale } = usePage();
  const texts = MANAGE_TEXTS[locale];
  if (view.access.length === 0) return null;
  return (
    <section aria-labelledby="manage-access" className="mt-6" data-slot="manage-access">
      <h3 id="manage-access" className="text-xl font-semibold">
        {texts.accessHeading}
      </h3>
      <ul className="mt-2 space-y-3">
        {view.access.map((access) => (
          <li key={access.day}>
            <a href={access.url} rel="noopener noreferrer" target="_blank">
              {interpolate(texts.accessJoin, { day: formatDate(locale, access.day) })}
            </a>
            {access.dialIn && (
              <>
                <br />
                {interpolate(texts.accessDialIn, { details: access.dialIn })}
              </>
            )}
          </li>
        ))}
      </ul>
      <p className="muted mt-2">{texts.accessShared}</p>
    </section>
  );
}

/** The certificates of the places the link shows, each with whom it names, its PDF, its credential and LinkedIn's link. */
function Certificates({ view }: { view: ManageView }) {
  const { locale } = usePage();
  const texts = MANAGE_TEXTS[locale];
  if (view.certificates.length === 0) return null;
  return (
    <section aria-labelledby="manage-certificates" className="mt-6" data-slot="manage-certificates">
      <h3 id="manage-certificates" className="text-xl font-semibold">
        {texts.certificatesHeading}
      </h3>
      <ul className="mt-2 space-y-3">
        {view.certificates.map((certificate) => (
          <li key={certificate.number} data-revoked={certificate.revoked ? '' : undefined}>
            <strong>{certificate.number}</strong>, {formatDate(locale, certificate.issueDate)}:{' '}
            {`${texts.certificateKinds[certificate.kind]} ${quoted(locale, certificate.title)}`}
            {certificate.holder && `, ${certificate.holder}`}
            {certificate.revoked && ` (${texts.certificateRevoked})`}
            <br />
            {certificate.drawn ? (
              <a href={certificatePath(view.token, certificate.number)} download>
                {interpolate(texts.certificatePdf, { number: certificate.number })}
              </a>
            ) : (
              <span className="muted">{texts.documentDrawing}</span>
            )}
            {certificate.credential && (
              <>
                {' · '}
                <a href={certificatePath(view.token, certificate.number, 'json')} download>
                  {interpolate(texts.certificateBadge, { number: certificate.number })}
                </a>
              </>
            )}
            {certificate.linkedIn && (
              <>
                {' · '}
                <a href={certificate.linkedIn} rel="noopener noreferrer" target="_blank">
                  {texts.certificateLinkedIn}
                </a>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ManageBox({ view }: { view: ManageView }) {
  const { locale } = usePage();
  const texts = MANAGE_TEXTS[locale];
  const open = view.places.some((place) => !place.cancelled);
  const { notice } = view;
  return (
    <section id={MANAGE_ANCHOR} aria-labelledby="manage-heading" data-slot="manage" className="card">
      <h2 id="manage-heading" className="text-2xl font-semibold">
        {view.whole ? texts.title : texts.titlePlace}
      </h2>
      {notice?.kind === 'done' && (
        <p role="status" className="notice mt-3">
          {texts.done[notice.action]}
        </p>
      )}
      {notice?.kind === 'refused' && (
        <p role="alert" className="notice mt-3">
          {notice.message}
        </p>
      )}
      <Booked view={view} />
      <Access view={view} />
      <Documents view={view} />
      <Certificates view={view} />
      {view.review ? (
        <Review view={view} review={view.review} />
      ) : !open ? (
        <p className="mt-6">{view.whole ? texts.allCancelled : texts.placeCancelled}</p>
      ) : view.started ? (
        <p className="mt-6">{texts.started}</p>
      ) : (
        <ManageActions view={view} />
      )}
    </section>
  );
}

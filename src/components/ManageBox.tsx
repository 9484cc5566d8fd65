/**
 * What the page behind a manage link shows in place of the registration form: what was
 * booked (the places the link may see, the price as booked), what just happened or why a
 * change was refused, and either the changes it offers (ManageActions) or the review of
 * the one asked for, with the button that makes it and a way back that changes nothing; and
 * what the link offers beside (ManageFiles.tsx): the access details, the materials, invoices and
 * certificates, and after the course the feedback form (ManageFeedback.tsx).
 */
import { formatDateRange, formatPrice } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import { interpolate } from '../i18n/messages.ts';
import { wherePlace } from '../i18n/where-place.ts';
import { MANAGE_PATH, TOKEN_FIELD } from '../registration-contract/contract.ts';
import { ATTENDANCE_LABELS } from '../registration-contract/field-labels.ts';
import {
  ALL_PLACES,
  MANAGE_ANCHOR,
  MANAGE_FIELDS,
  type ManagedPlace,
  type ManageReview,
  type ManageView,
  SUBSTITUTE_PREFIX,
} from '../registration-contract/manage.ts';
import { MANAGE_TEXTS } from '../registration-contract/manage-messages.ts';
import { ManageActions } from './ManageActions.tsx';
import { ManageFeedback } from './ManageFeedback.tsx';
import { ManageAccess, ManageCertificates, ManageDocuments, ManageMaterials } from './ManageFiles.tsx';
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
    const people =
      review.position === null
        ? view.places
            .filter((place) => !place.cancelled)
            .map((place) => place.name)
            .join(', ')
        : nameAt(review.position);
    const from = view.booked ? formatDateRange(locale, view.booked.start, view.booked.end) : '';
    const to = formatDateRange(locale, review.to.start, review.to.end);
    const where = wherePlace(locale, review.to.location);
    return [interpolate(review.position === null ? texts.reviewTransfer : texts.reviewMovePlace, { people, from, to, where })];
  }
  const to = [review.values.academicTitle, review.values.firstName, review.values.lastName].filter(Boolean).join(' ');
  if (review.action === 'add') return [interpolate(texts.reviewAdd, { name: to, email: review.values.email })];
  return [interpolate(texts.reviewSubstitute, { from: nameAt(review.position), to, email: review.values.email })];
}

/** The fields the review's button posts again, now to make the change. */
function reviewFields(review: ManageReview): Record<string, string | number> {
  if (review.action === 'cancel') return { [MANAGE_FIELDS.position]: review.positions.length > 1 ? 'all' : (review.positions[0] ?? '') };
  if (review.action === 'transfer')
    return { [MANAGE_FIELDS.toDateId]: review.to.dateId, [MANAGE_FIELDS.position]: review.position ?? ALL_PLACES };
  return {
    ...(review.action === 'substitute' ? { [MANAGE_FIELDS.position]: review.position } : {}),
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

/** How a cancelled place reads: moved on its own, with its fee, waived or not, or plainly. */
function cancelledText(locale: Locale, place: ManagedPlace): string {
  const texts = MANAGE_TEXTS[locale];
  if (place.movedTo) return interpolate(texts.movedPlace, { reference: place.movedTo });
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
              {view.dueWithVat
                ? interpolate(texts.dueWithVat, {
                    gross: formatPrice(locale, view.dueWithVat.gross),
                    vat: formatPrice(locale, view.dueWithVat.vat),
                  })
                : `${formatPrice(locale, view.amountDue)} (${texts.priceNote})`}
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
      <ManageAccess view={view} />
      <ManageMaterials view={view} />
      <ManageFeedback view={view} />
      <ManageDocuments view={view} />
      <ManageCertificates view={view} />
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

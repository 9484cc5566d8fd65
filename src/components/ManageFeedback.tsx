/**
 * A participant's feedback on their place's manage page after the course
 * (src/registration-contract/feedback.ts): a plain form that posts without JavaScript, with a
 * rating from 1 to 5 for the course and for each trainer, a comment and the consent to quote
 * it, filled in with the answer given (or the form as posted, with its errors); once staff
 * reviewed the answer, only a thank-you.
 */

import { formatDate } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import { interpolate } from '../i18n/messages.ts';
import { TOKEN_FIELD } from '../registration-contract/contract.ts';
import {
  COMMENT_MAX,
  FEEDBACK_ANCHOR,
  FEEDBACK_FIELDS,
  FEEDBACK_PATH,
  FEEDBACK_TEXTS,
  type ManagedFeedback,
  RATINGS,
  trainerField,
} from '../registration-contract/feedback.ts';
import type { ManageView } from '../registration-contract/manage.ts';
import { ErrorSummary } from './ErrorSummary.tsx';
import { usePage } from './page-context.tsx';
import { Button } from './ui/Button.tsx';

const fieldId = (field: string) => `feedback-${field}`;

/** The form's values: as posted, else the answer given. */
function valuesOf(feedback: ManagedFeedback): Record<string, string> {
  if (feedback.form) return { ...feedback.form.values };
  const { answer } = feedback;
  if (!answer) return {};
  return {
    [FEEDBACK_FIELDS.course]: String(answer.course),
    ...Object.fromEntries(answer.trainers.map(({ trainerId, rating }) => [trainerField(trainerId), String(rating)])),
    [FEEDBACK_FIELDS.comment]: answer.comment,
    [FEEDBACK_FIELDS.quote]: answer.quote ? 'on' : '',
  };
}

/** One rating from 1 to 5, as a group of radio buttons; an optional one can be left (or set back to) no rating. */
function Rating(props: { field: string; legend: string; value: string; error?: string; required: boolean; locale: Locale }) {
  const { field, legend, value, error, required, locale } = props;
  const texts = FEEDBACK_TEXTS[locale];
  const id = fieldId(field);
  return (
    <fieldset
      id={id}
      className="field mt-4"
      data-invalid={error ? '' : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="field-label">
        {legend}
        {required && (
          <span aria-hidden="true" className="required-mark">
            {' *'}
          </span>
        )}
      </legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {RATINGS.map((rating) => (
          <label key={rating} className="flex items-center gap-2">
            <input
              type="radio"
              name={field}
              value={rating}
              defaultChecked={value === String(rating)}
              required={required}
              className="radio"
            />
            {texts.ratingScale[rating]}
          </label>
        ))}
        {!required && (
          <label className="flex items-center gap-2">
            <input type="radio" name={field} value="" defaultChecked={value === ''} className="radio" />
            {texts.noRating}
          </label>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function ManageFeedback({ view }: { view: ManageView }) {
  const { locale } = usePage();
  const { feedback } = view;
  if (!feedback) return null;
  const texts = FEEDBACK_TEXTS[locale];
  const errors = feedback.form?.errors ?? {};
  const values = valuesOf(feedback);
  return (
    <section id={FEEDBACK_ANCHOR} aria-labelledby="manage-feedback" className="mt-8" data-slot="manage-feedback">
      <h3 id="manage-feedback" className="text-xl font-semibold">
        {texts.heading}
      </h3>
      {feedback.saved && (
        <p role="status" className="notice mt-3">
          {texts.saved}
        </p>
      )}
      {feedback.reviewed ? (
        <p className="mt-2">{texts.reviewed}</p>
      ) : (
        <form method="post" action={FEEDBACK_PATH} className="mt-2">
          <input type="hidden" name={TOKEN_FIELD} value={view.token} />
          <p>{texts.intro}</p>
          <p className="muted mt-1 text-sm">{interpolate(texts.until, { until: formatDate(locale, feedback.until) })}</p>
          <p className="muted mt-1 text-sm">{texts.required}</p>
          <ErrorSummary
            heading={texts.errorsHeading}
            items={Object.entries(errors).map(([field, text]) => ({ id: fieldId(field), text }))}
          />
          <Rating
            field={FEEDBACK_FIELDS.course}
            legend={texts.course}
            value={values[FEEDBACK_FIELDS.course] ?? ''}
            error={errors[FEEDBACK_FIELDS.course]}
            required
            locale={locale}
          />
          {feedback.trainers.map((trainer) => (
            <Rating
              key={trainer.id}
              field={trainerField(trainer.id)}
              legend={interpolate(texts.trainer, { name: trainer.name })}
              value={values[trainerField(trainer.id)] ?? ''}
              error={errors[trainerField(trainer.id)]}
              required={false}
              locale={locale}
            />
          ))}
          <div className="field mt-4" data-invalid={errors[FEEDBACK_FIELDS.comment] ? '' : undefined}>
            <label htmlFor={fieldId(FEEDBACK_FIELDS.comment)} className="field-label">
              {texts.comment}
            </label>
            <textarea
              id={fieldId(FEEDBACK_FIELDS.comment)}
              name={FEEDBACK_FIELDS.comment}
              rows={5}
              maxLength={COMMENT_MAX}
              defaultValue={values[FEEDBACK_FIELDS.comment] ?? ''}
              className="input"
              aria-invalid={errors[FEEDBACK_FIELDS.comment] ? true : undefined}
              aria-describedby={errors[FEEDBACK_FIELDS.comment] ? `${fieldId(FEEDBACK_FIELDS.comment)}-error` : undefined}
            />
            {errors[FEEDBACK_FIELDS.comment] && (
              <p id={`${fieldId(FEEDBACK_FIELDS.comment)}-error`} className="field-error">
                {errors[FEEDBACK_FIELDS.comment]}
              </p>
            )}
          </div>
          <label className="mt-4 flex items-start gap-3">
            <input
              type="checkbox"
              name={FEEDBACK_FIELDS.quote}
              defaultChecked={values[FEEDBACK_FIELDS.quote] === 'on'}
              className="checkbox mt-1"
              aria-describedby={fieldId('quote-hint')}
            />
            <span>{texts.quote}</span>
          </label>
          <p id={fieldId('quote-hint')} className="field-hint">
            {texts.quoteHint}
          </p>
          <Button type="submit" variant="primary" className="mt-4">
            {feedback.answer ? texts.change : texts.submit}
          </Button>
        </form>
      )}
    </section>
  );
}

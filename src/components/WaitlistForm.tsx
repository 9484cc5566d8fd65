/**
 * The waiting list of a fully booked date: a plain HTML form, drawn on the server, that
 * posts to the registrations API, with or without JavaScript (no island: the browser's own
 * constraints check it, the server's schema decides). On the page that answers a post it
 * shows the thank-you, the server's refusal, or the fields again with what was typed and
 * an error at each field. A date with free seats again shows only the answer, no form.
 */
import { cachedPlural } from '../i18n/format.ts';
import { interpolate } from '../i18n/messages.ts';
import { CONFIRMATION_TEXTS } from '../registration-contract/confirmation-messages.ts';
import { HONEYPOT_FIELD, LOCALE_FIELD, REGISTRATIONS_PATH } from '../registration-contract/contract.ts';
import { CHECKED } from '../registration-contract/form-data.ts';
import type { FormOutcome } from '../registration-contract/outcome.ts';
import { WAITLIST_MAX_LENGTH } from '../registration-contract/waitlist.ts';
import { WAITLIST_TEXTS, type WaitlistLabelPath } from '../registration-contract/waitlist-messages.ts';
import { ErrorSummary } from './ErrorSummary.tsx';
import { Honeypot } from './Honeypot.tsx';
import { usePage } from './page-context.tsx';
import { Button } from './ui/Button.tsx';

export const WAITLIST_ANCHOR = 'waitlist';

const fieldId = (path: WaitlistLabelPath) => path.replace('.', '-');

interface WaitlistFormProps {
  readonly dateId: number;
  readonly privacyHref: string;
  /** Whether the date takes entries now (it is fully booked). */
  readonly open: boolean;
  /** What the server made of a post, on the page that answers it. */
  readonly outcome: FormOutcome | null;
}

type TextPath = keyof typeof WAITLIST_MAX_LENGTH;

const TEXT_FIELDS: ReadonlyArray<{ path: TextPath; type: 'text' | 'email' | 'tel'; autoComplete: string }> = [
  { path: 'waitlist.name', type: 'text', autoComplete: 'name' },
  { path: 'waitlist.email', type: 'email', autoComplete: 'email' },
  { path: 'waitlist.phone', type: 'tel', autoComplete: 'tel' },
  { path: 'waitlist.company', type: 'text', autoComplete: 'organization' },
];

/** Marks a field in error and lets its error (and a hint, if any) describe it. */
function describedBy(
  path: WaitlistLabelPath,
  error: string | undefined,
  hint?: string,
): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const ids = [hint, error && `${fieldId(path)}-error`].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}

function FieldError({ path, error }: { path: WaitlistLabelPath; error: string | undefined }) {
  return error ? (
    <p id={`${fieldId(path)}-error`} className="field-error">
      {error}
    </p>
  ) : null;
}

export function WaitlistForm({ dateId, privacyHref, open, outcome }: WaitlistFormProps) {
  const { locale } = usePage();
  const texts = WAITLIST_TEXTS[locale];
  const confirmation = CONFIRMATION_TEXTS[locale];
  const values = outcome?.kind === 'invalid' || outcome?.kind === 'rejected' ? outcome.values : {};
  const errors: Readonly<Record<string, string>> = outcome?.kind === 'invalid' ? outcome.errors : {};
  const invalid = Object.keys(texts.labels).filter((path) => Object.hasOwn(errors, path)) as WaitlistLabelPath[];

  return (
    <section id={WAITLIST_ANCHOR} aria-labelledby="waitlist-heading" data-slot="waitlist" className="card">
      <h2 id="waitlist-heading" className="text-2xl font-semibold">
        {outcome?.kind === 'waitlisted' ? confirmation.checkMailTitleWaitlist : texts.section}
      </h2>
      {outcome?.kind === 'waitlisted' ? (
        <div role="status" className="mt-3">
          <p>{interpolate(confirmation.checkMailWaitlist, { email: outcome.email, from: outcome.from })}</p>
          <p className="mt-2">{confirmation.checkMailSpam}</p>
        </div>
      ) : (
        <>
          {outcome?.kind === 'rejected' && (
            <div role="alert" className="notice mt-4">
              {outcome.message}
            </div>
          )}
          {open && (
            <>
              <p className="muted mt-1 text-sm">{texts.intro}</p>
              <ErrorSummary
                heading={cachedPlural(locale, texts.errorSummary, invalid.length)}
                items={invalid.map((path) => ({ id: fieldId(path), text: texts.labels[path] }))}
              />
              {/* The fragment brings the visitor back to this form on the answer page. */}
              <form method="post" action={`${REGISTRATIONS_PATH}#${WAITLIST_ANCHOR}`} className="mt-4 space-y-6">
                <input type="hidden" name="dateId" value={dateId} />
                <input type="hidden" name={LOCALE_FIELD} value={locale} />
                <Honeypot label={texts.honeypot} name={HONEYPOT_FIELD} />
                <div className="form-grid">
                  {TEXT_FIELDS.map(({ path, type, autoComplete }) => (
                    <div key={path} className="field" data-invalid={errors[path] ? '' : undefined}>
                      <label htmlFor={fieldId(path)} className="field-label">
                        {texts.labels[path]}
                        <span aria-hidden="true"> *</span>
                      </label>
                      <input
                        id={fieldId(path)}
                        name={path}
                        type={type}
                        autoComplete={autoComplete}
                        required
                        maxLength={WAITLIST_MAX_LENGTH[path]}
                        defaultValue={values[path] ?? ''}
                        className="input"
                        {...describedBy(path, errors[path])}
                      />
                      <FieldError path={path} error={errors[path]} />
                    </div>
                  ))}
                </div>
                <div className="field" data-invalid={errors['waitlist.consent'] ? '' : undefined}>
                  <div className="flex items-start gap-3">
                    <input
                      id={fieldId('waitlist.consent')}
                      name="waitlist.consent"
                      type="checkbox"
                      required
                      defaultChecked={values['waitlist.consent'] === CHECKED}
                      className="checkbox"
                      {...describedBy('waitlist.consent', errors['waitlist.consent'], 'waitlist-consent-hint')}
                    />
                    <label htmlFor={fieldId('waitlist.consent')}>
                      {texts.labels['waitlist.consent']}
                      <span aria-hidden="true"> *</span>
                    </label>
                  </div>
                  <FieldError path="waitlist.consent" error={errors['waitlist.consent']} />
                  <p id="waitlist-consent-hint" className="field-hint">
                    {texts.privacyBefore}
                    <a href={privacyHref}>{texts.privacy}</a>
                    {texts.privacyAfter}
                  </p>
                </div>
                <Button type="submit" variant="primary">
                  {texts.submit}
                </Button>
              </form>
            </>
          )}
        </>
      )}
    </section>
  );
}

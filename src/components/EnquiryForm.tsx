/**
 * An enquiry form (the contact page's question, the corporate page's in-house enquiry): a
 * plain HTML form drawn on the server, posting with or without JavaScript (no island: the
 * browser's own constraints check it, the server's schema decides). On the page that
 * answers a post it shows the errors beside what was typed, or where the enquiry stands:
 * the mail to confirm the address is on its way, the button behind the mail's link, done.
 */

import { ENQUIRIES_PATH, ENQUIRY_ANCHOR, ENQUIRY_CONFIRM_PATH, type EnquiryOutcome } from '../enquiry-contract/outcome.ts';
import {
  ENQUIRY_HONEYPOT,
  ENQUIRY_LIMITS,
  ENQUIRY_TOPICS,
  type EnquiryField,
  type EnquiryKind,
  fieldsOf,
  MAX_ENQUIRY_PEOPLE,
  REPLY_WAYS,
  requiredFieldsOf,
} from '../enquiry-contract/schema.ts';
import { ENQUIRY_TEXTS, type EnquiryTexts, standingText } from '../enquiry-contract/texts.ts';
import { LOCALE_FIELD, TOKEN_FIELD } from '../registration-contract/contract.ts';
import { buildPath } from '../routes/match.ts';
import { ErrorSummary } from './ErrorSummary.tsx';
import { Honeypot } from './Honeypot.tsx';
import { usePage } from './page-context.tsx';
import { Button } from './ui/Button.tsx';

const fieldId = (field: EnquiryField) => `enquiry-${field}`;

interface FieldProps {
  readonly field: EnquiryField;
  readonly texts: EnquiryTexts;
  readonly required: boolean;
  readonly value: string;
  readonly error: string | undefined;
}

/** The attributes that tie a field to its hint and its error. */
function described(field: EnquiryField, hint: boolean, error: string | undefined) {
  const ids = [hint && `${fieldId(field)}-hint`, error && `${fieldId(field)}-error`].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}

function Control({ field, texts, required, value, error }: FieldProps) {
  const { messages } = usePage();
  const common = { id: fieldId(field), name: field, required, className: 'input', ...described(field, field in texts.hints, error) };
  if (field === 'topic')
    return (
      <select {...common} defaultValue={value}>
        <option value="">{texts.chooseTopic}</option>
        {ENQUIRY_TOPICS.map((topic) => (
          <option key={topic} value={topic}>
            {topic === 'other' ? texts.otherTopic : messages.finder.topics[topic]}
          </option>
        ))}
      </select>
    );
  if (field === 'message') return <textarea {...common} rows={5} maxLength={ENQUIRY_LIMITS.message} defaultValue={value} />;
  if (field === 'people')
    return <input {...common} type="number" inputMode="numeric" min={1} max={MAX_ENQUIRY_PEOPLE} defaultValue={value} />;
  const kinds = { email: ['email', 'email'], phone: ['tel', 'tel'], name: ['text', 'name'], company: ['text', 'organization'] } as const;
  const [type, autoComplete] = kinds[field as keyof typeof kinds] ?? ['text', 'off'];
  const max = ENQUIRY_LIMITS[field as keyof typeof ENQUIRY_LIMITS];
  return <input {...common} type={type} autoComplete={autoComplete} maxLength={max} defaultValue={value} />;
}

function Field(props: FieldProps) {
  const { field, texts, required, error } = props;
  const hint = texts.hints[field];
  if (field === 'reply')
    return (
      <fieldset className="field sm:col-span-2" data-invalid={error ? '' : undefined}>
        <legend className="field-label">{texts.labels.reply}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {REPLY_WAYS.map((way) => (
            <label key={way} className="flex items-center gap-2">
              <input type="radio" name="reply" value={way} defaultChecked={(props.value || 'email') === way} className="checkbox" />
              {texts.replies[way]}
            </label>
          ))}
        </div>
      </fieldset>
    );
  return (
    <div className={`field${field === 'message' ? ' sm:col-span-2' : ''}`} data-invalid={error ? '' : undefined}>
      <label htmlFor={fieldId(field)} className="field-label">
        {texts.labels[field]}
        {required ? <span aria-hidden="true"> *</span> : <span className="muted">{` (${texts.optional})`}</span>}
      </label>
      <Control {...props} />
      {hint && (
        <p id={`${fieldId(field)}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${fieldId(field)}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Where an enquiry stands once it was sent: in place of the form. */
function Standing({ outcome, texts }: { outcome: EnquiryOutcome; texts: EnquiryTexts }) {
  const { locale } = usePage();
  const said = standingText(texts, outcome);
  if (!said) return null;
  if (outcome.kind !== 'confirm') return <Notice {...said} alert={outcome.kind === 'problem'} />;
  return (
    <div role="status">
      <h3 className="text-xl font-semibold">{said.heading}</h3>
      <p className="mt-2">{said.text}</p>
      <form method="post" action={ENQUIRY_CONFIRM_PATH} className="mt-4">
        <input type="hidden" name={TOKEN_FIELD} value={outcome.token} />
        <input type="hidden" name={LOCALE_FIELD} value={locale} />
        <Button type="submit" variant="primary">
          {texts.confirm.button}
        </Button>
      </form>
    </div>
  );
}

function Notice({ heading, text, alert = false }: { heading: string; text: string; alert?: boolean }) {
  return (
    <div role={alert ? 'alert' : 'status'}>
      <h3 className="text-xl font-semibold">{heading}</h3>
      <p className="mt-2">{text}</p>
    </div>
  );
}

export function EnquiryForm({ kind, outcome }: { kind: EnquiryKind; outcome: EnquiryOutcome | null }) {
  const { locale } = usePage();
  const texts = ENQUIRY_TEXTS[locale];
  const form = texts.forms[kind];
  const values = outcome?.kind === 'invalid' || outcome?.kind === 'refused' ? outcome.values : {};
  const errors: Readonly<Record<string, string>> = outcome?.kind === 'invalid' ? outcome.errors : {};
  const fields = fieldsOf(kind);
  const required = new Set(requiredFieldsOf(kind));
  const invalid = fields.filter((field) => Object.hasOwn(errors, field));
  const answered = outcome !== null && outcome.kind !== 'invalid' && outcome.kind !== 'refused';
  return (
    <section id={ENQUIRY_ANCHOR} aria-labelledby="enquiry-heading" className="card mt-10 max-w-3xl">
      <h2 id="enquiry-heading" className="text-2xl font-semibold">
        {form.heading}
      </h2>
      {answered ? (
        <div className="mt-4">
          <Standing outcome={outcome} texts={texts} />
        </div>
      ) : (
        <>
          <p className="mt-2">{form.intro}</p>
          {outcome?.kind === 'refused' && (
            <div role="alert" className="notice mt-4">
              {outcome.message}
            </div>
          )}
          <ErrorSummary
            heading={texts.errorsHeading}
            items={invalid.map((field) => ({ id: fieldId(field), text: `${texts.labels[field]}: ${errors[field]}` }))}
          />
          {/* The fragment brings the visitor back to this form on the answer page. */}
          <form method="post" action={`${ENQUIRIES_PATH}#${ENQUIRY_ANCHOR}`} className="mt-4 space-y-6">
            <input type="hidden" name="kind" value={kind} />
            <input type="hidden" name={LOCALE_FIELD} value={locale} />
            <Honeypot label={texts.honeypot} name={ENQUIRY_HONEYPOT} />
            <div className="form-grid">
              {fields.map((field) => (
                <Field
                  key={field}
                  field={field}
                  texts={texts}
                  required={required.has(field)}
                  value={values[field] ?? ''}
                  error={errors[field]}
                />
              ))}
            </div>
            <p className="field-hint">
              {`${texts.privacy} `}
              <a href={buildPath('privacy', locale, {})}>{texts.privacyLink}</a>
            </p>
            <Button type="submit" variant="primary">
              {form.submit}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}

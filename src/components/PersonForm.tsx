/**
 * A person's form on the page behind a manage link: a substitute for one place, or a person
 * added to the registration (at a hybrid date with how they attend). The participant fields of
 * the registration form (the server checks them with the same schema), in a disclosure, opened
 * with what was typed and an error at each field when the server refused them. A plain form: it
 * works without JavaScript.
 */

import { MANAGE_PATH } from '../registration-contract/contract.ts';
import { ATTENDANCE_LABELS, FIELD_LABELS, SALUTATION_LABELS } from '../registration-contract/field-labels.ts';
import { MANAGE_ANCHOR, MANAGE_FIELDS, SUBSTITUTE_PREFIX, type SubstituteField } from '../registration-contract/manage.ts';
import { MANAGE_TEXTS } from '../registration-contract/manage-messages.ts';
import { ATTENDANCE_MODES, maxLengthOf, SALUTATIONS } from '../registration-contract/schema.ts';
import { usePage } from './page-context.tsx';
import { Button } from './ui/Button.tsx';

type TextField = Exclude<SubstituteField, 'salutation'>;

const TEXT_FIELDS: ReadonlyArray<{ field: TextField; type: 'text' | 'email' | 'tel'; autoComplete: string; required: boolean }> = [
  { field: 'academicTitle', type: 'text', autoComplete: 'honorific-prefix', required: false },
  { field: 'firstName', type: 'text', autoComplete: 'given-name', required: true },
  { field: 'lastName', type: 'text', autoComplete: 'family-name', required: true },
  { field: 'email', type: 'email', autoComplete: 'email', required: true },
  { field: 'phone', type: 'tel', autoComplete: 'tel', required: true },
  { field: 'company', type: 'text', autoComplete: 'organization', required: true },
  { field: 'jobTitle', type: 'text', autoComplete: 'organization-title', required: true },
];

interface PersonFormProps {
  readonly token: string;
  /** A substitute for the place at `position`, or (null) a person added. */
  readonly position: number | null;
  /** The disclosure's line, and the button's words. */
  readonly summary: string;
  readonly submit: string;
  /** A person added at a hybrid date says how they attend. */
  readonly hybrid?: boolean;
  /** What was typed and the errors, when the server refused this place's form. */
  readonly values: Readonly<Record<string, string>>;
  readonly errors: Readonly<Record<string, string>>;
  readonly open: boolean;
}

function Field({
  id,
  label,
  required,
  error,
  children,
}: {
  id: string;
  label: string;
  required: boolean;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="field" data-invalid={error ? '' : undefined}>
      <label htmlFor={id} className="field-label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A required choice of the form: its options after an empty one nobody can choose, its error below it. */
function Choice({
  id,
  name,
  label,
  value,
  options,
  error,
  ...aria
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: ReadonlyArray<readonly [value: string, label: string]>;
  error: string | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}) {
  return (
    <Field id={id} label={label} required error={error}>
      <select id={id} name={name} required defaultValue={value} className="input" {...aria}>
        <option value="" disabled>
          –
        </option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function PersonForm({ token, position, summary, submit, hybrid = false, values, errors, open }: PersonFormProps) {
  const { locale } = usePage();
  const texts = MANAGE_TEXTS[locale];
  const labels = FIELD_LABELS[locale];
  const id = (field: SubstituteField | 'attendance') => `person-${position ?? 'new'}-${field}`;
  const name = (field: SubstituteField | 'attendance') => `${SUBSTITUTE_PREFIX}${field}`;
  const invalid = (field: SubstituteField | 'attendance') => {
    const error = errors[name(field)];
    return { error, 'aria-invalid': error ? (true as const) : undefined, 'aria-describedby': error ? `${id(field)}-error` : undefined };
  };
  return (
    <details className="mt-3" open={open}>
      <summary className="cursor-pointer font-semibold">{summary}</summary>
      <form method="post" action={`${MANAGE_PATH}#${MANAGE_ANCHOR}`} className="mt-4 space-y-4">
        <input type="hidden" name={MANAGE_FIELDS.token} value={token} />
        <input type="hidden" name={MANAGE_FIELDS.action} value={position === null ? 'add' : 'substitute'} />
        <input type="hidden" name={MANAGE_FIELDS.step} value="review" />
        {position !== null && <input type="hidden" name={MANAGE_FIELDS.position} value={position} />}
        <div className="form-grid">
          <Choice
            id={id('salutation')}
            name={name('salutation')}
            label={labels['participant.salutation']}
            value={values[name('salutation')] ?? ''}
            options={SALUTATIONS.map((value) => [value, SALUTATION_LABELS[locale][value]])}
            {...invalid('salutation')}
          />
          {TEXT_FIELDS.map(({ field, type, autoComplete, required }) => {
            const { error, ...aria } = invalid(field);
            return (
              <Field key={field} id={id(field)} label={labels[`participant.${field}`]} required={required} error={error}>
                <input
                  id={id(field)}
                  name={name(field)}
                  type={type}
                  autoComplete={`section-person ${autoComplete}`}
                  required={required}
                  maxLength={maxLengthOf(`participant.${field}`)}
                  defaultValue={values[name(field)] ?? ''}
                  className="input"
                  {...aria}
                />
              </Field>
            );
          })}
          {hybrid && (
            <Choice
              id={id('attendance')}
              name={name('attendance')}
              label={texts.addAttendance}
              value={values[name('attendance')] ?? ''}
              options={ATTENDANCE_MODES.map((value) => [value, ATTENDANCE_LABELS[locale][value]])}
              {...invalid('attendance')}
            />
          )}
        </div>
        <Button type="submit" variant="secondary">
          {submit}
        </Button>
      </form>
    </details>
  );
}

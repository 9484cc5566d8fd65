/**
 * The registration form's fields: a label, the control, an optional hint and the error,
 * wired for assistive technology (the hint and the error describe the control;
 * aria-invalid marks a field in error). Fields register with the form's react-hook-form
 * context; their names are the schema's field paths, which are also what the form posts
 * without JavaScript. The server-rendered form carries native constraints (required,
 * maxlength, type="email") for browsers without JavaScript; the island then validates
 * with the shared schema instead.
 */
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { FIELD_LABELS } from '../../registration-contract/field-labels.ts';
import { type FieldKey, type FieldPath, fieldKeyOf, maxLengthOf } from '../../registration-contract/schema.ts';
import { useFormPage } from './form-page.ts';

export const fieldId = (path: string) => `registration-${path.replaceAll('.', '-')}`;

/**
 * A field's starting value as an HTML attribute: react-hook-form fills uncontrolled fields
 * only once hydrated, and the server-rendered form must already show what was posted.
 */
function useDefault(path: FieldPath): unknown {
  const { formState } = useFormContext();
  let value: unknown = formState.defaultValues;
  for (const key of path.split('.')) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

const asText = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

function useField(path: FieldPath, hint?: string) {
  const { locale, errorOf } = useFormPage();
  const error = errorOf(path);
  const id = fieldId(path);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return {
    id,
    error,
    label: FIELD_LABELS[locale][fieldKeyOf(path) as FieldKey],
    control: { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy },
  };
}

function Label({ id, label, required, children }: { id: string; label: string; required?: boolean; children?: ReactNode }) {
  return (
    <label htmlFor={id} className="field-label">
      {label}
      {required && (
        <span aria-hidden="true" className="required-mark">
          {' *'}
        </span>
      )}
      {children}
    </label>
  );
}

function Below({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </>
  );
}

interface TextFieldProps {
  readonly path: FieldPath;
  readonly required?: boolean;
  /**
   * Marks the field as required in its label without the native constraint: for fields
   * that are required only in some cases (the schema judges), which a browser without
   * JavaScript must not enforce while they are hidden.
   */
  readonly requiredMark?: boolean;
  /** Tells assistive technology the field is required now, without the native constraint (see requiredMark). */
  readonly ariaRequired?: boolean;
  readonly type?: 'text' | 'email' | 'tel';
  readonly autoComplete?: string;
  readonly hint?: string;
  readonly inputMode?: 'text' | 'numeric';
  readonly className?: string;
  /** A blank placeholder, so that CSS can tell an empty field (:placeholder-shown) from a typed-in one. */
  readonly blankPlaceholder?: boolean;
  /** Its label where it is not the field's own (a private person's billing name). */
  readonly label?: string;
}

export function TextField({
  path,
  required = false,
  requiredMark = required,
  ariaRequired,
  type = 'text',
  autoComplete,
  hint,
  inputMode,
  className = '',
  blankPlaceholder = false,
  label: ownLabel,
}: TextFieldProps) {
  const { register } = useFormContext();
  const initial = useDefault(path);
  const { id, error, label, control } = useField(path, hint);
  return (
    <div className={`field ${className}`.trim()} data-invalid={error ? '' : undefined}>
      <Label id={id} label={ownLabel ?? label} required={requiredMark} />
      <input
        {...control}
        {...register(path)}
        defaultValue={asText(initial)}
        maxLength={maxLengthOf(path)}
        type={type}
        required={required}
        aria-required={ariaRequired || undefined}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={blankPlaceholder ? ' ' : undefined}
        className="input"
      />
      <Below id={id} hint={hint} error={error} />
    </div>
  );
}

export function TextAreaField({ path, hint }: { readonly path: FieldPath; readonly hint?: string }) {
  const { register } = useFormContext();
  const initial = useDefault(path);
  const { id, error, label, control } = useField(path, hint);
  return (
    <div className="field sm:col-span-2" data-invalid={error ? '' : undefined}>
      <Label id={id} label={label} />
      <textarea {...control} {...register(path)} defaultValue={asText(initial)} maxLength={maxLengthOf(path)} rows={4} className="input" />
      <Below id={id} hint={hint} error={error} />
    </div>
  );
}

interface SelectFieldProps {
  readonly path: FieldPath;
  readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>;
  /** The text of an empty first option, which makes a choice required. */
  readonly placeholder?: string;
  readonly autoComplete?: string;
  /** The native constraint (a choice is always marked required); off for an optional section's field. */
  readonly required?: boolean;
  /** `field-pair`: half the row on a phone too. */
  readonly className?: string;
}

export function SelectField({ path, options, placeholder, autoComplete, required = true, className = '' }: SelectFieldProps) {
  const { register } = useFormContext();
  const initial = useDefault(path);
  const { id, error, label, control } = useField(path);
  return (
    <div className={`field ${className}`.trim()} data-invalid={error ? '' : undefined}>
      <Label id={id} label={label} required />
      <select
        {...control}
        {...register(path)}
        defaultValue={asText(initial)}
        required={required}
        autoComplete={autoComplete}
        className="input"
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Below id={id} error={error} />
    </div>
  );
}

export function CheckboxField({
  path,
  required = false,
  children,
  hint,
}: {
  readonly path: FieldPath;
  readonly required?: boolean;
  readonly children: ReactNode;
  readonly hint?: string;
}) {
  const { register } = useFormContext();
  const initial = useDefault(path);
  const { id, error, control } = useField(path, hint);
  return (
    <div className="field sm:col-span-2" data-invalid={error ? '' : undefined}>
      <div className="flex items-start gap-3">
        <input
          {...control}
          {...register(path)}
          defaultChecked={initial === true}
          type="checkbox"
          required={required}
          className="checkbox"
        />
        <label htmlFor={id}>
          {children}
          {required && (
            <span aria-hidden="true" className="required-mark">
              {' *'}
            </span>
          )}
        </label>
      </div>
      <Below id={id} hint={hint} error={error} />
    </div>
  );
}

/**
 * A choice of one among a few, as radio buttons in a fieldset whose legend is the field's
 * label (a participant's attendance). The error describes the group.
 */
export function RadioField({
  path,
  options,
  required = true,
}: {
  readonly path: FieldPath;
  readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>;
  /** The native constraint (the choice is always marked required); off for an optional section's field. */
  readonly required?: boolean;
}) {
  const { register } = useFormContext();
  const initial = useDefault(path);
  const { id, error, label } = useField(path);
  return (
    <fieldset
      id={id}
      className="field sm:col-span-2"
      data-invalid={error ? '' : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="field-label">
        {label}
        <span aria-hidden="true" className="required-mark">
          {' *'}
        </span>
      </legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2">
            <input {...register(path)} type="radio" value={option.value} defaultChecked={initial === option.value} required={required} />
            {option.label}
          </label>
        ))}
      </div>
      <Below id={id} error={error} />
    </fieldset>
  );
}

/** The parts of the registration form: participants, billing address, invoice contact, remarks, a discount code and consent. */

import type { ReactNode } from 'react';
import { get, useFormState, useWatch } from 'react-hook-form';
import { Button } from '../../components/ui/Button.tsx';
import { interpolate } from '../../i18n/messages.ts';
import { countryOptions } from '../../registration-contract/countries.ts';
import {
  ATTENDANCE_LABELS,
  FIELD_LABELS,
  participantLabel,
  SALUTATION_LABELS,
  SECTION_LABELS,
} from '../../registration-contract/field-labels.ts';
import { ATTENDANCE_MODES, type FieldPath, participantPath, SALUTATIONS } from '../../registration-contract/schema.ts';
import { CheckboxField, RadioField, SelectField, TextAreaField, TextField } from './fields.tsx';
import { useFormPage } from './form-page.ts';

interface ParticipantFieldsProps {
  readonly index: number;
  /**
   * A further section a browser without JavaScript offers, to leave empty or fill in
   * whole: no native `required` (the server judges what was filled in) and a hint saying so.
   */
  readonly optional: boolean;
  /** Removes the section (with JavaScript, from the second participant on). */
  readonly onRemove?: () => void;
}

export const participantSectionId = (index: number) => `registration-participants-${index}`;

/** A participant's text fields, in the form's order: whether each is required, and what the first participant's autofill is. */
interface ParticipantTextField {
  readonly field: Parameters<typeof participantPath>[1];
  readonly type?: 'email' | 'tel';
  readonly autoComplete: string;
  /** Required always, never, or where a company books ('business'). */
  readonly mandatory: boolean | 'business';
  /** Half the row on a phone too, beside its pair. */
  readonly pair?: true;
}

const PARTICIPANT_TEXT_FIELDS: readonly ParticipantTextField[] = [
  { field: 'academicTitle', autoComplete: 'honorific-suffix', mandatory: false, pair: true },
  { field: 'firstName', autoComplete: 'given-name', mandatory: true, pair: true },
  { field: 'lastName', autoComplete: 'family-name', mandatory: true, pair: true },
  { field: 'email', type: 'email', autoComplete: 'email', mandatory: true },
  { field: 'phone', type: 'tel', autoComplete: 'tel', mandatory: true },
  // Required where a company books: the schema judges (a private person may leave it empty).
  { field: 'company', autoComplete: 'organization', mandatory: 'business', pair: true },
  { field: 'jobTitle', autoComplete: 'organization-title', mandatory: true, pair: true },
];

export function ParticipantFields({ index, optional, onRemove }: ParticipantFieldsProps) {
  const { locale, texts, hybrid } = useFormPage();
  const consumer = useWatch({ name: 'consumer' }) === true;
  const path = (field: Parameters<typeof participantPath>[1]) => participantPath(index, field);
  const required = !optional;
  const hintId = `registration-participants-${index}-hint`;
  return (
    <fieldset
      id={participantSectionId(index)}
      tabIndex={-1}
      className="form-section"
      aria-describedby={optional ? hintId : undefined}
      data-optional-section={optional ? '' : undefined}
    >
      <legend>{participantLabel(index, locale)}</legend>
      {optional && (
        <p id={hintId} className="field-hint mb-3">
          {texts.optionalParticipant}
        </p>
      )}
      <div className="form-grid">
        <SelectField
          path={path('salutation')}
          placeholder={texts.choose}
          options={SALUTATIONS.map((value) => ({ value, label: SALUTATION_LABELS[locale][value] }))}
          autoComplete={index === 0 ? 'honorific-prefix' : 'off'}
          required={required}
          className="field-pair"
        />
        {PARTICIPANT_TEXT_FIELDS.map(({ field, type, autoComplete, mandatory, pair }) => (
          <TextField
            key={field}
            path={path(field)}
            type={type}
            required={mandatory === true && required}
            requiredMark={mandatory === true || (mandatory === 'business' && !consumer)}
            blankPlaceholder={optional}
            autoComplete={index === 0 ? autoComplete : 'off'}
            className={pair ? 'field-pair' : ''}
          />
        ))}
        {hybrid && (
          <RadioField
            path={path('attendance')}
            options={ATTENDANCE_MODES.map((value) => ({ value, label: ATTENDANCE_LABELS[locale][value] }))}
            required={required}
          />
        )}
      </div>
      {onRemove && (
        <Button type="button" variant="secondary" className="mt-4" onClick={onRemove}>
          {interpolate(texts.removeParticipant, { n: index + 1 })}
        </Button>
      )}
    </fieldset>
  );
}

/**
 * The billing address: a company's, or a private person's (the box above it): then the name the
 * invoice goes to, and no VAT ID, purchase order or buyer reference.
 */
export function BillingFields() {
  const { locale, texts, privateBooking } = useFormPage();
  const consumer = useWatch({ name: 'consumer' }) === true;
  return (
    <fieldset className="form-section">
      <legend>{SECTION_LABELS[locale].billing}</legend>
      <div className="form-grid">
        {privateBooking && <CheckboxField path="consumer">{FIELD_LABELS[locale].consumer}</CheckboxField>}
        <TextField
          path="billing.company"
          required
          label={consumer ? texts.consumerBillingName : undefined}
          autoComplete={consumer ? 'billing name' : 'billing organization'}
          className="sm:col-span-2"
        />
        <TextField path="billing.street" required autoComplete="billing address-line1" className="sm:col-span-2" />
        <TextField path="billing.postalCode" required autoComplete="billing postal-code" className="field-pair" />
        <TextField path="billing.city" required autoComplete="billing address-level2" className="field-pair" />
        {/* An empty first choice, as a required list needs; the country preset stays chosen. */}
        <SelectField
          path="billing.country"
          options={countryOptions(locale).map(({ code, name }) => ({ value: code, label: name }))}
          placeholder={texts.choose}
          autoComplete="billing country"
        />
      </div>
      {!consumer && (
        <Optional paths={MORE_BILLING} summary={texts.moreBilling}>
          <div className="form-grid">
            <TextField path="billing.vatId" hint={texts.hints.vatId} />
            <TextField path="billing.purchaseOrder" hint={texts.hints.purchaseOrder} />
            <TextField path="billing.buyerReference" hint={texts.hints.buyerReference} />
          </div>
        </Optional>
      )}
    </fieldset>
  );
}

const MORE_BILLING = ['billing.vatId', 'billing.purchaseOrder', 'billing.buyerReference'] as const;

/**
 * Fields most people leave empty, behind a line that opens them: open from the start when one
 * holds a value (posted back, say) and as soon as one has a problem, so no error is hidden.
 */
function Optional({ paths, summary, children }: { paths: readonly FieldPath[]; summary: string; children: ReactNode }) {
  const values = useWatch({ name: [...paths] }) as unknown[];
  const { errors } = useFormState({ name: [...paths] });
  const filled = values.some((value) => typeof value === 'string' && value.trim() !== '');
  const failing = paths.some((path) => get(errors, path) !== undefined);
  return (
    <details className="optional-fields" open={filled || failing}>
      <summary>{summary}</summary>
      {children}
    </details>
  );
}

/**
 * The contact's fields hide while "same as participant" is ticked: by CSS (:has), so the
 * form behaves the same with and without JavaScript. They carry no native `required`,
 * since a hidden required field would block a browser's submit; the schema requires them
 * when the box is not ticked.
 */
export function InvoiceContactFields() {
  const { locale, texts } = useFormPage();
  // Required, for assistive technology too, only while someone else gets the invoice.
  const separate = useWatch({ name: 'invoiceContact.sameAsParticipant' }) === false;
  return (
    <fieldset className="form-section invoice-contact">
      <legend>{SECTION_LABELS[locale].invoiceContact}</legend>
      <CheckboxField path="invoiceContact.sameAsParticipant" hint={texts.hints.invoiceContact}>
        {FIELD_LABELS[locale]['invoiceContact.sameAsParticipant']}
      </CheckboxField>
      <div className="form-grid invoice-contact-fields mt-4">
        <TextField path="invoiceContact.name" requiredMark ariaRequired={separate} autoComplete="off" className="sm:col-span-2" />
        <TextField path="invoiceContact.email" type="email" requiredMark ariaRequired={separate} autoComplete="off" />
        <TextField path="invoiceContact.phone" type="tel" requiredMark ariaRequired={separate} autoComplete="off" />
      </div>
    </fieldset>
  );
}

/** The booker's own fields. */
const BOOKER_PATHS: readonly FieldPath[] = ['booker.name', 'booker.email', 'booker.phone', 'booker.company'];

/**
 * Who books: the first participant, unless the box says someone books for others; then the
 * booker's fields show (by CSS, with and without JavaScript), required only then. Behind a line
 * most people leave closed, which opens by itself when the fields hold a value or a problem.
 */
export function BookerFields() {
  const { locale, texts } = useFormPage();
  const forOthers = useWatch({ name: 'booker.forOthers' }) === true;
  return (
    <Optional paths={BOOKER_PATHS} summary={texts.bookForOthers}>
      <div className="booker mt-3">
        <CheckboxField path="booker.forOthers" hint={texts.hints.booker}>
          {FIELD_LABELS[locale]['booker.forOthers']}
        </CheckboxField>
        <div className="form-grid booker-fields mt-4">
          <TextField path="booker.name" requiredMark ariaRequired={forOthers} autoComplete="name" className="sm:col-span-2" />
          <TextField path="booker.email" type="email" requiredMark ariaRequired={forOthers} autoComplete="email" />
          <TextField path="booker.phone" type="tel" requiredMark ariaRequired={forOthers} autoComplete="tel" />
          <TextField path="booker.company" requiredMark ariaRequired={forOthers} autoComplete="organization" className="sm:col-span-2" />
        </div>
      </div>
    </Optional>
  );
}

/**
 * Remarks, and a code for a reduction (a partner's, the alumni's: the server judges it when the
 * review prices the registration), behind one closed line.
 */
export function RemarksField() {
  const { texts } = useFormPage();
  return (
    <Optional paths={['remarks', 'discountCode']} summary={texts.addRemarks}>
      <TextAreaField path="remarks" hint={texts.hints.remarks} />
      <div className="mt-4">
        <TextField path="discountCode" autoComplete="off" />
      </div>
    </Optional>
  );
}

export function ConsentField({ termsHref, privacyHref }: { readonly termsHref: string; readonly privacyHref: string }) {
  const { texts } = useFormPage();
  return (
    <CheckboxField path="consent" required>
      {texts.consentBefore}
      <a href={termsHref} target="_blank" rel="noopener">
        {texts.consentTerms}
      </a>
      {texts.consentBetween}
      <a href={privacyHref} target="_blank" rel="noopener">
        {texts.consentPrivacy}
      </a>
      {texts.consentAfter}
    </CheckboxField>
  );
}

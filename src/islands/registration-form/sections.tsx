/** The parts of the registration form (spec §3): participant, billing address, invoice contact, remarks and consent. */
import { countryOptions } from '../../registration/countries.ts';
import { FIELD_LABELS, SALUTATION_LABELS, SECTION_LABELS } from '../../registration/messages.ts';
import { SALUTATIONS } from '../../registration/schema.ts';
import { useWatch } from 'react-hook-form';
import { CheckboxField, SelectField, TextAreaField, TextField } from './fields.tsx';
import { useFormPage } from './form-page.ts';

export function ParticipantFields() {
  const { locale, texts } = useFormPage();
  return (
    <fieldset className="form-section">
      <legend>{SECTION_LABELS[locale].participant}</legend>
      <div className="form-grid">
        <SelectField path="participant.salutation" placeholder={texts.choose} options={SALUTATIONS.map((value) => ({ value, label: SALUTATION_LABELS[locale][value] }))} autoComplete="honorific-prefix" />
        <TextField path="participant.academicTitle" autoComplete="honorific-suffix" />
        <TextField path="participant.firstName" required autoComplete="given-name" />
        <TextField path="participant.lastName" required autoComplete="family-name" />
        <TextField path="participant.email" type="email" required autoComplete="email" />
        <TextField path="participant.phone" type="tel" required autoComplete="tel" />
        <TextField path="participant.company" required autoComplete="organization" />
        <TextField path="participant.jobTitle" required autoComplete="organization-title" />
      </div>
    </fieldset>
  );
}

export function BillingFields() {
  const { locale, texts } = useFormPage();
  return (
    <fieldset className="form-section">
      <legend>{SECTION_LABELS[locale].billing}</legend>
      <div className="form-grid">
        <TextField path="billing.company" required autoComplete="billing organization" className="sm:col-span-2" />
        <TextField path="billing.street" required autoComplete="billing address-line1" className="sm:col-span-2" />
        <TextField path="billing.postalCode" required autoComplete="billing postal-code" />
        <TextField path="billing.city" required autoComplete="billing address-level2" />
        <SelectField path="billing.country" options={countryOptions(locale).map(({ code, name }) => ({ value: code, label: name }))} autoComplete="billing country" />
        <TextField path="billing.vatId" hint={texts.hints.vatId} />
        <TextField path="billing.purchaseOrder" hint={texts.hints.purchaseOrder} />
      </div>
    </fieldset>
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

export function RemarksField() {
  const { texts } = useFormPage();
  return <TextAreaField path="remarks" hint={texts.hints.remarks} />;
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

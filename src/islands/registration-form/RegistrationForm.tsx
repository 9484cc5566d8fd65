/**
 * The registration form for one seminar date (an island). Server-rendered, it is a plain
 * HTML form that posts to the registrations API and works without JavaScript; hydrated, it
 * validates with the shared schema as the visitor goes, shows a summary to confirm in a
 * dialog, sends JSON with an Idempotency-Key and gives way to the thank-you message. On a
 * refusal the message shows above the form, on invalid fields at the fields (focus moves to
 * the first), on a network failure in a toast; what was typed always stays. A quote of the values
 * is asked for from the review (without JavaScript, by a button of the form's own).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { type FieldErrors, FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { Button } from '../../components/ui/Button.tsx';
import { OverlayHost } from '../../components/ui/Overlays.tsx';
import { plural } from '../../i18n/format.ts';
import { interpolate } from '../../i18n/messages.ts';
import { CONFIRMATION_TEXTS } from '../../registration-contract/confirmation-messages.ts';
import { CLAIM_FIELD, HONEYPOT_FIELD, LOCALE_FIELD, REGISTRATIONS_PATH } from '../../registration-contract/contract.ts';
import { qualifiedFieldLabel } from '../../registration-contract/field-labels.ts';
import { fromFormFields, toFormFields } from '../../registration-contract/form-data.ts';
import { QUOTE_PATH } from '../../registration-contract/quote.ts';
import { FIELD_PATHS, FORM_PARTICIPANT_SECTIONS, MAX_PARTICIPANTS, type RegistrationInput } from '../../registration-contract/schema.ts';
import { toast } from '../toaster/toast-store.ts';
import { DrawnParticipants } from './drawn-participants.tsx';
import { fieldId } from './fields.tsx';
import { errorText, FormPageProvider, nestedErrors, pathsWithErrors } from './form-page.ts';
import { claimOf, type RegistrationFormProps } from './form-props.ts';
import { reviewOverlay, reviewSummary } from './ReviewOverlay.tsx';
import { type FormState, registrationResolver } from './resolver.ts';
import {
  BillingFields,
  BookerFields,
  ConsentField,
  InvoiceContactFields,
  ParticipantFields,
  participantSectionId,
  RemarksField,
} from './sections.tsx';
import { attemptKey, priceRegistration, type QuoteResult, requestQuote, submitRegistration } from './submit.ts';
import { ThankYou } from './ThankYou.tsx';
import { FORM_TEXTS } from './texts.ts';
import { blankParticipant, blankRegistration, isBlankParticipant, mergeValues } from './values.ts';

export function RegistrationForm({
  locale,
  dateId,
  heading,
  seminar,
  when,
  where,
  price,
  unitPrice,
  vat = '',
  hybrid = false,
  privateBooking = false,
  termsHref,
  privacyHref,
  closeLabel,
  outcome = null,
  entered,
}: RegistrationFormProps) {
  const texts = FORM_TEXTS[locale];
  const confirmation = CONFIRMATION_TEXTS[locale];
  // Registered: where the "please confirm" mail went and who sends it; null while the form is shown.
  const [registered, setRegistered] = useState<{ email: string; from: string; id: string; confirmed: boolean } | null>(
    outcome?.kind === 'registered' ? { email: outcome.email, from: outcome.from, id: outcome.id, confirmed: false } : null,
  );
  // A waiting-list offer being claimed: its token goes with the registration, which then counts at once.
  const claim = claimOf(outcome);
  const [refusal, setRefusal] = useState(outcome?.kind === 'rejected' ? outcome.message : null);
  const [quoted, setQuoted] = useState<string | null>(null);
  // Until hydrated, the browser's own validation and a direct, binding submit; after, ours.
  const [enhanced, setEnhanced] = useState(false);
  const attempt = useRef<{ key: string; values: string } | null>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  // A refusal after a submit is read out (role="alert") and takes the focus, so the next Tab
  // starts at the form; one the page came with (a post without JavaScript) leaves focus alone.
  const focusRefusal = useRef(false);
  useEffect(() => {
    if (refusal && focusRefusal.current) refusalRef.current?.focus();
    focusRefusal.current = false;
  }, [refusal]);

  const initial = useMemo(() => {
    const posted =
      outcome?.kind === 'invalid' || outcome?.kind === 'rejected' || outcome?.kind === 'claim' ? fromFormFields(outcome.values) : {};
    return mergeValues(blankRegistration(dateId, FORM_PARTICIPANT_SECTIONS), posted);
  }, [dateId, outcome]);
  const serverErrors = useMemo(() => (outcome?.kind === 'invalid' ? nestedErrors(outcome.errors) : undefined), [outcome]);
  const formState = useRef<FormState>({ touched: {}, errors: {} });
  const resolver = useMemo(() => registrationResolver(() => formState.current, hybrid), [hybrid]);
  const form = useForm<RegistrationInput>({ resolver, defaultValues: initial, errors: serverErrors, mode: 'onTouched' });
  formState.current = { touched: form.formState.touchedFields, errors: form.formState.errors };
  const { errors, submitCount } = form.formState;
  const participants = useFieldArray({ control: form.control, name: 'participants' });
  // Hydrated: the extra sections a browser without JavaScript needs give way to "add another participant".
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration, with the form as the server drew it
  useEffect(() => {
    // What the visitor entered before the code arrived wins over the values the form was drawn with (a box ticked, a choice made).
    const drawn = form.getValues();
    if (entered) form.reset(mergeValues(drawn, fromFormFields(entered(toFormFields(drawn)))), { keepDefaultValues: true });
    const blank = form
      .getValues('participants')
      .flatMap((participant, index) => (index > 0 && isBlankParticipant(participant) ? [index] : []));
    if (blank.length > 0) participants.remove(blank);
    setEnhanced(true);
  }, []);
  // Sending (after the review), not validating: the button stays usable while the review is open.
  const [sending, setSending] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);
  useEffect(() => {
    if (registered === null && focusHeading.current) headingRef.current?.focus();
    focusHeading.current = false;
  }, [registered]);

  const errorOf = (path: string) => errorText(errors as FieldErrors, path, locale);
  const invalidPaths = pathsWithErrors(errors as FieldErrors, FIELD_PATHS);

  async function review(values: RegistrationInput) {
    setRefusal(null);
    // The server prices the values as their invoice would (reductions, a code typed); a code it refuses is the field's error.
    const priced = await priceRegistration(values, locale);
    if (priced.kind === 'invalid') return showErrors(priced.errors);
    const page = { texts, locale, seminar, when, where, price, unitPrice, vat, hybrid };
    const summary = reviewSummary(values, page, priced.kind === 'priced' ? priced.price : null);
    const choice = await reviewOverlay.open(summary);
    if (choice === 'book') await send(values);
    else if (choice === 'quote') await quote(values);
  }

  /** Asks for a quote of the values: the server's words that its link is on its way, or their errors. */
  async function quote(values: RegistrationInput) {
    setSending(true);
    const result = await requestQuote(values, locale);
    setSending(false);
    if (result.kind === 'quoted') setQuoted(result.message || texts.quote);
    else answerRefusal(result);
  }

  /** The server's errors, each at its field; the first field takes the focus. */
  function showErrors(errors: Readonly<Record<string, string>>) {
    const paths = Object.keys(errors);
    for (const path of paths) form.setError(path as keyof RegistrationInput, { type: 'server', message: errors[path] });
    const first = FIELD_PATHS.find((path) => paths.includes(path));
    if (first) form.setFocus(first as keyof RegistrationInput);
  }

  async function send(values: RegistrationInput) {
    attempt.current = attemptKey(attempt.current, values);
    setSending(true);
    const body = { ...values, [HONEYPOT_FIELD]: honeypot.current?.value ?? '', ...(claim ? { [CLAIM_FIELD]: claim } : {}) };
    const result = await submitRegistration(body, locale, attempt.current.key);
    setSending(false);
    if (result.kind === 'registered') {
      // The "please confirm" mail went to whoever books: the booker, or the first participant.
      const confirmer = values.booker?.forOthers ? values.booker.email : values.participants[0]?.email;
      setRegistered({ email: confirmer?.trim() ?? '', from: result.from, id: result.id, confirmed: result.confirmed });
      toast({ title: texts.thanksToast, description: `${seminar}, ${when}`, color: 'success' });
    } else answerRefusal(result);
  }

  /** The server's errors at their fields, its refusal above the form, a network failure in a toast. */
  function answerRefusal(result: Exclude<QuoteResult, { kind: 'quoted' }>) {
    if (result.kind === 'invalid') showErrors(result.errors);
    else if (result.kind === 'refused') {
      focusRefusal.current = true;
      setRefusal(result.message || texts.serverError);
    } else toast({ title: texts.networkErrorTitle, description: texts.networkError, color: 'error' });
  }

  // A new section takes the focus as a whole (its legend is read out), not its first field:
  // leaving a field reports it missing, and the message would move what the visitor clicks next.
  const focusSection = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a section is added or removed, which the count tells
  useEffect(() => {
    if (focusSection.current !== null) document.getElementById(participantSectionId(focusSection.current))?.focus();
    focusSection.current = null;
  }, [participants.fields.length]);

  function addParticipant() {
    focusSection.current = participants.fields.length;
    participants.append(blankParticipant(), { shouldFocus: false });
  }

  // A removed section's button goes with it: the focus moves to the section before.
  function removeParticipant(index: number) {
    focusSection.current = index - 1;
    participants.remove(index);
  }

  function registerAnother() {
    const values = form.getValues();
    form.reset({ ...values, participants: [blankParticipant()], remarks: '', consent: false });
    focusHeading.current = true;
    setRegistered(null);
  }

  if (registered?.confirmed) {
    return <ThankYou heading={confirmation.confirmedTitle} text={confirmation.confirmed} another={texts.another} focus />;
  }
  if (registered !== null) {
    return (
      <ThankYou
        heading={confirmation.checkMailTitle}
        text={interpolate(confirmation.checkMail, { email: registered.email, from: registered.from })}
        more={[confirmation.checkMailSpam]}
        another={texts.another}
        onAnother={outcome ? undefined : registerAnother}
        focus={!outcome}
      />
    );
  }

  return (
    <section aria-labelledby="registration-heading" data-slot="registration-form" className="card">
      <h2 id="registration-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-semibold">
        {heading}
      </h2>
      <p className="muted mt-1 text-sm">{texts.intro}</p>
      {refusal && (
        <div ref={refusalRef} tabIndex={-1} role="alert" className="notice mt-4">
          {refusal}
        </div>
      )}
      {quoted && (
        <p role="status" className="notice mt-4" data-slot="quote-sent">
          {quoted}
        </p>
      )}
      {(submitCount > 0 || outcome?.kind === 'invalid') && invalidPaths.length > 0 && (
        <div role="alert" className="form-errors mt-4">
          <p className="font-semibold">{plural(locale, texts.errorSummary, invalidPaths.length)}</p>
          <ul className="mt-1 list-disc ps-5">
            {invalidPaths.map((path) => (
              <li key={path}>
                <a href={`#${fieldId(path)}`}>{qualifiedFieldLabel(path, locale) ?? path}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <FormProvider {...form}>
        <FormPageProvider value={{ locale, texts, errorOf, hybrid, privateBooking }}>
          {/* The fragment brings a browser without JavaScript back to the form on the answer page. */}
          <form
            method="post"
            action={`${REGISTRATIONS_PATH}#registration`}
            noValidate={enhanced}
            onSubmit={form.handleSubmit((values) => void review(values))}
            className="mt-4 space-y-6"
          >
            <input type="hidden" name="dateId" value={dateId} />
            <input type="hidden" name={LOCALE_FIELD} value={locale} />
            {claim && <input type="hidden" name={CLAIM_FIELD} value={claim} />}
            <div className="honeypot" aria-hidden="true">
              <label>
                {texts.honeypot}
                <input ref={honeypot} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
              </label>
            </div>
            <BookerFields />
            {enhanced ? (
              participants.fields.map((field, index) => (
                <ParticipantFields
                  key={field.id}
                  index={index}
                  optional={false}
                  onRemove={index > 0 ? () => removeParticipant(index) : undefined}
                />
              ))
            ) : (
              <DrawnParticipants count={participants.fields.length} initial={initial} label={texts.addParticipantN} />
            )}
            {enhanced && participants.fields.length < MAX_PARTICIPANTS && (
              <Button type="button" variant="secondary" onClick={addParticipant}>
                {texts.addParticipant}
              </Button>
            )}
            <BillingFields />
            <InvoiceContactFields />
            <RemarksField />
            <ConsentField termsHref={termsHref} privacyHref={privacyHref} />
            <div className="flex flex-wrap gap-3">
              <Button type="submit" variant="primary" disabled={sending}>
                {sending ? texts.sending : enhanced ? texts.review : texts.submit}
              </Button>
              {!enhanced && (
                <Button type="submit" variant="secondary" formAction={`${QUOTE_PATH}#registration`}>
                  {texts.quote}
                </Button>
              )}
            </div>
          </form>
        </FormPageProvider>
      </FormProvider>
      <OverlayHost closeLabel={closeLabel} />
    </section>
  );
}

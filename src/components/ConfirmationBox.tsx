/**
 * What the page behind a confirmation link shows in place of the registration form: what
 * is to be confirmed and the one button that confirms it (a plain form posting the
 * token, so it works without JavaScript), the confirmation once pressed, or why the link
 * cannot confirm (with the form or the waiting list below, drawn by the page).
 */
import { plural } from '../i18n/format.ts';
import { interpolate } from '../i18n/messages.ts';
import { CONFIRMATION_TEXTS } from '../registration-contract/confirmation-messages.ts';
import { CONFIRM_PATH, TOKEN_FIELD } from '../registration-contract/contract.ts';
import { ATTENDANCE_LABELS } from '../registration-contract/field-labels.ts';
import type { FormOutcome } from '../registration-contract/outcome.ts';
import { Fact } from './Fact.tsx';
import { usePage } from './page-context.tsx';
import { Button } from './ui/Button.tsx';

export const CONFIRMATION_ANCHOR = 'confirmation';

type ConfirmationOutcome = Extract<FormOutcome, { kind: 'confirm' | 'confirmed' | 'linkProblem' }>;

export const isConfirmationOutcome = (outcome: FormOutcome | null): outcome is ConfirmationOutcome =>
  outcome?.kind === 'confirm' || outcome?.kind === 'confirmed' || outcome?.kind === 'linkProblem';

function Box({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section id={CONFIRMATION_ANCHOR} aria-labelledby="confirmation-heading" data-slot="confirmation" className="card">
      <h2 id="confirmation-heading" className="text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function ConfirmationBox({ outcome }: { outcome: ConfirmationOutcome }) {
  const { locale } = usePage();
  const texts = CONFIRMATION_TEXTS[locale];
  if (outcome.kind === 'confirm') {
    const text = outcome.waitlist
      ? interpolate(texts.askWaitlist, { email: outcome.email })
      : interpolate(texts.ask, { email: outcome.email, people: plural(locale, texts.people, outcome.people) });
    return (
      <Box title={outcome.waitlist ? texts.askTitleWaitlist : texts.askTitle}>
        <p className="mt-2">{text}</p>
        <dl className="facts mt-3">
          <Fact label={texts.persons}>
            <ul>
              {outcome.persons.map((person, position) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two people of a group may have the same name
                <li key={position}>
                  {person.name}
                  {person.attendance && ` (${ATTENDANCE_LABELS[locale][person.attendance]})`}
                </li>
              ))}
            </ul>
          </Fact>
          {outcome.billing.length > 0 && (
            <Fact label={texts.billing}>
              <address className="not-italic">
                {outcome.billing.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </Fact>
          )}
        </dl>
        <form method="post" action={CONFIRM_PATH} className="mt-4">
          <input type="hidden" name={TOKEN_FIELD} value={outcome.token} />
          <Button type="submit">{outcome.waitlist ? texts.confirmWaitlist : texts.confirm}</Button>
        </form>
      </Box>
    );
  }
  if (outcome.kind === 'confirmed') {
    return (
      <Box title={outcome.waitlist ? texts.confirmedTitleWaitlist : texts.confirmedTitle}>
        <div role="status" className="mt-2">
          <p>{outcome.waitlist ? texts.confirmedWaitlist : texts.confirmed}</p>
          {outcome.reference && (
            <p className="mt-2">
              {texts.reference} <strong>{outcome.reference}</strong>
            </p>
          )}
        </div>
      </Box>
    );
  }
  return (
    <Box title={texts.problemTitle}>
      <p role="alert" className="notice mt-3">
        {outcome.message}
      </p>
    </Box>
  );
}

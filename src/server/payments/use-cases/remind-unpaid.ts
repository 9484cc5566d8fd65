/**
 * The day's steps of the unpaid invoices (dunning.ts), as the server runs them at start and
 * every new day: each open invoice not marked disputed gets the step due today, taken once: the
 * first or second reminder to its invoice contact (with the invoice's PDF; the second to a
 * business with the statutory charges, when LATE_PAYMENT_CHARGES is on), or, after both, the
 * hand-over to staff (its CMS item flagged, the accounts department told). Mails go through the
 * outbox and its caps like every mail; without mail settings the steps are recorded all the same.
 */
import type { DunningStep } from '../../database/column-values.ts';
import { outstandingOf } from '../../invoices/rules/payment-status.ts';
import { type InvoiceRecords, payableOf } from '../../invoices/store/invoice-records.ts';
import type { MailSettings } from '../../mail/envelope.ts';
import type { OutgoingMail } from '../../outbox/mail-message.ts';
import type { RegistrationStores } from '../../registrations/store/registration-stores.ts';
import { type DunningPeriods, dunningStep, lateCharges } from '../rules/dunning.ts';
import { handOverMail, paymentReminderMail } from '../rules/payment-reminder-mail.ts';
import type { Dunning, DunningEntry, OwingInvoice } from '../store/dunning-table.ts';

export interface DunningDeps {
  readonly dunning: Dunning;
  readonly invoices: Pick<InvoiceRecords, 'files'>;
  readonly registrations: Pick<RegistrationStores['registrations'], 'get'>;
  /** 'YYYY-MM-DD' in Germany. */
  readonly today: () => string;
  readonly now: () => Date;
  readonly periods: DunningPeriods;
  /** The base rate the statutory charges are counted from (LATE_PAYMENT_CHARGES on); null: none claimed. */
  readonly charges: { readonly baseRate: number } | null;
  /** What the mails are written with; null: the steps are taken and nobody is mailed. */
  readonly mailSettings: MailSettings | null;
}

/** How many invoices took each step today. */
export type DunningCounts = Readonly<Record<DunningStep, number>>;

/** The mails of `step` of `owing` on `today`. */
async function mailsOf(deps: DunningDeps, owing: OwingInvoice, step: DunningStep, today: string): Promise<OutgoingMail[]> {
  const settings = deps.mailSettings;
  if (!settings) return [];
  const { record, received, taken } = owing;
  const outstanding = outstandingOf(payableOf(record), received);
  const reminded = taken.find((done) => done.step === (step === 'staff' ? 'second' : 'first'))?.day ?? null;
  const facts = { registrationId: record.registrationId, document: record.document, outstanding, reminded };
  if (step === 'staff') return [handOverMail(settings, facts)];
  // A private person is asked for no charges; nor is anyone whose registration is gone.
  const business = step === 'second' && deps.charges && (await deps.registrations.get(record.registrationId))?.payload.consumer === false;
  const charges = business && deps.charges ? lateCharges(outstanding, record.document.dueDate, today, deps.charges.baseRate) : null;
  const pdf = (await deps.invoices.files(record.id))?.pdf ?? null;
  return [paymentReminderMail(settings, { ...facts, step, gross: record.gross, received, today, charges, pdf })];
}

/** Takes every step due today that was not taken yet. */
export async function remindUnpaid(deps: DunningDeps): Promise<DunningCounts> {
  const today = deps.today();
  const counts = { first: 0, second: 0, staff: 0 };
  const entries: DunningEntry[] = [];
  for (const owing of await deps.dunning.owing()) {
    const { record, received, taken } = owing;
    const step = dunningStep(
      {
        dueDate: record.document.dueDate,
        outstanding: outstandingOf(payableOf(record), received),
        disputed: record.disputedAt !== null,
        taken,
      },
      today,
      deps.periods,
    );
    if (step === null) continue;
    entries.push({ invoiceId: record.id, step, day: today, mails: await mailsOf(deps, owing, step, today) });
  }
  if (entries.length === 0) return counts;
  for (const entry of await deps.dunning.take(entries, deps.now().getTime())) counts[entry.step]++;
  return counts;
}

/**
 * What registering (register.ts) and joining a waiting list (join-waitlist.ts) share: what
 * they need, what they answer, and composing a new entry's mails.
 */
import type { Content } from '../../../content/types.ts';
import type { RejectionCode } from '../../../registration-contract/messages.ts';
import type { ConfirmationSettings } from '../../gate/confirmation-settings.ts';
import { errorField, log } from '../../log/log.ts';
import type { MailComposer } from '../../mail/composer.ts';
import type { OutgoingMail } from '../../outbox/mail-message.ts';
import type { RegistrationStores } from '../store/registration-stores.ts';

export type RegisterResult =
  /**
   * waitlist: the entry went onto the date's waiting list (no seat taken); emails: where its
   * confirmations go; confirmed: it claimed a waiting-list offer and counts at once.
   */
  | { kind: 'created'; id: string; dateId: number; stored: boolean; waitlist: boolean; emails: readonly string[]; confirmed?: boolean }
  | { kind: 'invalid'; issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> }
  /** params: what the refusal's message names (the seats left); retryAfterSeconds: when a cap refused it. */
  | { kind: 'refused'; code: RejectionCode; params?: Readonly<Record<string, string | number>>; retryAfterSeconds?: number };

export interface RegisterDeps {
  readonly stores: RegistrationStores;
  readonly getContent: () => Content;
  /** 'YYYY-MM-DD', Europe/Berlin */
  readonly today: () => string;
  readonly now: () => Date;
  readonly newId: () => string;
  /** The mails an entry sends (queued with it); none when absent. */
  readonly mails?: MailComposer;
  /** The client the request came from, keyed (the gate's clientKey). */
  readonly client: string;
  readonly confirmation: ConfirmationSettings;
  /** The link of a confirmation mail, for its token. */
  readonly confirmLink: (token: string) => string;
  /** The manage link of a token (a confirmed registration's, or one place's). */
  readonly manageLink: (token: string) => string;
  /** The academy books businesses only (BOOKING_CUSTOMERS): a registration as a private person is refused. */
  readonly businessesOnly?: boolean;
}

/** A registration as a private person where the academy books businesses only: the box's error. */
export const privateRefused = (deps: Pick<RegisterDeps, 'businessesOnly'>, registration: { readonly consumer: boolean }) =>
  deps.businessesOnly && registration.consumer ? ({ kind: 'invalid', issues: [{ path: ['consumer'], message: 'choice' }] } as const) : null;

/**
 * An entry's mails, or none and why if composing them fails: a registration is never lost
 * to a mail it could not write (the error is logged, and recorded for the export).
 */
export function composedMails(id: string, compose: () => OutgoingMail[]): { mails: OutgoingMail[]; problem: string | null } {
  try {
    return { mails: compose(), problem: null };
  } catch (error) {
    log.error('mails could not be composed; the entry is stored without them', { id, error: errorField(error) });
    return { mails: [], problem: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * An enquiry's way, apart from HTTP: stored pending, in the academy's inbox and the CMS at once
 * (its address marked not yet confirmed), with the mail that asks its sender to confirm the
 * address; once the link's page is used, confirmed (the CMS's item says so) and the sender's copy
 * mailed. A link that is malformed, unknown, used or expired is a problem, never an error.
 */
import { randomUUID } from 'node:crypto';
import { ENQUIRY_CONFIRM_PATH } from '../../../enquiry-contract/outcome.ts';
import type { Enquiry } from '../../../enquiry-contract/schema.ts';
import { TOKEN_FIELD } from '../../../registration-contract/contract.ts';
import type { ConfirmationSettings } from '../../gate/confirmation-settings.ts';
import type { Gate } from '../../gate/gate.ts';
import { hashToken, newToken, TOKEN_PATTERN } from '../../gate/tokens.ts';
import type { MailSettings } from '../../mail/envelope.ts';
import { enquiryAcademyMail, enquiryConfirmMail, enquiryCopyMail } from '../rules/enquiry-mails.ts';
import { ENQUIRY_ID_PREFIX, type EnquiryStore, type LinkOutcome, type StoredEnquiry } from '../store/enquiry-store.ts';

/** What enquiring needs of the stores: the gate registrations pass too (who a client is), and transactions. */
export interface GateStores {
  readonly gate: Gate;
  committed<T>(work: () => Promise<T>): Promise<T>;
}

export interface Enquiring {
  readonly stores: GateStores;
  readonly enquiries: EnquiryStore;
  readonly mailSettings: MailSettings;
  readonly confirmation: ConfirmationSettings;
  readonly now: () => Date;
}

/** Stored pending under its id, or refused for now: a cap on the client's or everyone's pending enquiries was reached. */
export type Submitted = { readonly kind: 'stored'; readonly id: string } | { readonly kind: 'capped'; readonly retryAfterSeconds: number };

/** How many hours a confirmation link works. */
export const linkHours = (confirmation: ConfirmationSettings): number => confirmation.linkMs / 3_600_000;

/** Stores a valid enquiry pending, from the client at this address, with the mail that carries its link. */
export async function submitEnquiry(enquiring: Enquiring, enquiry: Enquiry, clientAddress: string): Promise<Submitted> {
  const { stores, enquiries, mailSettings, confirmation, now } = enquiring;
  const id = `${ENQUIRY_ID_PREFIX}${randomUUID()}`;
  const { token, hash } = newToken();
  const link = `${mailSettings.siteUrl}${ENQUIRY_CONFIRM_PATH}?${TOKEN_FIELD}=${token}`;
  const mail = enquiryConfirmMail(mailSettings, id, enquiry, link, linkHours(confirmation));
  const academyMail = enquiryAcademyMail(mailSettings, id, enquiry);
  const client = stores.gate.clientKey(clientAddress);
  const pending = { id, enquiry, client, hash, mail, academyMail };
  const stored = await stores.committed(() => enquiries.submit(pending, now().getTime(), confirmation));
  return stored.kind === 'capped' ? stored : { kind: 'stored', id };
}

const UNKNOWN_LINK: LinkOutcome = { kind: 'problem', expired: false };

/** What a link would send, without sending it (mail scanners follow links). */
export const viewEnquiry = (enquiring: Enquiring, token: string): Promise<LinkOutcome> =>
  TOKEN_PATTERN.test(token) ? enquiring.enquiries.view(hashToken(token), enquiring.now().getTime()) : Promise.resolve(UNKNOWN_LINK);

/** Uses a link: its enquiry confirmed, with the sender's copy (and its CMS item, now confirmed) waiting in the outboxes. */
export function confirmEnquiry(enquiring: Enquiring, token: string): Promise<LinkOutcome> {
  const { stores, enquiries, mailSettings, now } = enquiring;
  if (!TOKEN_PATTERN.test(token)) return Promise.resolve(UNKNOWN_LINK);
  const copy = (stored: StoredEnquiry) => [enquiryCopyMail(mailSettings, stored.id, stored.enquiry, stored.createdAt)];
  return stores.committed(() => enquiries.confirm(hashToken(token), now().getTime(), copy));
}

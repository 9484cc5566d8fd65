/**
 * The mails of entries and of the changes to them, composed from the content as it is when
 * each is written: the one mail of a submission (confirm-mails.ts), once confirmed its
 * confirmations (entry-mails.ts), a change's (change-mails.ts), an offer from the waiting list
 * (offer-mail.ts) and a reminder (reminder-mail.ts). What the server and the API hold.
 */

import type { MaterialDays } from '../../content/date-materials.ts';
import type { Content } from '../../content/types.ts';
import type { ChangedBy, EntryList } from '../database/column-values.ts';
import { DEFAULT_CONFIRMATION_SETTINGS } from '../gate/confirmation-settings.ts';
import type { OutgoingMail } from '../outbox/mail-message.ts';
import type { Place } from '../registrations/rules/change-records.ts';
import type { StoredEntry, StoredRegistration, StoredWaitlistEntry } from '../registrations/rules/stored-entry.ts';
import { accessAlertMail, accessMail } from './access-mail.ts';
import { type BookingsLink, bookingsLinkMail } from './bookings-mail.ts';
import { type ConfirmTerms, confirmRequestMail, knownMail } from './confirm-mails.ts';
import { registrationMails } from './entry-mails.ts';
import type { MailSettings } from './envelope.ts';
import { feedbackMail } from './feedback-mail.ts';
import { bookedDate } from './mail-parts.ts';
import type { ManageLinks } from './manage-links.ts';
import { offerMail } from './offer-mail.ts';
import { reminderMail } from './reminder-mail.ts';
import { waitlistDateCancelledMail, waitlistMails } from './waitlist-mails.ts';

/** What every change's mails are made with. */
export interface ChangeMailParts {
  readonly content: Content;
  readonly settings: MailSettings;
  readonly by: ChangedBy;
  /** The registration's places after the change (for the academy's table). */
  readonly places: readonly Place[];
  /** The change's number among the registration's changes. */
  readonly change: number;
}

/**
 * The mails of entries, composed from the content as it is when each is written: the one
 * mail of a submission (confirm-mails.ts), and once it is confirmed, its confirmations.
 */
export interface MailComposer {
  /** "Please confirm", with the link; `people`: how many a registration names. */
  /** `held`: how many of the `people` hold a seat until confirmed (the others are reserved on confirmation); default all. */
  confirmRequest(entry: StoredEntry<unknown>, list: EntryList, people: number, link: string, held?: number): OutgoingMail;
  /** "You are registered (or waiting) already". */
  known(entry: StoredEntry<unknown>, list: EntryList): OutgoingMail;
  /** A confirmed registration's confirmations, each with its manage link; to the `duplicates` (positions registered elsewhere already), a note that nothing changes. */
  registration(registration: StoredRegistration, links?: ManageLinks | null, duplicates?: readonly number[]): OutgoingMail[];
  waitlist(entry: StoredWaitlistEntry): OutgoingMail[];
  /** What the mails of a registration's change `change` (change-mails.ts) are made with: the content now, the settings, who asked, the places after it. */
  changeParts(by: ChangedBy, places: readonly Place[], change: number): ChangeMailParts;
  /** The offer of a freed seat to a waiting-list entry, with its claim link, held until `expiresAt` (ms). */
  offer(entry: StoredWaitlistEntry, link: string, expiresAt: number): OutgoingMail;
  /** The reminder before the course to participant `position`, written on `today`, with a link to their place. */
  reminder(registration: StoredRegistration, position: number, today: string, link: string | null): OutgoingMail;
  /** The access details of `day` to participant `position`, made at `now`; null when they do not join online that day. */
  access(registration: StoredRegistration, position: number, day: string, now: Date): OutgoingMail | null;
  /** The academy's alert that `day` of a date has no access details yet, its mails going at `hour`. */
  accessAlert(dateId: number, day: string, hour: number): OutgoingMail;
  /** After the course, the request for feedback to participant `position` sent on `today`, with the new link to their place and the last day it takes answers. */
  feedback(registration: StoredRegistration, position: number, link: string, until: string, today: string): OutgoingMail;
  /** The academy called the date off: to a person waiting for it. */
  waitlistDateCancelled(entry: StoredWaitlistEntry): OutgoingMail;
  /** The sign-in link to every registration booked from an address ("my bookings"). */
  bookingsLink(link: BookingsLink): OutgoingMail;
}

export function mailComposer(
  getContent: () => Content,
  settings: MailSettings,
  terms: ConfirmTerms,
  materialDays: MaterialDays = DEFAULT_CONFIRMATION_SETTINGS.materials,
): MailComposer {
  const submitted = (entry: StoredEntry<unknown>, list: EntryList, people: number) => ({
    entry,
    list,
    people,
    booked: bookedDate(getContent(), entry.dateId),
  });
  return {
    confirmRequest: (entry, list, people, link, held = people) =>
      confirmRequestMail(settings, { ...submitted(entry, list, people), held }, link, terms),
    known: (entry, list) => knownMail(settings, submitted(entry, list, 1)),
    registration: (registration, links = null, duplicates = []) =>
      registrationMails(registration, getContent(), settings, links, duplicates),
    waitlist: (entry) => waitlistMails(entry, getContent(), settings, terms.offerHours),
    changeParts: (by, places, change) => ({ content: getContent(), settings, by, places, change }),
    offer: (entry, link, expiresAt) => offerMail(entry, getContent(), settings, link, expiresAt),
    reminder: (registration, position, today, link) =>
      reminderMail(registration, position, getContent(), settings, today, { href: link, materialDays }),
    access: (registration, position, day, now) => accessMail(registration, position, day, getContent(), settings, now),
    accessAlert: (dateId, day, hour) => accessAlertMail(dateId, day, hour, getContent(), settings),
    feedback: (registration, position, link, until, today) =>
      feedbackMail(registration, position, getContent(), settings, { link, until, materialDays, today }),
    waitlistDateCancelled: (entry) => waitlistDateCancelledMail(entry, getContent(), settings),
    bookingsLink: (link) => bookingsLinkMail(settings, link),
  };
}

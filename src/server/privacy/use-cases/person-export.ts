/**
 * The answer to a person's request for what is stored about their address (GDPR Art. 15 and
 * 20): everything person-data.ts found, as JSON for a machine, and as a summary a person
 * reads, in the language of their latest entry: each registration with the date, what they are
 * in it and the details it holds of them, their certificates, each waiting-list entry, the mails, and where the
 * CMS holds a copy. Only the person's own data: a colleague's place, another invoice contact,
 * the recipients of other mails stay out. Pure.
 */
import { findDate } from '../../../content/content-index.ts';
import type { Content } from '../../../content/types.ts';
import { formatCents, formatDate } from '../../../i18n/format.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { mailboxOf, namesMailbox } from '../../gate/tokens.ts';
import type { StoredQuote } from '../../quotes/rules/quote-record.ts';
import { placesOfRoles, type Role } from '../../registrations/rules/anonymised.ts';
import type { PersonRecord } from '../store/person-record.ts';

const WORDS = {
  de: {
    title: 'Auskunft über gespeicherte Daten',
    about: 'zur E-Mail-Adresse',
    asOf: 'Stand',
    registrations: 'Anmeldungen',
    waitlist: 'Wartelisten',
    enquiries: 'Anfragen (Kontakt- und Inhouse-Formular)',
    quotes: 'Angeforderte Angebote',
    unopened: 'noch nicht erstellt',
    validUntil: 'gültig bis',
    mails: 'E-Mails',
    none: 'keine',
    reference: 'Vorgang',
    status: 'Status',
    roles: 'Ihre Rolle',
    registrant: 'angemeldet von Ihnen',
    participant: 'teilnehmende Person Nr.',
    replaced: 'durch eine Ersatzperson ersetzt',
    invoiceContact: 'Ansprechperson für die Rechnung',
    details: 'Gespeicherte Angaben',
    billing: 'Rechnungsanschrift',
    remarks: 'Anmerkungen',
    changes: 'Änderungen',
    invoices: 'Rechnungen (für die Buchhaltung aufbewahrt)',
    feedback: 'Ihre Bewertung',
    booker: 'Gebucht von Ihnen als',
    quotable: 'darf mit Vorname und Firma zitiert werden',
    certificates: 'Zertifikate (im Zertifikatsregister aufbewahrt, solange sie gültig sind)',
    revoked: 'widerrufen am',
    sent: 'gesendet',
    refused: 'nicht zustellbar',
    waiting: 'noch nicht gesendet',
    counted: 'E-Mails an Ihre Adresse in den letzten 24 Stunden (für die Begrenzung je Adresse gezählt)',
    cms: 'Im Redaktionssystem der Akademie (Directus) liegt von jeder bestätigten Anmeldung, jedem bestätigten Wartelisteneintrag und jeder bestätigten Anfrage eine Kopie mit denselben Angaben.',
    unknownDate: 'Termin',
  },
  en: {
    title: 'What is stored about you',
    about: 'for the email address',
    asOf: 'As of',
    registrations: 'Registrations',
    waitlist: 'Waiting lists',
    enquiries: 'Enquiries (contact and in-house forms)',
    quotes: 'Quotations asked for',
    unopened: 'not issued yet',
    validUntil: 'valid until',
    mails: 'Emails',
    none: 'none',
    reference: 'Reference',
    status: 'Status',
    roles: 'Your part',
    registrant: 'registered by you',
    participant: 'participant no.',
    replaced: 'replaced by a substitute',
    invoiceContact: 'invoice contact',
    details: 'Details stored',
    billing: 'Billing address',
    remarks: 'Remarks',
    changes: 'Changes',
    invoices: 'Invoices (kept for the accounts)',
    feedback: 'Your rating',
    booker: 'Booked by you as',
    quotable: 'may be quoted with first name and company',
    certificates: 'Certificates (kept in the register of certificates while they are valid)',
    revoked: 'revoked on',
    sent: 'sent',
    refused: 'could not be delivered',
    waiting: 'not sent yet',
    counted: 'emails to your address in the last 24 hours (counted for the limit per address)',
    cms: "The academy's content system (Directus) holds a copy of every confirmed registration, waiting-list entry and enquiry, with the same details.",
    unknownDate: 'date',
  },
} as const;

/** The language of the person's latest entry; German when there is none. */
export function personLocale(record: PersonRecord): Locale {
  const entries = [...record.registrations.map(({ entry }) => entry), ...record.waitlist];
  return entries.toSorted((a, b) => b.createdAt.localeCompare(a.createdAt))[0]?.locale ?? 'de';
}

const roleText = (role: Role, words: (typeof WORDS)[Locale]) =>
  typeof role === 'object' ? `${words.participant} ${role.participant}` : role === 'registrant' ? words.registrant : words.invoiceContact;

const line = (label: string, value: string) => `    ${label}: ${value}`;

/** A quote that names the person, as the JSON document has it: whoever asked sees its billing address, a person named only themselves. */
const quoteView = ({ id, number, createdAt, validUntil, registrationId, email, registration }: StoredQuote, mailbox: string) => ({
  id,
  number,
  dateId: registration.dateId,
  askedAt: new Date(createdAt).toISOString(),
  validUntil,
  booked: registrationId !== null,
  ...(mailboxOf(email) === mailbox ? { email, billing: registration.billing } : {}),
  people: registration.participants.filter((person) => mailboxOf(person.email) === mailbox),
});

/** What the record holds of the person alone, for the JSON document. */
function personView(record: PersonRecord) {
  const mailbox = mailboxOf(record.address);
  return {
    address: record.address,
    registrations: record.registrations.map(({ entry, roles, changes, places, invoices, feedback }) => {
      const positions = placesOfRoles(roles);
      const contact = entry.payload.invoiceContact;
      return {
        id: entry.id,
        reference: entry.reference,
        dateId: entry.dateId,
        status: entry.status,
        locale: entry.locale,
        submittedAt: entry.createdAt,
        confirmedAt: entry.confirmedAt,
        roles,
        places: positions.map((position) => ({
          ...entry.payload.participants[position],
          position: position + 1,
          place: places.find((place) => place.position === position) ?? null,
        })),
        ...(roles.includes('registrant')
          ? {
              billing: entry.payload.billing,
              remarks: entry.payload.remarks ?? null,
              ...(entry.payload.booker.forOthers ? { booker: entry.payload.booker } : {}),
            }
          : {}),
        ...(roles.includes('invoiceContact') && !contact.sameAsParticipant ? { invoiceContact: contact } : {}),
        changes: changes.map(({ kind, by, at, details }) => ({
          kind,
          by,
          at,
          ...(namesMailbox(JSON.stringify(details), mailbox) ? { details } : {}),
        })),
        invoices,
        feedback: feedback.map(({ position, answer, quoteName, quoteCompany, answeredAt, review }) => ({
          position: position + 1,
          ...answer,
          ...(answer.quote ? { quotedAs: [quoteName, quoteCompany].filter(Boolean).join(', ') } : {}),
          answeredAt: new Date(answeredAt).toISOString(),
          review,
        })),
      };
    }),
    waitlist: record.waitlist.map((entry) => ({
      id: entry.id,
      dateId: entry.dateId,
      status: entry.status,
      submittedAt: entry.createdAt,
      confirmedAt: entry.confirmedAt,
      details: entry.payload.waitlist,
    })),
    mails: record.mails.map(({ entryId, kind, sentAt, rejectedAt, to }) => ({
      entryId,
      kind,
      sentAt,
      rejectedAt,
      ...(to !== null && mailboxOf(to) === mailbox ? { to } : {}),
    })),
    certificates: record.certificates,
    enquiries: record.enquiries,
    quotes: record.quotes.map((quote) => quoteView(quote, mailbox)),
    mailsCounted: record.mailsCounted,
  };
}

/** The summary's lines of the person's certificates. */
function certificateLines(certificates: PersonRecord['certificates'], locale: Locale): string[] {
  const words = WORDS[locale];
  const revoked = (at: string | null) => (at ? `, ${words.revoked} ${formatDate(locale, at.slice(0, 10))}` : '');
  return [
    '',
    `${words.certificates} (${certificates.length}):${certificates.length ? '' : ` ${words.none}`}`,
    ...certificates.map(
      (item) => `  - ${item.number}: ${item.title}, ${item.holder}, ${formatDate(locale, item.issueDate)}${revoked(item.revokedAt)}`,
    ),
  ];
}

/** The summary's lines of the quotes that name the person. */
function quoteLines(quotes: readonly StoredQuote[], locale: Locale, dateText: (dateId: number) => string): string[] {
  const words = WORDS[locale];
  const valid = (quote: StoredQuote) => (quote.validUntil ? `, ${words.validUntil} ${formatDate(locale, quote.validUntil)}` : '');
  return [
    '',
    `${words.quotes} (${quotes.length}):${quotes.length ? '' : ` ${words.none}`}`,
    ...quotes.map((quote) => `  - ${quote.number ?? words.unopened}: ${dateText(quote.registration.dateId)}${valid(quote)}`),
  ];
}

/** The JSON document and the readable summary of what is stored about an address. */
export function personExport(record: PersonRecord, content: Content, now: Date): { json: string; summary: string; locale: Locale } {
  const locale = personLocale(record);
  const words = WORDS[locale];
  const dateText = (dateId: number) => {
    const found = findDate(content, dateId);
    return found
      ? `${found.seminar.translations[locale].title}, ${formatDate(locale, found.date.start)}`
      : `${words.unknownDate} ${dateId}`;
  };
  const out = [`${words.title} ${words.about} ${record.address}`, `${words.asOf}: ${now.toISOString()}`, ''];
  out.push(`${words.registrations} (${record.registrations.length}):${record.registrations.length ? '' : ` ${words.none}`}`);
  for (const { entry, roles, changes, invoices, feedback } of record.registrations) {
    out.push(`  - ${dateText(entry.dateId)}`, line(words.reference, entry.reference), line(words.status, entry.status));
    out.push(line(words.roles, roles.length ? roles.map((role) => roleText(role, words)).join(', ') : words.replaced));
    for (const role of roles) {
      if (typeof role === 'object') {
        const person = entry.payload.participants[role.participant - 1];
        if (person)
          out.push(
            line(
              words.details,
              [person.firstName, person.lastName, person.email, person.phone, person.company, person.jobTitle].join(', '),
            ),
          );
      }
      if (role === 'invoiceContact' && !entry.payload.invoiceContact.sameAsParticipant) {
        const contact = entry.payload.invoiceContact;
        out.push(line(words.invoiceContact, [contact.name, contact.email, contact.phone].join(', ')));
      }
      if (role === 'registrant') {
        const { billing, remarks, booker } = entry.payload;
        if (booker.forOthers) out.push(line(words.booker, [booker.name, booker.email, booker.phone, booker.company].join(', ')));
        out.push(
          line(words.billing, [billing.company, billing.street, `${billing.postalCode} ${billing.city}`, billing.country].join(', ')),
        );
        if (remarks) out.push(line(words.remarks, remarks));
      }
    }
    if (changes.length > 0) out.push(line(words.changes, changes.map((change) => `${change.at} ${change.kind}`).join('; ')));
    if (invoices.length > 0)
      out.push(line(words.invoices, invoices.map((invoice) => `${invoice.number} (${formatCents(locale, invoice.gross)})`).join('; ')));
    for (const { answer } of feedback)
      out.push(line(words.feedback, [`${answer.course}/5`, answer.comment, answer.quote ? words.quotable : ''].filter(Boolean).join(', ')));
  }
  out.push(...certificateLines(record.certificates, locale));
  out.push('', `${words.waitlist} (${record.waitlist.length}):${record.waitlist.length ? '' : ` ${words.none}`}`);
  for (const entry of record.waitlist) {
    const { name, email, phone, company } = entry.payload.waitlist;
    out.push(`  - ${dateText(entry.dateId)}`, line(words.status, entry.status));
    out.push(line(words.details, [name, email, phone, company].join(', ')));
  }
  out.push('', `${words.enquiries} (${record.enquiries.length}):${record.enquiries.length ? '' : ` ${words.none}`}`);
  for (const enquiry of record.enquiries) {
    const { name, email, phone, company, message } = enquiry.details as Record<string, string | undefined>;
    out.push(`  - ${enquiry.createdAt}`, line(words.status, enquiry.status));
    out.push(line(words.details, [name, email, phone, company, message].filter(Boolean).join(', ')));
  }
  out.push(...quoteLines(record.quotes, locale, dateText));
  out.push('', `${words.mails} (${record.mails.length}):${record.mails.length ? '' : ` ${words.none}`}`);
  for (const mail of record.mails) {
    const state = mail.sentAt ? `${words.sent} ${mail.sentAt}` : mail.rejectedAt ? `${words.refused} ${mail.rejectedAt}` : words.waiting;
    out.push(`  - ${mail.kind} (${words.reference} ${mail.entryId}): ${state}`);
  }
  out.push('', `${words.counted}: ${record.mailsCounted}`, '', words.cms, '');
  const json = JSON.stringify({ ...personView(record), generatedAt: now.toISOString(), locale }, null, 2);
  return { json: `${json}\n`, summary: out.join('\n'), locale };
}

/**
 * What the mails of a registration and a waiting-list entry say, composed from the real
 * content-cache/: the greeting, the price as it was on the day of booking, who gets which
 * mail, the academy's copy, and nothing a visitor typed reaching the HTML unescaped.
 */

import { describe, expect, it } from 'vitest';
import { DEFAULT_ACADEMY_CONTACT } from '../../src/config/academy-contact.ts';
import { loadContentCache } from '../../src/content/cache.ts';
import { berlinDate } from '../../src/content/calendar.ts';
import { registrationSchema } from '../../src/registration-contract/schema.ts';
import { waitlistSchema } from '../../src/registration-contract/waitlist.ts';
import { mailComposer } from '../../src/server/mail/composer.ts';
import { registrationMails } from '../../src/server/mail/entry-mails.ts';
import { waitlistMails } from '../../src/server/mail/waitlist-mails.ts';
import { bookedPrice } from '../../src/server/registrations/rules/booked-price.ts';
import type { StoredRegistration } from '../../src/server/registrations/store/registrations-table.ts';
import { bookedAs, validInput, withField } from '../support/registration.ts';

const content = await loadContentCache('content-cache');
const settings = { siteUrl: 'https://www.rackwise-academy.de', academyInbox: 'team@academy.example', academy: DEFAULT_ACADEMY_CONTACT };
/** A date with an early-booking price until 2026-12-31: 2150 regular, 1890 early, total 2440. */
const PROMO_DATE = 1003;

function stored(
  input: unknown,
  { locale = 'de', createdAt = '2026-11-24T10:00:00.000Z', id = 'r-1' }: { locale?: 'de' | 'en'; createdAt?: string; id?: string } = {},
): StoredRegistration {
  const payload = registrationSchema.parse(input);
  const date = content.seminarDates.find((item) => item.id === payload.dateId);
  return {
    id,
    // Priced as the site prices a booking: by the date's prices on its day in Germany.
    ...bookedAs(date ? bookedPrice(date, berlinDate(new Date(createdAt))) : null),
    dateId: payload.dateId,
    email: payload.participants[0]!.email,
    locale,
    payload,
    createdAt,
    idempotencyKey: null,
    fingerprint: 'x',
    status: 'confirmed',
    heldUntil: null,
    confirmedAt: createdAt,
  };
}

const byKind = (mails: ReturnType<typeof registrationMails>) => new Map(mails.map((mail) => [mail.kind, mail]));

describe('the participant’s confirmation', () => {
  it.each([
    ['de', 'ms', 'Dr.', 'Sehr geehrte Frau Dr. Mustermann,'],
    ['de', 'mr', undefined, 'Sehr geehrter Herr Mustermann,'],
    ['de', 'none', 'Dr.', 'Guten Tag Dr. Erika Mustermann,'],
    ['en', 'ms', undefined, 'Dear Ms Mustermann,'],
    ['en', 'mr', 'Prof.', 'Dear Prof. Mustermann,'],
    ['en', 'none', undefined, 'Dear Erika Mustermann,'],
  ] as const)('greets in %s with salutation %s and title %s: %s', (locale, salutation, title, greeting) => {
    const input = withField(withField(validInput(), 'participants.0.salutation', salutation), 'participants.0.academicTitle', title);
    const mail = byKind(registrationMails(stored(input, { locale }), content, settings)).get('participant')!;
    expect(mail.text.split('\n')[0]).toBe(greeting);
  });

  it('states the price as it was on the day of booking: the early-booking price before its end, the regular one after', () => {
    const early = byKind(
      registrationMails(stored(validInput({ dateId: PROMO_DATE }), { createdAt: '2026-12-31T22:30:00.000Z' }), content, settings),
    ).get('participant')!;
    // 23:30 in Germany on the offer's last day: still early.
    expect(early.text).toMatch(/Seminargebühr: +1\.890,00\s€ \(Frühbucherpreis\)/);
    expect(early.text).toMatch(/Gesamtpreis: +2\.180,00\s€/);
    const late = byKind(
      registrationMails(stored(validInput({ dateId: PROMO_DATE }), { createdAt: '2026-12-31T23:30:00.000Z' }), content, settings),
    ).get('participant')!;
    expect(late.text).toMatch(/Seminargebühr: +2\.150,00\s€\n/);
    expect(late.text).toMatch(/Gesamtpreis: +2\.440,00\s€/);
  });

  it('goes to the participant, answers to the academy, carries the date’s calendar file, and names the online date as online', () => {
    const mail = byKind(registrationMails(stored(validInput(), { locale: 'en' }), content, settings)).get('participant')!;
    expect(mail.to).toEqual({ name: 'Dr. Erika Mustermann', address: 'erika.mustermann@example.com' });
    expect(mail.replyTo).toEqual({ name: 'Rackwise academy', address: 'team@academy.example' });
    expect(mail.messageId).toBe('<r-1.participant@www.rackwise-academy.de>');
    expect(mail.attachments).toEqual([
      {
        filename: 'calendar.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: expect.stringContaining('DTSTART:20270119T080000Z'),
      },
    ]);
    expect(mail.text).toMatch(/Location: +Online via Microsoft Teams\n/);
    expect(mail.text).toMatch(/Time: +9:00\sAM\s–\s4:30\sPM\n/);
    expect(mail.text).toContain('your access details');
    expect(mail.text).toContain('Terms and conditions: https://www.rackwise-academy.de/en/agb');
  });

  it('escapes what the visitor typed in the HTML version', () => {
    const input = withField(validInput(), 'participants.0.company', '<img src=x onerror=alert(1)> & Co');
    const mails = registrationMails(stored(input), content, settings);
    for (const mail of mails) {
      expect(mail.html).not.toContain('<img');
      expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; Co');
    }
  });
});

describe('who gets which mail', () => {
  it('the participant and the academy; a separate invoice contact gets a note of its own', () => {
    expect(registrationMails(stored(validInput()), content, settings).map((mail) => mail.kind)).toEqual(['participant', 'academy']);
    const separate = withField(validInput(), 'invoiceContact', {
      sameAsParticipant: false,
      name: 'Max Buchhaltung',
      email: 'rechnung@example.com',
      phone: '030 7654321',
    });
    const mails = byKind(registrationMails(stored(separate), content, settings));
    expect([...mails.keys()]).toEqual(['participant', 'invoiceContact', 'academy']);
    // Nobody proved that address: the note names nobody, but says what it costs, by place.
    expect(mails.get('invoiceContact')!.to).toEqual({ name: '', address: 'rechnung@example.com' });
    expect(mails.get('invoiceContact')!.text).toMatch(/^Guten Tag,\n/);
    expect(mails.get('invoiceContact')!.text).toMatch(/Gesamtpreis/);
    expect(mails.get('participant')!.text).toContain(
      'Die Rechnung senden wir nach dem Seminar per E-Mail an Max Buchhaltung <rechnung@example.com>.',
    );
    // At a mailbox of the one who registered, the note may name them.
    const own = withField(separate, 'invoiceContact.email', 'Erika.Mustermann+rechnung@example.com');
    const named = byKind(registrationMails(stored(own), content, settings)).get('invoiceContact')!;
    expect(named.text).toContain('Guten Tag Max Buchhaltung,');
    expect(named.text).toContain('Dr. Erika Mustermann (Muster Rechenzentren GmbH)');
  });

  it('to an address nobody proved, carries nothing typed into the registration', () => {
    const spam = 'Visit https://spam.example';
    const input = validInput();
    const typed = {
      ...input,
      participants: [
        { ...input.participants[0]!, firstName: spam, company: `${spam} GmbH` },
        { ...input.participants[0]!, firstName: spam, lastName: spam, email: 'stranger@example.com', jobTitle: spam },
      ],
      billing: { ...input.billing, company: spam, street: spam, purchaseOrder: spam },
      invoiceContact: { sameAsParticipant: false, name: spam, email: 'other.stranger@example.com', phone: '030 7654321' },
      remarks: spam,
    };
    const mails = byKind(registrationMails(stored(typed), content, settings));
    for (const kind of ['participant-2', 'invoiceContact'] as const) {
      const mail = mails.get(kind)!;
      expect(`${mail.to.name} ${mail.subject} ${mail.text} ${mail.html}`).not.toContain('spam.example');
      expect(mail.text).toContain('EN\u00a050600 Grundlagen');
    }
    expect(mails.get('participant-2')!.text).toContain('stornieren Sie den Platz über Ihren persönlichen Link');
    // The one who registered (whose address confirmed it) gets everything, as typed.
    expect(mails.get('participant')!.text).toContain(spam);
  });

  it('the academy’s copy: to its inbox, in German whatever the registration’s language, replies to the participant, the CSV row attached', () => {
    const copy = byKind(registrationMails(stored(validInput(), { locale: 'en' }), content, settings)).get('academy')!;
    expect(copy.to.address).toBe('team@academy.example');
    expect(copy.replyTo.address).toBe('erika.mustermann@example.com');
    expect(copy.subject).toBe(
      'Neue Anmeldung: EN\u00a050600 Grundlagen am 19. Januar 2027 – Dr. Erika Mustermann, Muster Rechenzentren GmbH',
    );
    expect(copy.text).toContain('(Sprache der Anmeldung: Englisch)');
    const [csv] = copy.attachments;
    expect(csv!.filename).toBe('anmeldung-r-1.csv');
    expect(csv!.content.startsWith('\uFEFFAnmelde-ID;')).toBe(true);
    expect(csv!.content.split('\r\n')[1]).toMatch(/^r-1;2026-11-24T10:00:00\.000Z;1001;/);
  });
});

describe('a waiting-list entry', () => {
  it('confirms the place on the list, with no price, and sends the academy a copy', () => {
    const payload = waitlistSchema.parse({
      dateId: 1002,
      waitlist: { name: 'Jonas Weber', email: 'jonas@example.com', phone: '+49 40 555 0199', company: 'Hafen GmbH', consent: true },
    });
    const mails = waitlistMails(
      {
        id: 'w-1',
        dateId: 1002,
        email: 'jonas@example.com',
        locale: 'en',
        payload,
        createdAt: '2026-11-24T10:00:00.000Z',
        status: 'confirmed',
        heldUntil: null,
        confirmedAt: '2026-11-24T10:00:00.000Z',
        idempotencyKey: null,
        fingerprint: 'x',
      },
      content,
      settings,
      36,
    );
    expect(mails.map((mail) => mail.kind)).toEqual(['waitlist', 'waitlistAcademy']);
    const [person, copy] = mails;
    expect(person!.subject).toBe('Waiting list: EN\u00a050600 Fundamentals, December 8, 2026');
    expect(person!.text).toContain('Dear Jonas Weber,');
    expect(person!.text).toContain('You are on the waiting list for this date');
    expect(person!.text).toContain('you receive an email with a link to book the seat within 36 hours');
    expect(person!.text).not.toMatch(/€/);
    expect(copy!.subject).toBe('Neuer Eintrag auf der Warteliste: EN\u00a050600 Grundlagen am 8. Dezember 2026 – Jonas Weber, Hafen GmbH');
    expect(copy!.replyTo.address).toBe('jonas@example.com');
  });
});

describe('before the owner of the address confirms', () => {
  const composer = mailComposer(() => content, settings, { linkHours: 24, holdMinutes: 60, offerHours: 48 });
  const link = 'https://www.rackwise-academy.de/api/registrations/confirm?token=abc';
  const pending = (locale: 'de' | 'en') => ({
    ...stored(
      withField(withField(validInput(), 'participants.0.firstName', 'Visit http://evil.example now'), 'participants.0.company', 'Evil Ltd'),
      { locale },
    ),
    status: 'pending' as const,
    heldUntil: Date.parse('2026-11-22T11:00:00Z'),
  });

  it('asks to confirm in the entry’s language, with the link, the hold and how long the link works, and nothing the visitor typed but the address', () => {
    const german = composer.confirmRequest(pending('de'), 'registration', 3, link);
    expect(german.kind).toBe('confirm');
    expect(german.to).toEqual({ name: '', address: 'erika.mustermann@example.com' });
    expect(german.subject).toBe('Bitte bestätigen Sie Ihre Anmeldung: EN\u00a050600 Grundlagen am 19. Januar 2027');
    expect(german.text).toContain('eine Anmeldung für 3 Personen zu diesem Termin');
    expect(german.text).toContain(link);
    expect(german.html).toContain(`href="${link}"`);
    expect(german.text).toContain('Der Link gilt 24 Stunden und nur einmal.');
    expect(german.text).toContain('60 Minuten');
    // One that holds no seats (the date's share of holds is taken) says its seats are the visitor's once confirmed.
    const unheld = composer.confirmRequest({ ...pending('de'), heldUntil: null }, 'registration', 3, link);
    expect(unheld.text).not.toContain('60 Minuten');
    expect(unheld.text).toContain('sobald Sie bestätigen');
    expect(german.attachments).toEqual([]);
    for (const typed of ['evil.example', 'Evil Ltd', 'Mustermann']) {
      expect(german.text).not.toContain(typed);
      expect(german.html).not.toContain(typed);
    }
    const english = composer.confirmRequest(pending('en'), 'waitlist', 1, link);
    expect(english.subject).toBe('Please confirm your waiting-list entry: EN\u00a050600 Fundamentals, January 19, 2027');
    expect(english.text).toContain('A waiting-list entry for this date was sent');
    expect(english.text).not.toContain('hold the seats');
    // The button the mail tells to press is the one the confirmation page shows.
    expect(german.text).toContain('auf „Anmeldung verbindlich bestätigen“');
    expect(english.text).toContain('press “Confirm entry”');
  });

  it('tells an address registered already that nothing changed, without a link', () => {
    const known = composer.known({ ...pending('en'), status: 'known' }, 'registration');
    expect(known.kind).toBe('known');
    expect(known.subject).toBe('You are already registered: EN\u00a050600 Fundamentals, January 19, 2027');
    expect(known.text).toContain('nothing about your registration changes');
    expect(known.text).not.toMatch(/token=|evil\.example|Evil Ltd/);
  });
});

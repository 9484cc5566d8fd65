/**
 * One account of each registration, through the whole app on a real store and the real
 * content-cache/: a group of three booked at the early-booking price, one place cancelled 26
 * days before at half its price, the other two moved to a later date, one of them handed to a
 * substitute. After each step every mail states the amounts of that moment (two places at the
 * price as booked, the fee), the invoice contact hears of each change, and the manage page,
 * the export and the CMS item say the same. A date the academy calls off waives the fees of
 * places cancelled on it before.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import type { Content } from '../../src/content/types.ts';
import type { ManageView } from '../../src/registration-contract/manage.ts';
import { cmsItem } from '../../src/server/cms/registration-item.ts';
import { mailComposer } from '../../src/server/mail/composer.ts';
import { registrationsCsv } from '../../src/server/registrations/rules/entry-tables.ts';
import { cancelCalledOffDates } from '../../src/server/registrations/use-cases/called-off-dates.ts';
import { mailsOf, manageTokenOf, openManage, postManage } from '../support/manage-links.ts';
import { colleague, validInput } from '../support/registration.ts';
import { closeStores, registerConfirmed, registrationApp, TEST_MAIL_SETTINGS } from '../support/registration-app.ts';

/** Frankfurt, 16 to 18 February 2027: 2.440 € a place, 2.180 € booked until 31 December 2026. */
const DATE_ID = 1003;
/** Munich, 11 to 13 May 2027, the same seminar: 2.440 €. */
const LATER_DATE_ID = 1004;
const BOOKED = { now: Date.parse('2026-11-22T09:00:00.000Z'), today: '2026-11-22' };
/** 26 days before the start: half the price by the terms. */
const CANCELLED = { now: Date.parse('2027-01-21T09:00:00.000Z'), today: '2027-01-21' };

let content: Content;
beforeAll(async () => {
  content = await loadContentCache('content-cache');
});
afterEach(closeStores);

const INVOICE_CONTACT = { sameAsParticipant: false, name: 'Petra Buchhaltung', email: 'rechnung@kunde.example', phone: '+49 69 5550100' };

async function bookGroup(current: () => Content = () => content) {
  const clock = { ...BOOKED };
  const { app, stores } = await registrationApp(content, {
    getContent: current,
    now: () => new Date(clock.now),
    today: () => clock.today,
  });
  const input = validInput({ email: 'erika@kunde.example', dateId: DATE_ID });
  const id = await registerConfirmed(app, stores, {
    ...input,
    participants: [input.participants[0]!, colleague(2, 'jonas@kunde.example'), colleague(3, 'lena@kunde.example')],
    invoiceContact: INVOICE_CONTACT,
    locale: 'de',
  });
  const changeMails = async (change: number) => (await mailsOf(stores, id)).filter((mail) => mail.kind.startsWith(`change-${change}-`));
  return { app, stores, id, clock, changeMails };
}

/** The account rows of a mail's text, as one line each (the facts' columns squeezed to one space). */
const accountOf = (text: string) =>
  text
    .split('\n')
    .filter((line) => /^(Summe|Gruppenrabatt|Stornogebühr|Zu zahlen|Gesamtpreis|Seminargebühr)/.test(line))
    .map((line) => line.replace(/\s+/g, ' '));

describe('the account of a registration', () => {
  it('states two places at the booked price and the fee after a cancellation, a move and a substitute, and tells the invoice contact each time', async () => {
    const { app, stores, id, clock, changeMails } = await bookGroup();
    const { reference } = (await stores.registrations.get(id))!;
    const first = (await mailsOf(stores, id)).find((mail) => mail.kind === 'participant')!;
    expect(accountOf(first.text)).toEqual([
      'Seminargebühr: 1.890,00 € (Frühbucherpreis)',
      'Gesamtpreis: 2.180,00 € je Person (inkl. Prüfungs- und Zertifizierungsgebühr)',
      'Summe: 3 × 2.180,00 € = 6.540,00 €',
      // The third place gets the shipped group discount off its course fee; once a place is cancelled, there is no third.
      'Gruppenrabatt ab der 3. Person:',
      'Zu zahlen: 6.351,00 € zzgl. MwSt.',
    ]);
    expect(first.text).toMatch(/Gruppenrabatt ab der 3\. Person:\s+− 189,00\s€\n/);
    expect((await mailsOf(stores, id)).find((mail) => mail.kind === 'invoiceContact')?.to).toBe('rechnung@kunde.example');

    // One place cancelled 26 days before: half of 2.180 €.
    Object.assign(clock, CANCELLED);
    const whole = await manageTokenOf(stores, id, 'participant');
    expect((await postManage(app, { token: whole, action: 'cancel', position: 1, step: 'confirm' })).status).toBe(200);
    const owed = [
      'Seminargebühr: 1.890,00 € (Frühbucherpreis)',
      'Gesamtpreis: 2.180,00 € je Person (inkl. Prüfungs- und Zertifizierungsgebühr)',
      'Summe: 2 × 2.180,00 € = 4.360,00 €',
      'Stornogebühr: Jonas2 Beispiel: 50 % = 1.090,00 €',
      'Zu zahlen: 5.450,00 € zzgl. MwSt.',
    ];
    const cancelled = await changeMails(1);
    expect(cancelled.map((mail) => mail.to)).toEqual([
      'jonas@kunde.example',
      'erika@kunde.example',
      'rechnung@kunde.example',
      'team@academy.example',
    ]);
    // The one who registered reads the names; the others, whose addresses nobody proved, the places' numbers.
    const owedByNumber = owed.map((line) => line.replace('Jonas2 Beispiel', 'Platz 2'));
    expect(accountOf(cancelled[1]!.text)).toEqual(owed);
    for (const mail of [cancelled[0]!, cancelled[2]!]) expect(accountOf(mail.text)).toEqual(owedByNumber);
    expect(cancelled[2]!.text).toContain(
      `die Anmeldung ${reference}, deren Rechnung an Sie geht, hat sich geändert. Plätze wurden storniert.`,
    );

    // The two left move to a later date at the regular 2.440 €: the price stays as booked.
    expect((await postManage(app, { token: whole, action: 'transfer', toDateId: LATER_DATE_ID, step: 'confirm' })).status).toBe(200);
    const moved = await changeMails(2);
    expect(moved.map((mail) => mail.to)).toEqual([
      'erika@kunde.example',
      'lena@kunde.example',
      'rechnung@kunde.example',
      'team@academy.example',
    ]);
    expect(accountOf(moved[0]!.text)).toEqual(owed);
    for (const mail of moved.slice(1, 3)) expect(accountOf(mail.text)).toEqual(owedByNumber);
    expect(moved[0]!.text).not.toContain('Jonas2 Beispiel, ');
    expect(moved[2]!.text).toContain('umgebucht; der Preis bleibt wie gebucht');

    // A substitute takes the third place.
    const third = await manageTokenOf(stores, id, 'change-2-participant-3');
    const substitute = {
      'substitute.salutation': 'ms',
      'substitute.firstName': 'Clara',
      'substitute.lastName': 'Neumann',
      'substitute.email': 'clara@kunde.example',
      'substitute.phone': '+49 69 1234567',
      'substitute.company': 'Muster Rechenzentren GmbH',
      'substitute.jobTitle': 'Ingenieurin',
    };
    expect((await postManage(app, { token: third, action: 'substitute', position: 2, step: 'confirm', ...substitute })).status).toBe(200);
    const substituted = await changeMails(3);
    expect(substituted.map((mail) => mail.to)).toEqual([
      'clara@kunde.example',
      'lena@kunde.example',
      'rechnung@kunde.example',
      'team@academy.example',
    ]);
    expect(accountOf(substituted[0]!.text)).toEqual(owedByNumber);
    expect(accountOf(substituted[2]!.text)).toEqual(owedByNumber);
    expect(substituted[2]!.text).toMatch(/Angemeldet: +Platz 1\n +Platz 3\n/);

    // The page, the export and the CMS item read the same account.
    const view = (await (await openManage(app, whole)).json()) as ManageView;
    expect(view).toMatchObject({ reference, pricePerPlace: 2180, amountDue: 5450 });
    const places = await stores.registrations.places();
    const [header, ...rows] = registrationsCsv(await stores.registrations.all(), { locale: 'de', places })
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
    const column = (name: string) => rows.map((row) => row[header!.indexOf(name)]);
    expect(column('Vorgangsnummer')).toEqual([reference, reference, reference]);
    expect(column('Preis wie gebucht (EUR netto)')).toEqual(['2180.00', '2180.00', '2180.00']);
    expect(column('Frühbucherpreis')).toEqual(['ja', 'ja', 'ja']);
    expect(column('Betrag dieser Person (EUR netto)')).toEqual(['2180.00', '1090.00', '2180.00']);
    expect(cmsItem((await stores.registrations.entryState(id))!, content, clock.now)).toMatchObject({
      reference,
      price_per_place: 2180,
      cancellation_fee: 1090,
      amount_due: 5450,
    });
  });

  it('waives the fee of a place cancelled on a date the academy calls off, and says so to the invoice contact', async () => {
    let current = content;
    const { app, stores, id, clock, changeMails } = await bookGroup(() => current);
    Object.assign(clock, CANCELLED);
    const whole = await manageTokenOf(stores, id, 'participant');
    expect((await postManage(app, { token: whole, action: 'cancel', position: 1, step: 'confirm' })).status).toBe(200);

    current = { ...content, seminarDates: content.seminarDates.map((date) => (date.id === DATE_ID ? { ...date, cancelled: true } : date)) };
    const mails = mailComposer(() => current, TEST_MAIL_SETTINGS, { linkHours: 24, holdMinutes: 60, offerHours: 48 });
    const deps = { stores, getContent: () => current, today: () => clock.today, now: () => new Date(clock.now + 60_000), mails };
    expect((await cancelCalledOffDates(deps)).registrations).toEqual([id]);
    const told = await changeMails(2);
    expect(told.map((mail) => mail.to)).toEqual([
      'erika@kunde.example',
      'lena@kunde.example',
      'rechnung@kunde.example',
      'team@academy.example',
    ]);
    expect(accountOf(told[2]!.text)).toEqual([
      'Seminargebühr: 1.890,00 € (Frühbucherpreis)',
      'Gesamtpreis: 2.180,00 € je Person (inkl. Prüfungs- und Zertifizierungsgebühr)',
      'Stornogebühr erlassen: Platz 2: 1.090,00 € (den Termin hat die Akademie abgesagt)',
      'Zu zahlen: nichts',
    ]);
    expect(told[0]!.text).toContain('Zu zahlen: ');
    expect(told[2]!.text).toContain('Die Akademie hat den Termin abgesagt');
    const [header, ...rows] = registrationsCsv(await stores.registrations.all(), {
      locale: 'de',
      places: await stores.registrations.places(),
    })
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(rows.map((row) => row[header!.indexOf('Stornogebühr erlassen')])).toEqual(['', 'ja', '']);
    expect(rows.map((row) => row[header!.indexOf('Betrag dieser Person (EUR netto)')])).toEqual(['0.00', '0.00', '0.00']);
    expect(cmsItem((await stores.registrations.entryState(id))!, current, clock.now)).toMatchObject({ cancellation_fee: 0, amount_due: 0 });
    // Told once: the next look changes nothing.
    expect((await cancelCalledOffDates(deps)).registrations).toEqual([]);
  });

  it('of a registration moved away from a date called off later, waives the fee there and leaves the places on the new date', async () => {
    let current = content;
    const { app, stores, id, clock, changeMails } = await bookGroup(() => current);
    Object.assign(clock, CANCELLED);
    const whole = await manageTokenOf(stores, id, 'participant');
    expect((await postManage(app, { token: whole, action: 'cancel', position: 1, step: 'confirm' })).status).toBe(200);
    expect((await postManage(app, { token: whole, action: 'transfer', toDateId: 1004, step: 'confirm' })).status).toBe(200);

    current = { ...content, seminarDates: content.seminarDates.map((date) => (date.id === DATE_ID ? { ...date, cancelled: true } : date)) };
    const mails = mailComposer(() => current, TEST_MAIL_SETTINGS, { linkHours: 24, holdMinutes: 60, offerHours: 48 });
    const deps = { stores, getContent: () => current, today: () => clock.today, now: () => new Date(clock.now + 60_000), mails };
    const done = await cancelCalledOffDates(deps);
    expect(done).toMatchObject({ registrations: [id], seats: [] });
    const places = (await stores.changes.booking(id))!.places;
    expect(places.map((place) => [place.dateId, place.cancelledAt === null, place.feeWaivedAt !== null])).toEqual([
      [1004, true, false],
      [DATE_ID, false, true],
      [1004, true, false],
    ]);
    // Only the invoice contact is told (nobody's place ended), with the fee waived and what is owed now.
    const told = await changeMails(3);
    expect(told.map((mail) => mail.to)).toEqual(['rechnung@kunde.example', 'team@academy.example']);
    expect(accountOf(told[0]!.text)).toContain('Zu zahlen: 4.360,00 € zzgl. MwSt.');
    expect((await cancelCalledOffDates(deps)).registrations).toEqual([]);
  });
});

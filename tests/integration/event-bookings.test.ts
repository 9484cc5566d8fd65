/**
 * An event with a fee that registers with the form (the Rechenzentrumstag, date 2001), through
 * the whole app on a real store and the real content-cache/: registered as a group, confirmed,
 * managed through its link and invoiced the day after it, as a seminar date is, with the
 * event's title and fee, the VAT of its venue, and an e-invoice the schema and rules accept.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import type { Content } from '../../src/content/types.ts';
import { runBilling } from '../../src/server/invoices/use-cases/billing.ts';
import { billingOn } from '../support/billed-invoices.ts';
import { schemaErrors } from '../support/cii-schema.ts';
import { checkCii } from '../support/e-invoice-rules.ts';
import { mailsOf, manageTokenOf, openManage, postManage } from '../support/manage-links.ts';
import { colleague, validInput } from '../support/registration.ts';
import { closeStores, postJson, registerConfirmed, registrationApp } from '../support/registration-app.ts';

const EVENT_DATE = 2001;

let content: Content;
beforeAll(async () => {
  content = await loadContentCache('content-cache');
});
afterEach(closeStores);

/** A group of two registered for the event on 1 March 2027 and confirmed, with `fields` of the form besides; the clock can be moved. */
async function registeredForEvent(fields: object = {}) {
  const clock = { now: Date.parse('2027-03-01T09:00:00.000Z'), today: '2027-03-01' };
  const { app, stores } = await registrationApp(content, { now: () => new Date(clock.now), today: () => clock.today });
  const input = validInput({ email: 'erika@kunde.example', dateId: EVENT_DATE });
  const id = await registerConfirmed(app, stores, {
    ...input,
    participants: [input.participants[0]!, colleague(2, 'jonas@kunde.example')],
    ...fields,
    locale: 'de',
  });
  return { app, stores, id, clock };
}

describe('an event with a fee', () => {
  it('is registered, confirmed, managed and invoiced like a seminar date', async () => {
    const event = content.events.find((item) => item.dateId === EVENT_DATE)!;
    expect(event.price).toBe(190);
    const { app, stores, id, clock } = await registeredForEvent();

    const mails = await mailsOf(stores, id);
    const confirmation = mails.find((mail) => mail.kind === 'participant')!;
    expect(confirmation.text).toMatch(/Veranstaltung: +Rechenzentrumstag 2027/);
    expect(confirmation.text).toMatch(/Uhrzeit: +09:30–17:00 Uhr/);
    expect(confirmation.text).toMatch(/Ort: +Rackwise Academy Frankfurt, Lyoner Straße 44, 60528 Frankfurt am Main/);
    expect(confirmation.text).toMatch(/Gesamtpreis: +190,00\s€ je Person\n/);
    // Nothing a seminar's mail says of the seminar, its exam or a move to another date.
    expect(confirmation.text).not.toMatch(/Seminar|Prüfung|umbuchen/);
    const calendar = confirmation.attachments.find((file) => file.filename.endsWith('.ics'));
    expect(String(calendar?.content)).toContain('URL:https://www.rackwise-academy.de/events/rechenzentrumstag-2027');

    const view = (await (await openManage(app, await manageTokenOf(stores, id, 'participant'))).json()) as {
      places: ReadonlyArray<{ name: string; cancelled: boolean }>;
    };
    expect(view.places.map((place) => [place.name, place.cancelled])).toEqual([
      ['Dr. Erika Mustermann', false],
      ['Jonas2 Beispiel', false],
    ]);

    // Its last day is not over: no invoice; the day after: one, for both places at the fee, with Germany's VAT.
    const deps = () => billingOn(stores, content, clock);
    Object.assign(clock, { now: Date.parse('2027-06-17T18:00:00.000Z'), today: '2027-06-17' });
    expect((await runBilling(deps())).issued).toEqual([]);
    Object.assign(clock, { now: Date.parse('2027-06-18T06:00:00.000Z'), today: '2027-06-18' });
    const [invoice, ...others] = (await runBilling(deps())).issued;
    expect(others).toEqual([]);
    expect([invoice!.net, invoice!.vat, invoice!.gross]).toEqual([38_000, 7_220, 45_220]);
    expect(invoice!.document.lines.map((line) => [line.name, line.net, line.vat.category, line.vat.rate])).toEqual([
      ['Rechenzentrumstag 2027', 19_000, 'S', 19],
      ['Rechenzentrumstag 2027', 19_000, 'S', 19],
    ]);
    const files = (await stores.invoices.files(invoice!.id))!;
    expect([...(await schemaErrors(files.xml)), ...checkCii(files.xml)]).toEqual([]);
  });

  it("tells a separate invoice contact of a change in the event's words", async () => {
    const { app, stores, id } = await registeredForEvent({
      invoiceContact: { sameAsParticipant: false, name: 'Petra Buchhaltung', email: 'rechnung@kunde.example', phone: '+49 69 5550100' },
    });
    const token = await manageTokenOf(stores, id, 'participant');
    expect((await postManage(app, { token, action: 'cancel', position: 1, step: 'confirm' })).status).toBe(200);
    const notice = (await mailsOf(stores, id)).find((mail) => mail.kind.endsWith('-invoice') && mail.to === 'rechnung@kunde.example')!;
    expect(notice.text).toContain('So stellen wir sie nach der Veranstaltung in Rechnung');
    expect(notice.text).not.toMatch(/Seminar|Prüfung/);
  });

  it('takes no more people than its seats, and none after it', async () => {
    const full = { ...content, events: content.events.map((event) => (event.dateId === EVENT_DATE ? { ...event, seats: 1 } : event)) };
    const clock = { now: Date.parse('2027-03-01T09:00:00.000Z'), today: '2027-03-01' };
    const { app, stores } = await registrationApp(full, { now: () => new Date(clock.now), today: () => clock.today });
    await registerConfirmed(app, stores, validInput({ email: 'erste@kunde.example', dateId: EVENT_DATE }));
    expect((await postJson(app, validInput({ email: 'zweite@kunde.example', dateId: EVENT_DATE }))).status).toBe(409);
    Object.assign(clock, { now: Date.parse('2027-06-18T06:00:00.000Z'), today: '2027-06-18' });
    const late = await postJson(app, validInput({ email: 'spaete@kunde.example', dateId: EVENT_DATE }));
    expect(late.status).toBe(409);
  });
});

/**
 * Quotes through the registrations API (src/server/quotes/): asked for with the form's values,
 * mailed as a link to whoever books, numbered and mailed with its PDF when the link is first
 * opened, and booked from the link at its prices while it is valid and seats last, on a clock the
 * test moves (never the machine's calendar).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { retentionPeriods } from '../../src/config/retention.ts';
import { DEFAULT_SETTINGS } from '../../src/config/settings.ts';
import { loadContentCache } from '../../src/content/cache.ts';
import { berlinDate } from '../../src/content/calendar.ts';
import type { Content } from '../../src/content/types.ts';
import type { BookingPrice } from '../../src/registration-contract/booking-price.ts';
import type { QuoteView } from '../../src/registration-contract/quote.ts';
import { eInvoice } from '../../src/server/invoices/drawing/e-invoice.ts';
import { invoicePdf } from '../../src/server/invoices/drawing/invoice-pdf.ts';
import { invoiceOf, wantedInvoices } from '../../src/server/invoices/rules/documents.ts';
import { invoicingOf } from '../../src/server/invoices/rules/invoicing.ts';
import { jsonLogger } from '../../src/server/log/log.ts';
import { retentionPolicy } from '../../src/server/privacy/store/retention.ts';
import { scheduleRetentionSweeps } from '../../src/server/privacy/use-cases/retention-sweeps.ts';
import { untouchedPlaces } from '../../src/server/registrations/rules/account.ts';
import { schemaErrors } from '../support/cii-schema.ts';
import { checkCii } from '../support/e-invoice-rules.ts';
import { colleague, validInput } from '../support/registration.ts';
import { closeStores, registrationApp, type TestApp } from '../support/registration-app.ts';

const content: Content = await loadContentCache('content-cache');
afterAll(closeStores);
const invoicing = invoicingOf(DEFAULT_SETTINGS);

/** Date 1003: early booking (1,890 € instead of 2,150 €) until 31 December 2026. */
const DATE_ID = 1003;
const BOOKER = 'teamlead@muster-rz.example';

/** A team lead books three colleagues with the alumni code: the group discount applies from the third place. */
const teamBooking = () => {
  const input = validInput({ dateId: DATE_ID });
  return {
    ...input,
    booker: { forOthers: true, name: 'Tina Teamlead', email: BOOKER, phone: '+49 30 7654321', company: 'Muster Rechenzentren GmbH' },
    participants: [colleague(1), colleague(2), colleague(3)],
    discountCode: 'alumni-en50600',
    locale: 'de',
  };
};

/** An app on a clock the test sets: `clock.day` in Germany, 10:00 there. */
async function quoteApp() {
  const clock = { day: '2026-12-20' };
  const now = () => new Date(`${clock.day}T09:00:00Z`);
  const parts = await registrationApp(content, { today: () => clock.day, now });
  return { ...parts, clock };
}

const post = (app: TestApp, path: string, body: unknown) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });

/** The queued mails of a kind (or kinds starting so), with their address and text. */
async function mailsOf(stores: Awaited<ReturnType<typeof quoteApp>>['stores'], kind: string) {
  const due = await stores.mail.due(Number.MAX_SAFE_INTEGER, 1000);
  return due.filter(({ mail }) => mail.kind.startsWith(kind)).map(({ mail }) => mail);
}

/** Asks for the team's quote and returns its link's token from the mail that carries it. */
async function askForQuote(parts: Awaited<ReturnType<typeof quoteApp>>): Promise<string> {
  const asked = await post(parts.app, '/api/registrations/quote', teamBooking());
  expect(asked.status).toBe(202);
  const [link] = await mailsOf(parts.stores, 'quote-link-');
  const token = /quote\?token=([A-Za-z0-9_-]{43})/.exec(link!.text)?.[1];
  if (!token) throw new Error('no quote link in the mail');
  return token;
}

const view = async (app: TestApp, token: string) => {
  const response = await app.request(`/api/registrations/quote?token=${token}`, { headers: { accept: 'application/json' } });
  return { status: response.status, body: (await response.json()) as QuoteView };
};

/** Its link's button: the quote issued. */
const issue = async (app: TestApp, token: string) => {
  const response = await post(app, '/api/registrations/quote/issue', { token });
  return { status: response.status, body: (await response.json()) as QuoteView };
};

describe('a quote', () => {
  it('is mailed as a link to whoever books, issued by its button (numbered, its PDF mailed) at the prices the review states', async () => {
    const parts = await quoteApp();
    const { app, stores } = parts;
    const priced = (await (await post(app, '/api/registrations/price', teamBooking())).json()) as BookingPrice;
    const token = await askForQuote(parts);
    const [link] = await mailsOf(stores, 'quote-link-');
    expect(link!.to.address).toBe(BOOKER);
    // Opening the link changes nothing: the quote shows its prices and the button that issues it.
    const opened = await view(app, token);
    expect(opened.body).toMatchObject({ state: 'new', number: null, issuedOn: null, validUntil: '2027-01-19' });
    expect(opened.body.price).toEqual(priced);
    expect(await mailsOf(stores, 'quote')).toHaveLength(1);
    expect((await app.request(`/api/registrations/quote/pdf?token=${token}`)).status).toBe(404);

    // Two presses at once (a double click, two tabs) issue it once.
    const [first, twice] = await Promise.all([issue(app, token), issue(app, token)]);
    expect(first.status).toBe(200);
    expect(twice.body.number).toBe(first.body.number);
    expect(first.body).toMatchObject({ number: 'ANG-2026-00001', issuedOn: '2026-12-20', validUntil: '2027-01-19', state: 'open' });
    expect(first.body.price).toEqual(priced);
    // Early booking 1,890 € + exam 290 € per place; 10 % off the third course fee, 5 % off each with the code; 19 % VAT.
    expect(first.body.price).toMatchObject({ people: 3, unit: 2180, net: 6067.5, vat: 1152.83, gross: 7220.33 });
    expect(first.body.price.allowances.map(({ label }) => label)).toEqual([
      'Gruppenrabatt ab der 3. Person',
      'Rabatt für Absolventinnen und Absolventen (Code ALUMNI-EN50600)',
    ]);
    const [quoteMail] = await mailsOf(stores, 'quote-academy');
    expect(quoteMail!.to.address).toBe('team@academy.example');
    const sent = (await mailsOf(stores, 'quote')).find((mail) => mail.kind === 'quote')!;
    expect(sent.to.address).toBe(BOOKER);
    expect(sent.subject).toBe('Angebot ANG-2026-00001: EN\u00a050600 Professional');
    expect(sent.attachments.map(({ filename, contentType }) => [filename, contentType])).toEqual([
      ['ANG-2026-00001.pdf', 'application/pdf'],
    ]);
    expect(Buffer.from(sent.attachments[0]!.content, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Issued again, it is the same quote: no second number, no second mail.
    expect((await issue(app, token)).body.number).toBe('ANG-2026-00001');
    expect((await view(app, token)).body.number).toBe('ANG-2026-00001');
    expect((await mailsOf(stores, 'quote')).filter((mail) => mail.kind === 'quote')).toHaveLength(1);
    const pdf = await app.request(`/api/registrations/quote/pdf?token=${token}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="ANG-2026-00001.pdf"');
    expect(pdf.headers.get('cache-control')).toContain('no-store');
  });

  it('books at its prices within its validity after the early booking ended, once, confirmed at once', async () => {
    const parts = await quoteApp();
    const { app, stores, clock } = parts;
    const token = await askForQuote(parts);
    await issue(app, token);
    clock.day = '2027-01-19';
    // Today the same booking costs the regular fee.
    const today = (await (await post(app, '/api/registrations/price', teamBooking())).json()) as BookingPrice;
    expect(today.unit).toBe(2440);
    const booked = await post(app, '/api/registrations/quote/book', { token });
    expect(booked.status).toBe(201);
    const { id } = (await booked.json()) as { id: string };
    const registration = (await stores.registrations.get(id))!;
    expect(registration).toMatchObject({ status: 'confirmed', email: BOOKER, dateId: DATE_ID });
    expect(registration.price).toMatchObject({ courseFee: 189_000, examFee: 29_000, earlyBird: true });
    expect(registration.price!.discounts.map(({ id: discount }) => discount)).toEqual(['gruppe-ab-3', 'alumni']);
    // The booker and each colleague get their confirmation with their link.
    expect((await mailsOf(stores, 'booker')).map(({ to }) => to.address)).toEqual([BOOKER]);
    expect((await mailsOf(stores, 'participant')).map(({ to }) => to.address).sort()).toEqual([
      'kollege1@example.com',
      'kollege2@example.com',
      'kollege3@example.com',
    ]);
    // Its invoice states both reductions as allowances, each place at its full price, and passes the schema and the rules.
    const [wanted, ...more] = wantedInvoices(registration, untouchedPlaces(registration), content, invoicing.vatRules)!;
    expect(more).toEqual([]);
    const invoice = invoiceOf(registration, wanted!, { seller: invoicing.seller, number: 'RE-2027-00001', issueDate: '2027-02-19' });
    expect(invoice.lines.map((line) => line.net)).toEqual([218_000, 218_000, 218_000]);
    expect(invoice.allowances?.map(({ amount }) => amount)).toEqual([18_900, 28_350]);
    const { xml } = await eInvoice(invoice, await invoicePdf(invoice));
    expect(await schemaErrors(xml)).toEqual([]);
    expect(checkCii(xml)).toEqual([]);
    const after = await view(app, token);
    expect(after.body).toMatchObject({ state: 'booked', reference: registration.reference });
    // Its button again books nothing more.
    expect((await post(app, '/api/registrations/quote/book', { token })).status).toBe(200);
    expect((await stores.registrations.all()).filter((entry) => entry.email === BOOKER)).toHaveLength(1);
  });

  it('books nothing after its last day, nor when its places are no longer free', async () => {
    const parts = await quoteApp();
    const { app, stores, clock } = parts;
    const token = await askForQuote(parts);
    await issue(app, token);
    // 14 of the date's 16 seats go to others: three places no longer fit.
    for (let n = 0; n < 14; n += 1) {
      const other = validInput({ dateId: DATE_ID, email: `other${n}@example.com` });
      await stores.registrations.insert(
        {
          id: `other-${n}`,
          reference: `R-OTHER-${n}`,
          price: null,
          dateId: DATE_ID,
          email: other.participants[0]!.email,
          locale: 'de',
          payload: { ...other, consumer: false, booker: { forOthers: false } } as never,
          createdAt: '2026-12-20T09:00:00.000Z',
          idempotencyKey: null,
          fingerprint: `other-${n}`,
          status: 'confirmed',
          heldUntil: null,
          confirmedAt: '2026-12-20T09:00:00.000Z',
        },
        16,
      );
    }
    const full = await post(app, '/api/registrations/quote/book', { token });
    expect(full.status).toBe(409);
    expect(((await full.json()) as QuoteView).refusal).toBe(
      'Für diesen Termin sind nicht mehr genug Plätze frei: noch 2 frei, Ihre Anmeldung nennt 3. Bitte melden Sie weniger Personen an oder wählen Sie einen anderen Termin.',
    );
    clock.day = '2027-01-20';
    const late = await view(app, token);
    expect(late.body.state).toBe('expired');
    expect((await post(app, '/api/registrations/quote/book', { token })).status).toBe(200);
    expect((await stores.registrations.all()).filter((entry) => entry.email === BOOKER)).toEqual([]);
  });

  it('is refused with the form’s own errors or as too large, and a link nobody has opens nothing', async () => {
    const { app } = await quoteApp();
    const invalid = await post(app, '/api/registrations/quote', { ...teamBooking(), discountCode: 'UNBEKANNT' });
    expect(invalid.status).toBe(422);
    expect(((await invalid.json()) as { errors: Record<string, string> }).errors).toHaveProperty('discountCode');
    expect((await post(app, '/api/registrations/quote', { ...teamBooking(), remarks: 'x'.repeat(40_000) })).status).toBe(413);
    expect((await view(app, 'x'.repeat(43))).status).toBe(404);
    expect((await app.request(`/api/registrations/quote/pdf?token=${'x'.repeat(43)}`)).status).toBe(404);
  });

  it('is deleted an enquiry’s period after its last day, and one never opened when an unconfirmed entry would be', async () => {
    const parts = await quoteApp();
    const { app, stores, clock } = parts;
    await issue(app, await askForQuote(parts));
    clock.day = '2027-01-10';
    const other = { ...teamBooking(), booker: { ...teamBooking().booker, email: 'other@muster-rz.example' } };
    expect((await post(app, '/api/registrations/quote', other)).status).toBe(202);
    const policy = retentionPolicy(retentionPeriods(DEFAULT_SETTINGS));
    /** A sweep at `instant`: how many quotes it deleted (it reports only when it deleted something). */
    const sweep = (instant: number) =>
      new Promise<number>((done) => {
        const stop = scheduleRetentionSweeps({
          ...stores,
          getContent: () => content,
          now: () => new Date(instant),
          policy,
          timers: { setTimer: () => null, clearTimer: () => {} },
          log: jsonLogger(() => {}),
          mailDir: null,
          afterSweep: (result) => {
            stop();
            done(result.quotes);
          },
        });
      });
    // The one never opened goes when an unconfirmed entry would; the opened one, valid until 19 January 2027, stays.
    expect(await sweep(Date.parse('2027-01-10T09:00:00Z') + policy.unconfirmedMs + 1000)).toBe(1);
    expect((await stores.quotes.every()).map(({ number }) => number)).toEqual(['ANG-2026-00001']);
    // It stays ENQUIRY_RETENTION_DAYS after its last day, and goes the day after.
    const lastDay = Date.parse('2027-01-19T12:00:00Z');
    // A sweep whose cut-off is its last day keeps it.
    expect(await stores.quotes.deleteEnded('2027-01-19', 0)).toEqual([]);
    expect(await sweep(lastDay + policy.enquiryMs + 86_400_000)).toBe(1);
    expect(await stores.quotes.every()).toEqual([]);
  });

  it('is capped per client as an enquiry is, not issued once its date closed, and not booked once its code is used up', async () => {
    // The alumni code once per company.
    const once = { ...content, discounts: content.discounts.map((item) => (item.code ? { ...item, maxUsesPerCompany: 1 } : item)) };
    const clock = { at: '2026-12-20T09:00:00Z' };
    const now = () => new Date(clock.at);
    const parts = await registrationApp(once, { today: () => berlinDate(now()), now });
    const { app, stores } = parts;
    const tokens: string[] = [];
    for (const n of [1, 2, 3]) {
      // The third on the course's last evening.
      if (n === 3) clock.at = '2027-02-18T20:00:00Z';
      const booker = { ...teamBooking().booker, email: `lead${n}@muster-rz.example` };
      expect((await post(app, '/api/registrations/quote', { ...teamBooking(), booker })).status).toBe(202);
      const [link] = (await mailsOf(stores, 'quote-link-')).filter((mail) => mail.to.address === booker.email);
      tokens.push(/quote\?token=([A-Za-z0-9_-]{43})/.exec(link!.text)![1]!);
    }
    clock.at = '2026-12-20T10:00:00Z';
    // A fourth from the same client while three wait to be issued: capped, like a fourth pending enquiry.
    const fourth = await post(app, '/api/registrations/quote', {
      ...teamBooking(),
      booker: { ...teamBooking().booker, email: 'lead4@x.example' },
    });
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('retry-after')).toMatch(/^\d+$/);
    const [first, second, third] = tokens as [string, string, string];
    expect((await issue(app, first)).body.state).toBe('open');
    expect((await issue(app, second)).body.state).toBe('open');
    // The first books with the code; the second may no longer: its code is used up by the company.
    expect((await post(app, '/api/registrations/quote/book', { token: first })).status).toBe(201);
    const refused = await post(app, '/api/registrations/quote/book', { token: second });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as QuoteView).refusal).toBe(
      'Der Rabattcode dieses Angebots ist inzwischen aufgebraucht: Zu seinen Preisen können wir es nicht mehr buchen. Fordern Sie gern ein neues Angebot an.',
    );
    // The next morning the date is over: the third, its link still working, is neither issued nor numbered.
    clock.at = '2027-02-19T06:00:00Z';
    expect((await issue(app, third)).body).toMatchObject({ state: 'closed', number: null });
    expect((await stores.quotes.every()).map(({ number }) => number)).toEqual(['ANG-2026-00001', 'ANG-2026-00002', null]);
  });
});

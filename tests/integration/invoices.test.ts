/**
 * Invoices, through the whole app on a real store and the real content-cache/: after the
 * course's last day the server issues one invoice per registration for what its account
 * says (the places at the price as booked, the fees), numbered in a gap-free series, drawn
 * as a Factur-X PDF whose embedded XML is the XML stored (and mailed, for an XRechnung), and
 * mailed once to the invoice contact with the academy's copy; a cancellation after it brings
 * a credit note and a new invoice. Every document is valid against the CII schema
 * (tests/support/cii-schema.ts) and passes the EN 16931 and XRechnung rules
 * (tests/support/e-invoice-rules.ts), for each VAT case of the place of supply.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFRawStream } from '@cantoo/pdf-lib';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/config/settings.ts';
import { loadContentCache } from '../../src/content/cache.ts';
import { bookedDiscount, codeDiscountOf, groupDiscountsOf } from '../../src/content/discounts.ts';
import type { Content } from '../../src/content/types.ts';
import { documentPath, type ManageView } from '../../src/registration-contract/manage.ts';
import { eInvoice } from '../../src/server/invoices/drawing/e-invoice.ts';
import { girocodeModules } from '../../src/server/invoices/drawing/girocode.ts';
import { invoicePdf } from '../../src/server/invoices/drawing/invoice-pdf.ts';
import { creditNoteOf, invoiceOf, wantedInvoices } from '../../src/server/invoices/rules/documents.ts';
import { invoicingOf } from '../../src/server/invoices/rules/invoicing.ts';
import { invoiceTotals } from '../../src/server/invoices/rules/totals.ts';
import { type BillingDeps, runBilling } from '../../src/server/invoices/use-cases/billing.ts';
import { jsonLogger } from '../../src/server/log/log.ts';
import type { Stores } from '../../src/server/open-stores.ts';
import { personExport } from '../../src/server/privacy/use-cases/person-export.ts';
import { REAL_TIMERS } from '../../src/server/rebuild/hold-ends.ts';
import { liveSite } from '../../src/server/rebuild/site-state.ts';
import { registrationEvents } from '../../src/server/registration-events.ts';
import { untouchedPlaces } from '../../src/server/registrations/rules/account.ts';
import type { StoredRegistration } from '../../src/server/registrations/rules/stored-entry.ts';
import { cancelCalledOffDates } from '../../src/server/registrations/use-cases/called-off-dates.ts';
import { readServerConfig } from '../../src/server/server-config.ts';
import { billingOn } from '../support/billed-invoices.ts';
import { schemaErrors } from '../support/cii-schema.ts';
import { checkCii, isXRechnung } from '../support/e-invoice-rules.ts';
import { mailsOf, manageTokenOf, openManage, postManage } from '../support/manage-links.ts';
import { colleague, validInput } from '../support/registration.ts';
import { registrationAbroad } from '../support/registration-abroad.ts';
import { closeStores, registerConfirmed, registrationApp } from '../support/registration-app.ts';
import { storeEnvironment } from '../support/test-store.ts';

let content: Content;
beforeAll(async () => {
  content = await loadContentCache('content-cache');
});
afterEach(closeStores);

const invoicing = invoicingOf(DEFAULT_SETTINGS);

/** What a receiving system refuses in an e-invoice: the schema's violations, then the business rules it breaks. */
const findings = async (xml: string) => [...(await schemaErrors(xml)), ...checkCii(xml)];

/** The XML files a PDF embeds, by name. */
async function embedded(pdf: Uint8Array): Promise<Map<string, string>> {
  const document = await PDFDocument.load(pdf);
  return new Map(document.getAttachments().map((file) => [file.name, new TextDecoder().decode(file.data)]));
}

/**
 * The QR code a PDF's first page prints, read back from its content stream: the filled
 * rectangles (`x y w h re`), as rows of '#' (dark) and '.' from the top left, `size` modules a side.
 */
async function printedModules(pdf: Uint8Array, size: number): Promise<string[]> {
  const document = await PDFDocument.load(pdf);
  const contents = document.getPages()[0]!.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  const operators = streams
    .map((ref) => document.context.lookup(ref))
    .map((stream) => (stream instanceof PDFRawStream ? inflateSync(stream.contents).toString('latin1') : ''))
    .join('\n');
  const rectangles = [...operators.matchAll(/(-?[\d.]+) (-?[\d.]+) ([\d.]+) ([\d.]+) re/g)].map((match) => match.slice(1, 5).map(Number));
  const module = Math.min(...rectangles.map(([, , , height]) => height!));
  const left = Math.min(...rectangles.map(([x]) => x!));
  const top = Math.max(...rectangles.map(([, y, , height]) => y! + height!));
  const rows = Array.from({ length: size }, () => Array.from({ length: size }, () => '.'));
  for (const [x, y, width, height] of rectangles) {
    const row = Math.round((top - y! - height!) / module);
    const column = Math.round((x! - left) / module);
    for (let run = 0; run < Math.round(width! / module); run++) rows[row]![column + run] = '#';
  }
  return rows.map((row) => row.join(''));
}

const billing = (stores: Stores, clock: { now: number; today: string }): BillingDeps => billingOn(stores, content, clock);

describe('the invoice after the course', () => {
  it('bills two places at the booked price and the fee once, mails it with its e-invoice, and corrects it by a credit note', async () => {
    const clock = { now: Date.parse('2026-11-22T09:00:00.000Z'), today: '2026-11-22' };
    const { app, stores, dataDir } = await registrationApp(content, { now: () => new Date(clock.now), today: () => clock.today });
    const input = validInput({ email: 'erika@kunde.example', dateId: 1003 });
    const id = await registerConfirmed(app, stores, {
      ...input,
      participants: [input.participants[0]!, colleague(2, 'jonas@kunde.example'), colleague(3, 'lena@kunde.example')],
      invoiceContact: { sameAsParticipant: false, name: 'Petra Buchhaltung', email: 'rechnung@kunde.example', phone: '+49 69 5550100' },
      locale: 'de',
    });
    Object.assign(clock, { now: Date.parse('2027-01-21T09:00:00.000Z'), today: '2027-01-21' });
    const token = await manageTokenOf(stores, id, 'participant');
    expect((await postManage(app, { token, action: 'cancel', position: 1, step: 'confirm' })).status).toBe(200);
    expect((await postManage(app, { token, action: 'transfer', toDateId: 1004, step: 'confirm' })).status).toBe(200);

    // Before the new date's last day is over: nothing; the day after: one invoice.
    Object.assign(clock, { now: Date.parse('2027-05-13T18:00:00.000Z'), today: '2027-05-13' });
    expect((await runBilling(billing(stores, clock))).issued).toEqual([]);
    Object.assign(clock, { now: Date.parse('2027-05-14T06:00:00.000Z'), today: '2027-05-14' });
    const run = await runBilling(billing(stores, clock));
    expect(run.issued.map((record) => [record.number, record.net, record.vat, record.gross])).toEqual([
      ['RE-2027-00001', 545_000, 103_550, 648_550],
    ]);
    expect(run.drawn).toBe(1);
    const [invoice] = run.issued;
    // Titles keep "EN 50600" together with a non-breaking space.
    const words = (text: string) => text.replaceAll('\u00A0', ' ');
    expect(invoice!.document.lines.map((line) => [words(line.name), line.net, line.vat.category, line.vat.rate])).toEqual([
      ['EN 50600 Professional', 218_000, 'S', 19],
      ['Stornogebühr: EN 50600 Professional', 109_000, 'S', 19],
      ['EN 50600 Professional', 218_000, 'S', 19],
    ]);
    expect(words(invoice!.document.lines[1]!.description)).toBe('Jonas2 Beispiel, 16.–18. Februar 2027: 50 % von 2.180,00 €');
    const files = (await stores.invoices.files(invoice!.id))!;
    expect(await findings(files.xml)).toEqual([]);
    expect((await embedded(Buffer.from(files.pdf, 'base64'))).get('factur-x.xml')).toBe(files.xml);
    const mails = (await mailsOf(stores, id)).filter((mail) => mail.kind.startsWith('invoice-'));
    expect(mails.map((mail) => [mail.kind, mail.to, mail.attachments.map((file) => file.filename)])).toEqual([
      ['invoice-RE-2027-00001', 'rechnung@kunde.example', ['RE-2027-00001.pdf']],
      ['invoice-RE-2027-00001-academy', invoicing.seller.email, ['RE-2027-00001.pdf']],
    ]);
    expect(mails[0]!.text).toMatch(/Rechnung RE-2027-00001 über 6\.485,50\s€/);
    // The invoice contact's export lists the invoice (kept for the accounts), under the registration's reference.
    const { reference } = (await stores.registrations.get(id))!;
    const exported = personExport(await stores.people.find('rechnung@kunde.example'), content, new Date(clock.now));
    expect(JSON.parse(exported.json).registrations[0]).toMatchObject({
      reference,
      invoices: [{ number: 'RE-2027-00001', gross: 648_550 }],
    });
    expect(exported.summary).toMatch(new RegExp(`Vorgang: ${reference}\\n`));
    expect(exported.summary).toMatch(/Rechnungen \(für die Buchhaltung aufbewahrt\): RE-2027-00001 \(6\.485,50\s€\)/);
    // Once: a second run issues and mails nothing.
    expect(await runBilling(billing(stores, clock))).toEqual({ issued: [], unpriced: [], drawn: 0, failed: [] });

    // The manage link, past the course, still opens while the invoice is open: it lists the invoice and downloads its PDF.
    const opened = await openManage(app, token);
    expect(opened.status).toBe(200);
    const view = (await opened.json()) as ManageView;
    expect(view.documents).toEqual([
      {
        number: 'RE-2027-00001',
        kind: 'invoice',
        issueDate: '2027-05-14',
        dueDate: '2027-05-28',
        net: 5450,
        vat: 1035.5,
        gross: 6485.5,
        status: 'open',
        outstanding: 6485.5,
        drawn: true,
        xrechnung: false,
      },
    ]);
    const download = await app.request(documentPath(token, 'RE-2027-00001', 'pdf'));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(files.pdf, 'base64'))).toBe(true);
    // No XRechnung was sent, a wrong token and a place's own link open nothing.
    expect((await app.request(documentPath(token, 'RE-2027-00001', 'xml'))).status).toBe(404);
    expect((await app.request(documentPath('x'.repeat(43), 'RE-2027-00001', 'pdf'))).status).toBe(404);
    const placeToken = await manageTokenOf(stores, id, 'participant-3');
    expect((await app.request(documentPath(placeToken, 'RE-2027-00001', 'pdf'))).status).toBe(404);

    // Staff cancel what is left after the course: the invoice is reversed, and a new one bills the fees.
    Object.assign(clock, { now: Date.parse('2027-05-20T08:00:00.000Z'), today: '2027-05-20' });
    const cancelled = await stores.changes.cancel({
      id,
      positions: 'all',
      // Recorded by a server whose clock is behind, before the time the invoice was billed at: it counts all the same.
      at: Date.parse('2027-05-14T05:00:00.000Z'),
      by: 'operator',
      feePerPlace: { percent: 100, amount: 2180 },
      mails: () => [],
    });
    expect(cancelled.ok).toBe(true);
    const corrected = await runBilling(billing(stores, clock));
    expect(corrected.issued.map((record) => [record.number, record.kind, record.gross])).toEqual([
      ['GS-2027-00001', 'credit', 648_550],
      ['RE-2027-00002', 'invoice', 648_550],
    ]);
    const [credit] = corrected.issued;
    const listed = ((await (await openManage(app, token)).json()) as ManageView).documents;
    expect(listed.map((document) => [document.number, document.status])).toEqual([
      ['RE-2027-00001', 'credited'],
      ['GS-2027-00001', 'issued'],
      ['RE-2027-00002', 'open'],
    ]);
    expect(credit!.document.corrects).toEqual({ number: 'RE-2027-00001', issueDate: '2027-05-14' });
    expect((await stores.invoices.get(invoice!.id))?.status).toBe('credited');
    const creditXml = (await stores.invoices.files(credit!.id))!.xml;
    expect(creditXml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(creditXml).toContain('<ram:IssuerAssignedID>RE-2027-00001</ram:IssuerAssignedID>');
    expect(await findings(creditXml)).toEqual([]);

    // The accountant's export of May: one row per document and rate, credit notes negative.
    const node = join(import.meta.dirname, '../../node_modules/.bin/node');
    const run2 = spawnSync(
      node,
      ['scripts/invoices-export.ts', '--data-dir', dataDir, '--from', '2027-05-01', '--to', '2027-05-31', '--on', '2027-06-15'],
      {
        encoding: 'utf8',
        env: await storeEnvironment(dataDir),
      },
    );
    expect(run2.status).toBe(0);
    const rows = run2.stdout
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
    const column = (name: string) => rows.slice(1).map((row) => row[rows[0]!.indexOf(name)]);
    expect(column('number')).toEqual(['RE-2027-00001', 'GS-2027-00001', 'RE-2027-00002']);
    expect(column('gross_eur')).toEqual(['6485.50', '-6485.50', '6485.50']);
    // On 15 June the new invoice, due on 28 May and unpaid, is overdue.
    expect(column('status')).toEqual(['credited', 'issued', 'overdue']);
    expect(column('outstanding_eur')).toEqual(['0.00', '0.00', '6485.50']);
  });
});

/** A registration of the webinar 1001 cancelled as a whole 9 days before (the whole price as the fee), and its fee invoice. */
async function feeInvoiced() {
  const clock = { now: Date.parse('2027-01-10T09:00:00.000Z'), today: '2027-01-10' };
  const { app, stores } = await registrationApp(content, { now: () => new Date(clock.now), today: () => clock.today });
  const id = await registerConfirmed(app, stores, validInput({ email: 'storno@kunde.example', dateId: 1001 }));
  const token = await manageTokenOf(stores, id, 'participant');
  expect((await postManage(app, { token, action: 'cancel', position: 'all', step: 'confirm' })).status).toBe(200);
  const [fee] = (await runBilling(billing(stores, clock))).issued;
  return { clock, stores, id, fee };
}

describe('a date the academy called off', () => {
  it('credits the invoice of a fee for it in the very billing pass after', async () => {
    const { clock, stores, id, fee } = await feeInvoiced();
    expect(fee).toMatchObject({ kind: 'invoice', net: 81_000 });
    // The academy calls the date off: the fee is waived, and billing credits its invoice.
    const calledOff = {
      ...content,
      seminarDates: content.seminarDates.map((date) => (date.id === 1001 ? { ...date, cancelled: true } : date)),
    };
    const done = await cancelCalledOffDates({
      stores,
      getContent: () => calledOff,
      today: () => clock.today,
      now: () => new Date(clock.now),
    });
    expect(done.registrations).toEqual([id]);
    const credited = await runBilling({ ...billing(stores, clock), getContent: () => calledOff });
    expect(credited.issued.map((record) => [record.kind, record.gross])).toEqual([['credit', fee!.gross]]);
    expect((await stores.invoices.get(fee!.id))?.status).toBe('credited');
  });
});

describe('a date called off while the server runs', () => {
  it('credits the fee invoice as soon as the new content arrives, before any other occasion', async () => {
    const { clock, stores, id, fee } = await feeInvoiced();
    expect(fee).toMatchObject({ kind: 'invoice', status: 'open' });

    // The server's reactions to its events, with none of its start-up or daily work begun.
    const site = liveSite({ root: 'dist', content, buildId: null });
    const events = registrationEvents({
      config: readServerConfig({}),
      stores,
      site,
      rebuilder: null,
      today: () => clock.today,
      now: () => new Date(clock.now),
      timers: REAL_TIMERS,
      log: jsonLogger(() => {}),
      mailWorker: { wake() {} },
      outboxWorker: null,
    });
    try {
      site.replace({
        ...site.current(),
        content: { ...content, seminarDates: content.seminarDates.map((date) => (date.id === 1001 ? { ...date, cancelled: true } : date)) },
      });
      const deadline = Date.now() + 30_000;
      let documents = await stores.invoices.ofRegistration(id);
      while (documents.length < 2 && Date.now() < deadline) {
        await new Promise((next) => setTimeout(next, 50));
        documents = await stores.invoices.ofRegistration(id);
      }
      expect(documents.map((record) => [record.kind, record.status, record.gross]).sort()).toEqual([
        ['credit', 'issued', fee!.gross],
        ['invoice', 'credited', fee!.gross],
      ]);
    } finally {
      events.stop();
    }
  });
});

describe('the invoice on confirmation (INVOICE_WHEN=on-confirmation)', () => {
  it('is issued at once, due the day before the course at the latest, and corrected by a credit note after a change', async () => {
    const clock = { now: Date.parse('2027-01-10T09:00:00.000Z'), today: '2027-01-10' };
    const { app, stores } = await registrationApp(content, { now: () => new Date(clock.now), today: () => clock.today });
    const input = validInput({ email: 'erika@kunde.example', dateId: 1001 });
    const id = await registerConfirmed(app, stores, {
      ...input,
      participants: [input.participants[0]!, colleague(2, 'jonas@kunde.example')],
    });
    const deps = { ...billing(stores, clock), invoicing: { ...invoicing, when: 'on-confirmation' as const } };
    // After the course is how the server bills by default: nothing yet.
    expect((await runBilling(billing(stores, clock))).issued).toEqual([]);
    const run = await runBilling(deps);
    expect(run.issued.map((record) => [record.number, record.net])).toEqual([['RE-2027-00001', 2 * 81_000]]);
    const [advance] = run.issued;
    // 14 days would be 24 January; the course starts on the 19th.
    expect(advance!.document).toMatchObject({ issueDate: '2027-01-10', dueDate: '2027-01-18', period: { start: '2027-01-19' } });
    const files = (await stores.invoices.files(advance!.id))!;
    expect(await findings(files.xml)).toEqual([]);
    expect(files.xml).toContain('<ram:Description>Zahlbar ohne Abzug bis 18. Januar 2027.</ram:Description>');
    expect((await runBilling(deps)).issued).toEqual([]);

    // The first participant cancels 9 days before the course (the whole price as the fee): the invoice is
    // reversed, and a new one bills the place left and the fee.
    const token = await manageTokenOf(stores, id, 'participant');
    expect((await postManage(app, { token, action: 'cancel', position: 1, step: 'confirm' })).status).toBe(200);
    const corrected = await runBilling(deps);
    expect(corrected.issued.map((record) => [record.number, record.kind, record.net])).toEqual([
      ['GS-2027-00001', 'credit', 2 * 81_000],
      ['RE-2027-00002', 'invoice', 2 * 81_000],
    ]);
    expect(corrected.issued[1]!.document.lines.map((line) => line.name.replaceAll('\u00A0', ' '))).toEqual([
      'EN 50600 Grundlagen',
      'Stornogebühr: EN 50600 Grundlagen',
    ]);
    for (const record of corrected.issued) expect(await findings((await stores.invoices.files(record.id))!.xml)).toEqual([]);
  });
});

/** A registration on `dateId`, billed to a company in `country` (registrationAbroad). */
const registration = (dateId: number, country: string, vatId: string | undefined, attendance?: Array<'onSite' | 'online'>) =>
  registrationAbroad(content, dateId, country, vatId, attendance);

/** The invoices of a registration with every place booked, drawn, their XML checked against the rules. */
async function invoicesOf(stored: StoredRegistration) {
  const groups = wantedInvoices(stored, untouchedPlaces(stored), content, invoicing.vatRules)!;
  return Promise.all(
    groups.map(async (lines, index) => {
      const document = invoiceOf(stored, lines, { seller: invoicing.seller, number: `RE-2027-0000${index + 1}`, issueDate: '2027-05-14' });
      const files = await eInvoice(document, await invoicePdf(document));
      return { document, files, broken: await findings(files.xml), embedded: await embedded(files.pdf) };
    }),
  );
}

describe('the VAT of a place, by where it is supplied', () => {
  it.each([
    ['an in-person course in Frankfurt for a German company: German VAT', 1003, 'DE', 'DE123456789', undefined, [['S', 19]]],
    ['an in-person course in Frankfurt for a French company: German VAT', 1003, 'FR', 'FR12345678901', undefined, [['S', 19]]],
    ['an in-person course in Vienna: Austrian VAT under the Austrian VAT ID', 1046, 'DE', 'DE123456789', undefined, [['S', 20]]],
    ['an in-person course in Zürich: not subject to EU VAT', 1040, 'DE', 'DE123456789', undefined, [['O', 0]]],
    ['a webinar for a French company with its VAT ID: reverse charge', 1001, 'FR', 'FR12345678901', undefined, [['AE', 0]]],
    ['a webinar for a private person in France: French VAT through the one-stop shop', 1001, 'FR', undefined, undefined, [['S', 20]]],
    ['a webinar for a German company: German VAT', 1001, 'DE', 'DE123456789', undefined, [['S', 19]]],
    ['a webinar for a company in the United States: not taxable in Germany', 1001, 'US', undefined, undefined, [['O', 0]]],
    [
      'a hybrid date for a company in the United States: on site taxed, online not, on invoices of their own',
      1005,
      'US',
      undefined,
      ['onSite', 'online'],
      [
        ['S', 19],
        ['O', 0],
      ],
    ],
  ] as const)('%s', async (_, dateId, country, vatId, attendance, expected) => {
    const invoices = await invoicesOf(registration(dateId, country, vatId, attendance ? [...attendance] : undefined));
    expect(invoices.map(({ document }) => document.lines.map((line) => [line.vat.category, line.vat.rate])[0])).toEqual(expected);
    for (const { files, broken, embedded: inside } of invoices) {
      expect(broken).toEqual([]);
      expect(inside.get('factur-x.xml')).toBe(files.xml);
    }
    const notes = invoices.map(({ files }) => files.xml);
    if (expected.some(([category]) => category === 'AE')) {
      expect(notes[0]).toContain('Reverse charge');
      expect(notes[0]).toContain('<ram:ID schemeID="VA">FR12345678901</ram:ID>');
    }
    if (expected.some(([category]) => category === 'O')) expect(notes.at(-1)).not.toContain('schemeID="VA"');
    if (dateId === 1046) {
      expect(notes[0]).toContain('<ram:ID schemeID="VA">ATU99999999</ram:ID>');
      expect(notes[0]).toContain('Place of supply: Austria, where the course takes place');
    }
    if (country === 'FR' && !vatId) expect(notes[0]).toContain('Place of supply: France, where you live as a private person');
  });

  it('names the venue of an in-person place as where it is delivered, and none online', async () => {
    const [inPerson] = await invoicesOf(registration(1046, 'DE', 'DE123456789'));
    expect(inPerson!.document.venue).toMatchObject({ name: 'Seminarzentrum Wien Mitte', city: 'Wien', country: 'AT' });
    expect(inPerson!.files.xml).toMatch(
      /<ram:ShipToTradeParty>\s*<ram:Name>Seminarzentrum Wien Mitte<\/ram:Name>\s*<ram:PostalTradeAddress>\s*<ram:PostcodeCode>1030<\/ram:PostcodeCode>/,
    );
    const [online] = await invoicesOf(registration(1001, 'DE', 'DE123456789'));
    expect(online!.document.venue).toBeNull();
    expect(online!.files.xml).not.toContain('ShipToTradeParty');
  });

  it('prints the GiroCode of the amount due, module for module', async () => {
    const [invoice] = await invoicesOf(registration(1003, 'DE', 'DE123456789'));
    const { document } = invoice!;
    const code = girocodeModules({
      name: document.seller.name,
      iban: document.seller.iban,
      bic: document.seller.bic,
      amount: invoiceTotals(document.lines).gross,
      text: `${document.number} ${document.reference}`,
    });
    const printed = await printedModules(await invoicePdf(document), code.size);
    const expected = Array.from({ length: code.size }, (_, y) =>
      Array.from({ length: code.size }, (_, x) => (code.dark(x, y) ? '#' : '.')).join(''),
    );
    expect(printed).toEqual(expected);
  });

  it('fails the schema without the delivery element, or with an unqualified date of the invoice a credit note reverses', async () => {
    const [invoice] = await invoicesOf(registration(1001, 'DE', 'DE123456789'));
    const xml = invoice!.files.xml;
    expect(xml).toMatch(/<ram:ApplicableHeaderTradeDelivery\/>/);
    expect(await schemaErrors(xml.replace(/\s*<ram:ApplicableHeaderTradeDelivery\/>/, ''))).toEqual([
      "Schemas validity error : Element 'ApplicableHeaderTradeSettlement': This element is not expected. Expected is ( ApplicableHeaderTradeDelivery ).",
    ]);
    const credit = creditNoteOf(invoice!.document, 'GS-2027-00001', '2027-05-20');
    const creditXml = (await eInvoice(credit, await invoicePdf(credit))).xml;
    expect(await findings(creditXml)).toEqual([]);
    expect(creditXml).toMatch(/<ram:FormattedIssueDateTime>\s*<qdt:DateTimeString format="102">20270514<\/qdt:DateTimeString>/);
    const unqualified = creditXml.replace(/qdt:DateTimeString/g, 'udt:DateTimeString');
    expect((await schemaErrors(unqualified)).join('\n')).toMatch(/Element 'DateTimeString': This element is not expected/);
  });

  it('breaks the rules it checks when the numbers do not add up (the checks can fail)', async () => {
    const [invoice] = await invoicesOf(registration(1003, 'DE', 'DE123456789'));
    const tampered = invoice!.files.xml.replace(
      /(<ram:TaxTotalAmount currencyID="EUR">)([\d.]+)/,
      (_: string, tag: string, value: string) => `${tag}${(Number(value) + 0.01).toFixed(2)}`,
    );
    expect(checkCii(tampered)).toEqual(['BR-CO-14', 'BR-CO-15']);
    // A charge on the document that the totals leave out.
    const charged = invoice!.files.xml.replace(
      '<ram:SpecifiedTradeSettlementHeaderMonetarySummation>',
      '<ram:SpecifiedTradeAllowanceCharge><ram:ChargeIndicator><udt:Indicator>true</udt:Indicator></ram:ChargeIndicator><ram:ActualAmount>10.00</ram:ActualAmount></ram:SpecifiedTradeAllowanceCharge><ram:SpecifiedTradeSettlementHeaderMonetarySummation>',
    );
    expect(checkCii(charged)).toEqual(['BR-CO-12']);
  });
});

describe('reductions on an invoice', () => {
  /** `stored` booked with the shipped group discount and the alumni code, as the content has them. */
  const discounted = (stored: StoredRegistration): StoredRegistration => {
    const date = content.seminarDates.find((item) => item.id === stored.dateId)!;
    const groups = groupDiscountsOf(content, date, '2026-11-22');
    const code = codeDiscountOf(content, date, '2026-11-22', 'ALUMNI-EN50600');
    if (!('discount' in code)) throw new Error('the shipped alumni code is gone');
    return { ...stored, price: { ...stored.price!, discounts: [...groups, bookedDiscount(code.discount)] } };
  };

  it('states a group discount and a code as allowances of their own, each price still the full one, and passes the checks', async () => {
    const [invoice, ...more] = await invoicesOf(discounted(registration(1003, 'DE', 'DE123456789', ['onSite', 'onSite', 'onSite'])));
    expect(more).toEqual([]);
    const { document, files, broken } = invoice!;
    expect(broken).toEqual([]);
    // Early-booking course fee 1,890 €, exam fee 290 €: each place at its full price; 10 % off the third course fee, 5 % off each.
    expect(document.lines.map((line) => line.net)).toEqual([218_000, 218_000, 218_000]);
    expect(document.allowances).toEqual([
      { reason: 'Group discount from the 3rd person', amount: 18_900, vat: { category: 'S', rate: 19 } },
      { reason: 'Alumni discount (code ALUMNI-EN50600)', amount: 3 * 9_450, vat: { category: 'S', rate: 19 } },
    ]);
    expect(invoiceTotals(document.lines, document.allowances)).toMatchObject({
      lines: 654_000,
      allowances: 47_250,
      net: 606_750,
      vat: 115_283,
    });
    expect(files.xml).toMatch(
      /<ram:SpecifiedTradeAllowanceCharge>\s*<ram:ChargeIndicator>\s*<udt:Indicator>false<\/udt:Indicator>\s*<\/ram:ChargeIndicator>\s*<ram:ActualAmount>189.00<\/ram:ActualAmount>\s*<ram:ReasonCode>95<\/ram:ReasonCode>\s*<ram:Reason>Group discount from the 3rd person<\/ram:Reason>/,
    );
    expect(files.xml).toContain('<ram:AllowanceTotalAmount>472.50</ram:AllowanceTotalAmount>');
  });

  it('takes each reduction off the invoice its places are on, in their VAT category', async () => {
    const invoices = await invoicesOf(discounted(registration(1005, 'US', undefined, ['onSite', 'online', 'online'])));
    expect(invoices.map(({ broken }) => broken)).toEqual([[], []]);
    expect(invoices.map(({ document }) => document.allowances?.map(({ amount, vat }) => [vat.category, amount]))).toEqual([
      [['S', 3_950]],
      [
        ['O', 7_900],
        ['O', 7_900],
      ],
    ]);
  });

  it('breaks the rules when an allowance has no rate or is left out of the total (the checks can fail)', async () => {
    const [invoice] = await invoicesOf(discounted(registration(1003, 'DE', 'DE123456789', ['onSite', 'onSite', 'onSite'])));
    const { xml } = invoice!.files;
    const start = xml.indexOf('<ram:SpecifiedTradeAllowanceCharge>');
    const end = xml.indexOf('</ram:SpecifiedTradeAllowanceCharge>', start);
    const rateless = `${xml.slice(0, start)}${xml.slice(start, end).replace(/<ram:RateApplicablePercent>19<\/ram:RateApplicablePercent>/, '<ram:RateApplicablePercent>0</ram:RateApplicablePercent>')}${xml.slice(end)}`;
    expect(checkCii(rateless)).toEqual(['BR-S-06', 'BR-S-08']);
    const uncounted = xml.replace(/<ram:AllowanceTotalAmount>[\d.]+<\/ram:AllowanceTotalAmount>/, '');
    expect(checkCii(uncounted)).toEqual(['BR-CO-11', 'BR-CO-13']);
  });
});

describe('an XRechnung for a public buyer', () => {
  it('goes where the form gave a Leitweg-ID: the German rules hold, and the PDF embeds the XRechnung', async () => {
    const stored = registration(1003, 'DE', 'DE123456789');
    const withReference = {
      ...stored,
      payload: { ...stored.payload, billing: { ...stored.payload.billing, buyerReference: '04011000-12345-03' } },
    };
    const [invoice] = await invoicesOf(withReference);
    const { files, broken, embedded: inside } = invoice!;
    expect(files.xrechnung).toBe(true);
    expect(isXRechnung(files.xml)).toBe(true);
    expect(files.xml).toContain('<ram:BuyerReference>04011000-12345-03</ram:BuyerReference>');
    expect(broken).toEqual([]);
    expect(checkCii(files.xml.replace(/<ram:BuyerReference>[^<]*<\/ram:BuyerReference>/, ''))).toEqual(['BR-DE-15']);
    expect(inside.get('xrechnung.xml')).toBe(files.xml);
  });
});

/**
 * Staff change registrations in the CMS, and the site carries it out: the CMS's flow posts
 * the edit to POST /api/staff/changes (behind the webhooks' secret), on a real store and the
 * real content-cache/, with a fake CMS that records the notes the site writes back. Also
 * what the CMS's item of a registration shows (registration-item.ts).
 */
import { Hono } from 'hono';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { camtFile } from '../../scripts/bench/camt-file.ts';
import { DEFAULT_SETTINGS } from '../../src/config/settings.ts';
import { loadContentCache } from '../../src/content/cache.ts';
import type { Content } from '../../src/content/types.ts';
import { runIssuing } from '../../src/server/certificates/use-cases/issuing.ts';
import { changeLines, cmsItem, mailLines } from '../../src/server/cms/registration-item.ts';
import { DEFAULT_CONFIRMATION_SETTINGS } from '../../src/server/gate/confirmation-settings.ts';
import { invoicingOf } from '../../src/server/invoices/rules/invoicing.ts';
import { type BillingDeps, runBilling } from '../../src/server/invoices/use-cases/billing.ts';
import { mailComposer } from '../../src/server/mail/composer.ts';
import type { Stores } from '../../src/server/open-stores.ts';
import { importStatement } from '../../src/server/payments/use-cases/import-statement.ts';
import { REBUILD_SECRET_HEADER } from '../../src/server/rebuild/secret.ts';
import { linkDeps, type RegistrationApiOptions } from '../../src/server/registrations/http/api-options.ts';
import { createStaffRoutes } from '../../src/server/registrations/http/staff-routes.ts';
import type { SeatChange } from '../../src/server/registrations/use-cases/offer-seats.ts';
import { issuingOn } from '../support/issuing.ts';
import { mailsOf } from '../support/manage-links.ts';
import { colleague, validInput } from '../support/registration.ts';
import {
  closeStores,
  confirmByMail,
  postJson,
  registerConfirmed,
  registrationApp,
  TEST_MAIL_SETTINGS,
} from '../support/registration-app.ts';
import { TEST_DAY } from '../support/test-clock.ts';

const SECRET = 'a-secret-of-the-cms-flows-32-chars!';
/** Seminar 1's date of 2027-01-19, and its later one of 2027-03-09 (limited per test). */
const DATE_ID = 1001;
const LATER_DATE_ID = 1007;

let content: Content;
beforeAll(async () => {
  content = await loadContentCache('content-cache');
});
afterEach(closeStores);

/** The site's app, and its staff webhook talking to a fake CMS whose registration items waive the fee when told. */
async function setup(laterSeats: number | null = 24, waived: boolean | 'unreadable' = false, today = TEST_DAY) {
  const seatsOfLater = { now: laterSeats };
  const limited = () => ({
    ...content,
    seminarDates: content.seminarDates.map((date) => (date.id === LATER_DATE_ID ? { ...date, seats: seatsOfLater.now } : date)),
  });
  const changed: Array<readonly SeatChange[]> = [];
  const site = await registrationApp(limited(), { getContent: limited, onChanged: (seats) => changed.push(seats) });
  const notes = new Map<string, string>();
  const patches = new Map<string, Record<string, unknown>>();
  const resynced: string[] = [];
  const evidence = { recorded: 0, reviewed: 0 };
  // What the CMS's items show besides: when the feedback staff see was given.
  const shown: { feedbackAt: string | null } = { feedbackAt: null };
  const cmsFetch = (async (url: string, init: RequestInit) => {
    const id = decodeURIComponent(new URL(url).pathname.split('/').pop()!);
    if (init.method === 'PATCH') {
      patches.set(id, JSON.parse(init.body as string) as Record<string, unknown>);
      notes.set(id, (JSON.parse(init.body as string) as { site_note: string }).site_note);
    }
    if (init.method === 'GET' && waived === 'unreadable') return new Response('Service Unavailable', { status: 503 });
    return Response.json({ data: init.method === 'GET' ? { fee_waived: waived, feedback_at: shown.feedbackAt } : null });
  }) as unknown as typeof fetch;
  const options: RegistrationApiOptions = {
    stores: site.stores,
    mails: mailComposer(limited, TEST_MAIL_SETTINGS, { linkHours: 24, holdMinutes: 60, offerHours: 48 }),
    getContent: limited,
    today: () => today,
    onChanged: (seats) => changed.push(seats),
  };
  const deps = linkDeps(
    options,
    () => new Date('2026-11-22T09:00:00.000Z'),
    'https://www.rackwise-academy.de',
    DEFAULT_CONFIRMATION_SETTINGS,
  );
  // Billing on a day after every date of the content: each registration is due its invoice.
  const billing: BillingDeps = {
    stores: site.stores,
    invoices: site.stores.invoices,
    refunds: site.stores.refunds,
    getContent: limited,
    today: () => '2027-12-31',
    now: () => new Date('2027-12-31T09:00:00.000Z'),
    invoicing: invoicingOf(DEFAULT_SETTINGS),
    mailSettings: TEST_MAIL_SETTINGS,
  };
  const staff = new Hono().route(
    '/api/staff',
    createStaffRoutes({
      secret: SECRET,
      manageDeps: deps.manageDeps,
      offerDeps: deps.offerDeps,
      cms: { url: 'http://cms.test', token: 't', fetch: cmsFetch },
      onChanged: (seats) => changed.push(seats),
      resync: async (id) => {
        resynced.push(id);
      },
      privacy: () => ({
        stores: site.stores,
        ...site.stores,
        getContent: limited,
        now: () => new Date('2026-11-22T09:00:00.000Z'),
        mailDir: null,
      }),
      billing: () => billing,
      evidence: () => ({
        evidence: site.stores.evidence,
        committed: (work) => site.stores.committed(work),
        getContent: limited,
        today: () => today,
        now: () => new Date('2027-01-19T16:00:00.000Z'),
      }),
      certificates: site.stores.certificates,
      refunds: site.stores.refunds,
      assigning: () => ({
        payments: site.stores.payments,
        invoices: site.stores.invoices,
        receipts: TEST_MAIL_SETTINGS,
        now: () => new Date('2028-01-06T09:00:00.000Z'),
      }),
      onEvidence: () => {
        evidence.recorded++;
      },
      onVoicesChanged: () => {
        evidence.reviewed++;
      },
      log: { info: () => {}, warn: () => {}, error: () => {} } as never,
    }),
  );
  const edit = (collection: string, keys: string[], payload: Record<string, unknown>, secret = SECRET) =>
    staff.request('/api/staff/changes', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [REBUILD_SECRET_HEADER]: secret },
      body: JSON.stringify({ event: `${collection}.items.update`, collection, keys, payload }),
    });
  const register = (size: number, email: string) => {
    const input = validInput({ email, dateId: DATE_ID });
    const participants = [input.participants[0]!, ...Array.from({ length: size - 1 }, (_, n) => colleague(n + 2, `${n + 2}.${email}`))];
    return registerConfirmed(site.app, site.stores, { ...input, participants, locale: 'de' });
  };
  return { ...site, notes, patches, resynced, changed, edit, register, seatsOfLater, billing, evidence, shown };
}

describe('a participant’s attendance and results edited in the CMS', () => {
  it('records the days added and the results added; refuses a day not the date’s and a result taken away', async () => {
    const { edit, register, stores, notes, resynced, evidence } = await setup();
    const id = await register(1, 'evidence.staff@example.com');
    const place = { registrationId: id, position: 0 };
    await edit('registration_participants', [`${id}-1`], { attended_days: ['2027-01-19'] });
    expect(notes.get(id)).toBe(
      '2027-01-19 16:00 UTC: attendance of person 1 recorded for 2027-01-19. A certificate due follows after the course.',
    );
    expect(resynced).toContain(id);
    await edit('registration_participants', [`${id}-1`], { exam_results: [{ passed: true, score: '80', date: '2027-01-19' }] });
    expect(notes.get(id)).toContain('1 exam result of person 1 recorded');
    expect(evidence.recorded).toBe(2);
    expect(await stores.evidence.evidenceOf(place)).toEqual({
      present: new Set(['2027-01-19']),
      results: [{ passed: true, score: 80, on: '2027-01-19' }],
    });

    await edit('registration_participants', [`${id}-1`], { exam_results: [] });
    expect(notes.get(id)).toContain('refused, nothing was changed: a recorded exam result of person 1 cannot be taken away');
    await edit('registration_participants', [`${id}-1`], { attended_days: ['2027-01-19', '2027-01-20'] });
    expect(notes.get(id)).toContain('refused, nothing was changed: 2027-01-20 is not a day of the date.');
    await edit('registration_participants', [`${id}-1`], { exam_results: [{ passed: 'maybe', date: '2027-01-19' }] });
    expect(notes.get(id)).toContain('refused, nothing was changed: an exam result of person 1 needs "passed"');
    expect(evidence.recorded).toBe(2);

    // The course over, the pass issues the certificate the CMS's evidence is due.
    const [certificate] = (await runIssuing(issuingOn(stores, content, '2027-01-20'))).issued;
    expect(certificate?.document).toMatchObject({ kind: 'seminar', holder: 'Dr. Erika Mustermann' });
  });
});

describe('a participant’s feedback reviewed in the CMS', () => {
  it('is approved or declined once, redraws the pages each time, and is refused when there is none or the value is not a review', async () => {
    const { edit, register, stores, notes, resynced, evidence, shown } = await setup();
    const id = await register(2, 'feedback.staff@example.com');
    await edit('registration_participants', [`${id}-1`], { feedback_review: 'approved' });
    expect(notes.get(id)).toBe('2026-11-22 09:00 UTC: refused: person 1 gave no feedback to review.');
    const answer = { course: 5, trainers: [], comment: 'Sehr gut.', quote: true };
    const given = { registrationId: id, position: 0, dateId: DATE_ID, seminarId: 1, locale: 'de' as const, answer };
    await stores.feedback.save({ ...given, quoteName: 'Erika', quoteCompany: 'Muster GmbH', answeredAt: 1_000 });
    // The item still shows an earlier answer: what staff saw is not what they would approve.
    shown.feedbackAt = new Date(0).toISOString();
    await edit('registration_participants', [`${id}-1`], { feedback_review: 'approved' });
    expect(notes.get(id)).toBe(
      '2026-11-22 09:00 UTC: refused: person 1 changed their feedback since it was shown here; please review it again.',
    );
    shown.feedbackAt = new Date(1_000).toISOString();
    await edit('registration_participants', [`${id}-1`], { feedback_review: 'approved' });
    expect(notes.get(id)).toBe("2026-11-22 09:00 UTC: person 1's feedback is approved.");
    expect(resynced).toContain(id);
    expect(evidence.reviewed).toBe(1);
    expect(await stores.feedback.approved()).toEqual([
      {
        seminarId: 1,
        course: 5,
        comment: 'Sehr gut.',
        quote: true,
        quoteName: 'Erika',
        quoteCompany: 'Muster GmbH',
        locale: 'de',
        answeredAt: 1_000,
      },
    ]);
    // Saved again as it is: nothing changes; an answer reviewed cannot be changed by its participant.
    await edit('registration_participants', [`${id}-1`], { feedback_review: 'approved' });
    expect(evidence.reviewed).toBe(1);
    expect(await stores.feedback.save({ ...given, answer: { ...answer, course: 1 }, quoteName: '', quoteCompany: '', answeredAt: 2 })).toBe(
      false,
    );
    await edit('registration_participants', [`${id}-1`], { feedback_review: 'maybe' });
    expect(notes.get(id)).toContain("refused: the review of person 1's feedback is one of new, approved, declined.");
    await edit('registration_participants', [`${id}-1`], { feedback_review: 'declined' });
    expect(evidence.reviewed).toBe(2);
    expect(await stores.feedback.approved()).toEqual([]);
  });
});

describe('a certificate revoked in the CMS', () => {
  it('needs a reason, is revoked at once, and stays revoked', async () => {
    const { edit, register, stores, notes } = await setup();
    const id = await register(1, 'revoked.staff@example.com');
    await stores.evidence.mark({
      registrationId: id,
      position: 0,
      day: '2027-01-19',
      present: true,
      source: 'cms',
      at: '2027-01-19T08:00:00.000Z',
    });
    const [certificate] = (await runIssuing(issuingOn(stores, content, '2027-01-20'))).issued;
    // Seminar 1 has an exam and no result was recorded: nothing yet.
    expect(certificate).toBeUndefined();
    await stores.evidence.addResult({
      registrationId: id,
      position: 0,
      passed: false,
      score: 40,
      takenOn: '2027-01-19',
      source: 'staff',
      at: '2027-01-19T16:00:00.000Z',
    });
    const [attendance] = (await runIssuing(issuingOn(stores, content, '2027-01-21'))).issued;
    expect(attendance!.document.kind).toBe('attendance');

    await edit('certificates', [attendance!.id], { status: 'revoked' });
    expect(notes.get(attendance!.id)).toContain('refused, nothing was changed: give the reason in "Revocation reason"');
    expect((await stores.certificates.get(attendance!.id))!.revokedAt).toBeNull();
    await edit('certificates', [attendance!.id], { status: 'revoked', revocation_reason: '  Attendance recorded for the wrong person.  ' });
    expect(notes.get(attendance!.id)).toContain('revoked; the verification page says so from now on.');
    expect(await stores.certificates.get(attendance!.id)).toMatchObject({
      revokedAt: '2026-11-22T09:00:00.000Z',
      revocationReason: 'Attendance recorded for the wrong person.',
    });
    await edit('certificates', [attendance!.id], { status: 'valid' });
    expect(notes.get(attendance!.id)).toContain('a revoked certificate stays revoked');
    expect((await stores.certificates.get(attendance!.id))!.revokedAt).not.toBeNull();
  });
});

describe('an invoice edited in the CMS', () => {
  it('"Paid" records the payment; "Credited" reverses it by a credit note, mailed at once; a second time is refused', async () => {
    const { edit, register, stores, notes, resynced, billing } = await setup();
    const id = await register(1, 'invoice.staff@example.com');
    const [invoice] = (await runBilling(billing)).issued;
    expect(invoice).toMatchObject({ number: 'RE-2027-00001', status: 'open' });
    expect((await edit('invoices', [invoice!.id], { status: 'paid' })).status).toBe(200);
    expect(await stores.invoices.get(invoice!.id)).toMatchObject({ status: 'paid', paidAt: '2027-12-31T09:00:00.000Z' });
    expect(notes.get(invoice!.id)).toMatch(/recorded as paid/);
    expect(resynced).toContain(invoice!.id);

    expect((await edit('invoices', [invoice!.id], { status: 'credited' })).status).toBe(200);
    expect((await stores.invoices.get(invoice!.id))?.status).toBe('credited');
    expect(notes.get(invoice!.id)).toMatch(/reversed by credit note GS-2027-00001, mailed to the buyer/);
    const [credit] = (await stores.invoices.ofRegistration(id)).filter((record) => record.kind === 'credit');
    expect(credit).toMatchObject({ number: 'GS-2027-00001', corrects: invoice!.id, gross: invoice!.gross });
    expect((await mailsOf(stores, id)).map((mail) => mail.kind)).toEqual(expect.arrayContaining(['invoice-GS-2027-00001']));
    // Billing again bills nothing: the registration has not changed since.
    expect((await runBilling(billing)).issued).toEqual([]);

    expect((await edit('invoices', [invoice!.id], { status: 'paid' })).status).toBe(200);
    expect(notes.get(invoice!.id)).toMatch(/refused, nothing was changed: the invoice is reversed by a credit note already/);
    expect((await stores.invoices.get(invoice!.id))?.status).toBe('credited');
  });
});

describe('an invoice marked disputed in the CMS', () => {
  it('records the mark and its clearing, each once, and refuses it on a credit note', async () => {
    const { edit, register, stores, notes, resynced, billing } = await setup();
    await register(1, 'disputed.staff@example.com');
    const [invoice] = (await runBilling(billing)).issued;
    await edit('invoices', [invoice!.id], { disputed: true });
    expect(notes.get(invoice!.id)).toMatch(/marked disputed: no reminder goes out while it is/);
    expect((await stores.invoices.get(invoice!.id))?.disputedAt).toBe('2027-12-31T09:00:00.000Z');
    expect(resynced).toContain(invoice!.id);
    notes.clear();
    expect(await (await edit('invoices', [invoice!.id], { disputed: true })).json()).toEqual({
      results: [{ key: invoice!.id, outcome: 'unchanged' }],
    });
    await edit('invoices', [invoice!.id], { disputed: false, status: 'paid' });
    expect(notes.get(invoice!.id)).toMatch(/no longer disputed: reminders go out again when due\.\n.*recorded as paid/);
    expect(await stores.invoices.get(invoice!.id)).toMatchObject({ disputedAt: null, status: 'paid' });

    await edit('invoices', [invoice!.id], { status: 'credited' });
    const [credit] = (await stores.invoices.ofRegistration(invoice!.registrationId)).filter((record) => record.kind === 'credit');
    await edit('invoices', [credit!.id], { disputed: true });
    expect(notes.get(credit!.id)).toMatch(/refused, nothing was changed: a credit note is not disputed/);
    expect((await stores.invoices.get(credit!.id))?.disputedAt).toBeNull();
  });
});

/** A statement imported with one payment of `cents` from Muster GmbH's account, its text `text`. */
async function paidFromAccount(stores: Stores, cents: number, text: string) {
  const statement = camtFile('camt.053.001.02', [
    { amount: (cents / 100).toFixed(2), text: [text], payer: 'Muster GmbH', payerIban: 'DE02120300000000202051' },
  ]);
  await importStatement(
    { payments: stores.payments, invoices: stores.invoices, receipts: null },
    statement,
    Date.parse('2028-01-05T09:00:00.000Z'),
  );
}

describe('a refund approved in the CMS', () => {
  it('is approved for the next transfer, its approval taken back on "Owed", and any other state refused', async () => {
    const { edit, register, stores, notes, resynced, billing } = await setup();
    await register(1, 'refund.staff@example.com');
    const [invoice] = (await runBilling(billing)).issued;
    await paidFromAccount(stores, invoice!.gross + 2_500, invoice!.number);
    const [refund] = await stores.refunds.every();
    expect(refund).toMatchObject({ reason: 'overpaid', amount: 2_500, state: 'owed', payerIban: 'DE02120300000000202051' });

    await edit('invoices', [refund!.id], { status: 'approved' });
    expect(notes.get(refund!.id)).toMatch(/approved; it goes with the next transfer file/);
    expect(await stores.refunds.get(refund!.id)).toMatchObject({ state: 'approved', approvedAt: Date.parse('2026-11-22T09:00:00.000Z') });
    expect(resynced).toContain(refund!.id);
    await edit('invoices', [refund!.id], { status: 'owed' });
    expect(notes.get(refund!.id)).toMatch(/approval taken back; it stays owed/);
    expect((await stores.refunds.get(refund!.id))?.state).toBe('owed');
    await edit('invoices', [refund!.id], { status: 'sent' });
    expect(notes.get(refund!.id)).toMatch(/refused, nothing was changed: it goes with the next transfer file/);
    await edit('invoices', [refund!.id], { status: 'paid' });
    expect(notes.get(refund!.id)).toMatch(/refused, nothing was changed: "paid" is not a status staff set on a refund/);
    expect((await stores.refunds.get(refund!.id))?.state).toBe('owed');
  });
});

describe('a payment assigned in the CMS', () => {
  it('settles the invoices staff name, owes back the rest, and refuses an unknown or paid invoice and a second assignment', async () => {
    const { edit, register, stores, notes, resynced, billing } = await setup();
    const first = await register(1, 'assign.one@example.com');
    await register(1, 'assign.two@example.com');
    const [one, two] = (await runBilling(billing)).issued;
    await paidFromAccount(stores, one!.gross + two!.gross + 1_000, 'Sammelzahlung Seminare');
    const [payment] = await stores.payments.every();
    expect(payment).toMatchObject({ state: 'unmatched', reason: 'unknown' });

    await edit('invoices', [payment!.id], { assign_to: 'RE-2099-00001' });
    expect(notes.get(payment!.id)).toMatch(/refused, nothing was changed: no invoice is named in "RE-2099-00001"/);
    await edit('invoices', [payment!.id], { assign_to: `${one!.number}, ${two!.number.replaceAll('-', ' ')}` });
    expect(notes.get(payment!.id)).toMatch(
      new RegExp(`assigned: ${one!.number} €[\\d,.]+, ${two!.number} €[\\d,.]+; €10\\.00 is owed back`),
    );
    expect(resynced).toContain(payment!.id);
    expect(await stores.payments.get(payment!.id)).toMatchObject({ state: 'assigned', reason: null, owedBack: 1_000 });
    for (const invoice of [one, two]) expect((await stores.invoices.get(invoice!.id))?.status).toBe('paid');
    expect((await stores.refunds.every()).map((refund) => [refund.reason, refund.amount, refund.invoiceNumber])).toEqual([
      ['overpaid', 1_000, two!.number],
    ]);
    expect((await mailsOf(stores, first)).map((mail) => mail.kind)).toContain(`invoice-${one!.number}-receipt`);

    await edit('invoices', [payment!.id], { assign_to: one!.number });
    expect(notes.get(payment!.id)).toMatch(/refused, nothing was changed: the payment went to its invoices already/);
  });
});

describe('billing details corrected in the CMS', () => {
  it('are checked and stored, and the invoice is reversed by a credit note and issued again with them', async () => {
    const { edit, register, stores, notes, billing } = await setup();
    const id = await register(1, 'billing.staff@example.com');
    const [invoice] = (await runBilling(billing)).issued;
    const answer = await edit('registrations', [id], {
      billing_street: 'Neue Straße 5',
      purchase_order: 'PO-2027-99',
      billing_city: 'Berlin',
    });
    expect(await answer.json()).toEqual({ results: [{ key: id, outcome: 'done' }] });
    expect(notes.get(id)).toMatch(/billing details corrected \(billing_street, purchase_order\); its invoices are corrected/);
    expect((await stores.registrations.get(id))?.payload.billing).toMatchObject({ street: 'Neue Straße 5', purchaseOrder: 'PO-2027-99' });
    expect((await stores.changes.all()).at(-1)).toMatchObject({ registrationId: id, kind: 'billing', by: 'operator' });
    const corrected = (await runBilling(billing)).issued;
    expect(corrected.map((record) => [record.number, record.kind, record.gross])).toEqual([
      ['GS-2027-00001', 'credit', invoice!.gross],
      ['RE-2027-00002', 'invoice', invoice!.gross],
    ]);
    expect(corrected[0]!.document.buyer).toMatchObject({ street: 'Musterstraße 1', purchaseOrder: 'PO-2026-17' });
    expect(corrected[1]!.document.buyer).toMatchObject({ street: 'Neue Straße 5', purchaseOrder: 'PO-2027-99' });
    expect((await stores.invoices.get(invoice!.id))?.status).toBe('credited');
  });

  it('are refused as the form would refuse them, naming the field, and nothing changes', async () => {
    const { edit, register, stores, notes } = await setup();
    const id = await register(1, 'billing.wrong@example.com');
    await edit('registrations', [id], { billing_postal_code: '1234', vat_id: 'DE12' });
    expect(notes.get(id)).toMatch(/refused, nothing was changed: billing_postal_code: .+; vat_id: Please enter a valid VAT ID/);
    expect((await stores.registrations.get(id))?.payload.billing).toMatchObject({ postalCode: '10115', vatId: 'DE123456789' });
    expect((await stores.changes.all()).filter((change) => change.registrationId === id)).toEqual([]);
  });

  it('that are what they were change nothing (the site’s own writes)', async () => {
    const { edit, register, notes } = await setup();
    const id = await register(1, 'billing.same@example.com');
    const answer = await edit('registrations', [id], {
      billing_street: 'Musterstraße 1',
      purchase_order: 'PO-2026-17',
      buyer_reference: null,
    });
    expect(await answer.json()).toEqual({ results: [{ key: id, outcome: 'unchanged' }] });
    expect(notes.has(id)).toBe(false);
  });
});

describe('a privacy request from the CMS', () => {
  it('exports everything about the item’s address into the item, then erases it, keeping the billing address', async () => {
    const { edit, register, stores, patches } = await setup();
    const id = await register(2, 'privacy.staff@example.com');
    expect((await edit('registrations', [id], { privacy_request: 'export' })).status).toBe(200);
    const exported = patches.get(id)!;
    expect(exported).toMatchObject({ privacy_request: null, site_note: expect.stringMatching(/"Privacy export" \(de\): 1 registrations/) });
    expect(String(exported.privacy_export)).toContain('Auskunft über gespeicherte Daten zur E-Mail-Adresse privacy.staff@example.com');
    expect(String(exported.site_note)).not.toContain('privacy.staff@');

    const billing = (await stores.registrations.get(id))!.payload.billing;
    expect((await edit('registrations', [id], { privacy_request: 'erase' })).status).toBe(200);
    expect(patches.get(id)).toMatchObject({
      privacy_request: null,
      privacy_export: null,
      site_note: expect.stringMatching(/address was erased: 1 registrations anonymised/),
    });
    const after = (await stores.registrations.get(id))!;
    expect(JSON.stringify(after)).not.toMatch(/"privacy\.staff@/);
    expect(after.payload.billing).toEqual(billing);
    // The colleague keeps her place and her details.
    expect(after.payload.participants[1]!.email).toBe('2.privacy.staff@example.com');
  });
});

describe('staff changes from the CMS', () => {
  it('needs the webhooks’ secret', async () => {
    const { edit } = await setup();
    expect((await edit('registrations', ['x'], { status: 'cancelled' }, 'wrong')).status).toBe(401);
  });

  it('cancels one participant by the terms, sends the mails, frees the seat and notes it on the item', async () => {
    const { stores, edit, notes, resynced, changed, register } = await setup();
    const id = await register(2, 'erika@example.com');
    const answer = await edit('registration_participants', [`${id}-2`], { status: 'cancelled' });
    expect(await answer.json()).toEqual({ results: [{ key: `${id}-2`, outcome: 'done' }] });
    expect((await stores.changes.booking(id))?.places.map((place) => place.cancelledAt !== null)).toEqual([false, true]);
    expect((await stores.changes.all()).at(-1)).toMatchObject({ registrationId: id, kind: 'cancel', by: 'operator' });
    expect(notes.get(id)).toMatch(/cancelled person 2; mails sent/);
    expect(resynced).toEqual([id]);
    expect(changed.at(-1)).toEqual([{ dateId: DATE_ID, change: -1 }]);
    expect(await stores.seats.forDate(DATE_ID)).toBe(1);
  });

  it('cancels after the course has begun, at the terms’ fee, where a participant’s link may not', async () => {
    const { stores, edit, notes, register } = await setup(24, false, '2027-01-20');
    const id = await register(1, 'late.cancel@example.com');
    expect(await (await edit('registrations', [id], { status: 'cancelled' })).json()).toEqual({ results: [{ key: id, outcome: 'done' }] });
    expect(notes.get(id)).toMatch(/cancelled every place; mails sent/);
    expect((await stores.changes.booking(id))?.places.map((place) => place.fee?.percent)).toEqual([100]);
  });

  it('cancels every place with the fee waived when the item says so', async () => {
    const { stores, edit, notes, register } = await setup(24, true);
    const id = await register(2, 'jonas@example.com');
    await edit('registrations', [id], { status: 'cancelled' });
    expect((await stores.changes.booking(id))?.places.map((place) => place.fee)).toEqual([
      { percent: 0, amount: 0 },
      { percent: 0, amount: 0 },
    ]);
    expect(notes.get(id)).toMatch(/cancelled every place, fee waived/);
    const state = (await stores.registrations.entryState(id))!;
    expect(cmsItem(state, content, Date.now())).toMatchObject({ status: 'cancelled', cancellation_fee: 0 });
  });

  it('cancels nothing when the CMS does not say whether the fee is waived, and says so on the item', async () => {
    const { stores, edit, notes, resynced, register } = await setup(24, 'unreadable');
    const id = await register(2, 'olga@example.com');
    expect(await (await edit('registration_participants', [`${id}-2`], { status: 'cancelled' })).json()).toEqual({
      results: [{ key: `${id}-2`, outcome: 'refused' }],
    });
    expect(notes.get(id)).toMatch(/could not read whether the fee is waived/);
    expect((await stores.changes.booking(id))?.places.every((place) => place.cancelledAt === null)).toBe(true);
    expect(resynced).toEqual([id]);
  });

  it('moves a registration, and refuses a move to a date without the seats, leaving it as it was', async () => {
    const full = await setup(1);
    const id = await full.register(2, 'anna@example.com');
    expect(await (await full.edit('registrations', [id], { seminar_date: LATER_DATE_ID })).json()).toEqual({
      results: [{ key: id, outcome: 'refused' }],
    });
    expect(full.notes.get(id)).toMatch(/refused, nothing was changed/);
    expect((await full.stores.registrations.get(id))?.dateId).toBe(DATE_ID);
    expect(full.resynced).toEqual([id]);

    const open = await setup(24);
    const moved = await open.register(2, 'ben@example.com');
    await open.edit('registrations', [moved], { seminar_date: LATER_DATE_ID });
    expect((await open.stores.registrations.get(moved))?.dateId).toBe(LATER_DATE_ID);
    expect(cmsItem((await open.stores.registrations.entryState(moved))!, content, Date.now())).toMatchObject({
      status: 'transferred',
      seminar_date: LATER_DATE_ID,
      transferred_from: DATE_ID,
    });
  });

  it('names a substitute from a changed person, and refuses one with invalid details', async () => {
    const { stores, edit, notes, register } = await setup();
    const id = await register(2, 'carla@example.com');
    await edit('registration_participants', [`${id}-2`], { email: 'not-an-address' });
    expect(notes.get(id)).toMatch(/refused, nothing was changed: the substitute's details/);
    await edit('registration_participants', [`${id}-2`], { first_name: 'Dana', last_name: 'Neu', email: 'dana@example.com' });
    expect((await stores.registrations.get(id))?.payload.participants[1]).toMatchObject({
      firstName: 'Dana',
      lastName: 'Neu',
      email: 'dana@example.com',
    });
    expect(notes.get(id)).toMatch(/person 2 is now dana@example.com/);
    const item = cmsItem((await stores.registrations.entryState(id))!, content, Date.now());
    expect((item.participants as Array<{ replaced: string | null }>)[1]?.replaced).toMatch(/^Jonas2 Beispiel <2\.carla@example\.com> on /);
  });

  it('changes nothing for an edit that asks for what already is (the site’s own writes), nor for an unknown item', async () => {
    const { stores, edit, notes, register } = await setup();
    const id = await register(1, 'dora@example.com');
    const before = (await stores.changes.all()).length;
    const same = await edit('registrations', [id], { status: 'confirmed', seminar_date: DATE_ID });
    expect(await same.json()).toEqual({ results: [{ key: id, outcome: 'unchanged' }] });
    expect(await (await edit('registration_participants', ['nobody-1'], { status: 'cancelled' })).json()).toEqual({
      results: [{ key: 'nobody-1', outcome: 'unchanged' }],
    });
    expect(await stores.changes.all()).toHaveLength(before);
    expect(notes.size).toBe(0);
    expect((await mailsOf(stores, id)).every((mail) => !mail.kind.startsWith('change-'))).toBe(true);
  });
});

describe('staff offering a waiting person a seat', () => {
  /** The later date full (one seat, one person), and a confirmed waiting-list entry for it. */
  async function fullWithWaiting() {
    const site = await setup(1);
    await registerConfirmed(site.app, site.stores, { ...validInput({ email: 'first@example.com', dateId: LATER_DATE_ID }), locale: 'de' });
    const waiting = await postJson(site.app, {
      dateId: LATER_DATE_ID,
      waitlist: { name: 'Jonas Weber', email: 'jonas.weber@example.com', phone: '+49 40 555 0199', company: 'Hafen GmbH', consent: true },
      locale: 'en',
    });
    const { id } = (await waiting.json()) as { id: string };
    await confirmByMail(site.app, site.stores, id);
    return { ...site, id };
  }
  // The webhook's clock is 2026-11-22T09:00Z.
  const soon = Date.parse('2026-11-22T10:00:00.000Z');

  it('refuses while no seat is free', async () => {
    const { stores, edit, notes, id } = await fullWithWaiting();
    await edit('registrations', [id], { status: 'offered' });
    expect(notes.get(id)).toMatch(/refused, nothing was changed: no seat is free on this date/);
    expect(await stores.offers.all(soon)).toEqual([]);
  });

  it('offers a free seat out of turn once staff raised the seats, and not twice', async () => {
    const { stores, edit, notes, changed, seatsOfLater, id } = await fullWithWaiting();
    seatsOfLater.now = 2;
    expect(await (await edit('registrations', [id], { status: 'offered' })).json()).toEqual({ results: [{ key: id, outcome: 'done' }] });
    expect(notes.get(id)).toMatch(/a seat is offered until .* UTC; mail sent/);
    expect(await stores.offers.all(soon)).toMatchObject([{ entryId: id, dateId: LATER_DATE_ID, status: 'open' }]);
    expect((await mailsOf(stores, id)).map((mail) => mail.kind)).toContain('offer');
    expect(changed.at(-1)).toEqual([{ dateId: LATER_DATE_ID, change: 1 }]);
    expect(cmsItem((await stores.registrations.entryState(id))!, content, soon)).toMatchObject({
      status: 'offered',
      seminar_date: LATER_DATE_ID,
    });
    await edit('registrations', [id], { status: 'offered' });
    expect(notes.get(id)).toMatch(/a seat is offered to this person already/);
  });
});

describe('the CMS’s item of a registration', () => {
  it('lists each mail’s delivery and each change in words', () => {
    expect(
      mailLines([
        { kind: 'participant', attempts: 0, sentAt: '2026-11-22T09:00:00.000Z', rejectedAt: null, lastError: null },
        { kind: 'participant-2', attempts: 1, sentAt: null, rejectedAt: '2026-11-22T09:01:00.000Z', lastError: '550 no such user' },
        { kind: 'academy', attempts: 2, sentAt: null, rejectedAt: null, lastError: 'ECONNREFUSED' },
      ]).split('\n'),
    ).toEqual([
      'participant: sent 2026-11-22T09:00:00.000Z',
      'participant-2: refused 2026-11-22T09:01:00.000Z: 550 no such user',
      'academy: not sent yet (2 attempts, ECONNREFUSED)',
    ]);
    expect(
      changeLines([
        { registrationId: 'r', position: 1, kind: 'cancel', by: 'operator', at: '2026-11-23T10:00:00.000Z', details: { percent: 0 } },
      ]),
    ).toBe('2026-11-23T10:00:00.000Z cancel by operator, person 2: {"percent":0}');
  });
});

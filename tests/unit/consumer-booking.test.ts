/**
 * A private person books, through the whole app on a real store: no company of their own, no
 * VAT ID or buyer reference kept; the price before binding and every mail state what is due
 * including VAT, as the invoice will. A company's mails state net prices with the VAT note, and
 * a company's participants each name their company.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STATED } from '../../src/config/stated-settings.ts';
import { loadContentCache } from '../../src/content/cache.ts';
import { consumerPrices } from '../../src/content/consumer-prices.ts';
import type { Content } from '../../src/content/types.ts';
import { PRICE_PATH } from '../../src/registration-contract/booking-price.ts';
import type { ManageView } from '../../src/registration-contract/manage.ts';
import { BOOKINGS_PATH } from '../../src/registration-contract/my-bookings.ts';
import { mailsOf, manageTokenOf, openManage } from '../support/manage-links.ts';
import { validInput } from '../support/registration.ts';
import { closeStores, confirmByMail, postJson, registrationApp } from '../support/registration-app.ts';

let content: Content;
beforeAll(async () => {
  content = await loadContentCache('content-cache');
});
afterEach(closeStores);

/** Erika books for herself as a private person: her name where a company would be, no company as a participant. */
function privatePerson() {
  const input = validInput({ email: 'erika@privat.example' });
  return {
    ...input,
    consumer: true,
    participants: [{ ...input.participants[0]!, company: '' }],
    billing: { ...input.billing, company: 'Erika Mustermann', vatId: 'DE123456789', buyerReference: 'Kostenstelle 4711' },
  };
}

describe('a private person', () => {
  it('books without a company, and keeps no VAT ID or buyer reference', async () => {
    const { app, stores } = await registrationApp(content);
    const posted = await postJson(app, privatePerson());
    expect(posted.status).toBe(201);
    const stored = (await stores.registrations.get(((await posted.json()) as { id: string }).id))!;
    expect(stored.payload.consumer).toBe(true);
    expect(stored.payload.participants[0]?.company).toBe('');
    expect(stored.payload.billing).not.toHaveProperty('vatId');
    expect(stored.payload.billing).not.toHaveProperty('buyerReference');
  });

  it('is told before binding, and in every mail, what is due including VAT', async () => {
    const { app, stores } = await registrationApp(content);
    // A place on the bookable webinar: 810 € net, German VAT for a private person in Germany.
    const price = await postJson(app, privatePerson(), {}, PRICE_PATH);
    expect(await price.json()).toEqual({ people: 1, unit: 810, allowances: [], net: 810, vat: 153.9, gross: 963.9 });
    const { id } = (await (await postJson(app, privatePerson())).json()) as { id: string };
    await confirmByMail(app, stores, id);
    const confirmation = (await mailsOf(stores, id)).find(({ kind }) => kind === 'participant')!;
    expect(confirmation.text).toMatch(/Zu zahlen: +963,90\s€ inkl\. 153,90\s€ MwSt\./);
    expect(confirmation.text).toContain('der Betrag, den Sie zahlen, enthält die Mehrwertsteuer');
    expect(confirmation.text).not.toContain('Alle Preise zzgl. gesetzl. MwSt.');
    const page = (await (await openManage(app, await manageTokenOf(stores, id, 'participant'))).json()) as ManageView;
    expect(page).toMatchObject({ amountDue: 810, dueWithVat: { gross: 963.9, vat: 153.9 } });
    // The list of her bookings says the same.
    await postJson(app, { email: 'erika@privat.example', locale: 'de' }, { Accept: 'application/json' }, BOOKINGS_PATH);
    const signIn = (await mailsOf(stores, id)).find(({ kind }) => kind.startsWith('bookings-'))!;
    const token = new RegExp(`${BOOKINGS_PATH}\\?token=([\\w-]{43})`).exec(signIn.text)![1]!;
    const list = (await (await app.request(`${BOOKINGS_PATH}?token=${token}`, { headers: { Accept: 'application/json' } })).json()) as {
      bookings: Array<{ due: number; dueWithVat: number | null }>;
    };
    expect(list.bookings.map(({ due, dueWithVat }) => [due, dueWithVat])).toEqual([[810, 963.9]]);
  });
});

describe('a company', () => {
  it('names each participant’s company, and is told the net price with the VAT note', async () => {
    const { app, stores } = await registrationApp(content);
    const input = validInput({ email: 'erika@kunde.example' });
    const without = await postJson(app, { ...input, participants: [{ ...input.participants[0]!, company: ' ' }] });
    expect(without.status).toBe(422);
    expect(Object.keys(((await without.json()) as { errors: object }).errors)).toEqual(['participants.0.company']);
    const { id } = (await (await postJson(app, input)).json()) as { id: string };
    await confirmByMail(app, stores, id);
    const confirmation = (await mailsOf(stores, id)).find(({ kind }) => kind === 'participant')!;
    expect(confirmation.text).toContain('Alle Preise zzgl. gesetzl. MwSt.');
    expect(confirmation.text).not.toMatch(/inkl\. [\d.,]+\s€ MwSt\./);
    const page = (await (await openManage(app, await manageTokenOf(stores, id, 'participant'))).json()) as ManageView;
    expect(page.dueWithVat).toBeNull();
  });
});

describe('an academy that books businesses only', () => {
  it('refuses a private person, before binding and when sent, at the box', async () => {
    const { app } = await registrationApp(content, { businessesOnly: true });
    for (const path of [PRICE_PATH, '/api/registrations']) {
      const refused = await postJson(app, privatePerson(), {}, path);
      expect(refused.status).toBe(422);
      expect(Object.keys(((await refused.json()) as { errors: object }).errors)).toEqual(['consumer']);
    }
  });

  it('states no price with VAT on its pages; an academy that takes private persons does, by where the place is supplied', () => {
    const invoicing = { ...DEFAULT_STATED.invoicing };
    expect(consumerPrices(content, { ...invoicing, customers: 'businesses' }, '2026-11-22')('d1001', 810)).toBeNull();
    const prices = consumerPrices(content, invoicing, '2026-11-22');
    // The webinar: German VAT; in person in Vienna: Austrian; in Zürich: none.
    expect(prices('d1001', 810)).toEqual({ gross: 963.9, rate: 19 });
    expect(prices('d1046', 1000)).toEqual({ gross: 1200, rate: 20 });
    expect(prices('d1040', 1000)).toBeNull();
  });
});

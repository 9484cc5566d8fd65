/**
 * The reductions a booking gets (src/content/discounts.ts) and how a registration is booked with
 * them through the whole app on a real store: the group discount a number of people earns by
 * itself, the code typed (any case), refused when nobody knows it, it does not hold for the date
 * or the day, or it is used up in all or by the company; what each takes off which place, never
 * more than the course fee; and the account that owes the rest.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import { findDate } from '../../src/content/content-index.ts';
import { type BookedDiscount, bookedDiscount, codeDiscountOf, discountShares, groupDiscountsOf } from '../../src/content/discounts.ts';
import type { Content, Discount } from '../../src/content/types.ts';
import { PRICE_PATH } from '../../src/registration-contract/booking-price.ts';
import { accountOf, untouchedPlaces } from '../../src/server/registrations/rules/account.ts';
import { BOOKABLE_DATE_ID, colleague, validInput } from '../support/registration.ts';
import { closeStores, confirmByMail, postJson, registrationApp } from '../support/registration-app.ts';

let content: Content;
beforeAll(async () => {
  content = await loadContentCache('content-cache');
});
afterEach(closeStores);

const TODAY = '2026-11-22';

const discount = (fields: Partial<Discount>): Discount => ({
  id: 'test',
  code: null,
  kind: 'percent',
  value: 10,
  fromPlace: 1,
  seminarIds: [],
  dateIds: [],
  validFrom: null,
  validUntil: null,
  maxUses: null,
  maxUsesPerCompany: null,
  labelDe: 'Test',
  labelEn: 'Test',
  active: true,
  ...fields,
});

const withDiscounts = (discounts: Discount[]): Content => ({ ...content, discounts });
const bookable = () => findDate(content, BOOKABLE_DATE_ID)!.date;

describe('the group discount', () => {
  it('applies by itself from its place on: of those kept, the one that takes most off the places booked now', () => {
    const small = discount({ id: 'small', fromPlace: 3, value: 5 });
    const large = discount({ id: 'large', fromPlace: 3, value: 12 });
    const later = discount({ id: 'later', fromPlace: 5, value: 20 });
    const kept = groupDiscountsOf(withDiscounts([small, large, later]), bookable(), TODAY);
    const chosen = (people: number) =>
      discountShares(
        kept,
        69_000,
        Array.from({ length: people }, (_, position) => position),
      ).map((share) => share.discount.id);
    expect(chosen(2)).toEqual([]);
    expect(chosen(3)).toEqual(['large']);
    // 20 % off the places from the fifth beats 12 % off those from the third once there are eight.
    expect(chosen(6)).toEqual(['large']);
    expect(chosen(8)).toEqual(['later']);
  });

  it('holds only for its seminars and dates, on its days, while active', () => {
    const date = bookable();
    const of = (fields: Partial<Discount>) => groupDiscountsOf(withDiscounts([discount(fields)]), date, TODAY)[0]?.id ?? null;
    expect(of({})).toBe('test');
    expect(of({ seminarIds: [date.seminarId + 1000] })).toBeNull();
    expect(of({ seminarIds: [date.seminarId], dateIds: [date.id] })).toBe('test');
    expect(of({ dateIds: [date.id + 1] })).toBeNull();
    expect(of({ validFrom: '2026-11-23' })).toBeNull();
    expect(of({ validUntil: '2026-11-21' })).toBeNull();
    expect(of({ validFrom: TODAY, validUntil: TODAY })).toBe('test');
    expect(of({ active: false })).toBeNull();
  });
});

describe('a code', () => {
  const code = discount({ id: 'partner', code: 'PARTNER-2027', kind: 'amount', value: 100 });

  it('is found as typed in any case, and refused when unknown or not valid for the booking', () => {
    expect(codeDiscountOf(withDiscounts([code]), bookable(), TODAY, ' partner-2027 ')).toEqual({ discount: code });
    expect(codeDiscountOf(withDiscounts([code]), bookable(), TODAY, 'PARTNER-2028')).toEqual({ refused: 'unknown' });
    const over = { ...code, validUntil: '2026-11-01' };
    expect(codeDiscountOf(withDiscounts([over]), bookable(), TODAY, 'PARTNER-2027')).toEqual({ refused: 'notValid' });
  });
});

describe('what the discounts take off', () => {
  const group: BookedDiscount = bookedDiscount(discount({ id: 'group', fromPlace: 3, value: 10 }));
  const amount = (euros: number): BookedDiscount => bookedDiscount(discount({ id: 'code', code: 'CODE', kind: 'amount', value: euros }));

  it('takes a group discount off the places from its place on, and a code off every place', () => {
    const shares = discountShares([group, amount(50)], 69_000, [0, 1, 2]);
    expect(shares).toEqual([
      { discount: group, places: [{ position: 2, amount: 6_900 }], amount: 6_900 },
      {
        discount: amount(50),
        places: [0, 1, 2].map((position) => ({ position, amount: 5_000 })),
        amount: 15_000,
      },
    ]);
  });

  it('counts the places still booked, and never takes more than the course fee', () => {
    // The place at position 1 was cancelled: position 3 is the third place booked.
    expect(discountShares([group], 69_000, [0, 2, 3])[0]?.places).toEqual([{ position: 3, amount: 6_900 }]);
    const shares = discountShares([group, amount(690)], 69_000, [0, 1, 2]);
    expect(shares[1]?.places).toEqual([
      { position: 0, amount: 69_000 },
      { position: 1, amount: 69_000 },
      { position: 2, amount: 62_100 },
    ]);
  });

  it('leaves an account the full price of each place less what they took', () => {
    const input = validInput();
    const registration = {
      id: 'r',
      dateId: BOOKABLE_DATE_ID,
      email: 'erika@example.com',
      locale: 'de' as const,
      payload: { ...input, participants: [input.participants[0]!, colleague(2), colleague(3)] },
      createdAt: '2026-11-22T09:00:00.000Z',
      idempotencyKey: null,
      fingerprint: 'f',
      status: 'confirmed' as const,
      heldUntil: null,
      confirmedAt: null,
      reference: 'ABCDEF',
      price: { courseFee: 69_000, examFee: 12_000, earlyBird: false, discounts: [group, amount(50)] },
    } as Parameters<typeof untouchedPlaces>[0];
    const account = accountOf(registration.price, untouchedPlaces(registration));
    expect(account.total).toBe(3 * 81_000 - 6_900 - 15_000);
  });
});

describe('booking with discounts', () => {
  const threePeople = (overrides: Record<string, unknown> = {}) => {
    const input = validInput();
    return { ...input, participants: [input.participants[0]!, colleague(2), colleague(3)], ...overrides };
  };

  it('keeps the shipped group discount and the code typed with the registration', async () => {
    const { app, stores } = await registrationApp(content);
    const posted = await postJson(app, threePeople({ discountCode: 'alumni-en50600' }));
    expect(posted.status).toBe(201);
    const { id } = (await posted.json()) as { id: string };
    const stored = (await stores.registrations.get(id))!;
    expect(stored.price?.discounts.map(({ id, code }) => [id, code])).toEqual([
      ['gruppe-ab-3', null],
      ['alumni', 'ALUMNI-EN50600'],
    ]);
  });

  it('refuses a code nobody knows as the field’s error, in the registration’s language', async () => {
    const { app } = await registrationApp(content);
    const posted = await postJson(app, threePeople({ discountCode: 'GIBTSNICHT', locale: 'en' }));
    expect(posted.status).toBe(422);
    expect(((await posted.json()) as { errors: Record<string, string> }).errors).toEqual({
      discountCode: 'We do not know this discount code. Please check its spelling or leave the field empty.',
    });
  });

  it('counts a code’s uses per company, confirmed or holding seats, and says when it is used up', async () => {
    const once = discount({ id: 'once', code: 'EINMAL', maxUsesPerCompany: 1 });
    const { app, stores } = await registrationApp(withDiscounts([once]));
    const first = await postJson(app, { ...validInput({ email: 'anna@kunde.example' }), discountCode: 'EINMAL' });
    expect(first.status).toBe(201);
    await confirmByMail(app, stores, ((await first.json()) as { id: string }).id);
    const again = await postJson(app, { ...validInput({ email: 'bernd@kunde.example' }), discountCode: 'einmal' });
    expect(again.status).toBe(422);
    expect(((await again.json()) as { errors: Record<string, string> }).errors.discountCode).toBe(
      'Dieser Rabattcode ist aufgebraucht. Bitte lassen Sie das Feld leer, um ohne ihn zu buchen.',
    );
    const input = validInput({ email: 'carla@andere.example' });
    const other = { ...input, billing: { ...input.billing, company: 'Andere GmbH' }, discountCode: 'EINMAL' };
    expect((await postJson(app, other)).status).toBe(201);
  });

  it('prices a registration before it is sent as its invoice would, storing nothing', async () => {
    const { app, stores } = await registrationApp(content);
    const price = await postJson(app, threePeople({ discountCode: 'ALUMNI-EN50600' }), {}, PRICE_PATH);
    expect(price.status).toBe(200);
    // 3 places at 810 € (course fee 690 €): 10 % off the third course fee, 5 % off each; German VAT on the rest.
    expect(await price.json()).toEqual({
      people: 3,
      unit: 810,
      allowances: [
        { label: 'Gruppenrabatt ab der 3. Person', amount: 69 },
        { label: 'Rabatt für Absolventinnen und Absolventen (Code ALUMNI-EN50600)', amount: 103.5 },
      ],
      net: 2257.5,
      vat: 428.93,
      gross: 2686.43,
    });
    expect(await stores.registrations.everyEntry()).toEqual([]);
    const unknown = await postJson(app, threePeople({ discountCode: 'NIX-DA' }), {}, PRICE_PATH);
    expect(unknown.status).toBe(422);
    expect(Object.keys(((await unknown.json()) as { errors: object }).errors)).toEqual(['discountCode']);
  });
});

import { describe, expect, it } from 'vitest';
import { activePromo, fullPrice, offerPrice, seminarOffer } from '../../src/content/prices.ts';
import { seminarDate as date } from '../support/seminar-date.ts';

describe('activePromo', () => {
  const promo = date(1, '2027-03-01', '2027-03-01', { promoPrice: 880, promoUntil: '2027-01-31' });
  it('applies up to and including its last day', () => {
    expect(activePromo(promo, '2027-01-31')).toEqual({ price: 880, until: '2027-01-31' });
    expect(activePromo(promo, '2027-02-01')).toBeNull();
  });
  it('is null without an early-booking price', () => {
    expect(activePromo(date(1, '2027-03-01', '2027-03-01'), '2026-01-01')).toBeNull();
  });
});

describe('fullPrice', () => {
  const promo = date(1, '2027-03-01', '2027-03-01', { promoPrice: 880, promoUntil: '2027-01-31' });
  it('is the course fee and the exam fee, the offer carrying the exam fee over while it applies', () => {
    expect(fullPrice(promo, '2027-01-31')).toEqual({
      regular: 1150,
      promo: { price: 1030, until: '2027-01-31' },
      courseFee: 880,
      examFee: 150,
    });
    expect(fullPrice(promo, '2027-02-01')).toEqual({ regular: 1150, promo: null, courseFee: 1000, examFee: 150 });
  });
});

describe('seminarOffer', () => {
  const today = '2027-01-10';
  it('is the one price where the bookable dates agree, offer included', () => {
    const dates = [
      date(1, '2027-03-01', '2027-03-01', { promoPrice: 880, promoUntil: '2027-01-31' }),
      date(2, '2027-04-01', '2027-04-01', { promoPrice: 880, promoUntil: '2027-01-31' }),
    ];
    expect(seminarOffer(dates, today)).toEqual({ kind: 'one', regular: 1150, promo: { price: 1030, until: '2027-01-31' } });
    expect(offerPrice(seminarOffer(dates, today)!)).toBe(1030);
  });
  it('is "from" the lowest full price now where they differ, leaving out dates that cannot be booked', () => {
    const dates = [
      date(1, '2027-03-01', '2027-03-01', { totalPrice: 1250 }),
      date(2, '2027-04-01', '2027-04-01', { promoPrice: 900, promoUntil: '2027-01-31' }),
      date(3, '2027-05-01', '2027-05-01', { totalPrice: 1000, price: 900, fullyBooked: true }),
      date(4, '2027-01-01', '2027-01-02', { totalPrice: 900, price: 800 }),
    ];
    expect(seminarOffer(dates, today)).toEqual({ kind: 'from', price: 1050 });
  });
  it('is null while no date can be booked', () => {
    expect(seminarOffer([date(1, '2027-03-01', '2027-03-01', { cancelled: true })], today)).toBeNull();
  });
});

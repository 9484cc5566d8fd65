/**
 * The page of an event that registers with the form, drawn from the content as the seats make
 * it (src/content/bookings.ts): few seats left say how many, none close the form for the waiting
 * list and mark its offer sold out, and a day after it the page takes no registration.
 */
import { describe, expect, it } from 'vitest';
import { withBookings } from '../../src/content/bookings.ts';
import { loadContentCache } from '../../src/content/cache.ts';
import { indexContent } from '../../src/content/content-index.ts';
import type { Content } from '../../src/content/types.ts';
import { loadPage } from '../../src/pages/index.ts';

const content = await loadContentCache('content-cache');
const event = content.events.find((item) => item.id === 'rechenzentrumstag-2027')!;
const FEW = { seats: 3, percent: 0 };

function eventPage(drawn: Content, today: string) {
  const data = loadPage({ id: 'event', locale: 'en', params: { eventId: event.id } }, indexContent(drawn), {
    today,
    siteUrl: 'https://academy.test',
  })!;
  const props = data.props as { booking: { status: string; seatsLeft: number | null } | null };
  const offer = (data.head.jsonLd![0] as { offers: { availability: string } }).offers;
  return { booking: props.booking, availability: offer.availability };
}

describe("an event's page and its seats", () => {
  it('offers the form with the seats left when few are, and the waiting list when none are', () => {
    expect(eventPage(content, '2027-03-01')).toEqual({
      booking: expect.objectContaining({ status: 'bookable', seatsLeft: null }),
      availability: 'https://schema.org/InStock',
    });
    const few = withBookings(content, new Map([[event.dateId!, event.seats! - 2]]), FEW);
    expect(eventPage(few, '2027-03-01').booking).toMatchObject({ status: 'bookable', seatsLeft: 2 });
    const full = withBookings(content, new Map([[event.dateId!, event.seats!]]), FEW);
    expect(eventPage(full, '2027-03-01')).toEqual({
      booking: expect.objectContaining({ status: 'fully-booked' }),
      availability: 'https://schema.org/SoldOut',
    });
  });

  it('takes no registration once it is over', () => {
    expect(eventPage(content, '2027-06-18').booking).toMatchObject({ status: 'past' });
  });
});

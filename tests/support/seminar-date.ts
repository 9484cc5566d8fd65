/** A seminar date for the pure rules' tests: 1,000 € course fee and 1,150 € in full, online, bookable, unless `extra` says otherwise. */
import type { SeminarDate } from '../../src/content/types.ts';

export const seminarDate = (id: number, start: string, end: string, extra: Partial<SeminarDate> = {}): SeminarDate => ({
  id,
  seminarId: 1,
  start,
  end,
  location: null,
  venueId: null,
  startTime: '09:00',
  endTime: '17:00',
  dayTimes: [],
  platform: null,
  access: [],
  trainerIds: [],
  price: 1000,
  totalPrice: 1150,
  language: 'de',
  fullyBooked: false,
  cancelled: false,
  guaranteed: false,
  seats: null,
  onSiteSeats: null,
  promoPrice: null,
  promoUntil: null,
  ...extra,
});

/**
 * Prices for the registrations stored before migration 7 kept them: each gets the price its
 * date had on the day it was booked (the date first booked, for one moved since), as the
 * registration's price as booked from then on. The server does it at start, with the
 * content; a registration whose date is gone from the content stays without one (its
 * invoice cannot be made: billing.ts says so).
 */
import { berlinDate } from '../../../content/calendar.ts';
import { findDate } from '../../../content/content-index.ts';
import type { Content } from '../../../content/types.ts';
import type { Sql } from '../../database/sql.ts';
import { type BookedPrice, bookedPrice } from '../rules/booked-price.ts';

export interface EarlierPrices {
  /** Prices every registration without one whose date the content knows; how many it priced. */
  price(content: Content): Promise<number>;
}

interface Unpriced {
  id: string;
  dateId: number;
  bookedDateId: number | null;
  createdAt: string;
}

export function earlierPrices(db: Sql): EarlierPrices {
  const unpriced = db.prepare(
    'SELECT id, date_id AS "dateId", transferred_from AS "bookedDateId", created_at AS "createdAt" FROM registrations WHERE course_fee IS NULL',
  );
  const setPrice = db.prepare(
    'UPDATE registrations SET course_fee = $1, exam_fee = $2, early_bird = $3 WHERE id = $4 AND course_fee IS NULL',
  );
  return {
    async price(content) {
      let priced = 0;
      for (const row of await unpriced.all<Unpriced>()) {
        const found = findDate(content, Number(row.bookedDateId ?? row.dateId));
        if (!found || Number.isNaN(Date.parse(row.createdAt))) continue;
        const price: BookedPrice = bookedPrice(found.date, berlinDate(new Date(row.createdAt)));
        const written = await db.transaction(() => setPrice.run(price.courseFee, price.examFee, Number(price.earlyBird), row.id));
        priced += written.changes;
      }
      return priced;
    },
  };
}

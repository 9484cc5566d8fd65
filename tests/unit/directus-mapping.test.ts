/**
 * The mapping between Directus and the cache, against items recorded from a real
 * Directus 12.4 (tests/fixtures/directus-items.json: REST responses of
 * /items/<collection>?fields=*,translations.*, seeded from this content cache).
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { readRawContent, serializeCollection } from '../../src/content/cache.ts';
import { type DirectusData, fromDirectus, toDirectus } from '../../src/content/directus/conversion.ts';
import { COLLECTION_MAPPINGS } from '../../src/content/directus/mapping.ts';
import { COLLECTION_NAMES, COLLECTIONS } from '../../src/content/schema.ts';
import { validateContent } from '../../src/content/validate.ts';

const recorded = JSON.parse(await readFile('tests/fixtures/directus-items.json', 'utf8')) as DirectusData;
const cache = await readRawContent('content-cache');

type Item = Record<string, unknown>;
const keyOf = (item: Item) => String(item.id ?? item.key);
const cacheItem = (collection: string, key: string) => (cache[collection] as Item[]).find((item) => keyOf(item) === key);

describe('fromDirectus (recorded responses)', () => {
  const mapped = fromDirectus(recorded);

  it.each(COLLECTION_MAPPINGS.map((mapping) => [mapping.cache, mapping.directus]))(
    '%s: every recorded %s item maps to its cache item',
    (collection, directus) => {
      expect(recorded[directus]!.length).toBeGreaterThan(0);
      for (const item of mapped[collection]!) expect(item).toEqual(cacheItem(collection, keyOf(item as Item)));
    },
  );

  it('turns the training path id into its slug and translation rows into de/en', () => {
    const seminar = mapped.seminars!.find((item) => (item as Item).trainingPath !== null) as Item;
    expect(seminar.trainingPath).toBe('data-center-specialist');
    expect(Object.keys(seminar.translations as object)).toEqual(['de', 'en']);
  });

  it('reads decimals sent as strings and booleans sent as 0/1 (PostgreSQL, SQLite without casts)', () => {
    const [date] = recorded.seminar_dates as Item[];
    const loose = fromDirectus({ ...recorded, seminar_dates: [{ ...date, price: String(date!.price), fully_booked: 1 }] });
    expect((loose.seminarDates![0] as Item).price).toBe(date!.price);
    expect((loose.seminarDates![0] as Item).fullyBooked).toBe(true);
  });

  it('leaves a missing German translation missing, so validation names it', () => {
    const [seminar] = recorded.seminars as Item[];
    const withoutGerman = { ...seminar, translations: (seminar!.translations as Item[]).filter((row) => row.languages_code !== 'de-DE') };
    const item = fromDirectus({ ...recorded, seminars: [withoutGerman] }).seminars![0] as { translations: Record<string, unknown> };
    expect(item.translations.de).toBeUndefined();
    expect(item.translations.en).toBeDefined();
  });
});

describe('toDirectus then fromDirectus', () => {
  it('gives back the whole cache unchanged', () => {
    // A created item reads back as its payload: fields, and translation rows with languages_code.
    const asDirectus = Object.fromEntries(
      toDirectus(cache as Record<string, unknown[]>).map(({ mapping, items }) => [mapping.directus, items]),
    );
    expect(fromDirectus(asDirectus)).toEqual(cache);
  });
});

describe('the committed cache', () => {
  it.each(COLLECTION_NAMES)('%s is in canonical form: exactly what a pull would write', async (collection) => {
    const text = await readFile(`content-cache/${COLLECTIONS[collection].file}`, 'utf8');
    expect(text).toBe(serializeCollection(validateContent(cache)[collection]));
  });
});

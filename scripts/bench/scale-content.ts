/**
 * Content multiplied for benchmarks at scale: every seminar copied `factor - 1` times with
 * a new id, a numbered slug and title, every one of its dates copied with it (new id, the
 * copy's seminar); everything else unchanged. Copy k (2 … factor) of seminar "grundlagen"
 * is "grundlagen-k", titled "… k". Works on the raw cache (before validation), so the
 * result is what a CMS with that many seminars would deliver.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readRawContent, serializeCollection } from '../../src/content/cache.ts';
import { COLLECTION_NAMES, COLLECTIONS } from '../../src/content/schema.ts';

interface RawSeminar {
  id: number;
  slug: string;
  translations: Record<string, { title: string }>;
}

interface RawDate {
  id: number;
  seminarId: number;
}

const maxId = (items: ReadonlyArray<{ id: number }>) => items.reduce((max, item) => Math.max(max, item.id), 0);

export function scaleContent(raw: Readonly<Record<string, unknown>>, factor: number): Record<string, unknown> {
  if (!Number.isInteger(factor) || factor < 1) throw new Error(`scale factor must be a positive integer, got ${factor}`);
  const seminars = raw.seminars as RawSeminar[];
  const dates = raw.seminarDates as RawDate[];
  // Ids step by a power of ten above the largest id, so a copy's id reads as "copy k of id".
  const seminarStep = 10 ** String(maxId(seminars)).length;
  const dateStep = 10 ** String(maxId(dates)).length;
  const scaledSeminars: RawSeminar[] = [...seminars];
  const scaledDates: RawDate[] = [...dates];
  for (let copy = 2; copy <= factor; copy++) {
    const offset = copy - 1;
    for (const seminar of seminars) {
      const translations = Object.fromEntries(
        Object.entries(seminar.translations).map(([locale, text]) => [locale, { ...text, title: `${text.title} ${copy}` }]),
      );
      scaledSeminars.push({
        ...structuredClone(seminar),
        id: seminar.id + offset * seminarStep,
        slug: `${seminar.slug}-${copy}`,
        translations,
      });
    }
    for (const date of dates)
      scaledDates.push({ ...date, id: date.id + offset * dateStep, seminarId: date.seminarId + offset * seminarStep });
  }
  return { ...raw, seminars: scaledSeminars, seminarDates: scaledDates };
}

/** Writes the content of `fromDir` multiplied by `factor` into `toDir` (created), as the cache stores it. */
export async function writeScaledContent(fromDir: string, toDir: string, factor: number): Promise<void> {
  const scaled = scaleContent(await readRawContent(fromDir), factor);
  await mkdir(toDir, { recursive: true });
  await Promise.all(
    COLLECTION_NAMES.map((name) => writeFile(join(toDir, COLLECTIONS[name].file), serializeCollection(scaled[name] as unknown[]))),
  );
}

/**
 * The kinds of field content is made of, each with its check: slugs, dates, ids, amounts of
 * money, texts (trimmed, with norm names kept together), rich text (sanitized) and image
 * references. schema.ts and exam-schema.ts build the collections from them.
 */
import { z } from 'zod';
import { keepNormNamesTogether } from '../i18n/typography.ts';
import { isImageReference } from './image-reference.ts';
import { sanitizeRichText } from './sanitize.ts';

export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case ASCII words joined by hyphens (ü -> ue)');
export const nestedSlug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/, 'must be slugs joined by /');
export const isoDate = z.iso.date();
export const id = z.number().int().positive();
export const money = z.number().nonnegative().max(100_000).multipleOf(0.01);
export const text = (max: number) => z.string().trim().min(1).max(max).transform(keepNormNamesTogether);
export const richText = z
  .string()
  .max(20_000)
  .transform((html) => keepNormNamesTogether(sanitizeRichText(html)))
  .pipe(z.string().min(1, 'is empty after sanitizing'));
/** A file of content-images/ (`seminars/power.svg`), a CMS file id, or a URL on the CMS host (checked at build). */
export const imageReference = z
  .string()
  .max(2000)
  .refine(
    isImageReference,
    'must be a file of content-images/ (lower-case path ending in .svg, .png, .jpg, .webp, .avif or .gif), a CMS file id or a URL',
  );

export const LOCALE_CODES = ['de', 'en'] as const;
/** The same fields in each language. */
export const translations = <T extends z.ZodType>(fields: T) => z.object({ de: fields, en: fields });

/** A time of day, 'HH:MM' (Directus sends 'HH:MM:SS', read the same). */
export const timeOfDay = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:00)?$/, 'must be a time of day, HH:MM')
  .transform((time) => time.slice(0, 5));

export const isHttpsUrl = (value: string): boolean => URL.canParse(value) && new URL(value).protocol === 'https:';

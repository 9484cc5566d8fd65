/**
 * Files that accompany pages: the calendar file of every seminar date (both languages)
 * and the PDF documents the download pages offer. Pure: content in, path -> bytes out
 * (asynchronous, as making a PDF is).
 */
import { type ContentIndex, datesOf, indexContent, venueOf } from '../content/content-index.ts';
import type { Content } from '../content/types.ts';
import { LOCALES, type Locale } from '../i18n/locales.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { downloadFilePath } from '../pages/download-files.ts';
import { calendarFilePath } from '../routes/files.ts';
import { dateCalendarFile } from './date-calendar.ts';
import { htmlToLines, type PdfLine, pdfDocument } from './pdf.ts';
import type { PdfShelf } from './pdf-shelf.ts';

function calendarFiles(index: ContentIndex, siteUrl: string, today: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const seminar of index.content.seminars) {
    for (const date of datesOf(index, seminar.id)) {
      for (const locale of LOCALES)
        files.set(
          calendarFilePath(locale, seminar.slug, String(date.id)),
          dateCalendarFile(seminar, date, venueOf(index, date.venueId), locale, siteUrl, `${today}T00:00:00Z`),
        );
    }
  }
  return files;
}

function documentLines(index: ContentIndex, seminarId: number, locale: Locale, label: string, pageTitle: string): PdfLine[] {
  const seminar = index.seminarById.get(seminarId);
  const lines: PdfLine[] = [
    { text: label, size: 18, bold: true },
    { text: pageTitle, size: 12 },
  ];
  if (!seminar) return lines;
  const text = seminar.translations[locale];
  const messages = MESSAGES[locale].seminar;
  lines.push({ text: text.title, size: 14, bold: true });
  for (const [heading, html] of [
    [messages.objectives, text.objectives],
    [messages.contents, text.contents],
  ] as const) {
    lines.push({ text: '' }, { text: heading, size: 13, bold: true });
    for (const line of htmlToLines(html)) lines.push({ text: line });
  }
  lines.push({ text: '' }, { text: `Rackwise academy · ${messages.certificateValidity}`, size: 9 });
  return lines;
}

/**
 * PDFs made before, by what they say: a rebuild makes every companion file again to find
 * the changed ones, and most documents are the same bytes as last time.
 */
const PDF_CACHE_LIMIT = 500;
const pdfCache = new Map<string, Promise<Uint8Array>>();

/** The PDF kept in memory or on `shelf`, or drawn (and put there). */
async function shelvedPdf(key: string, title: string, lines: PdfLine[], shelf: PdfShelf | undefined): Promise<Uint8Array> {
  const kept = await shelf?.get(key);
  if (kept) return kept;
  const drawn = await pdfDocument(title, lines);
  await shelf?.put(key, drawn);
  return drawn;
}

function cachedPdf(title: string, lines: PdfLine[], shelf: PdfShelf | undefined): Promise<Uint8Array> {
  const key = JSON.stringify([title, lines]);
  const known = pdfCache.get(key);
  if (known) return known;
  const pdf = shelvedPdf(key, title, lines, shelf);
  if (pdfCache.size >= PDF_CACHE_LIMIT) pdfCache.delete(pdfCache.keys().next().value as string);
  pdfCache.set(key, pdf);
  return pdf;
}

/** The download documents by site path: a file listed in both languages once, in the language the seminar is taught in. */
function downloadDocuments(index: ContentIndex, shelf?: PdfShelf): Map<string, () => Promise<Uint8Array>> {
  const files = new Map<string, () => Promise<Uint8Array>>();
  for (const download of index.content.downloads) {
    const seminar = index.seminarById.get(download.seminarId);
    const order: Locale[] = seminar?.language === 'en' ? ['en', 'de'] : ['de', 'en'];
    for (const locale of order) {
      const text = download.translations[locale];
      for (const file of text.files) {
        const path = downloadFilePath(download, file.file);
        if (!files.has(path))
          files.set(path, () => cachedPdf(file.label, documentLines(index, download.seminarId, locale, file.label, text.title), shelf));
      }
    }
  }
  return files;
}

/** The site paths of a content's companion files, without making them. */
export function companionFilePaths(content: Content): string[] {
  const index = indexContent(content);
  const calendars = index.content.seminars.flatMap((seminar) =>
    datesOf(index, seminar.id).flatMap((date) => LOCALES.map((locale) => calendarFilePath(locale, seminar.slug, String(date.id)))),
  );
  return [...calendars, ...downloadDocuments(index).keys()];
}

type CompanionFiles = ReadonlyMap<string, string | Uint8Array>;

const made = new WeakMap<Content, { readonly key: string; readonly files: Promise<CompanionFiles> }>();

async function makeCompanionFiles(content: Content, siteUrl: string, today: string, shelf?: PdfShelf): Promise<CompanionFiles> {
  const index = indexContent(content);
  const documents = await Promise.all([...downloadDocuments(index, shelf)].map(async ([path, make]) => [path, await make()] as const));
  return new Map<string, string | Uint8Array>([...calendarFiles(index, siteUrl, today), ...documents]);
}

/** Every companion file by its site path (made once per content, site and day; the PDFs kept on `shelf` where one is given). */
export function companionFiles(content: Content, siteUrl: string, today: string, shelf?: PdfShelf): Promise<CompanionFiles> {
  const key = `${siteUrl}\n${today}`;
  const known = made.get(content);
  if (known?.key === key) return known.files;
  const files = makeCompanionFiles(content, siteUrl, today, shelf);
  made.set(content, { key, files });
  return files;
}

/**
 * Files that accompany pages: the calendar file of every seminar date (both languages)
 * and the PDF documents the download pages offer. Pure: content in, path -> bytes out.
 */
import { type ContentIndex, datesOf, indexContent } from '../content/content-index.ts';
import type { Content } from '../content/types.ts';
import { LOCALES, type Locale } from '../i18n/locales.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { downloadFilePath } from '../pages/download-files.ts';
import { calendarFilePath } from '../routes/files.ts';
import { dateCalendarFile } from './date-calendar.ts';
import { type PdfLine, pdfDocument, wrap } from './pdf.ts';

/** Rich text as plain lines: paragraphs and list items on lines of their own. */
export function htmlToLines(html: string): string[] {
  const text = html
    .replace(/<li[^>]*>/gi, '\n• ')
    .replace(/<\/(p|li|h[1-6]|ul|ol)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

function calendarFiles(index: ContentIndex, siteUrl: string, today: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const seminar of index.content.seminars) {
    for (const date of datesOf(index, seminar.id)) {
      for (const locale of LOCALES)
        files.set(
          calendarFilePath(locale, seminar.slug, String(date.id)),
          dateCalendarFile(seminar, date, locale, siteUrl, `${today}T00:00:00Z`),
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
    for (const line of htmlToLines(html)) for (const part of wrap(line, 92)) lines.push({ text: part });
  }
  lines.push({ text: '' }, { text: `Rackwise academy · ${messages.certificateValidity}`, size: 9 });
  return lines;
}

/**
 * PDFs made before, by what they say: a rebuild makes every companion file again to find
 * the changed ones, and most documents are the same bytes as last time.
 */
const PDF_CACHE_LIMIT = 500;
const pdfCache = new Map<string, Uint8Array>();

function cachedPdf(title: string, lines: PdfLine[]): Uint8Array {
  const key = JSON.stringify([title, lines]);
  let pdf = pdfCache.get(key);
  if (!pdf) {
    pdf = pdfDocument(title, lines);
    if (pdfCache.size >= PDF_CACHE_LIMIT) pdfCache.delete(pdfCache.keys().next().value as string);
    pdfCache.set(key, pdf);
  }
  return pdf;
}

function downloadDocuments(index: ContentIndex): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  for (const download of index.content.downloads) {
    const seminar = index.seminarById.get(download.seminarId);
    // A file listed in both languages is written once, in the language the seminar is taught in.
    const order: Locale[] = seminar?.language === 'en' ? ['en', 'de'] : ['de', 'en'];
    for (const locale of order) {
      const text = download.translations[locale];
      for (const file of text.files) {
        const path = downloadFilePath(download, file.file);
        if (!files.has(path))
          files.set(path, cachedPdf(file.label, documentLines(index, download.seminarId, locale, file.label, text.title)));
      }
    }
  }
  return files;
}

const made = new WeakMap<Content, { readonly key: string; readonly files: Map<string, string | Uint8Array> }>();

/** Every companion file by its site path (made once per content, site and day: a rebuild asks again for the previous content's). */
export function companionFiles(content: Content, siteUrl: string, today: string): Map<string, string | Uint8Array> {
  const key = `${siteUrl}\n${today}`;
  const known = made.get(content);
  if (known?.key === key) return known.files;
  const index = indexContent(content);
  const files = new Map<string, string | Uint8Array>([...calendarFiles(index, siteUrl, today), ...downloadDocuments(index)]);
  made.set(content, { key, files });
  return files;
}

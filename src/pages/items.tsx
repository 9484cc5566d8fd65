/** Pages of single content items: events, the career overview and jobs, downloads. */
import { PageHeader } from '../components/PageHeader.tsx';
import { RouteLink } from '../components/RouteLink.tsx';
import { formatDateRange } from '../i18n/format.ts';
import type { Download } from '../content/types.ts';
import { formatFileSize } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import type { HiddenDownloadRouteId } from '../routes/hidden-downloads.ts';
import type { PageResolver, PageView } from './types.ts';

export const eventPage: PageResolver<'event'> = ({ route, content }) => {
  const event = content.events.find((item) => item.id === route.params.eventId);
  if (!event) return null;
  const text = event.translations[route.locale];
  const when = formatDateRange(route.locale, event.start, event.end);
  return {
    title: text.title,
    description: text.teaser,
    body: <PageHeader title={text.title} lead={`${when}${event.location ? `, ${event.location}` : ''}. ${text.teaser}`} />,
  };
};

export const careerPage: PageResolver<'career'> = ({ route, content, messages }) => {
  const text = messages.pages.career;
  return {
    title: text.title,
    description: text.description,
    body: (
      <>
        <PageHeader title={text.title} lead={text.description} />
        <ul className="grid gap-4 md:grid-cols-2">
          {content.jobs.map((job) => (
            <li key={job.id} className="card">
              <h2 className="text-lg font-semibold">
                <RouteLink to="job" params={{ jobSlug: job.slug }}>{job.translations[route.locale].title}</RouteLink>
              </h2>
              <p className="mt-2">{job.translations[route.locale].teaser}</p>
            </li>
          ))}
        </ul>
      </>
    ),
  };
};

export const jobPage: PageResolver<'job'> = ({ route, content, messages, today }) => {
  // Without a slug, the job route is the career overview (German /karriere is that page;
  // English /en/karriere redirects to /en/career).
  if (route.params.jobSlug === '') return careerPage({ route: { id: 'career', locale: route.locale, params: {} }, content, messages, today });
  const job = content.jobs.find((item) => item.slug === route.params.jobSlug);
  if (!job) return null;
  const text = job.translations[route.locale];
  return { title: text.title, description: text.teaser, body: <PageHeader title={text.title} lead={text.teaser} /> };
};

export const downloadPage: PageResolver<'download'> = ({ route, content }) => {
  const download = content.downloads.find((item) => item.id === route.params.id && item.hiddenPage === null);
  return download ? downloadView(download, route.locale) : null;
};

export function hiddenDownloadPage<Id extends HiddenDownloadRouteId>(): PageResolver<Id> {
  return ({ route, content }) => {
    const download = content.downloads.find((item) => item.hiddenPage === route.id);
    return download ? downloadView(download, route.locale) : null;
  };
}

function downloadView(download: Download, locale: Locale): PageView {
  const text = download.translations[locale];
  return {
    title: text.title,
    description: text.description,
    body: (
      <>
        <PageHeader title={text.title} lead={text.description} />
        <ul className="grid gap-2">
          {text.files.map((file) => (
            <li key={file.file}>
              <a href={`/downloads/files/${file.file}`} download>
                {file.label}
              </a>{' '}
              <span className="muted">(PDF, {formatFileSize(locale, file.sizeBytes)})</span>
            </li>
          ))}
        </ul>
      </>
    ),
  };
}

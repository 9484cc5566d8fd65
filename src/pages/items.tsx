/** Pages of single content items: events, the career overview and jobs, downloads. */
import { PageHeader } from '../components/PageHeader.tsx';
import { Icon } from '../icons/Icon.tsx';
import { Image } from '../images/Image.tsx';
import { IMAGE_LAYOUTS } from '../images/site-images.ts';
import { RichText } from '../components/RichText.tsx';
import { RouteLink } from '../components/RouteLink.tsx';
import type { Content, Download, Job } from '../content/types.ts';
import { countryName, formatDate, formatDateRange, formatList, placeName } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import { interpolate, type Messages } from '../i18n/messages.ts';
import type { HiddenDownloadRouteId } from '../routes/hidden-downloads.ts';
import { buildPath } from '../routes/match.ts';
import { eventJsonLd, jobPostingJsonLd, ORGANIZATION } from '../seo/structured-data.ts';
import { downloadFilePath } from './download-files.ts';
import type { PageResolver, PageView } from './types.ts';

export const eventPage: PageResolver<'event'> = ({ route, content, messages, siteUrl }) => {
  const event = content.events.find((item) => item.id === route.params.eventId);
  if (!event) return null;
  const locale = route.locale;
  const text = event.translations[locale];
  return {
    title: text.title,
    description: text.teaser,
    ogType: 'article',
    jsonLd: [eventJsonLd(event, locale, { page: siteUrl + buildPath('event', locale, { eventId: event.id }), site: siteUrl })],
    body: (
      <>
        <PageHeader title={text.title} lead={text.teaser} />
        <Image source={event.image} alt={text.imageAlt} layout={IMAGE_LAYOUTS.eventPage} priority className="mb-8 w-full max-w-3xl rounded-xl" />
        <dl className="facts mb-8">
          <dt>{messages.event.when}</dt>
          <dd>{formatDateRange(locale, event.start, event.end)}</dd>
          <dt>{messages.event.where}</dt>
          <dd>{event.location === null ? messages.event.online : placeName(locale, event.location)}</dd>
        </dl>
        <RichText html={text.description} className="max-w-3xl" />
      </>
    ),
  };
};

function jobPlace(job: Job, locale: Locale, messages: Messages): string {
  if (job.city !== null) return placeName(locale, job.city);
  return interpolate(messages.job.remote, { countries: formatList(locale, job.remoteCountries.map((code) => countryName(locale, code))) });
}

function careerView(locale: Locale, content: Content, messages: Messages): PageView {
  const text = messages.pages.career;
  const jobs = [...content.jobs].sort((a, b) => b.datePosted.localeCompare(a.datePosted));
  return {
    title: text.title,
    description: text.description,
    body: (
      <>
        <PageHeader title={text.title} lead={text.description} />
        {jobs.length === 0 && <p>{messages.job.noJobs}</p>}
        <ul className="grid gap-4 md:grid-cols-2">
          {jobs.map((job) => (
            <li key={job.id} className="card">
              <h2 className="text-lg font-semibold">
                <RouteLink to="job" params={{ jobSlug: job.slug }}>{job.translations[locale].title}</RouteLink>
              </h2>
              <p className="muted mt-1 text-sm">
                {jobPlace(job, locale, messages)} · {messages.job.types[job.employmentType]}
              </p>
              <p className="mt-2">{job.translations[locale].teaser}</p>
            </li>
          ))}
        </ul>
      </>
    ),
  };
}

export const careerPage: PageResolver<'career'> = ({ route, content, messages }) => careerView(route.locale, content, messages);

export const jobPage: PageResolver<'job'> = ({ route, content, messages, siteUrl }) => {
  const locale = route.locale;
  // Without a slug the job route is the career overview (German /karriere is that page;
  // English /en/karriere redirects to /en/career).
  if (route.params.jobSlug === '') return careerView(locale, content, messages);
  const job = content.jobs.find((item) => item.slug === route.params.jobSlug);
  if (!job) return null;
  const text = job.translations[locale];
  return {
    title: text.title,
    description: text.teaser,
    ogType: 'article',
    jsonLd: [jobPostingJsonLd(job, locale, text.description, { page: siteUrl + buildPath('job', locale, { jobSlug: job.slug }), site: siteUrl })],
    body: (
      <>
        <PageHeader title={text.title} lead={text.teaser} />
        <dl className="facts mb-8">
          <dt>{messages.job.location}</dt>
          <dd>{jobPlace(job, locale, messages)}</dd>
          <dt>{messages.job.employmentType}</dt>
          <dd>{messages.job.types[job.employmentType]}</dd>
          <dt>{messages.job.posted}</dt>
          <dd>{formatDate(locale, job.datePosted)}</dd>
        </dl>
        <RichText html={text.description} className="max-w-3xl" />
        <p className="mt-8">
          {messages.job.apply} <a href={`mailto:${ORGANIZATION.jobsEmail}?subject=${encodeURIComponent(text.title)}`}>{ORGANIZATION.jobsEmail}</a>.
        </p>
      </>
    ),
  };
};

export const downloadPage: PageResolver<'download'> = ({ route, content, messages }) => {
  const download = content.downloads.find((item) => item.id === route.params.id && item.hiddenPage === null);
  return download ? downloadView(download, route.locale, messages) : null;
};

export function hiddenDownloadPage<Id extends HiddenDownloadRouteId>(): PageResolver<Id> {
  return ({ route, content, messages }) => {
    const download = content.downloads.find((item) => item.hiddenPage === route.id);
    return download ? downloadView(download, route.locale, messages) : null;
  };
}

function downloadView(download: Download, locale: Locale, messages: Messages): PageView {
  const text = download.translations[locale];
  return {
    title: text.title,
    description: text.description,
    body: (
      <>
        <PageHeader title={text.title} lead={text.description} />
        <ul className="date-list">
          {text.files.map((file) => (
            <li key={file.file} className="date-row">
              <a href={downloadFilePath(download, file.file)} download className="inline-flex items-center gap-2 font-semibold">
                <Icon name="download" size={18} />
                {file.label}
              </a>
              <span className="muted text-sm">{messages.downloads.file}</span>
            </li>
          ))}
        </ul>
      </>
    ),
  };
}

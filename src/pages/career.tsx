/** The career overview (every open job) and a job's page with its schema.org JobPosting. */
import { Fact } from '../components/Fact.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { usePage } from '../components/page-context.tsx';
import { RichText } from '../components/RichText.tsx';
import { RouteLink } from '../components/RouteLink.tsx';
import { buttonVariants } from '../components/ui/Button.tsx';
import type { ContentIndex } from '../content/content-index.ts';
import type { Job } from '../content/types.ts';
import { countryName, formatDate, formatList, placeName } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import { interpolate, MESSAGES, type Messages } from '../i18n/messages.ts';
import { breakAtJoints } from '../i18n/word-breaks.ts';
import { buildPath } from '../routes/match.ts';
import { JOBS_EMAIL, jobPostingJsonLd } from '../seo/structured-data.ts';
import type { PageData, Screen } from './types.ts';

/** Where a job is done, as the career pages say it. */
interface JobPlace {
  readonly city: string | null;
  readonly remoteCountries: readonly string[];
}

function jobPlace(job: JobPlace, locale: Locale, messages: Messages): string {
  if (job.city !== null) return placeName(locale, job.city);
  return interpolate(messages.job.remote, {
    countries: formatList(
      locale,
      job.remoteCountries.map((code) => countryName(locale, code)),
    ),
  });
}

interface JobSummary extends JobPlace {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly teaser: string;
  readonly employmentType: Job['employmentType'];
}

interface JobDetail extends JobSummary {
  readonly datePosted: string;
  readonly description: string;
}

/** The job route shows the career overview without a slug (German /karriere is that page). */
type CareerProps = { readonly kind: 'career'; readonly jobs: readonly JobSummary[] } | { readonly kind: 'job'; readonly job: JobDetail };

function jobSummary(job: Job, locale: Locale): JobSummary {
  const { title, teaser } = job.translations[locale];
  return {
    id: job.id,
    slug: job.slug,
    title,
    teaser,
    city: job.city,
    remoteCountries: job.remoteCountries,
    employmentType: job.employmentType,
  };
}

function careerData(index: ContentIndex, locale: Locale): PageData<CareerProps> {
  const text = MESSAGES[locale].pages.career;
  const jobs = [...index.content.jobs].sort((a, b) => b.datePosted.localeCompare(a.datePosted)).map((job) => jobSummary(job, locale));
  return { head: { title: text.title, description: text.description }, props: { kind: 'career', jobs } };
}

function CareerBody({ jobs }: { jobs: readonly JobSummary[] }) {
  const { locale, messages } = usePage();
  const text = messages.pages.career;
  return (
    <>
      <PageHeader title={text.title} lead={text.description} />
      {jobs.length === 0 && <p>{messages.job.noJobs}</p>}
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {jobs.map((job) => (
          <li key={job.id} className="card">
            <h2 className="text-lg font-semibold">
              <RouteLink to="job" params={{ jobSlug: job.slug }}>
                {breakAtJoints(job.title)}
              </RouteLink>
            </h2>
            <p className="muted mt-1 text-sm">{`${jobPlace(job, locale, messages)} · ${messages.job.types[job.employmentType]}`}</p>
            <p className="mt-2">{job.teaser}</p>
          </li>
        ))}
      </ul>
    </>
  );
}

function JobBody({ job }: { job: JobDetail }) {
  const { locale, messages } = usePage();
  return (
    <>
      <PageHeader title={job.title} lead={job.teaser} />
      <dl className="facts mb-8">
        <Fact label={messages.job.location}>{jobPlace(job, locale, messages)}</Fact>
        <Fact label={messages.job.employmentType}>{messages.job.types[job.employmentType]}</Fact>
        <Fact label={messages.job.posted}>{formatDate(locale, job.datePosted)}</Fact>
      </dl>
      <RichText html={job.description} className="max-w-3xl" />
      {/* The ad says what to send and where; the button writes the mail, with the job as its subject. */}
      <p className="mt-8">
        <a href={`mailto:${JOBS_EMAIL}?subject=${encodeURIComponent(job.title)}`} className={buttonVariants({ variant: 'primary' })}>
          {messages.job.apply}
        </a>
      </p>
    </>
  );
}

const CareerOrJobBody = ({ props }: { props: CareerProps }) =>
  props.kind === 'career' ? <CareerBody jobs={props.jobs} /> : <JobBody job={props.job} />;

export const careerScreen: Screen<'career', CareerProps> = {
  load: ({ route, index }) => careerData(index, route.locale),
  Body: CareerOrJobBody,
};

export const jobScreen: Screen<'job', CareerProps> = {
  load: ({ route, index, siteUrl, stated }) => {
    const { locale } = route;
    // English /en/karriere redirects to /en/career.
    if (route.params.jobSlug === '') return careerData(index, locale);
    const job = index.jobBySlug.get(route.params.jobSlug);
    if (!job) return null;
    const { title, teaser, description } = job.translations[locale];
    return {
      head: {
        title,
        description: teaser,
        ogType: 'article',
        jsonLd: [
          jobPostingJsonLd(
            job,
            locale,
            description,
            { page: siteUrl + buildPath('job', locale, { jobSlug: job.slug }), site: siteUrl },
            stated.academy.legalName,
          ),
        ],
      },
      props: { kind: 'job', job: { ...jobSummary(job, locale), datePosted: job.datePosted, description } },
    };
  },
  Body: CareerOrJobBody,
};

/**
 * Error pages (spec §2, §8). ErrorPage shows a status code, status message and
 * description; the default status is 500. Status 404 uses the not-found page (default
 * message 'Page Not Found'), which also names the requested path; every other status
 * the generic page (default message 'Internal Server Error').
 *
 * The requested path sits in an element marked data-path-slot: pre-rendered 404 files
 * are shared by every unknown path, so the server fills in the real path per request
 * (and a static host's copy gets it from a small script).
 */
import type { ReactNode } from 'react';
import { PageHeader } from '../components/PageHeader.tsx';
import { RouteLink } from '../components/RouteLink.tsx';
import { interpolate, MESSAGES } from '../i18n/messages.ts';
import { usePage } from '../render/page-context.tsx';
import { PATH_SLOT_ATTRIBUTE } from '../render/path-slot.ts';

export interface ErrorPageProps {
  readonly statusCode?: number;
  readonly statusMessage?: string;
  readonly description?: string;
  /** The requested path, shown on the not-found page. */
  readonly path?: string;
}

function PathMessage({ template, path }: { template: string; path: string }) {
  const [before, after = ''] = interpolate(template, { path: '\u0000' }).split('\u0000');
  return (
    <>
      {before}
      <code {...{ [PATH_SLOT_ATTRIBUTE]: 'request' }}>{path}</code>
      {after}
    </>
  );
}

function NotFound({ statusMessage, description, path }: { statusMessage: ReactNode; description?: string; path: string }) {
  const { locale, messages } = usePage();
  return (
    <>
      <PageHeader title={messages.notFound.title} />
      <p className="text-lg" data-status="404">
        <PathMessage template={messages.notFound.message} path={path} />
      </p>
      {locale !== 'en' && (
        <p lang="en" className="muted mt-2">
          <PathMessage template={MESSAGES.en.notFound.message} path={path} />
        </p>
      )}
      <p className="muted mt-2">
        404 · {statusMessage}
        {description ? ` · ${description}` : ''}
      </p>
      <p className="mt-6">
        <RouteLink to="home" params={{}}>{messages.notFound.backHome}</RouteLink>
      </p>
    </>
  );
}

function GenericError({ statusCode, statusMessage, description }: { statusCode: number; statusMessage: ReactNode; description: string }) {
  const { messages } = usePage();
  return (
    <>
      <PageHeader title={interpolate(messages.error.statusLabel, { status: statusCode })} lead={statusMessage} />
      <p data-status={statusCode}>{description}</p>
      <p className="mt-6">
        <RouteLink to="home" params={{}}>{messages.notFound.backHome}</RouteLink>
      </p>
    </>
  );
}

/** The spec's default status messages are English in both languages: marked as such. */
const english = (text: string) => <span lang="en">{text}</span>;

export function ErrorPage({ statusCode = 500, statusMessage, description, path = '/' }: ErrorPageProps) {
  const { messages } = usePage();
  if (statusCode === 404) {
    return <NotFound statusMessage={statusMessage ?? english(messages.error.notFoundMessage)} description={description} path={path} />;
  }
  return (
    <GenericError
      statusCode={statusCode}
      statusMessage={statusMessage ?? english(messages.error.defaultMessage)}
      description={description ?? messages.error.description}
    />
  );
}

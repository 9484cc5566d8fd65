/**
 * Error pages, in the page's language throughout. ErrorPage shows a status
 * code, status message and description; the default status is 500. Status 404 uses the
 * not-found page, which says it once in its heading ('Seite nicht gefunden: {path}' /
 * 'Page not found: {path}') with the status's description below; every other status the
 * generic page; a status without texts of its own gets those of 500 ('Internal Server Error').
 *
 * The requested path sits in an element marked data-path-slot: pre-rendered 404 files
 * are shared by every unknown path, so the server fills in the real path per request
 * (and a static host's copy gets it from a small script).
 */
import { PageHeader } from '../components/PageHeader.tsx';
import { usePage } from '../components/page-context.tsx';
import { RouteLink } from '../components/RouteLink.tsx';
import { interpolate, type Messages } from '../i18n/messages.ts';
import { isErrorStatus } from '../routes/error-files.ts';
import { PATH_SLOT_ATTRIBUTE } from './path-slot.ts';

export interface ErrorPageProps {
  readonly statusCode?: number;
  readonly statusMessage?: string;
  readonly description?: string;
  /** The requested address, shown on the not-found page: a 404 without one (an unknown link's token) gets the generic page with its own texts. */
  readonly path?: string;
}

/** A status's message and description in one language: its own, or those of 500. */
export function statusTexts(messages: Messages, statusCode: number): { readonly message: string; readonly description: string } {
  return messages.error.statuses[isErrorStatus(statusCode) ? statusCode : 500];
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

/** Says once that the page is not there ('Seite nicht gefunden: /pfad'), then why that may be and the way home. */
function NotFound({ description, path }: { description: string; path: string }) {
  const { messages } = usePage();
  return (
    <>
      <div className="mb-8 max-w-3xl">
        <h1 className="page-title break-words" data-status="404">
          <PathMessage template={messages.notFound.message} path={path} />
        </h1>
        <p className="lead mt-3">{description}</p>
        <p className="muted mt-2">{interpolate(messages.error.statusLabel, { status: 404 })}</p>
      </div>
      <p className="mt-6">
        <RouteLink to="home" params={{}}>
          {messages.notFound.backHome}
        </RouteLink>
      </p>
    </>
  );
}

function GenericError({ statusCode, statusMessage, description }: { statusCode: number; statusMessage: string; description: string }) {
  const { messages } = usePage();
  return (
    <>
      <PageHeader title={interpolate(messages.error.statusLabel, { status: statusCode })} lead={statusMessage} />
      <p data-status={statusCode}>{description}</p>
      <p className="mt-6">
        <RouteLink to="home" params={{}}>
          {messages.notFound.backHome}
        </RouteLink>
      </p>
    </>
  );
}

export function ErrorPage({ statusCode = 500, statusMessage, description, path }: ErrorPageProps) {
  const { messages } = usePage();
  const texts = statusTexts(messages, statusCode);
  const shown = { statusMessage: statusMessage ?? texts.message, description: description ?? texts.description };
  // A 404 about an address is the not-found page; one about something else (a link's token) says what it is about.
  if (statusCode === 404 && path !== undefined) return <NotFound description={shown.description} path={path} />;
  return <GenericError statusCode={statusCode} {...shown} />;
}

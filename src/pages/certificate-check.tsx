/**
 * The verification page (`/zertifikate/pruefen`, `/en/certificates/verify`): a form of two
 * fields, the certificate number and the check code, sent by GET to the page itself, so the
 * QR code's link and a typed check land on the same address, without JavaScript. The built page
 * is the empty form; the server draws it again with its answer (src/server/certificates/http/):
 * valid, revoked with the day, or unknown, and what the register says of the certificate; for a
 * valid one, its Open Badges credential to download and LinkedIn's link. A second form takes a
 * credential (its file, or its content pasted) by POST and says whether the academy issued it,
 * unchanged, to the address typed, and whether it is revoked. Kept out of search engines.
 */

import {
  type CertificateLinks,
  CHECK_PARAMS,
  type CheckAnswer,
  type CheckedCertificate,
  MAX_CHECK_FIELD,
} from '../certificate-contract/certificate-check.ts';
import { CHECK_TEXTS, type CheckTexts } from '../certificate-contract/check-texts.ts';
import {
  CREDENTIAL_FIELDS,
  type CredentialVerdict,
  MAX_CREDENTIAL_CHARS,
  MAX_EMAIL_CHARS,
  type TypedCredential,
} from '../certificate-contract/credential-check.ts';
import { Fact } from '../components/Fact.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { usePage } from '../components/page-context.tsx';
import { Button } from '../components/ui/Button.tsx';
import { formatDate, formatDateRange, quoted } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import { interpolate } from '../i18n/messages.ts';
import { buildPath } from '../routes/match.ts';
import type { Screen } from './types.ts';

/** What the register says of a valid or revoked certificate. */
function Register({ certificate, texts, locale }: { certificate: CheckedCertificate; texts: CheckTexts; locale: Locale }) {
  return (
    <dl className="facts mt-4">
      {certificate.holder && <Fact label={texts.holder}>{certificate.holder}</Fact>}
      <Fact label={texts.certificate}>{`${texts.kinds[certificate.kind]} ${quoted(locale, certificate.title)}`}</Fact>
      <Fact label={texts.course}>{formatDateRange(locale, certificate.from, certificate.to)}</Fact>
      <Fact label={texts.issued}>{formatDate(locale, certificate.issueDate)}</Fact>
      {certificate.kind === 'seminar' && <Fact label={texts.validity}>{texts.validIndefinitely}</Fact>}
    </dl>
  );
}

/** A valid certificate's credential to download and LinkedIn's link, for its holder. */
function TakeAway({ links, texts }: { links: CertificateLinks; texts: CheckTexts }) {
  return (
    <div className="mt-4">
      {links.credential && <p className="muted">{texts.takeAway}</p>}
      <p className="mt-2">
        {links.credential && (
          <>
            <a href={links.credential} download>
              {texts.download}
            </a>
            {' · '}
          </>
        )}
        <a href={links.linkedIn} rel="noopener noreferrer" target="_blank">
          {texts.linkedIn}
        </a>
      </p>
    </div>
  );
}

/** What a credential pasted or uploaded was found to be. */
function BadgeVerdict({ verdict, texts, locale }: { verdict: CredentialVerdict; texts: CheckTexts; locale: Locale }) {
  const { badge } = texts;
  const genuine = verdict.kind === 'genuine' ? verdict : null;
  const said = genuine
    ? interpolate(genuine.revoked ? badge.genuineRevoked : badge.genuine, { issuer: genuine.issuer })
    : verdict.kind === 'notGenuine'
      ? badge.notGenuine
      : verdict.kind === 'elsewhere'
        ? badge.elsewhere
        : badge.unreadable;
  return (
    <section aria-labelledby="verdict" className="card mt-8 max-w-3xl">
      <div className="verdict" data-verdict={genuine && !genuine.revoked ? 'valid' : verdict.kind} role="status">
        <h2 id="verdict" className="text-xl font-semibold">
          {said}
        </h2>
        {verdict.kind === 'notGenuine' && <p className="mt-2">{badge.notGenuineHelp}</p>}
      </div>
      {genuine && (
        <dl className="facts mt-4">
          {genuine.holder && <Fact label={texts.holder}>{genuine.holder}</Fact>}
          <Fact label={texts.certificate}>{genuine.title}</Fact>
          {genuine.number && <Fact label={badge.number}>{genuine.number}</Fact>}
          <Fact label={texts.issued}>{formatDate(locale, genuine.issueDate)}</Fact>
          {genuine.recipient && <Fact label={badge.recipient}>{genuine.recipient === 'matches' ? badge.matches : badge.differs}</Fact>}
        </dl>
      )}
    </section>
  );
}

/** The form for a credential: its file, or its content pasted, and optionally the holder's address; sent by POST to the page. */
function BadgeForm({ path, given, texts }: { path: string; given: TypedCredential; texts: CheckTexts }) {
  const { badge } = texts;
  return (
    <section aria-labelledby="badge-heading" className="card mt-8 max-w-3xl">
      <h2 id="badge-heading" className="text-2xl font-semibold">
        {badge.heading}
      </h2>
      <p className="mt-2">{badge.lead}</p>
      <form method="post" action={path} encType="multipart/form-data" className="mt-4 space-y-6">
        <div className="field">
          <label htmlFor="badge-file" className="field-label">
            {badge.file}
          </label>
          <input
            id="badge-file"
            name={CREDENTIAL_FIELDS.file}
            type="file"
            className="input"
            accept=".json,application/json,application/ld+json"
          />
        </div>
        <div className="field">
          <label htmlFor="badge-text" className="field-label">
            {badge.text}
          </label>
          <p id="badge-text-hint" className="field-hint">
            {badge.textHint}
          </p>
          <textarea
            id="badge-text"
            name={CREDENTIAL_FIELDS.text}
            className="input"
            rows={5}
            maxLength={MAX_CREDENTIAL_CHARS}
            spellCheck={false}
            defaultValue={given.text}
            aria-describedby="badge-text-hint"
          />
        </div>
        <div className="field">
          <label htmlFor="badge-email" className="field-label">
            {badge.email}
          </label>
          <p id="badge-email-hint" className="field-hint">
            {badge.emailHint}
          </p>
          <input
            id="badge-email"
            name={CREDENTIAL_FIELDS.email}
            type="email"
            className="input"
            autoComplete="off"
            maxLength={MAX_EMAIL_CHARS}
            defaultValue={given.email}
            aria-describedby="badge-email-hint"
          />
        </div>
        <Button type="submit" variant="secondary">
          {badge.submit}
        </Button>
      </form>
    </section>
  );
}

function Verdict({ answer, texts, locale }: { answer: CheckAnswer; texts: CheckTexts; locale: Locale }) {
  if (answer.kind === 'unreadable') return null;
  if (answer.kind === 'credential') return <BadgeVerdict verdict={answer.verdict} texts={texts} locale={locale} />;
  const said =
    answer.kind === 'valid'
      ? texts.valid
      : answer.kind === 'revoked'
        ? interpolate(texts.revoked, { day: formatDate(locale, answer.revokedOn) })
        : answer.kind === 'rateLimited'
          ? interpolate(texts.rateLimited, { seconds: String(answer.retryAfterSeconds) })
          : texts.unknown;
  const certificate = answer.kind === 'valid' || answer.kind === 'revoked' ? answer.certificate : null;
  return (
    <section aria-labelledby="verdict" className="card mt-8 max-w-3xl">
      <div className="verdict" data-verdict={answer.kind} role="status">
        <h2 id="verdict" className="text-xl font-semibold">
          {said}
        </h2>
        {answer.kind === 'unknown' && <p className="mt-2">{texts.unknownHelp}</p>}
      </div>
      {certificate && <Register certificate={certificate} texts={texts} locale={locale} />}
      {answer.kind === 'valid' && <TakeAway links={answer.links} texts={texts} />}
    </section>
  );
}

interface FieldProps {
  readonly name: string;
  readonly label: string;
  readonly hint: string;
  readonly value: string;
  readonly error: string | null;
}

function Field({ name, label, hint, value, error }: FieldProps) {
  const id = `check-${name}`;
  return (
    <div className="field" data-invalid={error ? '' : undefined}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
      <input
        id={id}
        name={name}
        type="text"
        className="input"
        required
        maxLength={MAX_CHECK_FIELD}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

const NOTHING_GIVEN: TypedCredential = { text: '', email: '' };

export interface CertificateCheckProps {
  readonly path: string;
}

export const certificateCheckScreen: Screen<'certificateCheck', CertificateCheckProps> = {
  load: ({ route }) => {
    const { title, lead } = CHECK_TEXTS[route.locale];
    return { head: { title, description: lead }, props: { path: buildPath('certificateCheck', route.locale, {}) } };
  },
  Body: ({ props, certificateCheck }) => {
    const { locale } = usePage();
    const texts = CHECK_TEXTS[locale];
    const answer = certificateCheck ?? null;
    const typed = answer?.typed ?? { number: '', code: '' };
    const wrong = answer?.kind === 'unreadable' ? answer.wrong : { number: false, code: false };
    return (
      <>
        <PageHeader title={texts.title} lead={texts.lead} />
        {answer && <Verdict answer={answer} texts={texts} locale={locale} />}
        <section aria-labelledby="check-heading" className="card mt-8 max-w-3xl">
          <h2 id="check-heading" className="text-2xl font-semibold">
            {answer?.kind === 'valid' || answer?.kind === 'revoked' || answer?.kind === 'unknown' ? texts.another : texts.title}
          </h2>
          <form method="get" action={props.path} className="mt-4 space-y-6">
            <div className="form-grid">
              <Field
                name={CHECK_PARAMS.number}
                label={texts.number}
                hint={texts.numberHint}
                value={typed.number}
                error={wrong.number ? texts.wrongNumber : null}
              />
              <Field
                name={CHECK_PARAMS.code}
                label={texts.code}
                hint={texts.codeHint}
                value={typed.code}
                error={wrong.code ? texts.wrongCode : null}
              />
            </div>
            <Button type="submit" variant="primary">
              {texts.submit}
            </Button>
          </form>
        </section>
        <BadgeForm path={props.path} given={answer?.kind === 'credential' ? answer.given : NOTHING_GIVEN} texts={texts} />
      </>
    );
  },
};

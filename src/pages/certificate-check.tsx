/**
 * The verification page (`/zertifikate/pruefen`, `/en/certificates/verify`): a form of two
 * fields, the certificate number and the check code, sent by GET to the page itself, so the
 * QR code's link and a typed check land on the same address, without JavaScript. The built page
 * is the empty form; the server draws it again with its answer (src/server/certificates/http/):
 * valid, revoked with the day, or unknown, and what the register says of the certificate.
 * Kept out of search engines.
 */

import { CHECK_PARAMS, type CheckAnswer, type CheckedCertificate, MAX_CHECK_FIELD } from '../certificate-contract/certificate-check.ts';
import { CHECK_TEXTS, type CheckTexts } from '../certificate-contract/check-texts.ts';
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

function Verdict({ answer, texts, locale }: { answer: CheckAnswer; texts: CheckTexts; locale: Locale }) {
  if (answer.kind === 'unreadable') return null;
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
      </>
    );
  },
};

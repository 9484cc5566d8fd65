/**
 * Reads a registration request into a Submission: whether it is a registration or a
 * waiting-list entry, the body as the schema's input (JSON as sent; a form post turned
 * nested by form-data.ts), the flat values to refill a form, the language of the answer,
 * whether the honeypot was filled, and the Idempotency-Key. Pure: the API hands it the raw
 * header values and body text.
 */
import type { Locale } from '../../../i18n/locales.ts';
import { CLAIM_FIELD, HONEYPOT_FIELD, LOCALE_FIELD } from '../../../registration-contract/contract.ts';
import { compactParticipants, fromFormFields } from '../../../registration-contract/form-data.ts';
import { isWaitlistInput, WAITLIST_FIELD_PATHS, WAITLIST_SECTION } from '../../../registration-contract/waitlist.ts';
import { formatOf, type PostFormat } from '../../edge/post-format.ts';
import { responseLocale } from '../../edge/response-locale.ts';

/** What is asked for: a seat, or a place on a fully booked date's waiting list. */
export type SubmissionKind = 'registration' | 'waitlist';

export interface Submission {
  readonly kind: SubmissionKind;
  readonly format: PostFormat;
  /** What the schema validates. */
  readonly input: unknown;
  /** A form post's flat fields, minus the honeypot (empty for JSON). */
  readonly values: Record<string, string>;
  readonly locale: Locale;
  readonly honeypot: boolean;
  readonly idempotencyKey: string | null;
  /** The token of a waiting-list offer the registration claims (CLAIM_FIELD), if any. */
  readonly claim: string | null;
}

export type SubmissionResult =
  | { ok: true; submission: Submission }
  | { ok: false; reason: 'malformed' | 'unsupportedType'; format: PostFormat | null; locale: Locale };

export interface RawRequest {
  readonly contentType: string | undefined;
  readonly acceptLanguage: string | undefined;
  readonly idempotencyKey: string | undefined;
  readonly body: string;
}

const IDEMPOTENCY_KEY = /^[\x21-\x7E]{1,255}$/;

const isFilled = (value: unknown) =>
  typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null && value !== false;

/** The first value of every field of a form body. */
function formFields(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body)) if (!Object.hasOwn(fields, name)) fields[name] = value;
  return fields;
}

function parseJsonObject(body: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function readSubmission(request: RawRequest): SubmissionResult {
  const format = formatOf(request.contentType);
  const headerLocale = responseLocale(undefined, request.acceptLanguage);
  if (format === null) return { ok: false, reason: 'unsupportedType', format, locale: headerLocale };
  const key = request.idempotencyKey;
  if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) return { ok: false, reason: 'malformed', format, locale: headerLocale };
  const idempotencyKey = key ?? null;

  if (format === 'form') {
    const { [HONEYPOT_FIELD]: honeypot, ...posted } = formFields(request.body);
    const locale = responseLocale(posted[LOCALE_FIELD], request.acceptLanguage);
    const waitlist = Object.keys(posted).some((name) => name.startsWith(`${WAITLIST_SECTION}.`));
    const values = waitlist ? posted : compactParticipants(posted);
    const input = waitlist ? fromFormFields(values, WAITLIST_FIELD_PATHS) : fromFormFields(values);
    return {
      ok: true,
      submission: {
        kind: waitlist ? 'waitlist' : 'registration',
        format,
        input,
        values,
        locale,
        honeypot: isFilled(honeypot),
        idempotencyKey,
        claim: posted[CLAIM_FIELD] || null,
      },
    };
  }
  const body = parseJsonObject(request.body);
  if (!body) return { ok: false, reason: 'malformed', format, locale: headerLocale };
  const locale = responseLocale(body[LOCALE_FIELD], request.acceptLanguage);
  const kind = isWaitlistInput(body) ? 'waitlist' : 'registration';
  return {
    ok: true,
    submission: {
      kind,
      format,
      input: body,
      values: {},
      locale,
      honeypot: isFilled(body[HONEYPOT_FIELD]),
      idempotencyKey,
      claim: typeof body[CLAIM_FIELD] === 'string' && body[CLAIM_FIELD] !== '' ? body[CLAIM_FIELD] : null,
    },
  };
}

/** The date a submission names, if it names one plausibly (for the answer page), else 0. */
export function submittedDateId(input: unknown): number {
  const dateId = input !== null && typeof input === 'object' ? (input as { dateId?: unknown }).dateId : undefined;
  return typeof dateId === 'number' && Number.isSafeInteger(dateId) && dateId > 0 ? dateId : 0;
}

/** The address a submission names for its confirmation (a booker's who does not take part, the first participant's or the waiting person's), as sent, or ''. */
export function submittedEmail(input: unknown): string {
  const sections =
    input !== null && typeof input === 'object'
      ? (input as { booker?: { forOthers?: unknown }; participants?: unknown; waitlist?: unknown })
      : {};
  const booker = sections.booker?.forOthers === true ? sections.booker : undefined;
  for (const section of [booker, Array.isArray(sections.participants) ? sections.participants[0] : undefined, sections.waitlist]) {
    const email = section !== null && typeof section === 'object' ? (section as { email?: unknown }).email : undefined;
    if (typeof email === 'string') return email.trim();
  }
  return '';
}

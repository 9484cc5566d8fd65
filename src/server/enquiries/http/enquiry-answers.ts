/**
 * How the enquiry routes answer: a browser gets the form's own page from the site's renderer
 * (or, without one, a plain page in its language), a JSON caller the outcome as JSON. Pure
 * apart from the renderer it is given.
 */
import type { Context } from 'hono';
import { ENQUIRY_PAGES, type EnquiryOutcome, type RenderEnquiryResponse } from '../../../enquiry-contract/outcome.ts';
import type { EnquiryKind } from '../../../enquiry-contract/schema.ts';
import { ENQUIRY_TEXTS, standingText } from '../../../enquiry-contract/texts.ts';
import { LOCALE_INFO, type Locale } from '../../../i18n/locales.ts';
import { buildPath } from '../../../routes/match.ts';
import { escapeHtml } from '../../../text/escape-html.ts';
import { errorField, type Logger } from '../../log/log.ts';

/** The status an outcome is answered with. */
export function statusOf(outcome: EnquiryOutcome): number {
  if (outcome.kind === 'invalid') return 422;
  if (outcome.kind === 'refused') return outcome.status;
  if (outcome.kind === 'problem') return outcome.expired ? 410 : 404;
  return outcome.kind === 'sent' ? 202 : 200;
}

/** The plain page, for a server without the site's renderer: heading, text, the errors, a link back to the form. */
export function plainEnquiryPage(locale: Locale, form: EnquiryKind, outcome: EnquiryOutcome): string {
  const texts = ENQUIRY_TEXTS[locale];
  const { heading, text } = standingText(texts, outcome) ?? {
    heading: texts.forms[form].heading,
    text: outcome.kind === 'refused' ? outcome.message : texts.errorsHeading,
  };
  const errors =
    outcome.kind === 'invalid'
      ? `<ul>${Object.entries(outcome.errors)
          .map(([field, message]) => `<li>${escapeHtml(`${texts.labels[field as keyof typeof texts.labels] ?? field}: ${message}`)}</li>`)
          .join('')}</ul>`
      : '';
  const button =
    outcome.kind === 'confirm'
      ? `<form method="post"><input type="hidden" name="token" value="${escapeHtml(outcome.token)}"><button type="submit">${escapeHtml(texts.confirm.button)}</button></form>`
      : '';
  const back = buildPath(ENQUIRY_PAGES[form], locale, {});
  return `<!doctype html><html lang="${LOCALE_INFO[locale].tag}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(heading)}</title></head><body><main><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p>${errors}${button}<p><a href="${back}">${escapeHtml(texts.forms[form].heading)}</a></p></main></body></html>`;
}

export interface Answering {
  readonly render: RenderEnquiryResponse | undefined;
  readonly logger: Logger;
}

/** Answers an outcome: JSON for a JSON caller, else the page. */
export async function answer(
  c: Context,
  { render, logger }: Answering,
  input: { locale: Locale; form: EnquiryKind; outcome: EnquiryOutcome; json: boolean; headers?: Record<string, string> },
): Promise<Response> {
  const { locale, form, outcome, json, headers = {} } = input;
  // A page about an enquiry sent is the answer to a GET (after the post's redirect): 200.
  const status = (!json && outcome.kind === 'sent' ? 200 : statusOf(outcome)) as 200;
  if (json) {
    // A JSON caller gets no token back: it came with the link.
    const shown = outcome.kind === 'confirm' ? { kind: outcome.kind, email: outcome.email } : outcome;
    return c.json(shown, status, headers);
  }
  let html: string | null = null;
  if (render) {
    try {
      html = await render({ locale, form, outcome });
    } catch (error) {
      logger.error('enquiry page renderer failed', { form, error: errorField(error) });
    }
  }
  return c.html(html ?? plainEnquiryPage(locale, form, outcome), status, headers);
}

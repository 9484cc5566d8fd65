/**
 * The page that answers a browser about an entry (a form post, a confirmation link, a
 * thank-you address): the site's own page from its renderer, else the server's plain page
 * (fallback-page.ts). A renderer that fails is logged, and the visitor gets the plain page.
 */
import type { RenderFormResponse } from '../../../registration-contract/outcome.ts';
import { errorField, type Logger } from '../../log/log.ts';
import { type FallbackPageInput, fallbackFormPage } from './fallback-page.ts';

export async function answerPage(
  renderFormResponse: RenderFormResponse | undefined,
  logger: Logger,
  input: Parameters<RenderFormResponse>[0],
  back: FallbackPageInput['back'],
): Promise<string> {
  if (renderFormResponse) {
    try {
      const html = await renderFormResponse(input);
      if (html !== null) return html;
    } catch (error) {
      logger.error('registration page renderer failed', { form: input.form, error: errorField(error) });
    }
  }
  const { locale, outcome, form } = input;
  return fallbackFormPage({ locale, outcome, back, form });
}

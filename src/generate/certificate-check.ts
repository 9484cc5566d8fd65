/**
 * The verification page drawn with its answer (src/pages/certificate-check.tsx): the server
 * finds the certificate (src/server/certificates/http/) and this draws the page with what the
 * register says, for a visitor without JavaScript as for everyone. Part of the SSR bundle
 * (src/server/ssr-bundle.ts). It loads no analytics call: the address holds a certificate's
 * number and check code.
 */
import type { CheckAnswer } from '../certificate-contract/certificate-check.ts';
import type { Locale } from '../i18n/locales.ts';
import { answerPage } from './answer-page.ts';
import type { FormResponderOptions } from './form-responder.ts';

/** Draws the verification page of `locale` with `answer`. */
export type RenderCertificateCheck = (locale: Locale, answer: CheckAnswer) => string;

export function createCertificateCheck(options: FormResponderOptions): Promise<RenderCertificateCheck> {
  return answerPage(options, 'certificateCheck', (answer: CheckAnswer) => ({ certificateCheck: answer }));
}

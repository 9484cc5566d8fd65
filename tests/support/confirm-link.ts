/** The link of a "please confirm" mail, as its reader finds it in the mail's text (received over SMTP or written as an .eml file). */
import type { ParsedMail } from 'mailparser';
import { CONFIRM_PATH, TOKEN_FIELD } from '../../src/registration-contract/contract.ts';

const LINK = new RegExp(`https?://\\S+${CONFIRM_PATH}\\?${TOKEN_FIELD}=[A-Za-z0-9_-]+`);

export function confirmLinkIn(mail: ParsedMail): string {
  const link = mail.text?.match(LINK)?.[0];
  if (!link) throw new Error(`no confirmation link in "${mail.subject}"`);
  return link;
}

/** The link on another origin (a test's server instead of SITE_URL). */
export const onOrigin = (link: string, origin: string) => origin + link.slice(new URL(link).origin.length);

/**
 * The mails as the server's settings have them (wiring: src/server/mail/ composes, this file
 * hands it the settings): the site's address, the academy's inbox and details, and the times
 * the links, holds and offers last.
 */
import type { VatRules } from '../config/stated-settings.ts';
import type { Content } from '../content/types.ts';
import { owedWithVat } from './invoices/rules/documents.ts';
import { type MailComposer, mailComposer } from './mail/composer.ts';
import type { MailSettings } from './mail/envelope.ts';
import type { ServerConfig } from './server-config.ts';

/** What every mail is written with, from the server's settings: its address, the academy's inbox and details. */
export const mailSettingsOf = (config: ServerConfig): MailSettings => ({
  siteUrl: config.siteUrl,
  academyInbox: config.mail.academyInbox,
  academy: config.stated.academy,
});

/** What a registration's places owe with VAT, as its invoices would state it: what a private person's mails say is due. */
export const withVatOf =
  (getContent: () => Content, vatRules: VatRules): NonNullable<MailSettings['withVat']> =>
  (registration, places) =>
    owedWithVat(registration, places, getContent(), vatRules);

/** The mails as the server's settings have them: its address, the academy's inbox, the times its links and holds last. */
export function configuredMailComposer(config: ServerConfig, getContent: () => Content): MailComposer {
  const { confirmation } = config;
  const terms = {
    holdMinutes: confirmation.holdMs / 60_000,
    linkHours: confirmation.linkMs / 3_600_000,
    offerHours: confirmation.offerMs / 3_600_000,
  };
  const settings: MailSettings = { ...mailSettingsOf(config), withVat: withVatOf(getContent, config.invoicing.vatRules) };
  return mailComposer(getContent, settings, terms, confirmation.materials);
}

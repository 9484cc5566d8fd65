/**
 * What asking for a quote, opening it and booking from it work with (quote-requests.ts,
 * quote-links.ts): the registrations' stores and the quotes', the content and the day, the prices'
 * VAT rules and the seller the PDF names, the quotes' numbering and validity, the links, the mails
 * and how a quote's PDF is drawn.
 */
import type { VatRules } from '../../../config/stated-settings.ts';
import type { Content } from '../../../content/types.ts';
import type { ConfirmationSettings } from '../../gate/confirmation-settings.ts';
import type { QuoteDocument, Seller } from '../../invoices/rules/invoice-document.ts';
import type { MailComposer } from '../../mail/composer.ts';
import type { MailSettings } from '../../mail/envelope.ts';
import type { RegistrationStores } from '../../registrations/store/registration-stores.ts';
import type { Quotes } from '../store/quotes-table.ts';

/** The settings of quotes: their numbers' prefix (QUOTE_PREFIX) and the days they hold (QUOTE_VALID_DAYS). */
export interface QuoteSettings {
  readonly prefix: string;
  readonly validDays: number;
}

export interface QuoteDeps {
  readonly stores: RegistrationStores;
  readonly quotes: Quotes;
  readonly getContent: () => Content;
  /** 'YYYY-MM-DD', Europe/Berlin. */
  readonly today: () => string;
  readonly now: () => Date;
  readonly newId: () => string;
  readonly businessesOnly?: boolean;
  readonly vatRules: VatRules;
  readonly seller: Seller;
  readonly settings: QuoteSettings;
  /** The client a request came from, keyed (the gate's clientKey): quotes are capped per client as enquiries are. */
  readonly client: string;
  /** How long a quote's link works before it is issued (`linkMs`), and the caps per client and address. */
  readonly confirmation: ConfirmationSettings;
  readonly quoteLink: (token: string) => string;
  readonly manageLink: (token: string) => string;
  /** The quotes' mails are composed with these. */
  readonly mailSettings: MailSettings;
  /** A booking's confirmations with their manage links. */
  readonly mails?: MailComposer;
  /** A quote's PDF. */
  readonly drawPdf: (document: QuoteDocument) => Promise<Uint8Array>;
}

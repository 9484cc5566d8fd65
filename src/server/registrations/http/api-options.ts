/**
 * What the registrations API is made with (api.ts), and what its manage and claim links'
 * routes work with, which staff changes from the CMS and the commands share (`linkDeps`).
 */
import { DEFAULT_SETTINGS } from '../../../config/settings.ts';
import { type VatRules, vatRulesOf } from '../../../config/stated-settings.ts';
import type { Content } from '../../../content/types.ts';
import type { RenderMyBookings } from '../../../generate/my-bookings.ts';
import { manageLink } from '../../../registration-contract/contract.ts';
import type { RenderFormResponse } from '../../../registration-contract/outcome.ts';
import type { ConfirmationSettings } from '../../gate/confirmation-settings.ts';
import type { TrustedProxies } from '../../limits/client-address.ts';
import type { RateLimits } from '../../limits/rate-limits.ts';
import type { Logger } from '../../log/log.ts';
import type { MailComposer } from '../../mail/composer.ts';
import type { QuoteDeps } from '../../quotes/use-cases/quote-deps.ts';
import type { RegistrationDocuments } from '../rules/registration-documents.ts';
import type { SubmissionKind } from '../rules/submission.ts';
import type { RegistrationStores } from '../store/registration-stores.ts';
import type { ManageDeps } from '../use-cases/manage-answers.ts';
import type { OfferDeps, SeatChange } from '../use-cases/offer-seats.ts';

export interface RegistrationApiOptions {
  readonly stores: RegistrationStores;
  /** The content as it is now (an editor's change counts from the next request). */
  readonly getContent: () => Content;
  /** Today in Germany, 'YYYY-MM-DD'. */
  readonly today: () => string;
  readonly now?: () => Date;
  readonly newId?: () => string;
  /** Requests per minute from one address; default DEFAULT_RATE_LIMIT. */
  readonly rateLimit?: number;
  /** Where the requests per client count (every server together on PostgreSQL: Stores.limits); default this process's memory. */
  readonly limits?: RateLimits;
  /** The reverse proxies in front, whose X-Forwarded-For names the client; default none. */
  readonly trustProxy?: TrustedProxies;
  /** The site's page for a form post without JavaScript; the server's fallback page otherwise. */
  readonly renderFormResponse?: RenderFormResponse;
  /** Called once an entry is stored or confirmed, e.g. to wake the outbox workers and redraw pages. */
  readonly onStored?: (id: string, kind: SubmissionKind, confirmed: boolean) => void;
  /**
   * Called once seats changed through a link (a change through a manage link, an offer
   * released) and freed seats were offered to waiting lists: the dates whose seat counts
   * changed, to wake the mail worker and redraw pages.
   */
  readonly onChanged?: (seats: readonly SeatChange[]) => void;
  /** The mails an entry sends, queued with it (src/server/mail/); none when absent. */
  readonly mails?: MailComposer;
  /** Where the API's lines go; default the server's JSON log. */
  readonly logger?: Logger;
  /** The site's origin (SITE_URL): the links in mails, and the one other host posts may come from. */
  readonly siteUrl?: string;
  /** The address mails come from, as the thank-you names it. */
  readonly mailFrom?: string;
  readonly confirmation?: ConfirmationSettings;
  /** The registrations' invoices, which their manage links list and download; none when absent. */
  readonly documents?: RegistrationDocuments;
  /** The academy books businesses only (BOOKING_CUSTOMERS): a registration as a private person is refused. */
  readonly businessesOnly?: boolean;
  /** Draws the "my bookings" page with its answer; without it, the answers are plain pages. */
  readonly renderMyBookings?: RenderMyBookings;
  /** The VAT rules a registration is priced with before it is sent (the invoices' settings); default the settings' defaults. */
  readonly vatRules?: VatRules;
  /** Quotes: their store, settings, the seller their PDF names and how it is drawn; without, the API takes no quotes. */
  readonly quotes?: QuoteOptions;
  /** A file of the site being served, by its path there (the course materials its manage links download); none when absent. */
  readonly siteFile?: (path: string) => Promise<Uint8Array | null>;
}

/** What quotes are made with besides what the API has (src/server/quotes/use-cases/quote-deps.ts). */
export type QuoteOptions = Pick<QuoteDeps, 'quotes' | 'settings' | 'seller' | 'mailSettings' | 'drawPdf'>;

/** What the manage and claim links' routes (and staff changes from the CMS) work with. */
export function linkDeps(options: RegistrationApiOptions, now: () => Date, siteUrl: string, confirmation: ConfirmationSettings) {
  return {
    manageDeps: (): ManageDeps => ({
      stores: options.stores,
      getContent: options.getContent,
      today: options.today,
      now,
      manageLink: (token) => manageLink(siteUrl, token),
      mails: options.mails,
      placeHandovers: confirmation.placeHandovers,
      accessMailHour: confirmation.access.mailHour,
      materialDays: confirmation.materials,
      feedbackDays: confirmation.feedbackDays,
      documents: options.documents,
      siteFile: options.siteFile,
      vatRules: options.vatRules ?? vatRulesOf(DEFAULT_SETTINGS),
    }),
    offerDeps: (): OfferDeps => ({
      stores: options.stores,
      getContent: options.getContent,
      today: options.today,
      now,
      siteUrl,
      offerMs: confirmation.offerMs,
      mails: options.mails,
    }),
  };
}

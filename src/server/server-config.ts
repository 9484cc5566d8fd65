/**
 * The server's settings (src/config/settings.ts, checked at start so a typo stops the server
 * with one clear line instead of misbehaving later), grouped as the server's parts use them.
 */

import { join } from 'node:path';
import { DEFAULT_ACADEMY_INBOX, DEFAULT_MAIL_FROM } from '../config/academy.ts';
import { type Env, readSettings, type Settings } from '../config/settings.ts';
import { type StatedSettings, statedSettings } from '../config/stated-settings.ts';
import type { FewSeats } from '../content/bookings.ts';
import { type HeaderSettings, headerSettings } from '../http/header-settings.ts';
import { type ImageConfig, imageConfig } from '../images/config.ts';
import { type Certifying, certifyingOf } from './certificates/rules/certifying.ts';
import { keysFileOf } from './credentials/keys-file.ts';
import type { PostgresSettings } from './database/postgres-database.ts';
import { type ConfirmationSettings, confirmationSettings } from './gate/confirmation-settings.ts';
import { type Invoicing, invoicingOf } from './invoices/rules/invoicing.ts';
import { type TrustedProxies, trustedProxies } from './limits/client-address.ts';
import { type ConnectionLimits, connectionLimits } from './limits/connection-limits.ts';
import type { DunningPeriods } from './payments/rules/dunning.ts';

export interface ServerConfig {
  readonly host: string;
  readonly port: number;
  readonly distDir: string;
  /** Where the registrations database lives. */
  readonly dataDir: string;
  /** Whether the data folder holds anything: the SQLite file (no DATABASE_URL) or the mail files (no SMTP_URL). */
  readonly dataFolderInUse: boolean;
  /** PostgreSQL for the registrations (several servers on one database), with the connections one server keeps; null: SQLite in dataDir. */
  readonly database: PostgresSettings | null;
  readonly contentDir: string;
  /** A fixed "today" (YYYY-MM-DD) for tests; null: the real date in Germany. */
  readonly today: string | null;
  /** How long a worker may leave its waiting queue unlooked at before GET /readyz calls the queue stuck (READY_QUEUE_MINUTES). */
  readonly readyQueueMs: number;
  /** Registration requests per minute and client address. */
  readonly rateLimit: number;
  /** When a date's pages say how many seats are left (FEW_SEATS, FEW_SEATS_PERCENT). */
  readonly fewSeats: FewSeats;
  /** The reverse proxies whose X-Forwarded-For is believed (TRUST_PROXY); null: none. */
  readonly trustProxy: TrustedProxies;
  /** Forward registrations to Directus through the outbox; null: keep them in SQLite only. */
  readonly directus: { readonly url: string; readonly token: string } | null;
  /** The origin of canonical links, as at build time (SITE_URL). */
  readonly siteUrl: string;
  readonly analyticsEndpoint: string | null;
  /** The webhook's shared secret (REBUILD_SECRET); null: no webhook. */
  readonly rebuildSecret: string | null;
  /**
   * Editors' previews of drafts (PREVIEW_SECRET, the CMS's preview-only DIRECTUS_PREVIEW_TOKEN,
   * DIRECTUS_URL; the CMS's pages come from DIRECTUS_PUBLIC_URL, default DIRECTUS_URL); null: none.
   */
  readonly preview: {
    readonly secret: string;
    readonly cms: { readonly url: string; readonly token: string };
    readonly frameOrigin: string;
  } | null;
  /** Where rebuilt sites are published (RELEASES_DIR, default .build/releases). */
  readonly releasesDir: string;
  /** Where rebuilds read the content: the CMS with a read-only token (DIRECTUS_URL, DIRECTUS_TOKEN), else the content folder. */
  readonly contentSource:
    | { readonly kind: 'directus'; readonly url: string; readonly token: string; readonly timeoutMs: number }
    | { readonly kind: 'folder' };
  readonly ssrBundle: string;
  /** How rebuilds make and link the content's images, as the build does. */
  readonly images: ImageConfig;
  /** Where rebuilds ask for icons the local set lacks (ICON_API_URL), as the build does. */
  readonly iconApiUrl: string;
  /** HSTS and the content security policy's extra origins (HSTS, ANALYTICS_URL, IMAGE_ORIGINS). */
  readonly headers: HeaderSettings;
  /** Where the registrations' mails go: an SMTP server (SMTP_URL), else `.eml` files in `dir` (DATA_DIR/mail). */
  readonly mail: { readonly smtpUrl: string | null; readonly from: string; readonly academyInbox: string; readonly dir: string };
  /** What a slow or broken client may hold: timeouts and the cap on open connections. */
  readonly connections: ConnectionLimits;
  /** How long pending entries hold their seats and their links work, and the caps per client and address. */
  readonly confirmation: ConfirmationSettings;
  /** What the pages state of the settings and the server acts on: how long personal data is kept, the academy's contact details. */
  readonly stated: StatedSettings;
  /** The seller, VAT rate and number series of the invoices the server issues. */
  readonly invoicing: Invoicing;
  /** What comes of payments: receipts (PAYMENT_RECEIPTS), the reminders' periods, the statutory charges (LATE_PAYMENT_CHARGES). */
  readonly payments: PaymentSettings;
  /** The number series, issuer and verification link of the certificates the server issues. */
  readonly certifying: Certifying;
  /** The CMS staff sign in with on the check-in pages (DIRECTUS_URL); null: no check-in pages. */
  readonly staffSignInUrl: string | null;
  /** The file of the academy's keys that sign its credentials (CREDENTIAL_KEYS_FILE). */
  readonly credentialKeysFile: string;
}

function mailSettings(settings: Settings): ServerConfig['mail'] {
  return {
    smtpUrl: settings.SMTP_URL,
    from: settings.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    academyInbox: settings.ACADEMY_INBOX ?? DEFAULT_ACADEMY_INBOX,
    dir: join(settings.DATA_DIR, 'mail'),
  };
}

export interface PaymentSettings {
  readonly receipts: boolean;
  readonly periods: DunningPeriods;
  /** The base rate the charges are counted from; null: none claimed. */
  readonly charges: { readonly baseRate: number } | null;
}

function paymentSettings(settings: Settings): PaymentSettings {
  return {
    receipts: settings.PAYMENT_RECEIPTS === 'on',
    periods: { first: settings.PAYMENT_REMINDER_DAYS, second: settings.SECOND_REMINDER_DAYS, staff: settings.REMINDERS_TO_STAFF_DAYS },
    charges: settings.LATE_PAYMENT_CHARGES === 'on' ? { baseRate: settings.BASE_INTEREST_RATE } : null,
  };
}

function previewSettings(settings: Settings): ServerConfig['preview'] {
  const { PREVIEW_SECRET: secret, DIRECTUS_PREVIEW_TOKEN: token, DIRECTUS_URL: url } = settings;
  if (!secret || !token || !url) return null;
  return { secret, cms: { url, token }, frameOrigin: new URL(settings.DIRECTUS_PUBLIC_URL ?? url).origin };
}

/** The server's settings, as its parts use them. */
export function serverConfig(settings: Settings): ServerConfig {
  const { DIRECTUS_URL: directusUrl, DIRECTUS_REGISTRATION_TOKEN: registrationToken, DIRECTUS_TOKEN: contentToken } = settings;
  return {
    host: settings.HOST,
    port: settings.PORT,
    distDir: settings.DIST_DIR,
    dataDir: settings.DATA_DIR,
    database: settings.DATABASE_URL
      ? { url: settings.DATABASE_URL, connections: settings.DATABASE_CONNECTIONS, lockTimeoutMs: settings.DATABASE_LOCK_TIMEOUT_MS }
      : null,
    contentDir: settings.CONTENT_DIR,
    today: settings.TODAY,
    readyQueueMs: settings.READY_QUEUE_MINUTES * 60_000,
    rateLimit: settings.REGISTRATION_RATE_LIMIT,
    fewSeats: { seats: settings.FEW_SEATS, percent: settings.FEW_SEATS_PERCENT },
    trustProxy: trustedProxies(settings.TRUST_PROXY),
    // DIRECTUS_URL alone (set for content:pull) does not switch forwarding on.
    directus: directusUrl && registrationToken ? { url: directusUrl, token: registrationToken } : null,
    siteUrl: settings.SITE_URL,
    analyticsEndpoint: settings.ANALYTICS_URL,
    rebuildSecret: settings.REBUILD_SECRET,
    preview: previewSettings(settings),
    releasesDir: settings.RELEASES_DIR,
    contentSource:
      directusUrl && contentToken
        ? { kind: 'directus', url: directusUrl, token: contentToken, timeoutMs: settings.DIRECTUS_TIMEOUT_MS }
        : { kind: 'folder' },
    ssrBundle: settings.SSR_BUNDLE,
    images: imageConfig(settings),
    iconApiUrl: settings.ICON_API_URL,
    headers: headerSettings(settings),
    mail: mailSettings(settings),
    connections: connectionLimits(settings),
    confirmation: confirmationSettings(settings),
    stated: statedSettings(settings),
    invoicing: invoicingOf(settings),
    payments: paymentSettings(settings),
    certifying: certifyingOf(settings),
    staffSignInUrl: directusUrl,
    credentialKeysFile: keysFileOf(settings),
    dataFolderInUse: !settings.DATABASE_URL || !settings.SMTP_URL,
  };
}

/** The server's settings from an environment (tests hand one in). */
export const readServerConfig = (env: Env): ServerConfig => serverConfig(readSettings(env));

/**
 * The server's settings from the environment, checked at start so a typo stops the server
 * with one clear line instead of misbehaving later. Pure: tests hand it an env object.
 */
import { join } from 'node:path';
import { DEFAULT_ACADEMY_INBOX, DEFAULT_MAIL_FROM } from '../config/academy.ts';
import {
  analyticsEndpointSetting,
  ConfigError,
  contentDirSetting,
  dataDirSetting,
  day,
  directusTimeoutSetting,
  distDirSetting,
  type Env,
  fewSeatsSetting,
  flag,
  httpUrl,
  path,
  releasesDirSetting,
  wholeNumber,
} from '../config/env.ts';
import { normalizeSiteUrl } from '../config/site.ts';
import { type HeaderSettings, headerSettingsFromEnv } from '../http/header-settings.ts';
import { type ConnectionLimits, connectionLimitsFromEnv } from './connection-limits.ts';
import { DEFAULT_RATE_LIMIT } from './rate-limit.ts';
import { type ConfirmationSettings, confirmationSettingsFromEnv } from './registrations/confirmation-settings.ts';
import { SSR_BUNDLE } from './ssr-bundle.ts';

export interface ServerConfig {
  readonly host: string;
  readonly port: number;
  readonly distDir: string;
  /** Where the registrations database lives. */
  readonly dataDir: string;
  readonly contentDir: string;
  /** A fixed "today" (YYYY-MM-DD) for tests; null: the real date in Germany. */
  readonly today: string | null;
  /** Registration requests per minute and client address. */
  readonly rateLimit: number;
  /** At this many free seats or fewer a date's pages say how many are left (FEW_SEATS). */
  readonly fewSeats: number;
  readonly trustProxy: boolean;
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
  /** HSTS and the content security policy's extra origins (HSTS, ANALYTICS_URL, IMAGE_ORIGINS). */
  readonly headers: HeaderSettings;
  /** Where the registrations' mails go: an SMTP server (SMTP_URL), else `.eml` files in `dir` (DATA_DIR/mail). */
  readonly mail: { readonly smtpUrl: string | null; readonly from: string; readonly academyInbox: string; readonly dir: string };
  /** What a slow or broken client may hold: timeouts and the cap on open connections. */
  readonly connections: ConnectionLimits;
  /** How long pending entries hold their seats and their links work, and the caps per client and address. */
  readonly confirmation: ConfirmationSettings;
}

const ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
/** 'name@host' or 'Name <name@host>'. */
const isMailbox = (value: string) => ADDRESS.test(value) || /^[^<>]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>$/.test(value.trim());

function mailSettings(env: Env, dataDir: string): ServerConfig['mail'] {
  const smtpUrl = env.SMTP_URL || null;
  if (smtpUrl !== null) {
    if (!/^smtps?:\/\//.test(smtpUrl))
      throw new ConfigError(`SMTP_URL must be an smtp:// or smtps:// URL, got ${JSON.stringify(smtpUrl.replace(/\/\/[^@/]*@/, '//…@'))}`);
    // Real mail goes out in the academy's name: no made-up default sender or inbox.
    if (!env.MAIL_FROM || !env.ACADEMY_INBOX)
      throw new ConfigError(
        'SMTP_URL needs MAIL_FROM (the sender, e.g. "Academy <anmeldung@example.com>") and ACADEMY_INBOX (where the academy\'s copies go)',
      );
  }
  const from = env.MAIL_FROM || DEFAULT_MAIL_FROM;
  const academyInbox = env.ACADEMY_INBOX || DEFAULT_ACADEMY_INBOX;
  if (!isMailbox(from)) throw new ConfigError(`MAIL_FROM must be an address or "Name <address>", got ${JSON.stringify(from)}`);
  if (!ADDRESS.test(academyInbox)) throw new ConfigError(`ACADEMY_INBOX must be an email address, got ${JSON.stringify(academyInbox)}`);
  return { smtpUrl, from, academyInbox, dir: join(dataDir, 'mail') };
}

/** The webhook's secret must be long enough not to be guessed by trying: at least this many characters. */
export const MIN_REBUILD_SECRET_LENGTH = 32;

/** A shared secret setting: absent, or long enough not to be guessed by trying. */
function secretSetting(env: Env, name: string): string | null {
  const secret = env[name] || null;
  if (secret !== null && secret.length < MIN_REBUILD_SECRET_LENGTH)
    throw new ConfigError(
      `${name} must be at least ${MIN_REBUILD_SECRET_LENGTH} characters long, got ${secret.length} (make one with: openssl rand -base64 32)`,
    );
  return secret;
}

function previewSettings(env: Env, directusUrl: string | null): ServerConfig['preview'] {
  const secret = secretSetting(env, 'PREVIEW_SECRET');
  const token = env.DIRECTUS_PREVIEW_TOKEN;
  if (!secret || !token || !directusUrl) return null;
  return { secret, cms: { url: directusUrl, token }, frameOrigin: new URL(httpUrl(env, 'DIRECTUS_PUBLIC_URL') ?? directusUrl).origin };
}

export function readServerConfig(env: Env): ServerConfig {
  const directusUrl = httpUrl(env, 'DIRECTUS_URL');
  const directusToken = env.DIRECTUS_REGISTRATION_TOKEN;
  const dataDir = dataDirSetting(env);
  return {
    host: env.HOST || '127.0.0.1',
    port: wholeNumber(env, 'PORT', 4173, 0, 65535),
    distDir: distDirSetting(env),
    dataDir,
    contentDir: contentDirSetting(env),
    today: day(env, 'TODAY'),
    rateLimit: wholeNumber(env, 'REGISTRATION_RATE_LIMIT', DEFAULT_RATE_LIMIT, 1, 1_000_000),
    fewSeats: fewSeatsSetting(env),
    trustProxy: flag(env, 'TRUST_PROXY'),
    // DIRECTUS_URL alone (set for content:pull) does not switch forwarding on.
    directus: directusUrl && directusToken ? { url: directusUrl, token: directusToken } : null,
    siteUrl: normalizeSiteUrl(env.SITE_URL),
    analyticsEndpoint: analyticsEndpointSetting(env),
    rebuildSecret: secretSetting(env, 'REBUILD_SECRET'),
    preview: previewSettings(env, directusUrl),
    releasesDir: releasesDirSetting(env),
    contentSource:
      directusUrl && env.DIRECTUS_TOKEN
        ? { kind: 'directus', url: directusUrl, token: env.DIRECTUS_TOKEN, timeoutMs: directusTimeoutSetting(env) }
        : { kind: 'folder' },
    ssrBundle: path(env, 'SSR_BUNDLE', SSR_BUNDLE),
    headers: headerSettingsFromEnv(env),
    mail: mailSettings(env, dataDir),
    connections: connectionLimitsFromEnv(env),
    confirmation: confirmationSettingsFromEnv(env),
  };
}

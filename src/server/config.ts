/**
 * The server's settings from the environment, checked at start so a typo stops the server
 * with one clear line instead of misbehaving later. Pure: tests hand it an env object.
 */
import { join, resolve } from 'node:path';
import { DEFAULT_ACADEMY_INBOX, DEFAULT_MAIL_FROM } from '../config/academy.ts';
import { FEW_SEATS_DEFAULT } from '../content/bookings.ts';
import { normalizeSiteUrl } from '../config/site.ts';
import { type HeaderSettings, headerSettingsFromEnv, HeaderSettingsError } from '../http/header-settings.ts';
import { DEFAULT_RATE_LIMIT } from './registrations/rate-limit.ts';

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
  /** Where rebuilt sites are published (RELEASES_DIR, default .build/releases). */
  readonly releasesDir: string;
  /** Where rebuilds read the content: the CMS with a read-only token (DIRECTUS_URL, DIRECTUS_TOKEN), else the content folder. */
  readonly contentSource: { readonly kind: 'directus'; readonly url: string; readonly token: string; readonly timeoutMs: number } | { readonly kind: 'folder' };
  readonly ssrBundle: string;
  /** HSTS and the content security policy's extra origins (HSTS, ANALYTICS_URL, IMAGE_ORIGINS). */
  readonly headers: HeaderSettings;
  /** Where the registrations' mails go: an SMTP server (SMTP_URL), else `.eml` files in `dir` (DATA_DIR/mail). */
  readonly mail: { readonly smtpUrl: string | null; readonly from: string; readonly academyInbox: string; readonly dir: string };
}

export class ConfigError extends Error {}

type Env = Readonly<Record<string, string | undefined>>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(raw)}`);
  return value;
}

const ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
/** 'name@host' or 'Name <name@host>'. */
const isMailbox = (value: string) => ADDRESS.test(value) || /^[^<>]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>$/.test(value.trim());

function mailSettings(env: Env, dataDir: string): ServerConfig['mail'] {
  const smtpUrl = env.SMTP_URL || null;
  if (smtpUrl !== null) {
    if (!/^smtps?:\/\//.test(smtpUrl)) throw new ConfigError(`SMTP_URL must be an smtp:// or smtps:// URL, got ${JSON.stringify(smtpUrl.replace(/\/\/[^@/]*@/, '//…@'))}`);
    // Real mail goes out in the academy's name: no made-up default sender or inbox.
    if (!env.MAIL_FROM || !env.ACADEMY_INBOX) throw new ConfigError('SMTP_URL needs MAIL_FROM (the sender, e.g. "Academy <anmeldung@example.com>") and ACADEMY_INBOX (where the academy\'s copies go)');
  }
  const from = env.MAIL_FROM || DEFAULT_MAIL_FROM;
  const academyInbox = env.ACADEMY_INBOX || DEFAULT_ACADEMY_INBOX;
  if (!isMailbox(from)) throw new ConfigError(`MAIL_FROM must be an address or "Name <address>", got ${JSON.stringify(from)}`);
  if (!ADDRESS.test(academyInbox)) throw new ConfigError(`ACADEMY_INBOX must be an email address, got ${JSON.stringify(academyInbox)}`);
  return { smtpUrl, from, academyInbox, dir: join(dataDir, 'mail') };
}

function headerSettings(env: Env): HeaderSettings {
  try {
    return headerSettingsFromEnv(env);
  } catch (error) {
    throw error instanceof HeaderSettingsError ? new ConfigError(error.message) : error;
  }
}

export function readServerConfig(env: Env): ServerConfig {
  const today = env.TODAY || null;
  if (today !== null && !/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new ConfigError(`TODAY must be YYYY-MM-DD, got ${JSON.stringify(today)}`);
  const directusUrl = env.DIRECTUS_URL;
  const directusToken = env.DIRECTUS_REGISTRATION_TOKEN;
  if (directusUrl && !/^https?:\/\//.test(directusUrl)) throw new ConfigError(`DIRECTUS_URL must be an http(s) URL, got ${JSON.stringify(directusUrl)}`);
  const dataDir = resolve(env.DATA_DIR || 'data');
  return {
    host: env.HOST || '127.0.0.1',
    port: integer(env, 'PORT', 4173, 0, 65535),
    distDir: resolve(env.DIST_DIR || 'dist'),
    dataDir,
    contentDir: resolve(env.CONTENT_DIR || 'content-cache'),
    today,
    rateLimit: integer(env, 'REGISTRATION_RATE_LIMIT', DEFAULT_RATE_LIMIT, 1, 1_000_000),
    fewSeats: integer(env, 'FEW_SEATS', FEW_SEATS_DEFAULT, 0, 1000),
    trustProxy: env.TRUST_PROXY === '1',
    // DIRECTUS_URL alone (set for content:pull) does not switch forwarding on.
    directus: directusUrl && directusToken ? { url: directusUrl, token: directusToken } : null,
    siteUrl: normalizeSiteUrl(env.SITE_URL),
    analyticsEndpoint: env.ANALYTICS_URL ? new URL(env.ANALYTICS_URL).href : null,
    rebuildSecret: env.REBUILD_SECRET || null,
    releasesDir: resolve(env.RELEASES_DIR || '.build/releases'),
    contentSource:
      directusUrl && env.DIRECTUS_TOKEN
        ? { kind: 'directus', url: directusUrl.replace(/\/+$/, ''), token: env.DIRECTUS_TOKEN, timeoutMs: integer(env, 'DIRECTUS_TIMEOUT_MS', 15_000, 100, 600_000) }
        : { kind: 'folder' },
    ssrBundle: resolve(env.SSR_BUNDLE || '.build/ssr/site-renderer.js'),
    headers: headerSettings(env),
    mail: mailSettings(env, dataDir),
  };
}

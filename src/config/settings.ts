/**
 * Every setting of the server, the build and the commands, in one zod schema over the
 * environment: its kind, default and limits (setting-types.ts), who reads it and what it
 * means (the metadata docs/settings.md is generated from: `npm run docs:settings`). The
 * programs read the environment once, through `settingsFromEnvironment()`, and hand the
 * typed result on; a wrong value stops them with one line per problem naming the variable.
 */
import { z } from 'zod';
import { DEFAULT_ACADEMY_INBOX, DEFAULT_MAIL_FROM } from './academy.ts';
import { ACADEMY_DETAILS } from './academy-settings.ts';
import { ACCOUNTING } from './accounting-settings.ts';
import { CERTIFICATES } from './certificate-settings.ts';
import { CONNECTIONS } from './connection-settings.ts';
import { COURSE_DAYS } from './course-settings.ts';
import { DATABASE } from './database-settings.ts';
import { INVOICING } from './invoice-settings.ts';
import { PAGES } from './page-settings.ts';
import { PAYMENTS } from './payment-settings.ts';

import { PERSONAL_DATA } from './personal-data-settings.ts';
import {
  address,
  addressList,
  documented as d,
  day,
  httpUrl,
  httpUrlWithDefault,
  mailbox,
  origin,
  path,
  secret,
  serviceUrl,
  text,
  textWithDefault,
  wholeNumber,
} from './setting-types.ts';
import { DEFAULT_SITE_URL } from './site.ts';

export type Env = Readonly<Record<string, string | undefined>>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const SERVING = {
  PORT: d(wholeNumber(4173, 0, 65535), 'server, dev', 'port to listen on', '`4173` (dev `5173`)'),
  HOST: d(textWithDefault('127.0.0.1'), 'server', 'address to listen on (`0.0.0.0` behind a proxy)'),
  DIST_DIR: d(
    path('dist'),
    'build, server',
    'where the build writes the site (`deploy/` goes beside it), and the built site the server serves (at start; a rebuild can switch the server to another folder)',
  ),
  RELEASES_DIR: d(path('.build/releases'), 'server, build', 'where rebuilt sites are published; `npm run build` clears it'),
  SSR_BUNDLE: d(path('.build/ssr/site-renderer.js'), 'server', 'the page code the server rebuilds with, written by `npm run build`'),
  SITE_URL: d(origin(DEFAULT_SITE_URL), 'build, server', 'origin for canonical, hreflang and sitemap URLs'),
  BUILD_DATE: d(day(), 'build', '`YYYY-MM-DD`; a date whose last day is before it has taken place', 'today'),
  TODAY: d(
    day(),
    'server',
    '`YYYY-MM-DD`, for tests: the day registrations and rebuilds judge dates by (dates that ended before it count as past); a site built for an earlier day is rebuilt for it at start, and a fixed day never changes at midnight',
    'today in Germany',
  ),
  TRUST_PROXY: d(
    addressList(),
    'server',
    'the reverse proxies in front, as comma-separated addresses or networks (`127.0.0.1, ::1`, `10.0.0.0/8`; `1` for loopback): from them, the client address is the right-most `X-Forwarded-For` entry that is not a proxy; from any other peer the header is ignored, and the proxies have no per-client connection cap',
  ),
};

const CONTENT = {
  CONTENT_DIR: d(path('content-cache'), 'build, dev, server', 'the content to build from, and that the server judges registrations by'),
  DIRECTUS_URL: d(
    httpUrl(),
    'content:pull, server, build',
    'the CMS, e.g. `http://127.0.0.1:8055`; also the only host images may come from (an `http:` image for an `https:` CMS is refused), and the only origin the CMS token is ever sent to',
  ),
  DIRECTUS_TOKEN: d(
    text(),
    'content:pull, server, build',
    "the CMS's read-only _site build_ token (never commit it); the build fetches CMS images with it; on the server, rebuilds pull the content with it (without it they read `CONTENT_DIR`)",
  ),
  DIRECTUS_TIMEOUT_MS: d(wholeNumber(15_000, 100, 600_000), 'content:pull, server, build', 'how long one request to the CMS may take'),
  DIRECTUS_REGISTRATION_TOKEN: d(
    text(),
    'server',
    "the CMS's token for the site's writes; with `DIRECTUS_URL` it switches on forwarding registrations and recording builds in Directus",
  ),
  REBUILD_SECRET: d(
    secret(),
    'server',
    "shared secret of the CMS's webhooks (`X-Rebuild-Secret`): the rebuild webhook and, with `DIRECTUS_REGISTRATION_TOKEN`, staff changes (`POST /api/staff/changes`); at least 32 characters; without it `POST /api/rebuild` does not exist (the server still rebuilds when the day changes). Wrong secrets are answered 429 per client after a few, logged once a minute",
  ),
  PREVIEW_SECRET: d(
    secret(),
    'server',
    "the secret the CMS's preview URLs carry, at least 32 characters; with `DIRECTUS_PREVIEW_TOKEN` and `DIRECTUS_URL` it switches editors' previews on (`GET /api/preview/…`), else they answer 404",
  ),
  DIRECTUS_PREVIEW_TOKEN: d(text(), 'server', "the CMS's preview-only token: reads content and its versions (drafts), nothing else"),
  DIRECTUS_PUBLIC_URL: d(
    httpUrl(),
    'server',
    "where editors' browsers open the CMS: the one origin that may frame a preview",
    '`DIRECTUS_URL`',
  ),
  ICON_API_URL: d(
    httpUrlWithDefault('https://api.iconify.design'),
    'build, server',
    'Iconify-compatible API, asked (1500 ms timeout, cached in `.build/icon-cache`) only for icon names the local Lucide set lacks; a failure only warns',
  ),
};

const REGISTRATIONS = {
  ...DATABASE,
  SMTP_URL: d(
    serviceUrl(['smtp', 'smtps']),
    'server',
    'the mail server, e.g. `smtps://user:password@mail.example.com:465` (never commit it); without it the mails are written as `.eml` files into `DATA_DIR/mail/`',
  ),
  MAIL_FROM: d(mailbox(), 'server', 'the sender of every mail; required with `SMTP_URL`', `\`${DEFAULT_MAIL_FROM}\``),
  ACADEMY_INBOX: d(
    address(),
    'server',
    "where the academy's copy of every registration and waiting-list entry goes, and the Reply-To of the visitors' mails; required with `SMTP_URL`",
    `\`${DEFAULT_ACADEMY_INBOX}\``,
  ),
  FEW_SEATS: d(wholeNumber(3, 0, 1000), 'server, build', 'a date with this many free seats or fewer says how many are left'),
  FEW_SEATS_PERCENT: d(
    wholeNumber(25, 0, 100),
    'server, build',
    'a date also says how many seats are left once fewer than this share of its seats is free (0: only at `FEW_SEATS` or fewer)',
  ),
  HOLD_MINUTES: d(wholeNumber(60, 1, 24 * 60), 'server', 'how long a pending registration holds its seats'),
  CONFIRM_LINK_HOURS: d(wholeNumber(24, 1, 24 * 14), 'server', 'how long the link of a "please confirm" mail works'),
  PENDING_PER_CLIENT: d(
    wholeNumber(3, 1, 1_000_000),
    'server',
    'unconfirmed registrations (or waiting-list entries) one client address may have at a time, across all dates (those of the last `HOLD_MINUTES`)',
  ),
  // At least the largest group one registration may name (MAX_PARTICIPANTS).
  HELD_SEATS_PER_CLIENT: d(
    wholeNumber(10, 10, 1_000_000),
    'server',
    'seats the unconfirmed registrations of one client address may name at a time, across all dates (at least the largest group)',
  ),
  CONFIRM_MAILS_PER_ADDRESS: d(
    wholeNumber(3, 1, 1_000_000),
    'server',
    '"please confirm" (or "already registered") mails one client\'s posts may cause to one address in 24 hours; a stranger\'s posts never use up the owner\'s (counted by mailbox: case, `+tag` and the dots Gmail ignores make no difference)',
  ),
  HOLD_SEATS_PER_CLIENT: d(
    wholeNumber(2, 1, 1_000),
    'server',
    "seats of one date that the unconfirmed registrations of one client address hold at a time (one on a date of at most four seats); a larger group's other places are reserved on confirmation: they take seats once confirmed, while seats are free",
  ),
  HOLD_SHARE_PERCENT: d(
    wholeNumber(50, 1, 100),
    'server',
    "share of a date's seats (per cent, rounded down, at least one seat) that registrations waiting to be confirmed may hold; beyond it a new one holds nothing and gets a seat when it is confirmed, while seats are free",
  ),
  MAILS_PER_ADDRESS: d(
    wholeNumber(10, 1, 1_000_000),
    'server',
    "mails in 24 hours to an address nobody has proven (a group's further participants, an invoice contact, a substitute, a moved registration's confirmations); more are held back and shown as not sent in the export",
  ),
  MAILS_PER_REGISTRATION: d(
    wholeNumber(5, 1, 1_000_000),
    'server',
    "mails in 24 hours that one registration or waiting-list entry (through any of its manage links) may cause to addresses nobody has proven, all of them together (a group's further participants, an invoice contact, substitutes and the people they replace); more are held back and shown as not sent in the export",
  ),
  PLACE_HANDOVERS: d(
    wholeNumber(3, 1, 100),
    'server',
    'times one place may be handed on to a substitute through a manage link (staff in the CMS are not limited)',
  ),
  WAITLIST_OFFER_HOURS: d(
    wholeNumber(48, 1, 24 * 14),
    'server',
    'how long a seat offered to the first person on a waiting list is held for them to claim',
  ),
  READY_QUEUE_MINUTES: d(
    wholeNumber(15, 1, 24 * 60),
    'server',
    "when something waits in the mail or CMS outbox and this server's worker has not looked at it for this long, `GET /readyz` calls the queue stuck and answers 503",
  ),
  REGISTRATION_RATE_LIMIT: d(
    wholeNumber(10, 1, 1_000_000),
    'server',
    'registration requests per minute from one client address (more get 429 with `Retry-After`)',
  ),
};

const TESTS = {
  CHROMIUM_PATH: d(
    text(),
    'tests, lighthouse',
    'the browser for the browser tests and Lighthouse',
    "`/usr/bin/chromium`, else Playwright's own download, else the one `@sparticuz/chromium` carries",
  ),
};

/** The settings in the order the docs list them, by concern. */
export const SETTING_GROUPS = {
  'Serving the site': SERVING,
  'Content and the CMS': CONTENT,
  'Registrations and mail': REGISTRATIONS,
  Connections: CONNECTIONS,
  'Pages, headers and images': PAGES,
  'Personal data': PERSONAL_DATA,
  'The academy': ACADEMY_DETAILS,
  Invoices: INVOICING,
  Payments: PAYMENTS,
  'The books': ACCOUNTING,
  'Before and after the course': COURSE_DAYS,
  Certificates: CERTIFICATES,
  Tests: TESTS,
} as const;

const SCHEMA = z
  .object({
    ...SERVING,
    ...CONTENT,
    ...REGISTRATIONS,
    ...CONNECTIONS,
    ...PAGES,
    ...PERSONAL_DATA,
    ...ACADEMY_DETAILS,
    ...INVOICING,
    ...PAYMENTS,
    ...ACCOUNTING,
    ...COURSE_DAYS,
    ...CERTIFICATES,
    ...TESTS,
  })
  .superRefine((settings, ctx) => {
    const need = (when: boolean, message: string) => when && ctx.addIssue({ code: 'custom', message });
    // Real mail goes out in the academy's name: no made-up default sender or inbox.
    need(
      settings.SMTP_URL !== null && (settings.MAIL_FROM === null || settings.ACADEMY_INBOX === null),
      'SMTP_URL needs MAIL_FROM (the sender, e.g. "Academy <anmeldung@example.com>") and ACADEMY_INBOX (where the academy\'s copies go)',
    );
    const { INVOICE_PREFIX, CREDIT_NOTE_PREFIX, CERTIFICATE_PREFIX, QUOTE_PREFIX } = settings;
    need(
      [INVOICE_PREFIX, CREDIT_NOTE_PREFIX, QUOTE_PREFIX].includes(CERTIFICATE_PREFIX) ||
        [INVOICE_PREFIX, CREDIT_NOTE_PREFIX].includes(QUOTE_PREFIX),
      'CERTIFICATE_PREFIX and QUOTE_PREFIX must differ from each other and from INVOICE_PREFIX and CREDIT_NOTE_PREFIX: each series counts its own numbers',
    );
    need(
      settings.IMAGE_PROVIDER === 'hosted' && !settings.IMAGE_HOSTED_URL,
      'IMAGE_PROVIDER=hosted needs IMAGE_HOSTED_URL, the endpoint of the image optimiser',
    );
    need(
      settings.IMAGE_PROVIDER === 'directus' && !settings.DIRECTUS_URL,
      'IMAGE_PROVIDER=directus needs DIRECTUS_URL, the CMS whose /assets serve the images',
    );
  });

export type Settings = z.output<typeof SCHEMA>;

/** The settings `env` holds, checked; a ConfigError with one line per problem when any is wrong. */
export function readSettings(env: Env): Settings {
  const result = SCHEMA.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')} ${issue.message}` : issue.message)).join('\n'),
  );
}

/** The settings of this process's environment, over a program's own `defaults`: the one place a program reads it. */
export function settingsFromEnvironment(defaults: Env = {}): Settings {
  // A blank variable is unset: it leaves a program's own default in place too.
  const set = Object.entries(process.env).filter(([, value]) => value?.trim());
  return readSettings({ ...defaults, ...Object.fromEntries(set) });
}

/** Every setting at its default (as if the environment held none). */
export const DEFAULT_SETTINGS: Settings = readSettings({});

import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_SETTINGS, readSettings, SETTING_GROUPS } from '../../src/config/settings.ts';
import { imageConfig } from '../../src/images/config.ts';
import { DEFAULT_IMAGE_QUALITY } from '../../src/images/constants.ts';
import { MAX_PARTICIPANTS } from '../../src/registration-contract/fields.ts';
import { readServerConfig } from '../../src/server/server-config.ts';

const SITE = 'https://www.example.test';

/** The message readSettings stops with for `env`. */
function problems(env: Record<string, string>): string[] {
  try {
    readSettings(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message.split('\n');
  }
  throw new Error('no problem found');
}

describe('path settings', () => {
  const absolute = resolve('/srv/academy/somewhere');
  // Each path setting, and where a program reads it.
  const read: ReadonlyArray<readonly [string, (env: Record<string, string>) => string]> = [
    ['DIST_DIR', (env) => readServerConfig(env).distDir],
    ['DATA_DIR', (env) => readServerConfig(env).dataDir],
    ['CONTENT_DIR', (env) => readServerConfig(env).contentDir],
    ['RELEASES_DIR', (env) => readServerConfig(env).releasesDir],
    ['SSR_BUNDLE', (env) => readServerConfig(env).ssrBundle],
    ['IMAGES_DIR', (env) => imageConfig(readSettings(env), SITE).imagesDir],
    ['IMAGE_CACHE_DIR', (env) => imageConfig(readSettings(env), SITE).cacheDir],
  ];

  for (const [name, setting] of read) {
    it(`${name}: an absolute path is taken as it is, a relative one from the current folder`, () => {
      expect(setting({ [name]: absolute })).toBe(absolute);
      expect(setting({ [name]: 'some/folder' })).toBe(join(process.cwd(), 'some/folder'));
      expect(setting({ [name]: ` ${absolute} ` })).toBe(absolute);
    });
  }
});

describe('checked settings', () => {
  it('whole numbers within their limits, the default when unset or blank', () => {
    expect(readSettings({}).FEW_SEATS).toBe(3);
    expect(readSettings({ FEW_SEATS: ' ' }).FEW_SEATS).toBe(3);
    expect(readSettings({ FEW_SEATS: '1000' }).FEW_SEATS).toBe(1000);
    for (const bad of ['1001', '-1', '2.5', 'x'])
      expect(problems({ FEW_SEATS: bad })).toEqual([`FEW_SEATS must be a whole number from 0 to 1000, got ${JSON.stringify(bad)}`]);
  });

  it('every problem is one line naming its variable', () => {
    expect(problems({ PORT: 'x', HSTS: 'yes', HOLD_MINUTES: '0' })).toEqual([
      'PORT must be a whole number from 0 to 65535, got "x"',
      'HOLD_MINUTES must be a whole number from 1 to 1440, got "0"',
      'HSTS must be 1 or 0, got "yes"',
    ]);
  });

  it('DIRECTUS_TIMEOUT_MS has one limit for the server, the build and content:pull', () => {
    expect(problems({ DIRECTUS_TIMEOUT_MS: '700000' })).toEqual([
      'DIRECTUS_TIMEOUT_MS must be a whole number from 100 to 600000, got "700000"',
    ]);
  });

  it('http(s) URLs lose their trailing slashes; anything else is refused', () => {
    expect(readSettings({ DIRECTUS_URL: 'https://cms.example.test/' }).DIRECTUS_URL).toBe('https://cms.example.test');
    expect(readSettings({}).DIRECTUS_URL).toBeNull();
    for (const bad of ['ftp://cms.example.test', 'cms.example.test', 'javascript:alert(1)'])
      expect(problems({ DIRECTUS_URL: bad })).toEqual([`DIRECTUS_URL must be an http(s) URL, got ${JSON.stringify(bad)}`]);
    expect(problems({ ANALYTICS_URL: 'not a url' })).toEqual(['ANALYTICS_URL must be an http(s) URL, got "not a url"']);
  });

  it('SITE_URL keeps only the origin and refuses non-http URLs', () => {
    expect(readSettings({ SITE_URL: 'https://a.test/some/path/' }).SITE_URL).toBe('https://a.test');
    expect(problems({ SITE_URL: 'file:///srv' })).toEqual(['SITE_URL must be an http(s) URL, got "file:///srv"']);
    expect(readSettings({}).SITE_URL).toMatch(/^https:\/\//);
  });

  it('IMAGE_PROVIDER is trimmed like every other setting, and names what it needs', () => {
    expect(readSettings({ IMAGE_PROVIDER: ' hosted ', IMAGE_HOSTED_URL: 'https://img.example.net/_image' }).IMAGE_PROVIDER).toBe('hosted');
    expect(problems({ IMAGE_PROVIDER: 'cdn' })).toEqual(['IMAGE_PROVIDER must be one of static, hosted, directus, got "cdn"']);
    expect(problems({ IMAGE_PROVIDER: ' hosted' })).toEqual([
      'IMAGE_PROVIDER=hosted needs IMAGE_HOSTED_URL, the endpoint of the image optimiser',
    ]);
  });

  it('certificates and quotes count numbers in series of their own', () => {
    const clash = [
      'CERTIFICATE_PREFIX and QUOTE_PREFIX must differ from each other and from INVOICE_PREFIX and CREDIT_NOTE_PREFIX: each series counts its own numbers',
    ];
    expect(problems({ QUOTE_PREFIX: 'RE' })).toEqual(clash);
    expect(problems({ QUOTE_PREFIX: 'ZERT', CERTIFICATE_PREFIX: 'ZERT' })).toEqual(clash);
    expect(readSettings({ QUOTE_PREFIX: 'AN' }).QUOTE_PREFIX).toBe('AN');
  });

  it('flags are 1 or 0, days are YYYY-MM-DD', () => {
    expect(readSettings({ HSTS: '1' }).HSTS).toBe(true);
    expect(readSettings({}).HSTS).toBe(false);
    expect(readSettings({ TODAY: '2026-11-24' }).TODAY).toBe('2026-11-24');
    expect(problems({ TODAY: '24.11.2026' })).toEqual(['TODAY must be YYYY-MM-DD, got "24.11.2026"']);
  });

  it('a secret is never repeated in its message, nor the password of a mail server', () => {
    expect(problems({ PREVIEW_SECRET: 'short-and-secret' })).toEqual([
      'PREVIEW_SECRET must be at least 32 characters long, got 16 (make one with: openssl rand -base64 32)',
    ]);
    expect(problems({ SMTP_URL: 'http://user:hunter2@mail.example', MAIL_FROM: 'a@b.example', ACADEMY_INBOX: 'c@d.example' })).toEqual([
      'SMTP_URL must be an smtp:// or smtps:// URL, got "http://…"',
    ]);
  });

  it("the schema's defaults agree with the constants of the layers above it", () => {
    expect(DEFAULT_SETTINGS.HELD_SEATS_PER_CLIENT).toBe(MAX_PARTICIPANTS);
    expect(() => readSettings({ HELD_SEATS_PER_CLIENT: String(MAX_PARTICIPANTS - 1) })).toThrow(/HELD_SEATS_PER_CLIENT/);
    expect(DEFAULT_SETTINGS.IMAGE_QUALITY).toBe(DEFAULT_IMAGE_QUALITY);
  });

  it('every setting says who reads it and what it means', () => {
    for (const group of Object.values(SETTING_GROUPS))
      for (const [name, schema] of Object.entries(group)) {
        const meta = schema.meta() as { readBy?: string; about?: string };
        expect(meta.readBy, name).toBeTruthy();
        expect(meta.about, name).toBeTruthy();
      }
  });
});

import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyticsEndpointSetting, ConfigError, day, flag, httpUrl, path, wholeNumber } from '../../src/config/env.ts';
import { normalizeSiteUrl } from '../../src/config/site.ts';
import { readImageConfig } from '../../src/images/config.ts';
import { readServerConfig } from '../../src/server/config.ts';

const SITE = 'https://www.example.test';

describe('path settings', () => {
  const absolute = resolve('/srv/academy/somewhere');
  // Each path setting, and where a program reads it.
  const read: ReadonlyArray<readonly [string, (env: Record<string, string>) => string]> = [
    ['DIST_DIR', (env) => readServerConfig(env).distDir],
    ['DATA_DIR', (env) => readServerConfig(env).dataDir],
    ['CONTENT_DIR', (env) => readServerConfig(env).contentDir],
    ['RELEASES_DIR', (env) => readServerConfig(env).releasesDir],
    ['SSR_BUNDLE', (env) => readServerConfig(env).ssrBundle],
    ['IMAGES_DIR', (env) => readImageConfig(env, SITE).imagesDir],
    ['IMAGE_CACHE_DIR', (env) => readImageConfig(env, SITE).cacheDir],
  ];

  for (const [name, setting] of read) {
    it(`${name}: an absolute path is taken as it is, a relative one from the current folder`, () => {
      expect(setting({ [name]: absolute })).toBe(absolute);
      expect(setting({ [name]: 'some/folder' })).toBe(join(process.cwd(), 'some/folder'));
      expect(setting({ [name]: ` ${absolute} ` })).toBe(absolute);
    });
  }

  it('a relative path is resolved against the folder given', () => {
    expect(path({ X: 'data' }, 'X', 'fallback', '/srv/app')).toBe(resolve('/srv/app/data'));
    expect(path({}, 'X', 'fallback', '/srv/app')).toBe(resolve('/srv/app/fallback'));
  });
});

describe('checked settings', () => {
  it('whole numbers within their limits, the fallback when unset or blank', () => {
    expect(wholeNumber({}, 'N', 7, 0, 10)).toBe(7);
    expect(wholeNumber({ N: ' ' }, 'N', 7, 0, 10)).toBe(7);
    expect(wholeNumber({ N: '10' }, 'N', 7, 0, 10)).toBe(10);
    for (const bad of ['11', '-1', '2.5', 'x'])
      expect(() => wholeNumber({ N: bad }, 'N', 7, 0, 10)).toThrow(/N must be a whole number from 0 to 10/);
  });

  it('FEW_SEATS has one limit for the server and the build', () => {
    expect(() => readServerConfig({ FEW_SEATS: '1001' })).toThrow(ConfigError);
    expect(readServerConfig({ FEW_SEATS: '0' }).fewSeats).toBe(0);
  });

  it('DIRECTUS_TIMEOUT_MS has one limit for the server and the images', () => {
    const env = { DIRECTUS_TIMEOUT_MS: '700000', DIRECTUS_URL: 'https://cms.example.test', DIRECTUS_TOKEN: 't' };
    expect(() => readServerConfig(env)).toThrow(/DIRECTUS_TIMEOUT_MS must be a whole number from 100 to 600000/);
    expect(() => readImageConfig(env, SITE)).toThrow(/DIRECTUS_TIMEOUT_MS must be a whole number from 100 to 600000/);
  });

  it('http(s) URLs lose their trailing slashes; anything else is refused', () => {
    expect(httpUrl({ U: 'https://cms.example.test/' }, 'U')).toBe('https://cms.example.test');
    expect(httpUrl({}, 'U')).toBeNull();
    for (const bad of ['ftp://cms.example.test', 'cms.example.test', 'javascript:alert(1)'])
      expect(() => httpUrl({ U: bad }, 'U')).toThrow(ConfigError);
    expect(() => normalizeSiteUrl('file:///srv')).toThrow(ConfigError);
    expect(() => analyticsEndpointSetting({ ANALYTICS_URL: 'not a url' })).toThrow(/ANALYTICS_URL/);
  });

  it('flags are 1 or 0, days are YYYY-MM-DD', () => {
    expect(flag({ F: '1' }, 'F')).toBe(true);
    expect(flag({}, 'F')).toBe(false);
    expect(() => flag({ F: 'yes' }, 'F')).toThrow(/F must be 1 or 0/);
    expect(day({ D: '2026-11-24' }, 'D')).toBe('2026-11-24');
    expect(() => day({ D: '24.11.2026' }, 'D')).toThrow(/D must be YYYY-MM-DD/);
  });
});

/**
 * Reading settings from the environment. The server, the build and every command read a
 * setting through these functions, so a setting has one meaning, one default and one
 * limit wherever it is read, and a wrong value stops with one line naming it
 * (ConfigError). Pure apart from the current directory, which relative paths are
 * resolved against (npm runs every script in the project's folder).
 */
import { resolve } from 'node:path';

export type Env = Readonly<Record<string, string | undefined>>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The value of `name`, trimmed; null when unset or blank. */
function settingOf(env: Env, name: string): string | null {
  return env[name]?.trim() || null;
}

export function wholeNumber(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = settingOf(env, name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(raw)}`);
  return value;
}

/** A folder or file: absolute as given, relative to `cwd`. */
export function path(env: Env, name: string, fallback: string, cwd = process.cwd()): string {
  return resolve(cwd, settingOf(env, name) ?? fallback);
}

/** A day (YYYY-MM-DD), or null when unset. */
export function day(env: Env, name: string): string | null {
  const value = settingOf(env, name);
  if (value !== null && !/^\d{4}-\d{2}-\d{2}$/.test(value))
    throw new ConfigError(`${name} must be YYYY-MM-DD, got ${JSON.stringify(value)}`);
  return value;
}

export function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** An http(s) URL as given (trailing slashes removed), or null when unset. */
export function httpUrl(env: Env, name: string): string | null {
  const value = settingOf(env, name);
  if (value === null) return null;
  if (!isHttpUrl(value)) throw new ConfigError(`${name} must be an http(s) URL, got ${JSON.stringify(value)}`);
  return value.replace(/\/+$/, '');
}

/** `1` on, `0` or unset off. */
export function flag(env: Env, name: string): boolean {
  const value = settingOf(env, name) ?? '0';
  if (value !== '0' && value !== '1') throw new ConfigError(`${name} must be 1 or 0, got ${JSON.stringify(value)}`);
  return value === '1';
}

// Settings that more than one program reads.

/** With this many free seats or fewer a date says how many are left. */
export const FEW_SEATS_DEFAULT = 3;

/** At this many free seats or fewer a date's pages say how many are left (FEW_SEATS). */
export const fewSeatsSetting = (env: Env) => wholeNumber(env, 'FEW_SEATS', FEW_SEATS_DEFAULT, 0, 1000);
export const contentDirSetting = (env: Env) => path(env, 'CONTENT_DIR', 'content-cache');
export const distDirSetting = (env: Env) => path(env, 'DIST_DIR', 'dist');
export const dataDirSetting = (env: Env) => path(env, 'DATA_DIR', 'data');
export const releasesDirSetting = (env: Env) => path(env, 'RELEASES_DIR', '.build/releases');
/** How long one request to the CMS may take (DIRECTUS_TIMEOUT_MS). */
export const directusTimeoutSetting = (env: Env) => wholeNumber(env, 'DIRECTUS_TIMEOUT_MS', 15_000, 100, 600_000);

/** The page-view endpoint (ANALYTICS_URL) as a full URL, or null for none. */
export function analyticsEndpointSetting(env: Env): string | null {
  const value = settingOf(env, 'ANALYTICS_URL');
  if (value === null) return null;
  if (!isHttpUrl(value)) throw new ConfigError(`ANALYTICS_URL must be an http(s) URL, got ${JSON.stringify(value)}`);
  return new URL(value).href;
}

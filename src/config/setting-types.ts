/**
 * The kinds of setting the environment holds, as zod schemas of one variable each: its raw
 * value (trimmed; blank counts as unset) turned into what the programs use, its default, its
 * limits, and the message when it is wrong, which names the value (secrets excepted) so one
 * line says what to fix. settings.ts puts them together. Pure apart from the current folder,
 * which relative paths are resolved against (npm runs every script in the project's folder).
 */
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { isIban } from './check-digits.ts';

/** What the docs say of a setting: who reads it, what it means, and its default where the raw one does not say it. */
export interface SettingDoc {
  readonly fallback?: string;
  /** A whole number's limits, e.g. `1–1440`. */
  readonly range?: string;
  readonly readBy: string;
  readonly about: string;
  readonly shownDefault?: string;
}

/** A setting's schema with its docs (its metadata, kept with the raw default the kind gave it). */
export function documented<T extends z.ZodType>(schema: T, readBy: string, about: string, shownDefault?: string): T {
  const doc: SettingDoc = { ...schema.meta(), readBy, about, ...(shownDefault ? { shownDefault } : {}) };
  return schema.meta({ ...doc }) as T;
}

/** What a parser returns for a value it refuses: the message after the setting's name. */
class Wrong {
  readonly message: string;
  constructor(message: string) {
    this.message = message;
  }
}

const wrong = (message: string) => new Wrong(message);
const shown = (value: string) => JSON.stringify(value);

/** The parsed value; a refused one becomes the setting's issue. */
function accepted<T>(parsed: T | Wrong, ctx: z.RefinementCtx): T {
  if (!(parsed instanceof Wrong)) return parsed;
  ctx.addIssue({ code: 'custom', message: parsed.message });
  return z.NEVER;
}

/** A setting with a default: `fallback` is the raw value taken when unset (its metadata, which the docs show). */
function withDefault<T>(parse: (value: string) => T | Wrong, fallback: string) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): T => accepted(parse(raw?.trim() || fallback), ctx))
    .meta({ fallback });
}

/** A setting without a default: null when unset. */
function optional<T>(parse: (value: string) => T | Wrong) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): T | null => {
      const value = raw?.trim();
      return value ? accepted(parse(value), ctx) : null;
    });
}

export function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** A parser of http(s) URLs that hands an accepted one to `use`. */
const ofHttpUrl =
  <T>(use: (value: string) => T) =>
  (value: string): T | Wrong =>
    isHttpUrl(value) ? use(value) : wrong(`must be an http(s) URL, got ${shown(value)}`);

const httpUrlOf = ofHttpUrl((value) => value.replace(/\/+$/, ''));

export function wholeNumber(fallback: number, min: number, max: number) {
  const schema = withDefault((value) => {
    const number = Number(value);
    return Number.isInteger(number) && number >= min && number <= max
      ? number
      : wrong(`must be a whole number from ${min} to ${max}, got ${shown(value)}`);
  }, String(fallback));
  return schema.meta({ ...schema.meta(), range: `${min}–${max}` });
}

/** A decimal number with up to two places (a rate in per cent, which may be negative), with a default. */
export function decimal(fallback: string, min: number, max: number) {
  const schema = withDefault((value) => {
    const number = Number(value);
    return /^-?\d+(\.\d{1,2})?$/.test(value) && number >= min && number <= max
      ? number
      : wrong(`must be a number from ${min} to ${max} with at most two decimal places, got ${shown(value)}`);
  }, fallback);
  return schema.meta({ ...schema.meta(), range: `${min}–${max}` });
}

/** An account of the books: 4 to 8 digits; null when unset (the chart's default). */
export const optionalAccount = () =>
  optional((value) => (/^\d{4,8}$/.test(value) ? value : wrong(`must be an account number of 4 to 8 digits, got ${shown(value)}`)));

/** A folder or file: absolute as given, else relative to the current folder. */
export const path = (fallback: string) => withDefault((value) => resolve(value), fallback);

/** Free text, such as a token; null when unset. */
export const text = () => optional((value) => value);

/** Free text with a default. */
export const textWithDefault = (fallback: string) => withDefault((value) => value, fallback);

/** A prefix of 2 to 6 capital letters (a document number's), with a default. */
export const capitals = (fallback: string) =>
  withDefault((value) => (/^[A-Z]{2,6}$/.test(value) ? value : wrong(`must be 2 to 6 capital letters, got ${shown(value)}`)), fallback);

/** An IBAN (check digits checked), written without spaces. */
export const iban = (fallback: string) =>
  withDefault(
    (value) => (isIban(value) ? value.replace(/\s/g, '').toUpperCase() : wrong(`must be an IBAN, got ${shown(value)}`)),
    fallback,
  );

/** An http(s) URL as given (trailing slashes removed); null when unset. */
export const httpUrl = () => optional(httpUrlOf);

/** An http(s) URL as given (trailing slashes removed), with a default. */
export const httpUrlWithDefault = (fallback: string) => withDefault(httpUrlOf, fallback);

/** An http(s) URL's origin, with a default. */
export const origin = (fallback: string) =>
  withDefault(
    ofHttpUrl((value) => new URL(value).origin),
    fallback,
  );

/** An http(s) URL as a full address (`href`); null when unset. */
export const endpoint = () => optional(ofHttpUrl((value) => new URL(value).href));

/** Comma-separated http(s) URLs, as their origins. */
export const origins = () =>
  withDefault((value) => {
    const urls = value
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean);
    const bad = urls.find((url) => !isHttpUrl(url));
    return bad === undefined ? [...new Set(urls.map((url) => new URL(url).origin))] : wrong(`must be http(s) URLs, got ${shown(bad)}`);
  }, '');

/** A day, YYYY-MM-DD; null when unset. */
export const day = () =>
  optional((value) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : wrong(`must be YYYY-MM-DD, got ${shown(value)}`)));

/** `1` on, `0` or unset off. */
export const flag = () =>
  withDefault((value) => (value === '1' || value === '0' ? value === '1' : wrong(`must be 1 or 0, got ${shown(value)}`)), '0');

/** What `1` stands for in a list of proxies: the loopback addresses (a proxy on the same host). */
const LOOPBACK = ['127.0.0.0/8', '::1'];

/** Whether `entry` is an IP address, or a network as address/prefix. */
function isAddressOrNetwork(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/** Comma-separated IP addresses or networks (address/prefix); `1` for the loopback addresses; `0` or unset none. */
export const addressList = () =>
  withDefault((value) => {
    if (value === '0') return [];
    if (value === '1') return LOOPBACK;
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.find((entry) => !isAddressOrNetwork(entry));
    return bad === undefined
      ? entries
      : wrong(`must be IP addresses or networks (e.g. 127.0.0.1, ::1, 10.0.0.0/8), or 1 for loopback, got ${shown(bad)}`);
  }, '0');

/** One of a few words. */
export const choice = <const T extends string>(values: readonly T[], fallback: T) =>
  withDefault(
    (value) => (values.includes(value as T) ? (value as T) : wrong(`must be one of ${values.join(', ')}, got ${shown(value)}`)),
    fallback,
  );

/** A shared secret must be long enough not to be guessed by trying: at least this many characters. */
export const MIN_SECRET_LENGTH = 32;

/** A shared secret, never repeated in a message; null when unset. */
export const secret = () =>
  optional((value) =>
    value.length >= MIN_SECRET_LENGTH
      ? value
      : wrong(`must be at least ${MIN_SECRET_LENGTH} characters long, got ${value.length} (make one with: openssl rand -base64 32)`),
  );

const ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** An email address; null when unset. */
export const address = () => optional((value) => (ADDRESS.test(value) ? value : wrong(`must be an email address, got ${shown(value)}`)));

/** 'name@host' or 'Name <name@host>'; null when unset. */
export const mailbox = () =>
  optional((value) =>
    ADDRESS.test(value) || /^[^<>]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>$/.test(value)
      ? value
      : wrong(`must be an address or "Name <address>", got ${shown(value)}`),
  );

/** A URL of one of `schemes` (e.g. smtp, smtps), of which a wrong one shows its scheme alone (the rest may hold a password); null when unset. */
export const serviceUrl = (schemes: readonly string[]) =>
  optional((value) =>
    schemes.some((scheme) => value.startsWith(`${scheme}://`))
      ? value
      : wrong(
          `must be an ${schemes.map((scheme) => `${scheme}://`).join(' or ')} URL, got ${/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? shown(`${value.split('://')[0]}://…`) : 'something else'}`,
        ),
  );

/**
 * How the academy's in-person dates abroad are taxed, a rule per country where the course
 * takes place: `AT=local:20:ATU12345678` (the academy is registered there: that country's VAT
 * at 20 % for everyone, under its VAT ID there), `BE=reverse-charge:21:BE0123456789`
 * (businesses with a VAT ID owe the VAT themselves; anyone else pays that country's VAT under
 * the academy's VAT ID there), `CH=outside` (outside the EU's VAT: not subject to it),
 * comma-separated. Germany's rule is the law's and is not set here.
 */
export interface VenueVatRule {
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
  readonly treatment: 'local' | 'reverse-charge' | 'outside';
  /** Per cent; 0 for `outside`. */
  readonly rate: number;
  /** The academy's VAT ID in that country; null for `outside`. */
  readonly vatId: string | null;
}

function venueVatRuleOf(entry: string): VenueVatRule | Wrong {
  const match = /^([A-Z]{2})=(local|reverse-charge):(\d{1,2}(?:\.\d{1,2})?):([A-Z]{2}[A-Z0-9]{2,13})$|^([A-Z]{2})=(outside)$/.exec(entry);
  if (!match)
    return wrong(`must be rules like AT=local:20:ATU12345678, BE=reverse-charge:21:BE0123456789 or CH=outside, got ${shown(entry)}`);
  if (match[5]) return { country: match[5], treatment: 'outside', rate: 0, vatId: null };
  const [, country = '', treatment, rate = '', vatId = ''] = match;
  if (country === 'DE') return wrong('Germany is taxed by the law, not by a rule here');
  if (!vatId.startsWith(country === 'GR' ? 'EL' : country))
    return wrong(`the VAT ID of ${country} must start with its country code, got ${shown(vatId)}`);
  return { country, treatment: treatment as 'local' | 'reverse-charge', rate: Number(rate), vatId };
}

export const venueVatRules = (fallback: string) =>
  withDefault((value): readonly VenueVatRule[] | Wrong => {
    const rules: VenueVatRule[] = [];
    for (const entry of value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)) {
      const rule = venueVatRuleOf(entry);
      if (rule instanceof Wrong) return rule;
      if (rules.some((other) => other.country === rule.country)) return wrong(`names ${rule.country} twice`);
      rules.push(rule);
    }
    return rules;
  }, fallback);

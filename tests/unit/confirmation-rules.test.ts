/**
 * The pure rules of confirmation by mail: the caps' verdicts, where a link stands, what
 * counts as a post from another site, and the watch that wakes when a hold ends (on a fake
 * clock with fake timers).
 */
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../scripts/bench/manual-clock.ts';
import { type Env, readSettings } from '../../src/config/settings.ts';
import {
  addressVerdict,
  clientVerdict,
  confirmationSettings,
  DEFAULT_CONFIRMATION_SETTINGS,
  heldSeatsOf,
} from '../../src/server/gate/confirmation-settings.ts';
import { linkState, type TokenRow } from '../../src/server/gate/gate.ts';
import { hashToken, newToken, TOKEN_PATTERN } from '../../src/server/gate/tokens.ts';
import { isCrossSite } from '../../src/server/limits/cross-site.ts';
import { watchHoldEnds } from '../../src/server/rebuild/hold-ends.ts';
import type { HoldEnd } from '../../src/server/registrations/store/seats.ts';

const confirmationSettingsOf = (env: Env) => confirmationSettings(readSettings(env));

const settings = DEFAULT_CONFIRMATION_SETTINGS;
const NOW = 1_000_000_000;

describe('the caps', () => {
  it('let a client hold up to 3 pending entries and 10 seats of a date, then say how long to wait: until its first hold ends', () => {
    expect(clientVerdict({ pending: 2, seats: 9, firstEnd: NOW + 1000 }, 1, settings, NOW)).toBe(0);
    expect(clientVerdict({ pending: 3, seats: 3, firstEnd: NOW + 90_500 }, 1, settings, NOW)).toBe(91);
    expect(clientVerdict({ pending: 1, seats: 9, firstEnd: NOW + 5000 }, 2, settings, NOW)).toBe(5);
    // A waiting-list entry holds no seat, but counts as pending.
    expect(clientVerdict({ pending: 2, seats: 0, firstEnd: null }, 0, settings, NOW)).toBe(0);
  });

  it('send an address at most 3 mails in 24 hours', () => {
    expect(addressVerdict({ count: 2, first: NOW - 1000 }, settings, NOW)).toBe(0);
    expect(addressVerdict({ count: 3, first: NOW - 3_600_000 }, settings, NOW)).toBe(23 * 3600);
  });

  it('are settings with limits', () => {
    expect(confirmationSettingsOf({})).toEqual(settings);
    expect(confirmationSettingsOf({ HOLD_MINUTES: '15', CONFIRM_LINK_HOURS: '48', PENDING_PER_CLIENT: '5' })).toMatchObject({
      holdMs: 15 * 60_000,
      linkMs: 48 * 3_600_000,
      pendingPerClient: 5,
    });
    expect(() => confirmationSettingsOf({ HOLD_MINUTES: '0' })).toThrow(/HOLD_MINUTES/);
    // A group of the largest size must fit under the seats a client may hold.
    expect(() => confirmationSettingsOf({ HELD_SEATS_PER_CLIENT: '9' })).toThrow(/HELD_SEATS_PER_CLIENT/);
  });
});

describe('the seats an unconfirmed registration holds', () => {
  const settings = { holdSharePercent: 50, holdSeatsPerClient: 2 };
  const none = { onDate: 0, byClient: 0 };

  it('are at most the setting’s per client, one on a date of four seats or fewer', () => {
    expect(heldSeatsOf(6, 12, none, settings)).toBe(2);
    expect(heldSeatsOf(1, 12, none, settings)).toBe(1);
    expect(heldSeatsOf(6, 12, { onDate: 1, byClient: 1 }, settings)).toBe(1);
    expect(heldSeatsOf(6, 12, { onDate: 2, byClient: 2 }, settings)).toBe(0);
    expect(heldSeatsOf(3, 4, none, settings)).toBe(1);
    expect(heldSeatsOf(3, 5, none, settings)).toBe(2);
  });

  it('never take more than the date’s share of holds, and every place of a date without a limit', () => {
    expect(heldSeatsOf(6, 12, { onDate: 5, byClient: 0 }, settings)).toBe(1);
    expect(heldSeatsOf(6, 12, { onDate: 6, byClient: 0 }, settings)).toBe(0);
    expect(heldSeatsOf(6, null, { onDate: 100, byClient: 100 }, settings)).toBe(6);
  });
});

describe('a link', () => {
  const token = (overrides: Partial<TokenRow> = {}): TokenRow => ({
    purpose: 'confirm',
    position: null,
    list: 'registration',
    entryId: 'r',
    expiresAt: NOW + 1,
    usedAt: null,
    ...overrides,
  });

  it('confirms while pending and unexpired; says used, replaced or expired otherwise', () => {
    expect(linkState(token(), 'pending', NOW)).toBe('valid');
    expect(linkState(token({ usedAt: NOW - 5 }), 'pending', NOW)).toBe('used');
    expect(linkState(token(), 'confirmed', NOW)).toBe('used');
    expect(linkState(token(), 'superseded', NOW)).toBe('replaced');
    expect(linkState(token({ expiresAt: NOW }), 'pending', NOW)).toBe('expired');
  });

  it('carries 256 random bits, and is kept as its SHA-256', () => {
    const tokens = Array.from({ length: 100 }, () => newToken());
    expect(new Set(tokens.map(({ token }) => token)).size).toBe(100);
    for (const { token, hash } of tokens) {
      expect(token).toMatch(TOKEN_PATTERN);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(hash).toBe(hashToken(token));
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
    }
  });
});

describe('a post from another site', () => {
  const site = 'www.rackwise-academy.de';
  it.each([
    [{ secFetchSite: 'cross-site', origin: undefined, host: site }, true],
    [{ secFetchSite: 'same-site', origin: 'https://shop.rackwise-academy.de', host: site }, false],
    [{ secFetchSite: 'none', origin: undefined, host: site }, false],
    [{ secFetchSite: undefined, origin: 'https://evil.example', host: site }, true],
    [{ secFetchSite: undefined, origin: 'null', host: site }, true],
    [{ secFetchSite: undefined, origin: `https://${site}`, host: '127.0.0.1:4173' }, false],
    [{ secFetchSite: undefined, origin: 'http://127.0.0.1:4173', host: '127.0.0.1:4173' }, false],
    [{ secFetchSite: undefined, origin: undefined, host: undefined }, false],
  ])('%o: %s', (headers, crossSite) => {
    expect(isCrossSite(headers, site)).toBe(crossSite);
  });
});

describe('the watch of hold ends', () => {
  it('sleeps until the first hold ends, reports the holds that ended, and sleeps until the next', async () => {
    const clock = manualClock(0);
    const holds = [
      { end: 1000, dateId: 1, seats: 2 },
      { end: 5000, dateId: 2, seats: 1 },
    ];
    const reported: HoldEnd[][] = [];
    const watch = watchHoldEnds({
      nextHoldEnd: async (at) => holds.find(({ end }) => end > at)?.end ?? null,
      holdsEnded: async (from, to) => holds.filter(({ end }) => end > from && end <= to).map(({ dateId, seats }) => ({ dateId, seats })),
      onEnded: (ends) => void reported.push(ends),
      now: clock.now,
      timers: clock.timers,
    });
    await watch.settled();
    expect(clock.waiting()).toBe(1);
    await clock.advanceTo(999);
    expect(reported).toEqual([]);
    await clock.advanceTo(1100);
    expect(reported).toEqual([[{ dateId: 1, seats: 2 }]]);
    // A hold stored here ends after the one awaited: held() leaves the one timer as it is.
    watch.held();
    await watch.settled();
    expect(clock.waiting()).toBe(1);
    // A hold another process stored that ends sooner is seen after wake().
    holds.push({ end: 3000, dateId: 3, seats: 4 });
    holds.sort((a, b) => a.end - b.end);
    watch.wake();
    await watch.settled();
    await clock.advanceTo(3100);
    expect(reported.at(-1)).toEqual([{ dateId: 3, seats: 4 }]);
    await clock.advanceTo(6000);
    expect(reported.at(-1)).toEqual([{ dateId: 2, seats: 1 }]);
    expect(clock.waiting()).toBe(0);
    // With nothing to wait for, a new hold makes the watch look again.
    holds.push({ end: 7000, dateId: 5, seats: 1 });
    watch.held();
    await watch.settled();
    expect(clock.waiting()).toBe(1);
    await clock.advanceTo(7100);
    expect(reported.at(-1)).toEqual([{ dateId: 5, seats: 1 }]);
    watch.stop();
    holds.push({ end: 9000, dateId: 4, seats: 1 });
    watch.wake();
    watch.held();
    await watch.settled();
    expect(clock.waiting()).toBe(0);
  });
});

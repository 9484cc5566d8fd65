/**
 * The reference a person quotes for a registration (reference.ts): six characters of an
 * alphabet without look-alikes, read back from what someone types, and unique in the store
 * even when the random draw repeats itself.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newReference, READ_ALOUD_AMBIGUOUS, REFERENCE_ALPHABET, readReference } from '../../src/registration-contract/reference.ts';
import { registrationSchema } from '../../src/registration-contract/schema.ts';
import type { Stores } from '../../src/server/open-stores.ts';
import { bookedAs, validInput } from '../support/registration.ts';
import { openTestStores } from '../support/test-store.ts';

const opened: Stores[] = [];
afterEach(async () => {
  for (const stores of opened.splice(0)) await stores.close();
});

describe('a registration’s reference', () => {
  it('is six characters none of which can be mistaken for another', () => {
    for (const character of READ_ALOUD_AMBIGUOUS) expect(REFERENCE_ALPHABET).not.toContain(character);
    const drawn = Array.from({ length: 200 }, () => newReference());
    for (const reference of drawn) expect(reference).toMatch(new RegExp(`^[${REFERENCE_ALPHABET}]{6}$`));
    expect(new Set(drawn.join('')).size).toBeGreaterThan(20);
  });

  it('is read back from what someone types: any case, spaces or hyphens between; anything else is none', () => {
    expect(readReference(' k7m-4qx ')).toBe('K7M4QX');
    expect(readReference('K7M 4QX')).toBe('K7M4QX');
    expect(readReference('K7M4Q')).toBeNull();
    expect(readReference('K7M4QO')).toBeNull();
    expect(readReference('0c7ea144-6c13-44c0-b004-f199152cd7c4')).toBeNull();
  });

  it('is another one when the one drawn is taken', async () => {
    const stores = await openTestStores({ dataDir: await mkdtemp(join(tmpdir(), 'references-')), outbox: false });
    opened.push(stores);
    const registration = (id: string, reference: string) => {
      const payload = registrationSchema.parse(validInput({ email: `${id}@example.com` }));
      const at = '2026-11-22T10:00:00.000Z';
      return {
        ...bookedAs(),
        reference,
        id,
        dateId: payload.dateId,
        email: `${id}@example.com`,
        locale: 'de' as const,
        payload,
        createdAt: at,
        idempotencyKey: null,
        fingerprint: id,
        status: 'confirmed' as const,
        heldUntil: null,
        confirmedAt: at,
      };
    };
    expect(await stores.registrations.insert(registration('first', 'K7M4QX'))).toEqual({ ok: true });
    expect(await stores.registrations.insert(registration('second', 'K7M4QX'))).toEqual({ ok: true });
    const [first, second] = [await stores.registrations.get('first'), await stores.registrations.get('second')];
    expect(first?.reference).toBe('K7M4QX');
    expect(second?.reference).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
    expect(second?.reference).not.toBe('K7M4QX');
  });
});

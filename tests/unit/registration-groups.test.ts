/**
 * Several participants in one registration, through POST /api/registrations (the whole app,
 * a real stores, the real content-cache/): one company, billing address and invoice contact
 * for up to ten people; each takes a seat, each may register for a date once, a group that
 * does not fit is refused as a whole saying how many seats are left; the form without
 * JavaScript posts three sections and the empty ones do not count. The export has a row,
 * and the mail outbox a confirmation, per participant.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import type { Content } from '../../src/content/types.ts';
import { HONEYPOT_FIELD } from '../../src/registration-contract/contract.ts';
import { toFormFields } from '../../src/registration-contract/form-data.ts';
import { MAX_PARTICIPANTS } from '../../src/registration-contract/schema.ts';
import { registrationsCsv } from '../../src/server/registrations/rules/entry-tables.ts';
import { mailsOf } from '../support/manage-links.ts';
import { BOOKABLE_DATE_ID, colleague, confirmedRegistration, validInput } from '../support/registration.ts';
import {
  closeStores,
  confirmByMail,
  HOLD_EVERY_SEAT,
  postForm,
  postJson,
  registerConfirmed,
  registrationApp,
} from '../support/registration-app.ts';

let content: Content;

beforeAll(async () => {
  content = await loadContentCache('content-cache');
});

afterEach(closeStores);

const group = (size: number, overrides: { email?: string; dateId?: number } = {}) => {
  const input = validInput(overrides);
  return { ...input, participants: [input.participants[0]!, ...Array.from({ length: size - 1 }, (_, index) => colleague(index + 2))] };
};

function withSeats(seats: number): Content {
  return { ...content, seminarDates: content.seminarDates.map((date) => (date.id === BOOKABLE_DATE_ID ? { ...date, seats } : date)) };
}

describe('a group registration', () => {
  it('stores three participants under one registration, takes three seats, and queues a confirmation for each', async () => {
    const { app, stores } = await registrationApp(content);
    const response = await postJson(app, { ...group(3), locale: 'de' });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect((await stores.registrations.get(id))!.payload.participants.map((participant) => participant.email)).toEqual([
      'erika.mustermann@example.com',
      'kollege2@example.com',
      'kollege3@example.com',
    ]);
    // Held while pending; only the first participant hears from us before confirming.
    expect(await stores.seats.forDate(BOOKABLE_DATE_ID)).toBe(3);
    expect((await stores.mail.records()).map((record) => record.kind)).toEqual(['confirm']);
    expect((await confirmByMail(app, stores, id)).status).toBe(200);
    expect(await stores.seats.forDate(BOOKABLE_DATE_ID)).toBe(3);
    expect((await stores.mail.records()).map((record) => record.kind)).toEqual([
      'confirm',
      'participant',
      'participant-2',
      'participant-3',
      'academy',
    ]);

    const [header, ...rows] = registrationsCsv(await stores.registrations.all(), { locale: 'en' })
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(rows).toHaveLength(3);
    const column = (label: string) => header!.indexOf(label);
    expect(
      rows.map((row) => [
        row[0],
        row[column('Person no.')],
        row[column('People in the registration')],
        row[column('Participant: Email address')],
        row[column('Billing address: Company')],
      ]),
    ).toEqual([
      [id, '1', '3', 'erika.mustermann@example.com', 'Muster Rechenzentren GmbH'],
      [id, '2', '3', 'kollege2@example.com', 'Muster Rechenzentren GmbH'],
      [id, '3', '3', 'kollege3@example.com', 'Muster Rechenzentren GmbH'],
    ]);
  });

  it('is refused as a whole when it does not fit, saying how many seats are left', async () => {
    const { app, stores } = await registrationApp(withSeats(4), { confirmation: HOLD_EVERY_SEAT });
    await registerConfirmed(app, stores, validInput({ email: 'first@example.com' }));
    const tooMany = await postJson(app, { ...group(4), locale: 'en' });
    expect(tooMany.status).toBe(409);
    expect(await tooMany.json()).toEqual({
      error: 'notEnoughSeats',
      message:
        'Not enough seats are left for this date: 3 free, and your registration names 4. Please register fewer people or choose another date.',
    });
    expect(await stores.seats.forDate(BOOKABLE_DATE_ID)).toBe(1);
    await registerConfirmed(app, stores, group(3));
    const full = await postJson(app, { ...validInput({ email: 'late@example.com' }), locale: 'en' });
    expect(await full.json()).toMatchObject({ error: 'fullyBooked' });
  });

  it('applies the one-registration-per-address rule to each participant, answering as for a new one', async () => {
    const { app, stores } = await registrationApp(content);
    await registerConfirmed(app, stores, validInput({ email: 'kollege3@example.com' }));
    /** A group of three whose third is `third`, confirmed: the answer as a stranger compares it, and the entry's id. */
    const confirmed = async (first: string, third: string) => {
      const input = group(3, { email: first });
      const participants = [input.participants[0]!, colleague(2, `two.${first}`), colleague(3, third)];
      const posted = await postJson(app, { ...input, participants, locale: 'en' });
      const { id } = (await posted.json()) as { id: string };
      const answer = await confirmByMail(app, stores, id, { Accept: 'application/json' });
      const { reference } = (await stores.registrations.get(id))!;
      const body = (await answer.text()).replaceAll(id, 'ID').replaceAll(reference, 'REF').replaceAll(first, 'FIRST');
      return { id, status: answer.status, body };
    };
    // Naming someone registered for the date already reads exactly as naming someone new.
    const probe = await confirmed('prober@example.com', 'kollege3@example.com');
    const fresh = await confirmed('other.prober@example.com', 'new.colleague@example.com');
    expect(probe.status).toBe(200);
    expect({ status: probe.status, body: probe.body }).toEqual({ status: fresh.status, body: fresh.body });
    // The place is not booked twice: dropped without a fee, and its owner is told so.
    const places = (await stores.registrations.places()).get(probe.id)!;
    expect(places.map((place) => [place.cancelledAt !== null, place.fee])).toEqual([
      [false, null],
      [false, null],
      [true, null],
    ]);
    expect(await stores.seats.forDate(BOOKABLE_DATE_ID)).toBe(1 + 2 + 3);
    const note = (await mailsOf(stores, probe.id)).find((mail) => mail.kind === 'participant-3')!;
    expect(note.to).toBe('kollege3@example.com');
    expect(note.text).toContain(
      'You are registered already; nothing about your registration changes, and we have not booked a second place.',
    );
    expect(note.text).not.toMatch(/manage\?token=/);
  });

  it('refuses the confirmation of one who registered for the date already, naming the address', async () => {
    const { app, stores } = await registrationApp(content);
    const again = await postJson(app, { ...group(3), locale: 'en' });
    const { id } = (await again.json()) as { id: string };
    // Meanwhile the academy's staff registered the same person for the date.
    const booked = confirmedRegistration(randomUUID(), 'erika.mustermann@example.com', new Date().toISOString());
    expect(await stores.registrations.insert(booked)).toEqual({ ok: true });
    const confirming = await confirmByMail(app, stores, id, { Accept: 'application/json' });
    expect(confirming.status).toBe(409);
    expect(await confirming.text()).toContain('erika.mustermann@example.com');
    // Nothing of it was confirmed: it stays pending, its three places held until its hold ends.
    expect((await stores.registrations.get(id))?.status).toBe('pending');
    expect((await stores.registrations.places()).get(id)?.every((place) => place.cancelledAt === null)).toBe(true);
    expect(await stores.seats.forDate(BOOKABLE_DATE_ID)).toBe(1 + 3);
  });

  it('refuses the same address twice in one registration, and more than ten people, at the fields', async () => {
    const { app } = await registrationApp(content);
    const twice = group(2);
    const same = await postJson(app, {
      ...twice,
      participants: [twice.participants[0]!, { ...twice.participants[1]!, email: 'ERIKA.mustermann@example.com' }],
      locale: 'en',
    });
    expect(same.status).toBe(422);
    expect(await same.json()).toEqual({
      errors: { 'participants.1.email': 'This email address is already given for another person in this registration.' },
    });
    const crowd = await postJson(app, { ...group(MAX_PARTICIPANTS + 1), locale: 'de' });
    expect(crowd.status).toBe(422);
    expect(await crowd.json()).toEqual({ errors: { participants: 'Bitte melden Sie höchstens 10 Personen auf einmal an.' } });
  });
});

describe('the form without JavaScript', () => {
  it('posts three participant sections; the ones left empty do not count, the others keep their order', async () => {
    const { app, stores } = await registrationApp(content);
    const empty = { salutation: '', academicTitle: '', firstName: '', lastName: '', email: '', phone: '', company: '', jobTitle: '' };
    const fields = {
      ...toFormFields(validInput()),
      ...Object.fromEntries(Object.entries(empty).map(([field, value]) => [`participants.1.${field}`, value])),
      ...Object.fromEntries(Object.entries(colleague(3)).map(([field, value]) => [`participants.2.${field}`, value])),
      [HONEYPOT_FIELD]: '',
      locale: 'de',
    };
    const response = await postForm(app, fields);
    expect(response.status).toBe(200);
    const [registration] = await stores.registrations.everyEntry();
    expect(registration!.payload.participants.map((participant) => participant.email)).toEqual([
      'erika.mustermann@example.com',
      'kollege3@example.com',
    ]);
  });

  it('reports an error in a later section at that section, numbered as the form shows it again', async () => {
    const { app } = await registrationApp(content);
    const fields = {
      ...toFormFields(validInput()),
      ...Object.fromEntries(Object.entries({ ...colleague(3), phone: '12' }).map(([field, value]) => [`participants.2.${field}`, value])),
      locale: 'en',
    };
    const response = await postForm(app, fields);
    expect(response.status).toBe(422);
    // The empty second section is gone: the third is now the second, on the page and in the error.
    expect(await response.text()).toContain('Participant 2: Phone: Please enter a phone number');
  });
});

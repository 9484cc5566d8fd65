/**
 * Hybrid dates: each participant says whether they come on site or join online; the date's
 * seats on site (onSiteSeats) are counted apart from its seats, in the same transaction;
 * the academy's copy, the participants' mails and the export say how each one attends.
 * Other dates ask nothing of it, and keep nothing of it.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import type { Content } from '../../src/content/types.ts';
import { registrationSchemaFor } from '../../src/registration-contract/attendance.ts';
import type { RegistrationInput } from '../../src/registration-contract/schema.ts';
import { registrationsCsv } from '../../src/server/registrations/rules/entry-tables.ts';
import { colleague, HYBRID_DATE_ID, validInput } from '../support/registration.ts';
import { closeStores, confirmByMail, postJson, registerConfirmed, registrationApp } from '../support/registration-app.ts';

/** Hybrid, 16 seats, 4 of them on site (content-cache/). */
const IN_PERSON_DATE_ID = 1003;

let content: Content;
beforeAll(async () => {
  content = await loadContentCache('content-cache');
});
afterEach(closeStores);

type Attendance = 'onSite' | 'online' | undefined;

/** A group of `modes.length` people for the date, the n-th attending as modes[n] says. */
function group(dateId: number, modes: readonly Attendance[], tag: string): RegistrationInput {
  const input = validInput({ email: `lead.${tag}@example.com`, dateId });
  const people = [input.participants[0]!, ...modes.slice(1).map((_, n) => colleague(n + 2, `p${n + 2}.${tag}@example.com`))];
  return { ...input, participants: people.map((person, n) => ({ ...person, attendance: modes[n] })) };
}

describe('a hybrid date', () => {
  it('content: is hybrid, with 4 of its 16 seats on site', () => {
    const date = content.seminarDates.find((item) => item.id === HYBRID_DATE_ID)!;
    expect(content.seminars.find((seminar) => seminar.id === date.seminarId)!.format).toBe('hybrid');
    expect(date).toMatchObject({ seats: 16, onSiteSeats: 4 });
  });

  it("asks every participant how they attend (422 at the field, in the form's words)", async () => {
    const { app, stores } = await registrationApp(content);
    const response = await postJson(app, { ...group(HYBRID_DATE_ID, ['onSite', undefined], 'ask'), locale: 'en' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors: { 'participants.1.attendance': expect.stringMatching(/^Please choose/) } });
    expect(await stores.registrations.everyEntry()).toEqual([]);
  });

  it('names a missing attendance in the same round as the other problems (the form and the server alike)', async () => {
    const { app } = await registrationApp(content);
    const input = group(HYBRID_DATE_ID, ['onSite', undefined], 'round');
    const broken = { ...input, participants: [{ ...input.participants[0]!, firstName: '' }, input.participants[1]!], locale: 'en' };
    const response = await postJson(app, broken);
    expect(response.status).toBe(422);
    expect(Object.keys(((await response.json()) as { errors: Record<string, string> }).errors).sort()).toEqual([
      'participants.0.firstName',
      'participants.1.attendance',
    ]);
    const form = registrationSchemaFor(true).safeParse(broken);
    expect(form.success ? [] : form.error.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'participants.0.firstName',
      'participants.1.attendance',
    ]);
  });

  it('refuses more people on site than its seats on site, while online places remain', async () => {
    const { app, stores } = await registrationApp(content);
    const five = await postJson(app, {
      ...group(HYBRID_DATE_ID, ['onSite', 'onSite', 'onSite', 'onSite', 'onSite'], 'five'),
      locale: 'en',
    });
    expect(five.status).toBe(409);
    expect(await five.json()).toEqual({
      error: 'notEnoughOnSiteSeats',
      message: expect.stringContaining('Only 4 seats on site are left for this date, and your registration names 5 on site.'),
    });
    // Four on site and one online fit (confirmed); then nobody more on site, but online still.
    await registerConfirmed(app, stores, group(HYBRID_DATE_ID, ['onSite', 'onSite', 'onSite', 'onSite', 'online'], 'fits'));
    expect(await stores.seats.forDate(HYBRID_DATE_ID)).toBe(5);
    const onSite = await postJson(app, group(HYBRID_DATE_ID, ['onSite'], 'late'));
    expect(onSite.status).toBe(409);
    expect(((await onSite.json()) as { error: string }).error).toBe('notEnoughOnSiteSeats');
    await registerConfirmed(app, stores, group(HYBRID_DATE_ID, ['online'], 'online'));
    expect(await stores.seats.forDate(HYBRID_DATE_ID)).toBe(6);
  });

  it('refuses a confirmation after the hold once the seats on site are gone, saying online is still possible', async () => {
    let now = Date.parse('2026-11-22T09:00:00Z');
    const { app, stores } = await registrationApp(content, { now: () => new Date(now) });
    const late = (await (await postJson(app, group(HYBRID_DATE_ID, ['onSite', 'onSite'], 'slow'))).json()) as { id: string };
    now += 61 * 60_000;
    const quick = (await (await postJson(app, group(HYBRID_DATE_ID, ['onSite', 'onSite', 'onSite'], 'quick'))).json()) as { id: string };
    expect((await confirmByMail(app, stores, quick.id)).status).toBe(200);
    const refused = await confirmByMail(app, stores, late.id);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('Online ist die Teilnahme weiter möglich');
    expect((await stores.registrations.get(late.id))?.status).toBe('pending');
  });

  it("names each person's attendance in the mails and the export", async () => {
    const { app, stores } = await registrationApp(content);
    const response = await postJson(app, group(HYBRID_DATE_ID, ['onSite', 'online'], 'mails'));
    const { id } = (await response.json()) as { id: string };
    expect((await stores.registrations.get(id))!.payload.participants.map((person) => person.attendance)).toEqual(['onSite', 'online']);
    expect((await confirmByMail(app, stores, id)).status).toBe(200);
    const mails = (await stores.mail.due(Number.MAX_SAFE_INTEGER, 100)).map(({ mail }) => mail);
    const academy = mails.find((mail) => mail.kind === 'academy')!;
    expect(academy.text).toMatch(/Teilnahme:? +Vor Ort/);
    expect(academy.text).toMatch(/Teilnahme:? +Online/);
    // The one who registered sees each way of attending; the further participant, who names nobody, their own.
    expect(mails.find((mail) => mail.kind === 'participant')!.text).toContain('(Online)');
    expect(mails.find((mail) => mail.kind === 'participant-2')!.text).toMatch(/Teilnahme:? +Online/);
    const [header, ...rows] = registrationsCsv(await stores.registrations.all(), { locale: 'en' })
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
    const column = header!.indexOf('Participant: Attendance');
    expect(column).toBeGreaterThan(0);
    expect(rows.map((row) => row[column])).toEqual(['On site', 'Online']);
  });
});

describe('an in-person date', () => {
  it('asks nothing of attendance, and keeps nothing of it when sent', async () => {
    const { app, stores } = await registrationApp(content);
    expect((await postJson(app, group(IN_PERSON_DATE_ID, [undefined], 'none'))).status).toBe(201);
    const sent = await postJson(app, group(IN_PERSON_DATE_ID, ['online'], 'sent'));
    const { id } = (await sent.json()) as { id: string };
    expect((await stores.registrations.get(id))!.payload.participants[0]).not.toHaveProperty('attendance');
  });
});

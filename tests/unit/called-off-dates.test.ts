/**
 * A date the academy calls off (the content's `cancelled`): its pages say so in both
 * languages and take no registration or waiting-list entry, the seminar's structured data
 * says EventCancelled, the API refuses it, and the server cancels every place still taken
 * free of charge and tells each person once, in the registration's language, and everyone
 * on its waiting list once (on a real store and the real content-cache/).
 */

import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ACADEMY_CONTACT } from '../../src/config/academy-contact.ts';
import { loadContentCache } from '../../src/content/cache.ts';
import type { Content } from '../../src/content/types.ts';
import { renderPath } from '../../src/document/render.tsx';
import { ICON_NAMES } from '../../src/icons/icon-names.ts';
import { resolveIcons } from '../../src/icons/resolve-icons.ts';
import { mailComposer } from '../../src/server/mail/composer.ts';
import { cancelCalledOffDates } from '../../src/server/registrations/use-cases/called-off-dates.ts';
import { mailsOf } from '../support/manage-links.ts';
import { BOOKABLE_DATE_ID, colleague, FULLY_BOOKED_DATE_ID, validInput } from '../support/registration.ts';
import { closeStores, confirmByMail, postJson, registerConfirmed, registrationApp } from '../support/registration-app.ts';
import { TEST_DAY } from '../support/test-clock.ts';

let content: Content;
beforeAll(async () => {
  content = await loadContentCache('content-cache');
});
afterEach(closeStores);

/** The content with `ids` called off. */
const calledOff = (ids: readonly number[]): Content => ({
  ...content,
  seminarDates: content.seminarDates.map((date) => (ids.includes(date.id) ? { ...date, cancelled: true } : date)),
});

describe('the pages of a called-off date', () => {
  it('say it is cancelled in both languages, with no form, and the structured data says EventCancelled', async () => {
    const options = {
      content: calledOff([BOOKABLE_DATE_ID]),
      assets: { loader: '/l.js', islands: {}, inlineCss: '' } as never,
      siteUrl: 'https://academy.test',
      today: TEST_DAY,
      icons: await resolveIcons(ICON_NAMES),
    };
    const german = renderPath(`/seminare/en-50600-grundlagen/${BOOKABLE_DATE_ID}`, options)!.html;
    expect(german).toContain('Dieser Termin ist abgesagt');
    expect(german).not.toContain('id="registration"');
    expect(german).not.toContain('id="waitlist"');
    const english = renderPath(`/en/courses/en-50600-grundlagen/${BOOKABLE_DATE_ID}`, options)!.html;
    expect(english).toContain('This date has been cancelled');
    expect(english).not.toContain('id="registration"');
    const seminar = renderPath('/en/courses/en-50600-grundlagen', options)!.html;
    const jsonLd = JSON.parse(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(seminar)![1]!);
    const items = (Array.isArray(jsonLd) ? jsonLd : [jsonLd]) as Array<{ hasCourseInstance?: Array<{ eventStatus: string }> }>;
    const instances = items.flatMap((item) => item.hasCourseInstance ?? []);
    const cancelled = instances.filter((instance) => instance.eventStatus === 'https://schema.org/EventCancelled');
    expect(cancelled).toHaveLength(1);
    expect(instances.length).toBeGreaterThan(1);
    // Its row on the seminar's page carries the badge in place of the price.
    expect(seminar).toMatch(/<span class="badge badge-warning">Cancelled<\/span>/);
  });
});

describe('the server and a called-off date', () => {
  it('refuses registrations and waiting-list entries for it', async () => {
    const { app } = await registrationApp(calledOff([BOOKABLE_DATE_ID, FULLY_BOOKED_DATE_ID]));
    const registration = await postJson(app, { ...validInput({ dateId: BOOKABLE_DATE_ID }), locale: 'en' });
    expect(registration.status).toBe(409);
    expect(await registration.json()).toMatchObject({ error: 'dateCancelled', message: expect.stringContaining('cancelled') });
    const waiting = await postJson(app, {
      dateId: FULLY_BOOKED_DATE_ID,
      waitlist: { name: 'Jonas Weber', email: 'jonas@example.com', phone: '+49 40 555 0199', company: 'Hafen GmbH', consent: true },
      locale: 'de',
    });
    expect(waiting.status).toBe(409);
  });

  it('cancels every place free of charge and tells each person and everyone waiting once, in their language', async () => {
    let current = content;
    const { app, stores } = await registrationApp(content, { getContent: () => current });
    const input = validInput({ email: 'erika@example.com' });
    const group = await registerConfirmed(app, stores, {
      ...input,
      participants: [input.participants[0]!, colleague(2, 'jonas@example.com')],
      locale: 'en',
    });
    const single = await registerConfirmed(app, stores, { ...validInput({ email: 'paula@example.com' }), locale: 'de' });
    const waiting = await postJson(app, {
      dateId: FULLY_BOOKED_DATE_ID,
      waitlist: { name: 'Jonas Weber', email: 'jonas.weber@example.com', phone: '+49 40 555 0199', company: 'Hafen GmbH', consent: true },
      locale: 'de',
    });
    const { id: waitingId } = (await waiting.json()) as { id: string };
    await confirmByMail(app, stores, waitingId);
    expect(await stores.seats.forDate(BOOKABLE_DATE_ID)).toBe(3);

    current = calledOff([BOOKABLE_DATE_ID, FULLY_BOOKED_DATE_ID]);
    const deps = { stores, getContent: () => current, today: () => TEST_DAY, now: () => new Date('2026-11-23T08:00:00.000Z') };
    const mails = mailComposer(
      () => current,
      { siteUrl: 'https://www.rackwise-academy.de', academyInbox: 'team@academy.example', academy: DEFAULT_ACADEMY_CONTACT },
      {
        linkHours: 24,
        holdMinutes: 60,
        offerHours: 48,
      },
    );
    const done = await cancelCalledOffDates({ ...deps, mails });
    expect([...done.registrations].sort()).toEqual([group, single].sort());
    expect(done.waiting).toEqual([waitingId]);
    expect(done.seats).toEqual([{ dateId: BOOKABLE_DATE_ID, change: -3 }]);
    expect(await stores.seats.forDate(BOOKABLE_DATE_ID)).toBe(0);
    expect((await stores.changes.booking(group))?.places.map((place) => place.fee)).toEqual([
      { percent: 0, amount: 0 },
      { percent: 0, amount: 0 },
    ]);

    const groupMails = (await mailsOf(stores, group)).filter((mail) => mail.kind.startsWith('change-1-'));
    expect(groupMails.map((mail) => [mail.kind, mail.to])).toEqual([
      ['change-1-date-cancelled-1', 'erika@example.com'],
      ['change-1-date-cancelled-2', 'jonas@example.com'],
      ['change-1-academy', 'team@academy.example'],
    ]);
    expect(groupMails[0]!.subject).toMatch(/^Date cancelled: /);
    expect(groupMails[0]!.text).toContain('https://www.rackwise-academy.de/en/courses/en-50600-grundlagen');
    expect((await mailsOf(stores, single)).find((mail) => mail.kind === 'change-1-date-cancelled-1')?.subject).toMatch(
      /^Termin abgesagt: /,
    );
    const told = (await mailsOf(stores, waitingId)).filter((mail) => mail.kind === 'date-cancelled');
    expect(told.map((mail) => [mail.to, mail.subject.startsWith('Termin abgesagt')])).toEqual([['jonas.weber@example.com', true]]);

    // Again (the next site, a restart): nothing more.
    expect(await cancelCalledOffDates({ ...deps, mails })).toEqual({ registrations: [], waiting: [], seats: [] });
    expect((await mailsOf(stores, group)).filter((mail) => mail.kind.startsWith('change-'))).toHaveLength(3);
  });
});

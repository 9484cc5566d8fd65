/**
 * Certificates behind the manage links: after the course, a participant's own link stays open
 * for their certificate and lists it with its PDF (and no one else's); the whole registration's
 * link lists every place's; both close again LINK_DAYS_AFTER_DOCUMENT days after the last one was
 * issued (the whole link sooner or later by its invoices' own rule).
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import type { Content } from '../../src/content/types.ts';
import { certificatePath, type ManageView } from '../../src/registration-contract/manage.ts';
import { runIssuing } from '../../src/server/certificates/use-cases/issuing.ts';
import { issuingOn } from '../support/issuing.ts';
import { manageTokenOf, openManage } from '../support/manage-links.ts';
import { qrCodeIn } from '../support/pdf-pages.ts';
import { colleague, validInput } from '../support/registration.ts';
import { closeStores, registerConfirmed, registrationApp } from '../support/registration-app.ts';

let content: Content;
beforeAll(async () => {
  // Without the seminar's materials, which keep the links open for days of their own (materials.test.ts); the feedback's
  // days (FEEDBACK_DAYS, 30) end before the certificates' (LINK_DAYS_AFTER_DOCUMENT, 60).
  content = { ...(await loadContentCache('content-cache')), downloads: [] };
});
afterEach(closeStores);

/** In content-cache/: seminar 2 in Frankfurt, 16 to 18 February 2027. */
const DATE_ID = 1003;
const DAYS = ['2027-02-16', '2027-02-17', '2027-02-18'];

describe('certificates behind the manage links', () => {
  it('open a participant’s own link after the course for their certificate, and the whole link for all', async () => {
    const clock = { now: Date.parse('2026-11-22T09:00:00.000Z'), today: '2026-11-22' };
    const { app, stores } = await registrationApp(content, { now: () => new Date(clock.now), today: () => clock.today });
    const input = validInput({ email: 'erika@kunde.example', dateId: DATE_ID });
    const id = await registerConfirmed(app, stores, {
      ...input,
      participants: [input.participants[0]!, colleague(2, 'jonas@kunde.example')],
      locale: 'de',
    });
    const whole = await manageTokenOf(stores, id, 'participant');
    const own = await manageTokenOf(stores, id, 'participant-2');
    for (const position of [0, 1]) {
      for (const day of DAYS)
        await stores.evidence.mark({ registrationId: id, position, day, present: true, source: 'check-in', at: `${day}T08:00:00.000Z` });
      await stores.evidence.addResult({
        registrationId: id,
        position,
        passed: true,
        score: 75,
        takenOn: DAYS[2]!,
        source: 'staff',
        at: `${DAYS[2]}T16:00:00.000Z`,
      });
    }
    const view = async (token: string) => {
      const answer = await openManage(app, token);
      return answer.status === 200 ? ((await answer.json()) as ManageView) : answer.status;
    };

    // The day after the course, before the certificates: the place's link is open for feedback, and lists none.
    Object.assign(clock, { now: Date.parse('2027-02-19T06:00:00.000Z'), today: '2027-02-19' });
    expect(await view(own)).toMatchObject({ certificates: [] });
    const issued = (await runIssuing(issuingOn(stores, content, '2027-02-19'))).issued.map(({ document }) => document.number);
    expect(issued).toEqual(['RWA-2027-00001', 'RWA-2027-00002']);

    const ownView = await view(own);
    expect(ownView).toMatchObject({
      whole: false,
      documents: [],
      certificates: [{ number: 'RWA-2027-00002', kind: 'seminar', holder: 'Jonas2 Beispiel', revoked: false, drawn: true }],
    });
    const pdf = await app.request(certificatePath(own, 'RWA-2027-00002'));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('cache-control')).toBe('no-store');
    expect(await qrCodeIn(new Uint8Array(await pdf.arrayBuffer()))).toMatch(/\/zertifikate\/pruefen\?number=RWA-2027-00002&code=/);
    expect((await app.request(certificatePath(own, 'RWA-2027-00001'))).status).toBe(404);
    expect(((await view(whole)) as ManageView).certificates.map(({ number }) => number)).toEqual(['RWA-2027-00001', 'RWA-2027-00002']);
    expect((await app.request(certificatePath(whole, 'RWA-2027-00001'))).status).toBe(200);

    // Sixty days after the certificates, the place's link ends for good.
    Object.assign(clock, { now: Date.parse('2027-04-21T06:00:00.000Z'), today: '2027-04-21' });
    expect(await view(own)).toBe(410);
    expect((await app.request(certificatePath(own, 'RWA-2027-00002'))).status).toBe(404);
  });
});

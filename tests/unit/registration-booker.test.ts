/**
 * Someone books for others without taking part (the booker), through the whole app and a real
 * store: the booker's address confirms the registration and gets the confirmation with the link
 * that manages every place (and the invoice, when the invoice goes to them); each participant
 * gets their own confirmation with a link to their own place only; a participant who cancels
 * their place tells the booker. A booker's fields are required once they book for others, and
 * a booker named among the participants is asked to take part instead.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import type { Content } from '../../src/content/types.ts';
import type { ManageView } from '../../src/registration-contract/manage.ts';
import { anonymisedPayload } from '../../src/server/registrations/rules/anonymised.ts';
import { invoiceRecipient } from '../../src/server/registrations/rules/people.ts';
import { mailsOf, manageTokenOf, openManage, postManage } from '../support/manage-links.ts';
import { BOOKER, colleague, validInput } from '../support/registration.ts';
import { closeStores, confirmByMail, postJson, registrationApp } from '../support/registration-app.ts';

let content: Content;
beforeAll(async () => {
  content = await loadContentCache('content-cache');
});
afterEach(closeStores);

/** Three colleagues of the booker, none of them her. */
function threeColleagues() {
  const input = validInput({ email: 'jonas1@kunde.example' });
  return {
    ...input,
    booker: BOOKER,
    participants: [input.participants[0]!, colleague(2, 'jonas2@kunde.example'), colleague(3, 'jonas3@kunde.example')],
    locale: 'de',
  };
}

describe('a booker who does not take part', () => {
  it('confirms from her own mail, gets the link to every place and the invoice; each participant gets their own place', async () => {
    const { app, stores } = await registrationApp(content);
    const posted = await postJson(app, threeColleagues());
    expect(posted.status).toBe(201);
    const { id } = (await posted.json()) as { id: string };
    // The confirm mail goes to her, and to nobody else.
    expect((await mailsOf(stores, id)).map(({ kind, to }) => [kind, to])).toEqual([['confirm', BOOKER.email]]);
    expect((await confirmByMail(app, stores, id)).status).toBe(200);

    const mails = await mailsOf(stores, id);
    const to = Object.fromEntries(mails.map(({ kind, to }) => [kind, to]));
    expect(to).toMatchObject({
      booker: BOOKER.email,
      participant: 'jonas1@kunde.example',
      'participant-2': 'jonas2@kunde.example',
      'participant-3': 'jonas3@kunde.example',
    });
    // She is the invoice contact (the form's default): no separate note goes out.
    expect(to.invoiceContact).toBeUndefined();
    const booker = mails.find(({ kind }) => kind === 'booker')!;
    expect(booker.subject).toMatch(/^Buchungsbestätigung: /);
    expect(booker.text).toContain('Guten Tag Petra Teamleitung,');
    expect(booker.text).toContain('Die Rechnung senden wir Ihnen nach dem Seminar per E-Mail.');
    expect(booker.text).toMatch(/Jonas2 Beispiel/);
    // The academy's copy says who booked, under the booker's own heading, and answers go to her.
    const copy = mails.find(({ kind }) => kind === 'academy')!;
    expect(copy.text).toMatch(/Buchende Person\n[\s\S]*Ihr Name: +Petra Teamleitung/);
    const stored = (await stores.registrations.get(id))!;
    expect(stored.email).toBe(BOOKER.email);
    expect(invoiceRecipient(stored.payload)).toEqual({ name: BOOKER.name, address: BOOKER.email });

    const whole = (await (await openManage(app, await manageTokenOf(stores, id, 'booker'))).json()) as ManageView;
    expect(whole.whole).toBe(true);
    expect(whole.places.map(({ email }) => email)).toEqual(['jonas1@kunde.example', 'jonas2@kunde.example', 'jonas3@kunde.example']);
    const own = (await (await openManage(app, await manageTokenOf(stores, id, 'participant-2'))).json()) as ManageView;
    expect(own.whole).toBe(false);
    expect(own.places.map(({ email }) => email)).toEqual(['jonas2@kunde.example']);
  });

  it('hears of a participant cancelling their own place', async () => {
    const { app, stores } = await registrationApp(content);
    const { id } = (await (await postJson(app, threeColleagues())).json()) as { id: string };
    await confirmByMail(app, stores, id);
    const token = await manageTokenOf(stores, id, 'participant-2');
    expect((await postManage(app, { token, action: 'cancel', position: 1, step: 'confirm' })).status).toBe(200);
    const told = (await mailsOf(stores, id)).filter(({ kind }) => kind.startsWith('change-1-'));
    expect(told.map(({ to }) => to).sort()).toEqual(['team@academy.example', BOOKER.email, 'jonas2@kunde.example'].sort());
    expect(told.find(({ to }) => to === BOOKER.email)!.text).toContain('Guten Tag Petra Teamleitung,');
  });

  it('needs her name, address, phone and company, and an address that is not a participant’s', async () => {
    const { app } = await registrationApp(content);
    const missing = await postJson(app, { ...threeColleagues(), booker: { forOthers: true, name: '', email: '', phone: '', company: '' } });
    expect(missing.status).toBe(422);
    const { errors } = (await missing.json()) as { errors: Record<string, string> };
    expect(Object.keys(errors).sort()).toEqual(['booker.company', 'booker.email', 'booker.name', 'booker.phone']);
    const herself = await postJson(app, { ...threeColleagues(), booker: { ...BOOKER, email: 'Jonas2@kunde.example' } });
    expect(herself.status).toBe(422);
    expect(((await herself.json()) as { errors: Record<string, string> }).errors['booker.email']).toBe(
      'Diese Adresse steht bei einer teilnehmenden Person: Wenn Sie selbst teilnehmen, entfernen Sie bitte oben den Haken.',
    );
  });
});

describe('a booker anonymised after the course', () => {
  it('keeps no name, phone or company, under an address never delivered', async () => {
    const { app, stores } = await registrationApp(content);
    const { id } = (await (await postJson(app, threeColleagues())).json()) as { id: string };
    await confirmByMail(app, stores, id);
    const anonymised = anonymisedPayload((await stores.registrations.get(id))!.payload, id);
    expect(anonymised.booker).toEqual({ forOthers: true, name: '', email: `${id}@anonymised.invalid`, phone: '', company: '' });
    expect(JSON.stringify(anonymised)).not.toMatch(/Petra|petra\.teamleitung|5550100/);
  });
});

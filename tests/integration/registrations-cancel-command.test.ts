/**
 * `npm run registrations:cancel` on a confirmed registration: it is cancelled as staff cancel
 * one in the CMS, so the people cancelled, the one who registered and the academy get the
 * cancellation mails (queued in the data folder's outbox for the server to send), and the
 * change is recorded; run again, it says the registration was cancelled already.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ACADEMY_INBOX } from '../../src/config/academy.ts';
import { loadContentCache } from '../../src/content/cache.ts';
import type { Content } from '../../src/content/types.ts';
import { openSqliteStores } from '../../src/server/open-stores.ts';
import { colleague, validInput } from '../support/registration.ts';
import { closeStore, closeStores, registerConfirmed, registrationApp } from '../support/registration-app.ts';
import { ROOT } from '../support/server-process.ts';

let content: Content;
beforeAll(async () => {
  content = await loadContentCache('content-cache');
});
afterEach(closeStores);

const cancel = (id: string, dataDir: string) =>
  spawnSync(join(ROOT, 'node_modules/.bin/node'), ['scripts/registrations-cancel.ts', id, '--data-dir', dataDir], {
    cwd: ROOT,
    encoding: 'utf8',
  });

describe('registrations:cancel', () => {
  it('cancels a confirmed registration with the mails of a cancellation, once', async () => {
    const { app, stores, dataDir } = await registrationApp(content);
    const input = validInput({ email: 'cancel.command@example.com', dateId: 1004 });
    const id = await registerConfirmed(app, stores, {
      ...input,
      participants: [input.participants[0]!, colleague(2, 'second.cancelled@example.com')],
    });
    await closeStore(stores);

    const first = cancel(id, dataDir);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toMatch(new RegExp(`^${id}: .*cancelled every place; mails sent\\. \\(date 1004\\)`));
    const second = cancel(id, dataDir);
    expect(second.stdout).toContain(`${id}: was already cancelled`);

    const after = await openSqliteStores({ dataDir, outbox: false });
    try {
      const changeMails = (await after.mail.due(Number.MAX_SAFE_INTEGER, 100))
        .filter(({ mail }) => mail.entryId === id && mail.kind.startsWith('change-1-'))
        .map(({ mail }) => mail.to.address)
        .sort();
      // The academy's copy goes to the command's ACADEMY_INBOX (its default here).
      expect(changeMails).toEqual(['cancel.command@example.com', 'second.cancelled@example.com', DEFAULT_ACADEMY_INBOX].sort());
      expect((await after.changes.all()).filter((change) => change.registrationId === id).map((change) => change.by)).toEqual(['operator']);
      expect((await after.changes.booking(id))?.places.every((place) => place.cancelledAt !== null)).toBe(true);
    } finally {
      await after.close();
    }
  });
});

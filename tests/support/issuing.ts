/** What issuing certificates works with in a test: the test's stores and content, on `today` (7:00 UTC). */
import { DEFAULT_SETTINGS } from '../../src/config/settings.ts';
import type { Content } from '../../src/content/types.ts';
import { certifyingOf } from '../../src/server/certificates/rules/certifying.ts';
import type { IssuingDeps } from '../../src/server/certificates/use-cases/issuing.ts';
import type { Stores } from '../../src/server/open-stores.ts';
import { TEST_MAIL_SETTINGS } from './registration-app.ts';

export const issuingOn = (stores: Stores, content: Content, today: string): IssuingDeps => ({
  stores,
  evidence: stores.evidence,
  certificates: stores.certificates,
  holderKey: stores.holderKey,
  getContent: () => content,
  today: () => today,
  now: () => new Date(`${today}T07:00:00.000Z`),
  certifying: { ...certifyingOf(DEFAULT_SETTINGS), siteUrl: TEST_MAIL_SETTINGS.siteUrl },
  mailSettings: TEST_MAIL_SETTINGS,
});

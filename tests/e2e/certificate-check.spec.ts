/**
 * The verification page's answers, as the server draws them for the browser tests' server (its
 * register holds one valid and one revoked certificate, written here): in both languages, in
 * the light and the dark colour mode, axe finds nothing and nothing is wider than a 320 px
 * screen, for a valid, a revoked, an unknown and an unreadable check; and a check typed into the
 * form without JavaScript lands on the same answer as the QR code's link. The answers to a
 * credential given (genuine with its holder's address, changed, unreadable) pass the same checks.
 */

import { E2E_DATA_DIR } from '../../playwright.config.ts';
import { DEFAULT_SETTINGS } from '../../src/config/settings.ts';
import { loadContentCache } from '../../src/content/cache.ts';
import { certificateFacts } from '../../src/server/certificates/rules/certificate-document.ts';
import { openBadge } from '../../src/server/certificates/rules/open-badge.ts';
import { verificationLink } from '../../src/server/certificates/rules/verification-link.ts';
import { certificateId } from '../../src/server/certificates/store/certificate-records.ts';
import { keysFileOf } from '../../src/server/credentials/keys-file.ts';
import { signCredential } from '../../src/server/credentials/signing.ts';
import { addSigningKey, currentSigning, readSigningKeys } from '../../src/server/credentials/signing-keys.ts';
import { statusEntry } from '../../src/server/credentials/status-list.ts';
import { openSqliteStores } from '../../src/server/open-stores.ts';
import { expectNoViolations } from '../support/axe.ts';
import { expect, test } from '../support/browser-test.ts';
import { expectPalette } from '../support/palette.ts';

const content = await loadContentCache('content-cache');
/** Seminar 2's date in Frankfurt, 16 to 18 February 2027. */
const DATE_ID = 1003;
/** The browser tests' server's origin setting (the default), whose did:web signs the credentials. */
const SITE_URL = DEFAULT_SETTINGS.SITE_URL;
const SIGNED_AT = new Date('2026-11-02T09:00:00.000Z');

/** Writes a certificate into the server's register (valid, or revoked at `revokedAt`): its link's path and query. */
async function inRegister(number: string, checkCode: string, locale: 'de' | 'en', revokedAt: string | null): Promise<string> {
  const stores = await openSqliteStores({ dataDir: E2E_DATA_DIR, outbox: false });
  try {
    const place = {
      dateId: DATE_ID,
      locale,
      academicTitle: 'Prof. Dr.-Ing.',
      firstName: 'Annemarie',
      lastName: 'Schwarzenberger-Oberhausen',
      attendance: null,
    };
    const facts = certificateFacts(content, place, '2027-02-18', '2027-02-19')!;
    const document = {
      ...facts,
      number,
      checkCode,
      kind: 'seminar' as const,
      locale,
      holder: 'Prof. Dr.-Ing. Annemarie Schwarzenberger-Oberhausen',
    };
    if (!(await stores.certificates.byNumber(number)))
      await stores.certificates.insert({
        id: certificateId(`e2e-${number}`),
        registrationId: `e2e-${number}`,
        position: 0,
        dateId: DATE_ID,
        holderKey: `e2e-${number}`,
        issuedAt: '2027-02-19T05:00:00.000Z',
        revokedAt,
        revocationReason: revokedAt ? 'issued in error' : null,
        statusIndex: null,
        document,
      });
    const link = new URL(verificationLink('http://site.test', document));
    return `${link.pathname}${link.search}`;
  } finally {
    await stores.close();
  }
}

/** A credential for a certificate of the register, signed with a key the server's DID document lists (made here if it has none). */
async function signedCredential(): Promise<string> {
  const keysFile = keysFileOf({ DATA_DIR: E2E_DATA_DIR, CREDENTIAL_KEYS_FILE: '' });
  if (!(await readSigningKeys(keysFile))) await addSigningKey(keysFile, SIGNED_AT);
  const signing = (await currentSigning(keysFile, SITE_URL))!;
  const [path] = (await answers())['valid (de)']!;
  const number = new URL(path, SITE_URL).searchParams.get('number')!;
  const stores = await openSqliteStores({ dataDir: E2E_DATA_DIR, outbox: false });
  const record = (await stores.certificates.byNumber(number))!;
  await stores.close();
  const seminar = content.seminars.find(({ id }) => id === record.document.seminarId)!;
  // Signed on a day before any the suite runs on: valid from then on the server's clock.
  const unsigned = openBadge(
    { ...record, issuedAt: SIGNED_AT.toISOString() },
    {
      issuer: { did: signing.did, name: 'Rackwise academy', url: SITE_URL },
      verifyUrl: verificationLink(SITE_URL, record.document),
      seminar: { url: `${SITE_URL}/seminare/${seminar.slug}`, teaser: seminar.translations.de.teaser },
      status: statusEntry(SITE_URL, 0),
      email: 'annemarie@kunde.example',
      salt: '00112233445566778899aabbccddeeff',
    },
  );
  return JSON.stringify(await signCredential(unsigned, signing, SIGNED_AT));
}

/** Each answer's address, and what the page says. */
const answers = async (): Promise<Record<string, readonly [path: string, says: string]>> => ({
  'valid (de)': [await inRegister('RWA-2027-90001', '7KQ2M-X9HFP', 'de', null), 'Dieses Zertifikat ist gültig.'],
  'revoked (en)': [
    await inRegister('RWA-2027-90002', 'A1B2C-D3E4F', 'en', '2027-03-01T10:00:00.000Z'),
    'This certificate was revoked on March 1, 2027 and is no longer valid.',
  ],
  'unknown (en)': [
    '/en/certificates/verify?number=RWA-2026-99999&code=ZZZZZ-ZZZZZ',
    'We know of no certificate with this number and check code.',
  ],
  'unreadable (de)': [
    '/zertifikate/pruefen?number=irgendwas&code=7KQ2M',
    'Bitte geben Sie die Nummer so ein, wie sie auf dem Zertifikat steht',
  ],
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the verification page's answers: axe and a 320 px screen (${scheme})`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    await page.emulateMedia({ colorScheme: scheme });
    for (const [name, [path, says]] of Object.entries(await answers())) {
      const answer = await page.goto(path);
      expect(answer?.status(), name).toBe(200);
      await expectPalette(page, scheme);
      await expect(page.locator('main')).toContainText(says);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(wide, `${name} is wider than the screen`).toBe(0);
      await expectNoViolations(page, `${name} ${path} in ${scheme} mode`);
    }
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the answers to a credential given: axe and a 320 px screen (${scheme})`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    await page.emulateMedia({ colorScheme: scheme });
    const genuine = await signedCredential();
    const given: Record<string, readonly [path: string, credential: string, email: string, says: string]> = {
      'genuine, the address its holder’s (de)': [
        '/zertifikate/pruefen',
        genuine,
        'Annemarie@kunde.example',
        'Der Nachweis wurde auf diese Adresse ausgestellt.',
      ],
      'changed (en)': [
        '/en/certificates/verify',
        genuine.replace('Schwarzenberger', 'Schwarzenburger'),
        '',
        'This credential was not issued by the academy, or it has been changed since.',
      ],
      'unreadable (de)': ['/zertifikate/pruefen', 'RWA-2027-90001', '', 'Darin konnten wir keinen Nachweis lesen.'],
    };
    for (const [name, [path, credential, email, says]] of Object.entries(given)) {
      await page.goto(path);
      await page.locator('#badge-text').fill(credential);
      await page.locator('#badge-email').fill(email);
      await page.locator('form[method="post"] button[type="submit"]').click();
      await expect(page.locator('section[aria-labelledby="verdict"]')).toContainText(says);
      await expectPalette(page, scheme);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(wide, `${name} is wider than the screen`).toBe(0);
      await expectNoViolations(page, `${name} ${path} in ${scheme} mode`);
    }
  });
}

test('a check typed into the form, without JavaScript, says what the link says', async ({ browser }) => {
  const [link] = (await answers())['valid (de)']!;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/zertifikate/pruefen');
  await page.getByLabel('Zertifikatsnummer').fill('rwa 2027 90001');
  await page.getByLabel('Prüfcode').fill('7kq2m x9hfp');
  await page.getByRole('button', { name: 'Zertifikat prüfen' }).click();
  await expect(page.getByRole('status')).toHaveText('Dieses Zertifikat ist gültig.');
  await expect(page.locator('main dl')).toContainText('Prof. Dr.-Ing. Annemarie Schwarzenberger-Oberhausen');
  await expect(page.locator('main dl')).toContainText('16.–18. Februar 2027');
  const typed = await page.locator('main').innerText();
  await page.goto(link);
  expect(await page.locator('main').innerText()).toBe(typed);
  await context.close();
});

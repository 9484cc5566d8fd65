/**
 * The verification page's answers, as the server draws them for the browser tests' server (its
 * register holds one valid and one revoked certificate, written here): in both languages, in
 * the light and the dark colour mode, axe finds nothing and nothing is wider than a 320 px
 * screen, for a valid, a revoked, an unknown and an unreadable check; and a check typed into the
 * form without JavaScript lands on the same answer as the QR code's link.
 */

import { E2E_DATA_DIR } from '../../playwright.config.ts';
import { loadContentCache } from '../../src/content/cache.ts';
import { certificateFacts } from '../../src/server/certificates/rules/certificate-document.ts';
import { verificationLink } from '../../src/server/certificates/rules/verification-link.ts';
import { certificateId } from '../../src/server/certificates/store/certificate-records.ts';
import { openSqliteStores } from '../../src/server/open-stores.ts';
import { expectNoViolations } from '../support/axe.ts';
import { expect, test } from '../support/browser-test.ts';
import { expectPalette } from '../support/palette.ts';

const content = await loadContentCache('content-cache');
/** Seminar 2's date in Frankfurt, 16 to 18 February 2027. */
const DATE_ID = 1003;

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
        document,
      });
    const link = new URL(verificationLink('http://site.test', document));
    return `${link.pathname}${link.search}`;
  } finally {
    await stores.close();
  }
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

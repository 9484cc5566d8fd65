/**
 * Invoices on confirmation (INVOICE_WHEN=on-confirmation), in a browser, on a server of the
 * test's own: a company registers two people and confirms; the invoice reaches the invoice
 * contact at once, due before the course, and the manage page lists it with its amounts and
 * status and downloads its PDF, on a 320 px screen, with nothing for axe to find.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { CONFIRM_PATH, MANAGE_PATH, REGISTRATIONS_PATH, TOKEN_FIELD } from '../../src/registration-contract/contract.ts';
import { expectNoViolations } from '../support/axe.ts';
import { expect, onSuiteClock, test } from '../support/browser-test.ts';
import { confirmLinkIn, onOrigin } from '../support/confirm-link.ts';
import { manageTokenIn } from '../support/manage-links.ts';
import { colleague, validInput } from '../support/registration.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';

/** A webinar on 19 January 2027 at 810 € a place. */
const DATE_ID = 1001;

let server: ServerProcess | null = null;
test.afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
});

test('a company confirms, gets its invoice at once and downloads it from the manage page', async ({ browser }) => {
  test.setTimeout(120_000);
  const dataDir = await mkdtemp(join(tmpdir(), 'e2e-advance-'));
  server = await startServerProcess(
    { TODAY: '2027-01-10', DATA_DIR: dataDir, RELEASES_DIR: join(dataDir, 'releases'), INVOICE_WHEN: 'on-confirmation' },
    { args: ['.build/server/main.js'] },
  );
  const baseURL = server.url;
  const mail = async (id: string, kind: string) => {
    const file = join(dataDir, 'mail', `${id}.${kind}.eml`);
    // A bound for a server that never writes it, not a measure: on a machine the other browser tests keep busy, a
    // server busy rebuilding its pages lets its invoices wait (drawing-pace.ts).
    await expect.poll(() => existsSync(file), { message: `mail ${kind}`, timeout: 60_000 }).toBe(true);
    return simpleParser(await readFile(file));
  };

  const context = await onSuiteClock(await browser.newContext({ locale: 'de-DE', viewport: { width: 320, height: 800 } }));
  const page = await context.newPage();
  const input = validInput({ email: 'erika.vorab@kunde.example', dateId: DATE_ID });
  const posted = await page.request.post(baseURL + REGISTRATIONS_PATH, {
    data: {
      ...input,
      participants: [input.participants[0]!, colleague(2, 'jonas.vorab@kunde.example')],
      invoiceContact: {
        sameAsParticipant: false,
        name: 'Petra Buchhaltung',
        email: 'rechnung.vorab@kunde.example',
        phone: '+49 69 5550100',
      },
      locale: 'de',
    },
  });
  expect(posted.status()).toBe(201);
  const { id } = (await posted.json()) as { id: string };
  const token = new URL(onOrigin(confirmLinkIn(await mail(id, 'confirm')), baseURL)).searchParams.get(TOKEN_FIELD)!;
  expect((await page.request.post(baseURL + CONFIRM_PATH, { form: { [TOKEN_FIELD]: token } })).ok()).toBe(true);

  // At once, not after the course: 2 × 810 € plus 19 %, due the day before the course.
  const invoice = await mail(id, 'invoice-RE-2027-00001');
  expect(invoice.to && !Array.isArray(invoice.to) ? invoice.to.value[0]?.address : '').toBe('rechnung.vorab@kunde.example');
  expect(invoice.text).toMatch(/Rechnung RE-2027-00001 über 1\.927,80\s€/);
  expect(invoice.text).toMatch(/bis zum 18\. Januar 2027/);

  const manage = manageTokenIn((await mail(id, 'participant')).text ?? '')!;
  await page.goto(`${baseURL}${MANAGE_PATH}?${TOKEN_FIELD}=${manage}`);
  const documents = page.locator('[data-slot="manage-documents"]');
  await expect(documents.getByRole('heading', { name: 'Rechnungen' })).toBeVisible();
  await expect(documents.locator('li')).toHaveCount(1);
  await expect(documents.locator('li')).toContainText('RE-2027-00001');
  await expect(documents.locator('li')).toContainText('offen, fällig am 18. Januar 2027');
  await expect(documents.locator('li')).toContainText('brutto 1.927,80 €');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoViolations(page, 'manage page with an invoice');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    documents.getByRole('link', { name: 'PDF von RE-2027-00001' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('RE-2027-00001.pdf');
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  await context.close();
});

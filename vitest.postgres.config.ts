/**
 * The registrations' tests once more, their stores on PostgreSQL (tests/support/test-store.ts):
 * the same behaviour on both engines. Part of `npm run test:services`: needs Debian's
 * PostgreSQL, which the run starts on a temporary folder (tests/support/postgres-setup.ts).
 */
import { defineConfig } from 'vitest/config';
import { onTestClock } from './tests/support/test-clock.ts';
import { bundleModules } from './vite.config.ts';

export default defineConfig({
  plugins: bundleModules(),
  test: {
    ...onTestClock(),
    include: [
      'tests/unit/registration-{account,api,api-guards,abuse,confirm,form-post,groups,manage,outbox,reference,seats}.test.ts',
      'tests/integration/{registration-csv,registration-fuzz,invoices,person-rights,quotes,payments-import,payment-reminders,refunds,customers,datev-export}.test.ts',
      'tests/unit/{attendance,called-off-dates,cancellation-fee,certificates,check-in,enquiries,invoice-numbers,mail-outbox,retention,staff-changes,waitlist-api,waitlist-offers}.test.ts',
    ],
    environment: 'node',
    globalSetup: ['tests/support/postgres-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

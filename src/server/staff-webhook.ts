/**
 * The staff changes webhook, when the server has both the webhooks' secret and the CMS it
 * writes registrations to (src/server/registrations/http/staff-routes.ts): its link to the
 * registrations API's rules and to the outbox that sends items back.
 */
import type { Hono } from 'hono';
import { DEFAULT_CONFIRMATION_SETTINGS } from './gate/confirmation-settings.ts';
import type { Logger } from './log/log.ts';
import { mailSettingsOf } from './mail-setup.ts';
import type { Stores } from './open-stores.ts';
import { linkDeps, type RegistrationApiOptions } from './registrations/http/api-options.ts';
import { createStaffRoutes } from './registrations/http/staff-routes.ts';
import type { ServerConfig } from './server-config.ts';

export function staffWebhook(
  config: ServerConfig,
  registrations: RegistrationApiOptions,
  stores: Stores,
  resync: (entryId: string) => Promise<void>,
  onEvidence: () => void,
  onVoicesChanged: () => void,
  log: Logger,
): Hono | undefined {
  if (!config.rebuildSecret || !config.directus) return undefined;
  const now = registrations.now ?? (() => new Date());
  const deps = linkDeps(registrations, now, config.siteUrl, registrations.confirmation ?? DEFAULT_CONFIRMATION_SETTINGS);
  return createStaffRoutes({
    secret: config.rebuildSecret,
    trustProxy: config.trustProxy,
    limits: stores.limits,
    manageDeps: deps.manageDeps,
    offerDeps: deps.offerDeps,
    cms: config.directus,
    onChanged: (seats) => registrations.onChanged?.(seats),
    resync,
    billing: () => ({
      stores,
      invoices: stores.invoices,
      refunds: stores.refunds,
      getContent: registrations.getContent,
      today: registrations.today,
      now,
      invoicing: config.invoicing,
      mailSettings: mailSettingsOf(config),
    }),
    evidence: () => ({
      evidence: stores.evidence,
      committed: (work) => stores.committed(work),
      getContent: registrations.getContent,
      today: registrations.today,
      now,
    }),
    certificates: stores.certificates,
    refunds: stores.refunds,
    assigning: () => ({
      payments: stores.payments,
      invoices: stores.invoices,
      receipts: config.payments.receipts ? mailSettingsOf(config) : null,
      now,
    }),
    onEvidence,
    onVoicesChanged,
    privacy: () => ({
      stores,
      people: stores.people,
      retention: stores.retention,
      enquiries: stores.enquiries,
      quotes: stores.quotes,
      forgetDeleted: stores.forgetDeleted,
      getContent: registrations.getContent,
      now,
      mailDir: config.mail.smtpUrl ? null : config.mail.dir,
    }),
    log,
  });
}

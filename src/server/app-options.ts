/**
 * The server's routes as the app takes them (app.ts): the site, the registrations API with
 * its store, mails and hooks, GET /readyz, and the CMS's webhooks (rebuild, staff changes) and
 * editors' previews when they are configured.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mailboxAddress } from '../config/academy.ts';
import type { RenderEnquiryResponse } from '../enquiry-contract/outcome.ts';
import type { RenderCertificateCheck } from '../generate/certificate-check.ts';
import type { RenderMyBookings } from '../generate/my-bookings.ts';
import type { PreviewPage } from '../generate/preview-renderer.ts';
import type { RenderSeminarSearch } from '../generate/seminar-search.ts';
import type { RenderFormResponse } from '../registration-contract/outcome.ts';
import type { AppOptions } from './app.ts';
import { createCheckInRoutes } from './certificates/http/check-in-routes.ts';
import { certificateCheckRoute } from './certificates/http/check-route.ts';
import { credentialCheckRoute } from './certificates/http/credential-check-route.ts';
import { credentialRoutes } from './certificates/http/credential-routes.ts';
import { withCertificates } from './certificates/use-cases/place-certificates.ts';
import { statusLists } from './certificates/use-cases/status-lists.ts';
import { staffSignIn } from './cms/staff-sign-in.ts';
import { didDocumentRoute, siteDidDocument } from './credentials/did-route.ts';
import { currentSigning } from './credentials/signing-keys.ts';
import { createEnquiryRoutes } from './enquiries/http/enquiry-routes.ts';
import { invoicePdf } from './invoices/drawing/invoice-pdf.ts';
import { registrationDocuments } from './invoices/use-cases/registration-documents.ts';
import type { Logger } from './log/log.ts';
import type { MailComposer } from './mail/composer.ts';
import { mailSettingsOf } from './mail-setup.ts';
import type { Stores } from './open-stores.ts';
import type { DeliveryWorker } from './outbox/delivery-worker.ts';
import { createPreviewRoutes } from './preview/preview-routes.ts';
import { readinessCheck } from './ready-check.ts';
import { createRebuildRoutes } from './rebuild/rebuild-api.ts';
import type { Rebuilder } from './rebuild/rebuilder.ts';
import type { LiveSite } from './rebuild/site-state.ts';
import type { RegistrationApiOptions } from './registrations/http/api-options.ts';
import type { SubmissionKind } from './registrations/rules/submission.ts';
import type { SeatChange } from './registrations/use-cases/offer-seats.ts';
import type { ServerConfig } from './server-config.ts';
import { staffWebhook } from './staff-webhook.ts';

export interface AppParts {
  readonly config: ServerConfig;
  readonly site: LiveSite;
  readonly siteRoot: () => string;
  readonly stores: Stores;
  readonly rebuilder: Rebuilder | null;
  readonly today: () => string;
  readonly now: () => Date;
  readonly formResponse: RenderFormResponse | undefined;
  readonly afterStored: (id: string, kind: SubmissionKind, confirmed: boolean) => void;
  readonly afterChanged: (seats: readonly SeatChange[]) => void;
  readonly mails: MailComposer;
  /** Sends a registration's item to the CMS again as it stands. */
  readonly resync: (entryId: string) => Promise<void>;
  /** Draws editors' previews (the SSR bundle's), when they are configured. */
  readonly preview: ((page: PreviewPage) => { status: number; html: string }) | undefined;
  /** Draws the seminar list searched without JavaScript (the SSR bundle's), when there is a bundle. */
  readonly seminarSearch: RenderSeminarSearch | undefined;
  /** Draws the enquiry forms' answers (the SSR bundle's), when there is a bundle. */
  readonly enquiryResponse: RenderEnquiryResponse | undefined;
  /** Draws the verification page's answers (the SSR bundle's), when there is a bundle. */
  readonly certificateCheck: RenderCertificateCheck | undefined;
  /** Draws the "my bookings" page with its answer (the SSR bundle's), when there is a bundle. */
  readonly myBookings: RenderMyBookings | undefined;
  /** Called once an enquiry is stored or confirmed: wakes the outbox workers. */
  readonly afterEnquiry: () => void;
  /** Called once attendance or exam results are recorded: the certificates due are issued. */
  readonly afterEvidence: () => void;
  /** The workers of the mail and CMS outboxes (none for the CMS without one), whose queues GET /readyz judges. */
  readonly mailWorker: DeliveryWorker;
  readonly cmsWorker: DeliveryWorker | null;
  readonly log: Logger;
}

/** The certificates' credentials: their status lists, signed with the academy's newest key, and its DID document. */
function credentialParts({ config, stores, now }: Pick<AppParts, 'config' | 'stores' | 'now'>) {
  const signing = () => currentSigning(config.credentialKeysFile, config.siteUrl);
  return {
    lists: statusLists({ certificates: stores.certificates, signing, siteUrl: config.siteUrl, now }),
    didDocument: () => siteDidDocument(config.credentialKeysFile, config.siteUrl),
  };
}

type Credentials = ReturnType<typeof credentialParts>;

/** The verification page's answers: to a number and code, and to a credential given. */
function checkRoutes(
  { config, stores, now }: Pick<AppParts, 'config' | 'stores' | 'now'>,
  render: RenderCertificateCheck,
  parts: Credentials,
) {
  const limited = { limits: stores.limits, rateLimit: config.rateLimit, trustProxy: config.trustProxy, now: () => now().getTime() };
  return {
    certificateCheck: certificateCheckRoute({ records: stores.certificates, certifying: config.certifying, render, ...limited }),
    credentialCheck: credentialCheckRoute({
      check: { didDocument: parts.didDocument, statusLists: parts.lists, siteUrl: config.siteUrl, now },
      render,
      siteUrl: config.siteUrl,
      ...limited,
    }),
  };
}

/** GET /api/credentials/…: the status lists and the certificates' credentials. */
function credentials({ config, stores, now }: Pick<AppParts, 'config' | 'stores' | 'now'>, parts: Credentials) {
  return credentialRoutes({
    lists: parts.lists,
    records: stores.certificates,
    limits: stores.limits,
    rateLimit: config.rateLimit,
    trustProxy: config.trustProxy,
    now: () => now().getTime(),
  });
}

/** The staff's check-in pages, where staff can sign in with the CMS. */
function checkInRoutes({
  config,
  site,
  stores,
  today,
  now,
  afterEvidence,
  log,
}: Pick<AppParts, 'config' | 'site' | 'stores' | 'today' | 'now' | 'afterEvidence' | 'log'>) {
  const cmsUrl = config.staffSignInUrl;
  if (!cmsUrl) return undefined;
  return createCheckInRoutes({
    evidence: stores.evidence,
    committed: (work) => stores.committed(work),
    getContent: () => site.current().content,
    today,
    now,
    signIn: (email, password) => staffSignIn(cmsUrl, email, password),
    sessionKey: stores.keyFor('staff sessions'),
    siteUrl: config.siteUrl,
    academy: config.certifying.issuer.name,
    limits: stores.limits,
    trustProxy: config.trustProxy,
    onEvidence: afterEvidence,
    log,
  });
}

/** How the registrations API prices a booking and whom it takes: the invoices' VAT rules, and whether private persons may book. */
const bookingTerms = (config: AppParts['config'], stores: Stores) => ({
  vatRules: config.invoicing.vatRules,
  businessesOnly: config.stated.invoicing.customers === 'businesses',
  quotes: {
    quotes: stores.quotes,
    settings: config.invoicing.quotes,
    seller: config.invoicing.seller,
    mailSettings: mailSettingsOf(config),
    drawPdf: invoicePdf,
  },
});

/** What a manage link lists: the invoices and credit notes with their state on the day, and the certificates. */
const managedDocuments = ({ config, stores, today }: Pick<AppParts, 'config' | 'stores' | 'today'>) =>
  withCertificates(
    registrationDocuments(stores.invoices, { received: stores.payments.received, today }),
    stores.certificates,
    config.certifying,
  );

/** The app's routes: the site, the registrations API, and the webhooks of the CMS (rebuild, staff changes) when it has a secret. */
export function appOptions({
  config,
  site,
  siteRoot,
  stores,
  rebuilder,
  today,
  now,
  formResponse,
  afterStored,
  afterChanged,
  mails,
  resync,
  preview,
  seminarSearch,
  enquiryResponse,
  certificateCheck,
  myBookings,
  afterEnquiry,
  afterEvidence,
  mailWorker,
  cmsWorker,
  log,
}: AppParts): AppOptions {
  const credentialKit = credentialParts({ config, stores, now });
  const registrations: RegistrationApiOptions = {
    stores,
    getContent: () => site.current().content,
    today,
    rateLimit: config.rateLimit,
    limits: stores.limits,
    trustProxy: config.trustProxy,
    renderFormResponse: formResponse,
    now,
    onStored: afterStored,
    onChanged: afterChanged,
    mails,
    siteUrl: config.siteUrl,
    mailFrom: mailboxAddress(config.mail.from),
    confirmation: config.confirmation,
    documents: managedDocuments({ config, stores, today }),
    siteFile: (path) => readFile(join(siteRoot(), path)).catch(() => null),
    renderMyBookings: myBookings,
    ...bookingTerms(config, stores),
  };
  return {
    siteRoot,
    headers: config.headers,
    logger: log,
    rebuild:
      rebuilder && config.rebuildSecret
        ? createRebuildRoutes(rebuilder, config.rebuildSecret, log, { trustProxy: config.trustProxy, limits: stores.limits })
        : undefined,
    registrations,
    readiness: readinessCheck({ config, stores, mailWorker, cmsWorker, canRebuild: !!rebuilder, now }),
    // A review of feedback changes what the seminars' pages show of it: they are drawn again.
    staff: staffWebhook(config, registrations, stores, resync, afterEvidence, () => rebuilder?.request('feedback'), log),
    // Editors' previews of drafts, drawn with the served content around the draft.
    preview:
      config.preview && preview
        ? createPreviewRoutes({
            ...config.preview,
            content: () => site.current().content,
            render: preview,
            trustProxy: config.trustProxy,
            limits: stores.limits,
            log,
          })
        : undefined,
    seminarSearch,
    ...(certificateCheck && checkRoutes({ config, stores, now }, certificateCheck, credentialKit)),
    didDocument: didDocumentRoute(config.credentialKeysFile, config.siteUrl),
    credentials: credentials({ config, stores, now }, credentialKit),
    checkIn: checkInRoutes({ config, site, stores, today, now, afterEvidence, log }),
    enquiries: createEnquiryRoutes({
      stores,
      enquiries: stores.enquiries,
      mailSettings: mailSettingsOf(config),
      confirmation: config.confirmation,
      render: enquiryResponse,
      trustProxy: config.trustProxy,
      rateLimit: config.rateLimit,
      limits: stores.limits,
      now,
      logger: log,
      onStored: afterEnquiry,
    }),
  };
}

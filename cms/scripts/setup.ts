/**
 * Stands up the academy's data model in a fresh Directus: collections, fields,
 * relations, translation junctions and the `languages` rows; a read-only role and token
 * for the site build; a role and token the site writes registrations (kept as they stand) and its builds with
 * (`site_builds`, shown newest first); and the flow that
 * tells the site to rebuild when content changes. Idempotent: does nothing when the
 * model is already there.
 */

import {
  createCollection,
  createField,
  createFlow,
  createFolder,
  createItems,
  createOperation,
  createPermissions,
  createPolicy,
  createPreset,
  createRelation,
  createRole,
  createUser,
  customEndpoint,
  type DirectusClient,
  type RestClient,
  readCollections,
  updateCollection,
  updateFlow,
} from '@directus/sdk';
import { CERTIFICATE_RELATIONS, CERTIFICATES, CERTIFICATES_COLLECTION } from '../../src/content/directus/certificate-collection.ts';
import { ENQUIRIES, ENQUIRIES_COLLECTION } from '../../src/content/directus/enquiry-collection.ts';
import { BANK_STATEMENTS_FOLDER, INVOICE_RELATIONS, INVOICES, INVOICES_COLLECTION } from '../../src/content/directus/invoice-collection.ts';
import { COLLECTION_MAPPINGS, DIRECTUS_LANGUAGES, translationsCollection } from '../../src/content/directus/mapping.ts';
import {
  contentCollections,
  LANGUAGES_COLLECTION,
  PREVIEW_COLLECTIONS,
  relations,
  translationAliasFields,
} from '../../src/content/directus/schema.ts';
import {
  PARTICIPANTS,
  PARTICIPANTS_ALIAS,
  PARTICIPANTS_COLLECTION,
  REGISTRATION_RELATIONS,
  REGISTRATIONS,
  REGISTRATIONS_COLLECTION,
  SITE_BUILDS,
  SITE_BUILDS_COLLECTION,
} from '../../src/content/directus/site-records.ts';

// biome-ignore lint/suspicious/noExplicitAny: the admin client works on every collection, whose schema this script creates
export type AdminClient = DirectusClient<any> & RestClient<any>;

export interface SetupOptions {
  readonly buildToken: string;
  readonly registrationToken: string;
  /** Where the site's rebuild webhook lives, e.g. http://127.0.0.1:4173/api/rebuild */
  readonly rebuildUrl: string;
  /** Where staff changes to registrations go, e.g. http://127.0.0.1:4173/api/staff/changes */
  readonly staffUrl: string;
  /** The site's origin, whose preview pages the Live Preview opens. */
  readonly siteUrl: string;
  /** The preview-only token (reads content and its versions) and the secret the preview URLs carry. */
  readonly previewToken: string;
  readonly previewSecret: string;
  readonly rebuildSecret: string;
}

/** The header that carries the rebuild secret (the site compares it in constant time). */
export const REBUILD_SECRET_HEADER = 'X-Rebuild-Secret';

export const CONTENT_COLLECTIONS = COLLECTION_MAPPINGS.flatMap((mapping) =>
  mapping.translations ? [mapping.directus, translationsCollection(mapping)] : [mapping.directus],
);

export async function isSetUp(client: AdminClient): Promise<boolean> {
  const collections = (await client.request(readCollections())) as Array<{ collection: string }>;
  return collections.some((collection) => collection.collection === 'seminars');
}

async function applySchema(client: AdminClient): Promise<void> {
  const site = [
    REGISTRATIONS_COLLECTION,
    PARTICIPANTS_COLLECTION,
    INVOICES_COLLECTION,
    CERTIFICATES_COLLECTION,
    ENQUIRIES_COLLECTION,
    SITE_BUILDS_COLLECTION,
  ];
  for (const spec of [LANGUAGES_COLLECTION, ...contentCollections(), ...site]) {
    await client.request(
      createCollection({ collection: spec.collection, meta: spec.meta, schema: spec.schema, fields: spec.fields as never }),
    );
  }
  for (const { collection, field } of [...translationAliasFields(), PARTICIPANTS_ALIAS]) {
    await client.request(createField(collection, field as never));
  }
  for (const relation of [...relations(), ...REGISTRATION_RELATIONS, ...INVOICE_RELATIONS, ...CERTIFICATE_RELATIONS]) {
    await client.request(createRelation(relation as never));
  }
  await client.request(
    createItems(
      'languages',
      DIRECTUS_LANGUAGES.map(({ code, name, locale_id }) => ({ code, name, locale_id })),
    ),
  );
}

async function createServiceAccount(
  client: AdminClient,
  name: string,
  email: string,
  token: string,
  permissions: Array<{ collection: string; action: string }>,
): Promise<string> {
  const policy = (await client.request(createPolicy({ name, icon: 'key', admin_access: false, app_access: false }))) as { id: string };
  await client.request(createPermissions(permissions.map((permission) => ({ ...permission, policy: policy.id, fields: ['*'] })) as never));
  const role = (await client.request(createRole({ name }))) as { id: string };
  await client.request(customEndpoint({ path: '/access', method: 'POST', body: JSON.stringify({ role: role.id, policy: policy.id }) }));
  const user = (await client.request(createUser({ email, role: role.id, token, status: 'active' } as never))) as { id: string };
  return user.id;
}

/** A flow's step that posts what triggered it (`{{$trigger}}`) to one of the site's webhooks, with the shared secret. */
async function createWebhookRequest(
  client: AdminClient,
  flow: string,
  step: { key: string; name: string; url: string; secret: string; x: number },
): Promise<{ id: string }> {
  return (await client.request(
    createOperation({
      flow,
      key: step.key,
      name: step.name,
      type: 'request',
      position_x: step.x,
      position_y: 1,
      options: {
        method: 'POST',
        url: step.url,
        headers: [
          { header: REBUILD_SECRET_HEADER, value: step.secret },
          { header: 'Content-Type', value: 'application/json' },
        ],
        body: '{{$trigger}}',
      },
    } as never),
  )) as { id: string };
}

async function createRebuildFlow(client: AdminClient, options: SetupOptions): Promise<void> {
  const flow = (await client.request(
    createFlow({
      name: 'Rebuild the website',
      icon: 'published_with_changes',
      status: 'active',
      trigger: 'event',
      accountability: 'all',
      options: { type: 'action', scope: ['items.create', 'items.update', 'items.delete'], collections: CONTENT_COLLECTIONS },
    } as never),
  )) as { id: string };
  const operation = await createWebhookRequest(client, flow.id, {
    key: 'rebuild',
    name: 'POST the rebuild webhook',
    url: options.rebuildUrl,
    secret: options.rebuildSecret,
    x: 19,
  });
  await client.request(updateFlow(flow.id, { operation: operation.id } as never));
}

/**
 * "Tell the website about staff changes": every edit of a registration, a participant, an
 * item of the money collection (an invoice, a payment, a refund) or a certificate by a person (not
 * by the site's own account, whose writes show what the site did) goes to the site, which carries
 * it out and writes the outcome back; so does a file a person uploads to the bank statements'
 * folder (a second flow).
 */
async function createStaffFlow(
  client: AdminClient,
  options: SetupOptions,
  siteUserId: string,
  flowSpec: {
    readonly name: string;
    readonly icon: string;
    readonly trigger: Record<string, unknown>;
    /** What else the event must be, besides made by a person. */
    readonly when?: Record<string, unknown>;
  },
): Promise<void> {
  const flow = (await client.request(
    createFlow({
      name: flowSpec.name,
      icon: flowSpec.icon,
      status: 'active',
      trigger: 'event',
      accountability: 'all',
      options: { type: 'action', ...flowSpec.trigger },
    } as never),
  )) as { id: string };
  const request = await createWebhookRequest(client, flow.id, {
    key: 'tell_site',
    name: 'POST the change to the website',
    url: options.staffUrl,
    secret: options.rebuildSecret,
    x: 37,
  });
  const byStaff = { $accountability: { user: { _neq: siteUserId } } };
  const condition = (await client.request(
    createOperation({
      flow: flow.id,
      key: 'by_staff',
      name: 'Made by a person, not the website',
      type: 'condition',
      position_x: 19,
      position_y: 1,
      options: { filter: flowSpec.when ? { _and: [byStaff, flowSpec.when] } : byStaff },
      resolve: request.id,
    } as never),
  )) as { id: string };
  await client.request(updateFlow(flow.id, { operation: condition.id } as never));
}

/**
 * Content versions and the Live Preview for every collection whose items are pages: an
 * editor saves changes as a version, sees them drawn by the site, and publishes by
 * promoting the version. The preview URL carries the preview secret; the site answers it
 * with an expiring link of its own.
 */
async function enablePreviews(client: AdminClient, options: SetupOptions): Promise<void> {
  for (const collection of PREVIEW_COLLECTIONS) {
    const key = collection === 'site_pages' ? '{{key}}' : '{{id}}';
    const query = `lang=de&version={{$version}}&key=${encodeURIComponent(options.previewSecret)}`;
    await client.request(
      updateCollection(collection, {
        meta: { versioning: true, preview_url: `${options.siteUrl}/api/preview/${collection}/${key}?${query}` },
      } as never),
    );
  }
}

export async function setupCms(client: AdminClient, options: SetupOptions): Promise<void> {
  await applySchema(client);
  await createServiceAccount(client, 'Site build (read-only)', 'site-build@rackwise-academy.de', options.buildToken, [
    { collection: 'languages', action: 'read' },
    ...CONTENT_COLLECTIONS.map((collection) => ({ collection, action: 'read' })),
  ]);
  const siteUserId = await createServiceAccount(
    client,
    'Website (registrations, builds)',
    'site-registrations@rackwise-academy.de',
    options.registrationToken,
    [
      // It keeps each registration's item as the registration stands (and its participants' items), and deletes one erased.
      ...['create', 'read', 'update', 'delete'].map((action) => ({ collection: REGISTRATIONS, action })),
      ...['create', 'read', 'update', 'delete'].map((action) => ({ collection: PARTICIPANTS, action })),
      // Its invoices, their PDF and XML as files.
      ...['create', 'read', 'update'].map((action) => ({ collection: INVOICES, action })),
      // The certificates' register, their PDFs as files (deleted when the holder is erased).
      ...['create', 'read', 'update'].map((action) => ({ collection: CERTIFICATES, action })),
      // Each confirmed enquiry, deleted after its retention period.
      ...['create', 'read', 'update', 'delete'].map((action) => ({ collection: ENQUIRIES, action })),
      // Its documents' files; the statements staff upload, read and noted on (their description).
      ...['create', 'read', 'update', 'delete'].map((action) => ({ collection: 'directus_files', action })),
      { collection: 'seminar_dates', action: 'read' },
      { collection: SITE_BUILDS, action: 'create' },
    ],
  );
  await createServiceAccount(client, 'Website previews (reads drafts)', 'site-previews@rackwise-academy.de', options.previewToken, [
    { collection: 'languages', action: 'read' },
    { collection: 'directus_versions', action: 'read' },
    ...CONTENT_COLLECTIONS.map((collection) => ({ collection, action: 'read' })),
  ]);
  await createRebuildFlow(client, options);
  await createStaffFlow(client, options, siteUserId, {
    name: 'Tell the website about staff changes',
    icon: 'manage_accounts',
    trigger: { scope: ['items.update'], collections: [REGISTRATIONS, PARTICIPANTS, INVOICES, CERTIFICATES] },
  });
  const statements = (await client.request(createFolder({ name: BANK_STATEMENTS_FOLDER }))) as { id: string };
  await createStaffFlow(client, options, siteUserId, {
    name: 'Book a bank statement uploaded',
    icon: 'upload_file',
    trigger: { scope: ['files.upload'] },
    when: { $trigger: { payload: { folder: { _eq: statements.id } } } },
  });
  await enablePreviews(client, options);
  // Everyone's view of the builds: newest first, the columns an editor reads.
  await client.request(
    createPreset({
      collection: SITE_BUILDS,
      layout: 'tabular',
      layout_query: {
        tabular: { sort: ['-finished_at'], fields: ['finished_at', 'outcome', 'triggers', 'pages_drawn', 'duration_ms', 'problems'] },
      },
    } as never),
  );
}

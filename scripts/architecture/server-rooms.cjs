/**
 * The rooms of src/server, from the bottom, and what each holds: each may import, inside
 * src/server, only the rooms before it (.dependency-cruiser.cjs turns the order into rules;
 * scripts/docs-rooms.ts draws it into docs/architecture.md).
 */
module.exports = [
  { room: 'log', holds: 'the JSON log, a refusal logged once per window' },
  { room: 'csv', holds: 'tables as CSV files for a spreadsheet, formula-safe, with a byte order mark' },
  {
    room: 'limits',
    holds:
      'who a client is, the rate limits (in memory; the database counts them in `registrations/store`), connection caps, the cross-site check, wrong secrets',
  },
  {
    room: 'edge',
    holds:
      'the HTTP edge: middleware (request id and log, security headers, redirects), static files, the 404/405/500 answers, `/healthz`, the language at `/`, the seminar search without JavaScript, malformed requests, graceful close',
  },
  {
    room: 'database',
    holds:
      'the database on either engine: the engine-neutral face (`sql.ts`), SQLite (group commit, checkpoints) and PostgreSQL (pool, pipelining, NOTIFY), opening either (`opened-database.ts`), the schema described once (`schema.ts`), the types of the tables read from it (`tables.ts`) and the typed queries built on them (`queries.ts`), the migrations and their one runner, write health',
  },
  {
    room: 'outbox',
    holds: "the one delivery mechanism (worker, backoff, leases), the mail's queue, worker and senders, the CMS's queue (`cms-outbox.ts`)",
  },
  {
    room: 'registrations/rules',
    holds:
      'what a registration is, pure: an entry as stored, prices, account, changes, fees, tokens, manage links, the confirmation settings, a submission as posted, its tables for the export and the mails',
  },
  {
    room: 'registrations/store',
    holds:
      "the registrations' tables, their rows, and the writes of one request: seats, holds, gate and caps, waiting lists and offers, reminders, changes, cancellations",
  },
  { room: 'rebuild', holds: "the webhooks' gate, the rebuild webhook, rebuilds at midnight and on seats, releases, build records" },
  { room: 'mail', holds: 'the mails an entry sends, composed in both languages' },
  { room: 'invoices', holds: 'billing, the invoices and credit notes, their PDF and e-invoice, numbers, mails' },
  { room: 'enquiries', holds: 'the contact and in-house forms: their routes, store and mails' },
  { room: 'privacy', holds: 'retention sweeps, what is stored about a person, its export and erasure' },
  { room: 'cms', holds: "the CMS's side: the worker that forwards entries, enquiries and invoices, their items, requests, build records" },
  { room: 'preview', holds: "editors' previews of drafts" },
  {
    room: 'registration-use-cases',
    holds:
      'registering and joining a waiting list, confirming, what a manage link and staff do, apart from HTTP; the jobs: offering freed seats, reminders, called-off dates',
  },
  {
    room: 'registration-http',
    holds:
      'the registration and waiting-list API, the confirm, manage, claim and document links, staff changes from the CMS: their requests and answers',
  },
];

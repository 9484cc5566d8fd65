/**
 * The rooms of src/server, from the bottom, and what each holds: each may import, inside
 * src/server, only the rooms before it (.dependency-cruiser.cjs turns the order into rules;
 * scripts/docs-rooms.ts draws it into docs/architecture.md).
 */
module.exports = [
  { room: 'log', holds: 'the JSON log, a refusal logged once per window' },
  { room: 'csv', holds: 'tables as CSV files for a spreadsheet, formula-safe, with a byte order mark' },
  { room: 'pdf', holds: "the documents' fonts, embedded once per thread, and QR codes drawn as vectors" },
  {
    room: 'credentials',
    holds:
      "Verifiable Credentials, apart from what they certify: the academy's keys, its did:web and DID document (and its route), the bundled contexts and the offline document loader, signing, verifying, Bitstring Status Lists",
  },
  {
    room: 'limits',
    holds:
      'who a client is, the rate limits (in memory; the database counts them in `registrations/store`), connection caps, the cross-site check, wrong secrets',
  },
  {
    room: 'edge',
    holds:
      "the HTTP edge: middleware (request id and log, security headers, redirects), static files, the 404/405/500 answers, `/healthz`, the language at `/` and of an answer, a post's format, the seminar search without JavaScript, malformed requests, graceful close",
  },
  {
    room: 'database',
    holds:
      "the database on either engine: the engine-neutral face (`sql.ts`), SQLite (group commit, checkpoints) and PostgreSQL (pool, pipelining, NOTIFY, lock timeout), opening either (`opened-database.ts`), the schema described once (`schema.ts`, its columns' fixed values in `column-values.ts`), the types of the tables read from it (`tables.ts`), the typed queries built on them (`queries.ts`), stored JSON read by its schema (`stored-json.ts`), the migrations and their one runner (`migrations/`), write health",
  },
  {
    room: 'outbox',
    holds: "the one delivery mechanism (worker, backoff, leases), the mail's queue, worker and senders, the CMS's queue (`cms-outbox.ts`)",
  },
  {
    room: 'gate',
    holds:
      "what stands between a post and a mail to an address nobody has proven, for registrations and enquiries alike: links' tokens (made, hashed, kept), the caps per client and per address and their settings",
  },
  {
    room: 'registrations/rules',
    holds:
      'what a registration is, pure: an entry as stored, prices, account, changes, fees, manage links, a submission as posted, its tables for the export and the mails',
  },
  { room: 'mail', holds: 'the mails an entry sends, composed in both languages from the entry as the rules describe it' },
  {
    room: 'invoices/rules',
    holds:
      'what an invoice is, pure: the documents a registration is due, lines, VAT, totals, payment terms, words, its mails, its document as stored',
  },
  { room: 'enquiries/rules', holds: 'an enquiry as posted and its two mails' },
  {
    room: 'certificates/rules',
    holds:
      "what a place is due after the course (the seminar's certificate, or one of attendance), online attendance from the platform's report, a certificate as issued, its Open Badges credential, its words, its mails and its verification link",
  },
  {
    room: 'quotes/rules',
    holds: 'a quote as kept, its document and prices as the invoices would bill them, its state on a day, its mails',
  },
  {
    room: 'payments/rules',
    holds:
      "what comes in, pure: a bank's camt.053 and camt.054 read and held to their schemas' rules, a payment matched to open invoices, its receipt, the steps and mails of an unpaid invoice's reminders, the charges of a late payment, a SEPA credit transfer file",
  },
  {
    room: 'registrations/store',
    holds:
      "the registrations' tables, their rows, and the writes of one request: seats, holds, mail caps, waiting lists and offers, reminders, changes, cancellations",
  },
  { room: 'quotes/store', holds: 'the quotes in the database: asked for, numbered once, booked once' },
  {
    room: 'certificates/store',
    holds: "a place's attendance and exam results, the certificates' register (numbered, drawn once, revoked, erased), a holder's key",
  },
  {
    room: 'rebuild',
    holds: "the webhooks' gate, the rebuild webhook, rebuilds at midnight and on seats, releases, what the CMS keeps of a build",
  },
  { room: 'certificates/drawing', holds: "a certificate's PDF: the academy's design, what it certifies, its number and QR code" },
  {
    room: 'invoices/drawing',
    holds: 'a document drawn: its PDF (with the GiroCode) and its EN 16931 e-invoice, on a worker thread that gives way to requests',
  },
  {
    room: 'drawing',
    holds:
      "what draws invoices and certificates (and signs the certificates' credentials): here, or on a worker thread that gives way to requests",
  },
  { room: 'invoices/store', holds: 'the invoices and credit notes as the database keeps them, numbered, and their CSV for the accountant' },
  {
    room: 'payments/store',
    holds:
      'the payments in the database, each once, what they paid of which invoice, the invoices still open, the steps of their reminders',
  },
  {
    room: 'invoices/use-cases',
    holds: "billing (issuing what is due, drawn and mailed), a registration's documents for its manage link, staff's edits",
  },
  {
    room: 'payments/use-cases',
    holds:
      "a bank statement imported: its payments recorded once, matched, the invoices they settle marked paid; the day's reminders of unpaid invoices",
  },
  {
    room: 'certificates/use-cases',
    holds:
      'issuing the certificates due (drawn, signed and mailed once), a certificate checked by its number and code or by its credential, the status lists, what staff do on the check-in pages',
  },
  { room: 'enquiries/store', holds: 'the enquiries in the database: pending, confirmed, capped per client and in all' },
  { room: 'enquiries/use-cases', holds: 'submitting an enquiry and confirming it through its link, apart from HTTP' },
  { room: 'privacy/store', holds: 'what the database holds about a person, its erasure, the retention periods applied to the tables' },
  {
    room: 'privacy/use-cases',
    holds: "the retention sweep in the running server, a person's export and erasure, staff's requests for them",
  },
  {
    room: 'cms',
    holds:
      "the CMS's side: the worker that forwards entries, enquiries and invoices, their items, requests, the builds' records, staff signing in with their account",
  },
  { room: 'preview', holds: "editors' previews of drafts" },
  {
    room: 'certificates/http',
    holds:
      "the verification page's answers (rate-limited, never cached or indexed) to a number or a credential; the status lists and credentials' downloads; the staff's check-in pages, signed in through the CMS: ticks, sign-in sheets, reports and results imported",
  },
  {
    room: 'registrations/use-cases',
    holds:
      'registering and joining a waiting list, confirming, what a manage link and staff do, apart from HTTP; the jobs: offering freed seats, reminders, called-off dates',
  },
  { room: 'quotes/use-cases', holds: 'asking for a quote, opening its link (numbered and mailed once), its PDF, booking from it' },
  {
    room: 'registrations/http',
    holds:
      'the registration and waiting-list API, the confirm, manage, claim and document links, staff changes from the CMS: their requests and answers',
  },
  {
    room: 'enquiries/http',
    holds: "the contact and in-house forms' routes: the cross-site check, the rate limit, the body size, the schema, and their answers",
  },
];

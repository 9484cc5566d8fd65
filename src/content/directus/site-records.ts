/**
 * The collections the website writes into the CMS for the academy's people: the
 * registrations and waiting-list entries as they stand (one item each, its participants as
 * related items), and the builds it made (what started each, how many pages it drew, how
 * long it took, and what in the content stopped one). Fields staff act on are editable
 * (a registration's status and date, a participant's status and person); the site writes
 * every other one. Pure data, applied by cms/scripts/setup.ts.
 */
import { FEEDBACK_FIELD_SPECS } from './feedback-fields.ts';
import { type CollectionSpec, type FieldSpec, type RelationSpec, readOnly } from './schema.ts';

export const SITE_BUILDS = 'site_builds';

/**
 * A participant item's fields that name the person, each with the registration's participant
 * field it holds: the site writes them, and staff changing any of them name a substitute.
 */
export const PARTICIPANT_PERSON_FIELDS = {
  salutation: 'salutation',
  academic_title: 'academicTitle',
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  phone: 'phone',
  company: 'company',
  job_title: 'jobTitle',
} as const;

/**
 * A registration item's billing fields, each with the registration's billing detail it holds:
 * the site writes them, and staff correcting any of them correct the invoices.
 */
export const BILLING_FIELDS = {
  billing_company: 'company',
  billing_street: 'street',
  billing_postal_code: 'postalCode',
  billing_city: 'city',
  billing_country: 'country',
  vat_id: 'vatId',
  purchase_order: 'purchaseOrder',
  buyer_reference: 'buyerReference',
} as const;
export const REGISTRATIONS = 'registrations';
export const PARTICIPANTS = 'registration_participants';

/**
 * Where a registration or waiting-list entry stands. Staff set `cancelled` (a registration)
 * or `offered` (a waiting-list entry: a free seat offered now, out of turn); the site sets the others.
 */
export const REGISTRATION_STATUSES = ['confirmed', 'transferred', 'cancelled', 'waiting_list', 'offered', 'expired', 'admitted'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

const STATUS_LABELS: Readonly<Record<RegistrationStatus, readonly [text: string, colour: string]>> = {
  confirmed: ['Confirmed', '#2E7D32'],
  transferred: ['Moved to this date', '#1565C0'],
  cancelled: ['Cancelled', '#C62828'],
  waiting_list: ['Waiting list', '#6D4C41'],
  offered: ['Seat offered', '#EF6C00'],
  expired: ['Offer ended', '#546E7A'],
  admitted: ['Registered from the waiting list', '#2E7D32'],
};

/** What correcting a billing field does. */
const CORRECTS_INVOICE =
  'Correct it to correct the invoices: the site checks it as the form does, reverses each invoice by a credit note and issues a new one';

/** The billing fields whose note says more than what correcting them does. */
const BILLING_NOTES: Partial<Record<string, string>> = {
  billing_country: `${CORRECTS_INVOICE} (ISO code, e.g. DE, AT, FR)`,
  buyer_reference: `A public buyer's Leitweg-ID or another buyer reference: its invoices are XRechnung. ${CORRECTS_INVOICE}`,
};

const editable = (field: string, type: FieldSpec['type'], meta: Record<string, unknown> = {}): FieldSpec => ({
  field,
  type,
  meta: { interface: 'input', ...meta },
});

const statusField = (choices: ReadonlyArray<{ text: string; value: string; background?: string }>, note: string): FieldSpec => ({
  field: 'status',
  type: 'string',
  meta: {
    interface: 'select-dropdown',
    options: { choices: choices.map(({ text, value }) => ({ text, value })) },
    display: 'labels',
    display_options: { choices: choices.map((choice) => ({ ...choice, foreground: '#FFFFFF' })) },
    note,
  },
});

/** Outcomes of a build, as the site records them. */
export const BUILD_OUTCOMES = ['published', 'unchanged', 'failed'] as const;
export type BuildOutcome = (typeof BUILD_OUTCOMES)[number];

export const SITE_BUILDS_COLLECTION: CollectionSpec = {
  collection: SITE_BUILDS,
  meta: {
    icon: 'published_with_changes',
    note: 'Every build of the website, newest first: written by the site after each one',
    display_template: '{{finished_at}} {{outcome}} ({{triggers}})',
  },
  schema: {},
  fields: [
    { field: 'id', type: 'integer', meta: { hidden: true, readonly: true }, schema: { is_primary_key: true, has_auto_increment: true } },
    readOnly('finished_at', 'timestamp', { interface: 'datetime', display: 'datetime', display_options: { relative: true } }),
    readOnly('outcome', 'string', {
      interface: 'select-dropdown',
      display: 'labels',
      display_options: {
        choices: [
          { text: 'Published', value: 'published', foreground: '#FFFFFF', background: '#2E7D32' },
          { text: 'Nothing changed', value: 'unchanged', foreground: '#FFFFFF', background: '#546E7A' },
          { text: 'Failed: the last good site is still served', value: 'failed', foreground: '#FFFFFF', background: '#C62828' },
        ],
      },
      options: { choices: BUILD_OUTCOMES.map((value) => ({ text: value, value })) },
    }),
    readOnly('triggers', 'string', {
      note: 'What started it: edit (a change in this CMS), midnight, seats, start (the server started), other-process',
    }),
    readOnly('pages_drawn', 'integer'),
    readOnly('duration_ms', 'integer', { note: 'From the start of the build until the new site was served (ms)' }),
    readOnly('build_id', 'string'),
    readOnly('problems', 'text', { interface: 'input-multiline', note: 'What stopped the build: collection, item, field and why' }),
  ],
};

export const REGISTRATIONS_COLLECTION: CollectionSpec = {
  collection: REGISTRATIONS,
  meta: {
    // No revisions or activity kept of people's data: the site keeps each entry's changes itself.
    accountability: null,
    icon: 'how_to_reg',
    note: 'Registrations and waiting-list entries from the website, as they stand. Change the status, the date, a participant or the billing details to act; the site carries it out and writes the outcome back.',
    display_template: '{{reference}} {{email}} ({{status}})',
  },
  schema: {},
  fields: [
    { field: 'id', type: 'uuid', meta: { interface: 'input', readonly: true, special: ['uuid'] }, schema: { is_primary_key: true } },
    statusField(
      REGISTRATION_STATUSES.map((value) => ({ value, text: STATUS_LABELS[value][0], background: STATUS_LABELS[value][1] })),
      'Set "Cancelled" to cancel every place (fee by the terms unless waived); on a waiting-list entry, "Seat offered" to offer the person a free seat now',
    ),
    editable('seminar_date', 'integer', {
      interface: 'select-dropdown-m2o',
      special: ['m2o'],
      note: 'Choose another date of the same seminar to move the registration there (seats permitting)',
    }),
    editable('fee_waived', 'boolean', {
      interface: 'boolean',
      special: ['cast-boolean'],
      note: 'Tick before cancelling to waive the cancellation fee',
    }),
    readOnly('site_note', 'text', { interface: 'input-multiline', note: 'What the website did with the last change made here' }),
    {
      field: 'privacy_request',
      type: 'string',
      meta: {
        interface: 'select-dropdown',
        options: {
          choices: [
            { text: "Export this person's data", value: 'export' },
            { text: "Erase this person's data", value: 'erase' },
          ],
        },
        note: "A person's rights, for this item's address: export puts everything the website stores about them into Privacy export; erase removes them everywhere but what the accounts must keep",
      },
    },
    readOnly('privacy_export', 'text', {
      interface: 'input-multiline',
      note: "Everything stored about this item's address, to send to the person (summary, then JSON)",
    }),
    readOnly('reference', 'string', { note: 'What the customer quotes (mails, invoices, bank transfers)' }),
    readOnly('email', 'string'),
    readOnly('locale', 'string'),
    readOnly('places', 'integer'),
    readOnly('price_per_place', 'decimal', { note: 'EUR net, as booked (course and exam, early-booking price where it applied)' }),
    readOnly('cancellation_fee', 'decimal', { note: 'EUR net, the fees of all cancelled places together, waived ones not counted' }),
    readOnly('amount_due', 'decimal', { note: 'EUR net: the places still booked at the price as booked, and the fees' }),
    ...Object.keys(BILLING_FIELDS).map((field) => editable(field, 'string', { note: BILLING_NOTES[field] ?? CORRECTS_INVOICE })),
    readOnly('booker', 'text', {
      interface: 'input-multiline',
      note: 'Who booked for the participants without taking part (name, address, phone, company): they confirmed the registration and manage it; empty: the first participant booked',
    }),
    readOnly('invoice_contact', 'text', { interface: 'input-multiline', note: 'Name, address and phone; empty: the one who booked' }),
    readOnly('remarks', 'text', { interface: 'input-multiline' }),
    readOnly('name', 'string', { note: 'Waiting-list entries: the name given (registrations name their participants below)' }),
    readOnly('phone', 'string', { note: 'Waiting-list entries: the phone number given' }),
    readOnly('submitted_at', 'timestamp', { interface: 'datetime' }),
    readOnly('confirmed_at', 'timestamp', { interface: 'datetime' }),
    readOnly('cancelled_at', 'timestamp', { interface: 'datetime' }),
    readOnly('transferred_from', 'integer', { note: 'The date it was first booked for, when moved' }),
    readOnly('transferred_at', 'timestamp', { interface: 'datetime' }),
    readOnly('offer_expires_at', 'timestamp', { interface: 'datetime' }),
    readOnly('changes', 'text', { interface: 'input-multiline', note: 'Every change: when, what, by whom' }),
    readOnly('mails', 'text', { interface: 'input-multiline', note: 'Each mail and whether it was delivered' }),
  ],
};

export const PARTICIPANTS_COLLECTION: CollectionSpec = {
  collection: PARTICIPANTS,
  meta: {
    accountability: null,
    icon: 'person',
    note: 'The people of each registration',
    display_template: '{{first_name}} {{last_name}} ({{status}})',
  },
  schema: {},
  fields: [
    { field: 'id', type: 'string', meta: { interface: 'input', readonly: true }, schema: { is_primary_key: true, length: 64 } },
    { field: 'registration', type: 'uuid', meta: { interface: 'select-dropdown-m2o', special: ['m2o'], readonly: true } },
    readOnly('position', 'integer', { note: 'Person no. in the registration, from 1' }),
    statusField(
      [
        { value: 'confirmed', text: 'Confirmed', background: '#2E7D32' },
        { value: 'cancelled', text: 'Cancelled', background: '#C62828' },
      ],
      'Set "Cancelled" to cancel this place only (fee by the terms unless the registration waives it)',
    ),
    ...Object.keys(PARTICIPANT_PERSON_FIELDS).map((field) =>
      editable(field, 'string', field === 'salutation' ? { note: 'ms, mr or none. Changing the person here names a substitute.' } : {}),
    ),
    readOnly('attendance', 'string', { note: 'Hybrid dates: onSite or online' }),
    {
      field: 'attended_days',
      type: 'json',
      meta: {
        interface: 'tags',
        special: ['cast-json'],
        options: { placeholder: 'YYYY-MM-DD' },
        note: 'The days of the date this person attended (YYYY-MM-DD): add one to record it; the check-in page and the online reports fill it too. After the course, attending every day (and passing the exam below, where there is one) brings the certificate',
      },
    },
    {
      field: 'exam_results',
      type: 'json',
      meta: {
        interface: 'list',
        special: ['cast-json'],
        options: {
          template: '{{date}}: {{passed}} {{score}}',
          fields: [
            { field: 'passed', name: 'Passed', type: 'boolean', meta: { interface: 'boolean', width: 'third' } },
            { field: 'score', name: 'Score (%)', type: 'integer', meta: { interface: 'input', width: 'third' } },
            { field: 'date', name: 'Date', type: 'date', meta: { interface: 'datetime', width: 'third' } },
          ],
        },
        note: 'Exam results, each passed or not, with the score in per cent and the day: add a row to record one (a retake is a new row); a recorded result cannot be taken away',
      },
    },
    readOnly('cancelled_at', 'timestamp', { interface: 'datetime' }),
    readOnly('fee_percent', 'integer'),
    readOnly('fee', 'decimal', { note: 'EUR net' }),
    readOnly('fee_waived_at', 'timestamp', { interface: 'datetime', note: 'The fee was waived: the academy called the date off' }),
    readOnly('replaced', 'text', { interface: 'input-multiline', note: 'Whom this person replaced, and when' }),
    ...FEEDBACK_FIELD_SPECS,
  ],
};

/** The participants' link to their registration (shown there as `participants`), and both to their date. */
export const REGISTRATION_RELATIONS: readonly RelationSpec[] = [
  { collection: REGISTRATIONS, field: 'seminar_date', related_collection: 'seminar_dates', schema: { on_delete: 'SET NULL' } },
  {
    collection: PARTICIPANTS,
    field: 'registration',
    related_collection: REGISTRATIONS,
    meta: { one_field: 'participants', sort_field: 'position', one_deselect_action: 'delete' },
    schema: { on_delete: 'CASCADE' },
  },
];

/** The registration's list of its participants (an alias of the relation above). */
export const PARTICIPANTS_ALIAS: { collection: string; field: FieldSpec } = {
  collection: REGISTRATIONS,
  field: {
    field: 'participants',
    type: 'alias',
    meta: { interface: 'list-o2m', special: ['o2m'], options: { template: '{{first_name}} {{last_name}} ({{status}})' } },
    schema: null,
  },
};

/**
 * The Directus type, editor interface and note of each field of the content model, by its
 * Directus name (a field not listed is a plain string with a text input). Pure data.
 */
import { EXAM_FORMATS, SEMINAR_LEVELS, SEMINAR_TOPICS } from '../seminar-kinds.ts';
import { DISCOUNT_FIELD_TYPES } from './discount-fields.ts';
import type { FieldSpec } from './field-spec.ts';

export type { FieldSpec } from './field-spec.ts';

/** The languages a seminar, date or event is held in, as editors choose them. */
const LANGUAGE_CHOICES = [
  { text: 'Deutsch', value: 'de' },
  { text: 'English', value: 'en' },
];

/** Directus type and editor interface per Directus field name (those not listed are plain strings). */
export const FIELD_TYPES: Readonly<Record<string, Omit<FieldSpec, 'field'>>> = {
  duration_days: {
    type: 'decimal',
    schema: { numeric_precision: 4, numeric_scale: 1 },
    meta: { interface: 'input', required: true, note: 'Whole days, or 0.5 for half a day' },
  },
  training_path_position: { type: 'integer', meta: { interface: 'input' } },
  exam_format: {
    type: 'string',
    meta: {
      interface: 'select-dropdown',
      options: { choices: EXAM_FORMATS.map((v) => ({ text: v, value: v })) },
      note: 'How the exam at the end is taken; empty for a course without exam (its participants get a certificate of attendance)',
    },
  },
  exam_questions: { type: 'integer', meta: { interface: 'input', note: 'With an exam: its questions' } },
  exam_minutes: { type: 'integer', meta: { interface: 'input', note: 'With an exam: how long it takes, in minutes' } },
  exam_pass_percent: {
    type: 'integer',
    meta: { interface: 'input', note: 'With an exam: the share of the points that passes, in per cent' },
  },
  exam_retakes: { type: 'integer', meta: { interface: 'input', note: 'With an exam: how many times it may be taken again (0 for none)' } },
  exam_retake_price: {
    type: 'decimal',
    schema: { numeric_precision: 10, numeric_scale: 2 },
    meta: { interface: 'input', note: 'Where retakes are offered: what one costs, net' },
  },
  seats: { type: 'integer', meta: { interface: 'input', note: 'How many people the date takes; empty for no limit. Fully booked wins.' } },
  on_site_seats: {
    type: 'integer',
    meta: {
      interface: 'input',
      note: 'Hybrid dates: how many of them may come on site (the others join online); empty for no limit of their own.',
    },
  },
  price: { type: 'decimal', schema: { numeric_precision: 10, numeric_scale: 2 }, meta: { interface: 'input', required: true } },
  total_price: { type: 'decimal', schema: { numeric_precision: 10, numeric_scale: 2 }, meta: { interface: 'input', required: true } },
  promo_price: { type: 'decimal', schema: { numeric_precision: 10, numeric_scale: 2 }, meta: { interface: 'input' } },
  is_new: { type: 'boolean', schema: { default_value: false }, meta: { interface: 'boolean', special: ['cast-boolean'] } },
  fully_booked: { type: 'boolean', schema: { default_value: false }, meta: { interface: 'boolean', special: ['cast-boolean'] } },
  cancelled: {
    type: 'boolean',
    schema: { default_value: false },
    meta: {
      interface: 'boolean',
      special: ['cast-boolean'],
      note: 'The date is called off: everyone registered or waiting is told by mail, the pages say so and take no registrations',
    },
  },
  guaranteed: {
    type: 'boolean',
    schema: { default_value: false },
    meta: {
      interface: 'boolean',
      special: ['cast-boolean'],
      note: 'The date runs whatever the number of registrations: its pages and the lists of dates say "guaranteed to run"',
    },
  },
  start_date: { type: 'date', meta: { interface: 'datetime', required: true } },
  end_date: { type: 'date', meta: { interface: 'datetime', required: true } },
  promo_until: { type: 'date', meta: { interface: 'datetime' } },
  date_posted: { type: 'date', meta: { interface: 'datetime', required: true } },
  training_path: { type: 'integer', meta: { interface: 'select-dropdown-m2o', special: ['m2o'] } },
  seminar: { type: 'integer', meta: { interface: 'select-dropdown-m2o', special: ['m2o'], required: true } },
  format: {
    type: 'string',
    meta: {
      interface: 'select-dropdown',
      options: { choices: ['webinar', 'in-person', 'hybrid'].map((v) => ({ text: v, value: v })) },
      required: true,
    },
  },
  language: {
    type: 'string',
    meta: {
      interface: 'select-dropdown',
      options: {
        choices: LANGUAGE_CHOICES,
      },
      required: true,
    },
  },
  topic: {
    type: 'string',
    meta: {
      interface: 'select-dropdown',
      options: { choices: SEMINAR_TOPICS.map((v) => ({ text: v, value: v })) },
      required: true,
      note: 'What the seminar is about, as the seminar list filters it',
    },
  },
  level: {
    type: 'string',
    meta: {
      interface: 'select-dropdown',
      options: { choices: SEMINAR_LEVELS.map((v) => ({ text: v, value: v })) },
      required: true,
      note: 'basic: newcomers; advanced: practitioners; expert: experienced specialists',
    },
  },
  employment_type: {
    type: 'string',
    meta: {
      interface: 'select-dropdown',
      options: { choices: ['full-time', 'part-time', 'working-student', 'freelance'].map((v) => ({ text: v, value: v })) },
    },
  },
  hidden_page: {
    type: 'string',
    meta: {
      interface: 'select-dropdown',
      options: { choices: ['hiddenDownloadA', 'hiddenDownloadB', 'hiddenDownloadC'].map((v) => ({ text: v, value: v })) },
    },
  },
  registration: {
    type: 'string',
    schema: { default_value: 'open' },
    meta: {
      interface: 'select-dropdown',
      options: {
        choices: [
          { text: 'Open to all, no registration', value: 'open' },
          { text: 'By e-mail to the address below', value: 'email' },
          { text: 'On the organiser’s site (link below)', value: 'link' },
          { text: 'With the registration form on its page, confirmed, managed and invoiced like a seminar date', value: 'form' },
        ],
      },
      required: true,
    },
  },
  registration_target: {
    type: 'string',
    meta: {
      interface: 'input',
      note: 'The e-mail address (registration by e-mail) or the https link (on the organiser’s site); empty when open',
    },
  },
  date_id: {
    type: 'integer',
    meta: {
      interface: 'input',
      note: 'Registration with the form: the number its registrations and invoices carry, like a seminar date’s id (no date may have it)',
    },
  },
  fee: {
    type: 'decimal',
    schema: { numeric_precision: 10, numeric_scale: 2 },
    meta: { interface: 'input', note: 'What taking part costs a person, net (VAT is added); empty or 0 for free' },
  },
  event_language: {
    type: 'string',
    schema: { default_value: 'de' },
    meta: {
      interface: 'select-dropdown',
      options: {
        choices: LANGUAGE_CHOICES,
      },
      note: 'The language it is held in',
    },
  },
  related_seminars: {
    type: 'json',
    meta: { interface: 'tags', special: ['cast-json'], note: 'Ids of the seminars the event is about: their pages list the event' },
  },
  teaser: { type: 'text', meta: { interface: 'input-multiline' } },
  certificate: { type: 'text', meta: { interface: 'input-multiline' } },
  certificate_name: {
    type: 'string',
    meta: {
      interface: 'input',
      note: 'The name the certificate bears, as the certificate text above quotes it; printed on every certificate',
    },
  },
  lead: { type: 'text', meta: { interface: 'input-multiline' } },
  objectives: { type: 'text', meta: { interface: 'input-rich-text-html' } },
  contents: { type: 'text', meta: { interface: 'input-rich-text-html' } },
  target_audience: { type: 'text', meta: { interface: 'input-rich-text-html' } },
  benefits: { type: 'text', meta: { interface: 'input-rich-text-html' } },
  description: { type: 'text', meta: { interface: 'input-rich-text-html' } },
  body: { type: 'text', meta: { interface: 'input-rich-text-html' } },
  highlights: { type: 'json', meta: { interface: 'tags', special: ['cast-json'] } },
  files: { type: 'json', meta: { interface: 'list', special: ['cast-json'] } },
  image: {
    type: 'string',
    meta: {
      interface: 'input',
      note: 'A file of the site (content-images/…, e.g. seminars/power.svg), the id of a file in this CMS, or its /assets URL',
    },
  },
  image_alt: { type: 'string', meta: { interface: 'input', note: 'What the image shows, in this language (its alt text)' } },
  trainers: {
    type: 'json',
    meta: {
      interface: 'tags',
      special: ['cast-json'],
      note: 'Ids of the trainers who teach it (Trainers collection); on a date: empty for the seminar’s trainers',
    },
  },
  standards: { type: 'json', meta: { interface: 'tags', special: ['cast-json'], note: 'The standards taught, as written: EN 50600-2-2' } },
  topics: { type: 'json', meta: { interface: 'tags', special: ['cast-json'] } },
  experience: { type: 'text', meta: { interface: 'input-multiline' } },
  directions: { type: 'text', meta: { interface: 'input-multiline', note: 'How to get there: public transport, parking' } },
  accessibility: { type: 'text', meta: { interface: 'input-multiline', note: 'Step-free access, lifts, accessible toilets' } },
  venue: {
    type: 'string',
    meta: { interface: 'select-dropdown-m2o', special: ['m2o'], note: 'In-person and hybrid dates: where, in the date’s city' },
  },
  start_time: { type: 'time', meta: { interface: 'datetime', required: true, note: 'When each day starts (local time)' } },
  end_time: { type: 'time', meta: { interface: 'datetime', required: true, note: 'When each day ends (local time)' } },
  day_times: {
    type: 'json',
    meta: {
      interface: 'list',
      special: ['cast-json'],
      note: 'Days with other times: day (YYYY-MM-DD), start, end (HH:MM)',
      options: {
        fields: ['day', 'start', 'end'].map((field) => ({ field, type: 'string', meta: { interface: 'input', field, width: 'third' } })),
      },
    },
  },
  platform: { type: 'string', meta: { interface: 'input', note: 'Webinar and hybrid dates: where participants join online' } },
  access: {
    type: 'json',
    meta: {
      interface: 'list',
      special: ['cast-json'],
      note: 'Webinar and hybrid dates: how participants join: day (YYYY-MM-DD, empty for every day), link (https), dial-in details. Mailed to them the day before; never shown on the site',
      options: {
        fields: [
          { field: 'day', type: 'string', meta: { interface: 'input', field: 'day', width: 'third' } },
          { field: 'url', type: 'string', meta: { interface: 'input', field: 'url', width: 'full' } },
          { field: 'dialIn', type: 'text', meta: { interface: 'input-multiline', field: 'dialIn', width: 'full' } },
        ],
      },
    },
  },
  map_url: { type: 'string', meta: { interface: 'input', note: 'An https link to the place on a map; empty for OpenStreetMap' } },
  country: {
    type: 'string',
    meta: { interface: 'select-dropdown', options: { choices: ['DE', 'AT', 'CH'].map((v) => ({ text: v, value: v })) }, required: true },
  },
  remote_countries: {
    type: 'json',
    meta: {
      interface: 'select-multiple-checkbox',
      special: ['cast-json'],
      options: { choices: ['DE', 'AT', 'CH'].map((v) => ({ text: v, value: v })) },
    },
  },
  ...DISCOUNT_FIELD_TYPES,
};

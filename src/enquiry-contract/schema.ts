/**
 * The one schema of an enquiry, shared by the forms (the contact page's question, the
 * corporate page's in-house enquiry) and the server, so the two cannot disagree. The field
 * names are the form's and the server's; errors are the registration's codes
 * (src/registration-contract/schema.ts), localized by src/registration-contract/messages.ts. An in-house
 * enquiry names the company, the topic and how many people; a question needs its message;
 * a callback needs a phone number.
 */
import { z } from 'zod';
import { SEMINAR_TOPICS } from '../content/seminar-kinds.ts';
import { LOCALES } from '../i18n/locales.ts';
import { emailField, multiLine, optionalText, phoneField, requiredText, typeError } from '../registration-contract/text-fields.ts';

/** What is asked: training for a team at its own place, or anything else. */
export const ENQUIRY_KINDS = ['inhouse', 'question'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

/** What an in-house training should be about: a seminar topic, or something of the company's own. */
export const ENQUIRY_TOPICS = [...SEMINAR_TOPICS, 'other'] as const;

/** How the academy answers: by mail, or by calling back. */
export const REPLY_WAYS = ['email', 'callback'] as const;
export type ReplyWay = (typeof REPLY_WAYS)[number];

export const MAX_ENQUIRY_PEOPLE = 500;
export const ENQUIRY_LIMITS = { name: 100, company: 150, email: 254, phone: 30, period: 100, message: 2000 } as const;

/** The hidden field only a bot fills in. */
export const ENQUIRY_HONEYPOT = 'extra_reference';

const people = z.coerce
  .number({ error: typeError })
  .int({ error: 'invalid' })
  .min(1, { error: 'invalid' })
  .max(MAX_ENQUIRY_PEOPLE, { error: 'invalid' });
const optional = (max: number, allowed?: (value: string) => boolean) =>
  optionalText(max, allowed)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

export const enquirySchema = z
  .object({
    kind: z.enum(ENQUIRY_KINDS, { error: 'choice' }),
    locale: z.enum(LOCALES, { error: 'choice' }),
    name: requiredText(ENQUIRY_LIMITS.name),
    company: optional(ENQUIRY_LIMITS.company),
    email: emailField,
    phone: z.union([z.literal('').transform(() => undefined), phoneField]).optional(),
    topic: z.enum(ENQUIRY_TOPICS, { error: 'choice' }).optional(),
    people: z.union([z.literal('').transform(() => undefined), people]).optional(),
    period: optional(ENQUIRY_LIMITS.period),
    reply: z.enum(REPLY_WAYS, { error: 'choice' }),
    message: optional(ENQUIRY_LIMITS.message, multiLine),
  })
  .superRefine((enquiry, ctx) => {
    const need = (path: keyof typeof enquiry, missing: boolean) =>
      missing && ctx.addIssue({ code: 'custom', path: [path], message: 'required' });
    if (enquiry.kind === 'inhouse') {
      need('company', !enquiry.company);
      need('topic', !enquiry.topic);
      need('people', enquiry.people === undefined);
    } else need('message', !enquiry.message);
    need('phone', enquiry.reply === 'callback' && !enquiry.phone);
  });

export type Enquiry = z.output<typeof enquirySchema>;

/** The form's fields, in the order they are shown and the academy's copy lists them. */
export const ENQUIRY_FIELDS = ['company', 'name', 'email', 'phone', 'topic', 'people', 'period', 'reply', 'message'] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];

/** The fields a kind of enquiry asks for. */
export const fieldsOf = (kind: EnquiryKind): readonly EnquiryField[] =>
  kind === 'inhouse' ? ENQUIRY_FIELDS : ENQUIRY_FIELDS.filter((field) => field !== 'topic' && field !== 'people' && field !== 'period');

/** The fields a kind of enquiry cannot do without (a phone number only for a callback). */
export const requiredFieldsOf = (kind: EnquiryKind): readonly EnquiryField[] =>
  kind === 'inhouse' ? ['company', 'name', 'email', 'topic', 'people', 'reply'] : ['name', 'email', 'reply', 'message'];

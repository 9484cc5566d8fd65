/**
 * An enquiry as the CMS's `enquiries` item shows it (src/content/directus/enquiry-collection.ts):
 * every field the sender filled in, the language to answer in and when it was confirmed.
 * The status and the notes are the staff's: the site never sends them. Pure.
 */
import type { StoredEnquiry } from '../enquiries/store/enquiry-store.ts';

export function enquiryItem({ enquiry, confirmedAt }: StoredEnquiry): Record<string, unknown> {
  return {
    kind: enquiry.kind,
    company: enquiry.company ?? null,
    name: enquiry.name,
    email: enquiry.email,
    phone: enquiry.phone ?? null,
    reply: enquiry.reply,
    topic: enquiry.topic ?? null,
    people: enquiry.people ?? null,
    period: enquiry.period ?? null,
    message: enquiry.message ?? null,
    language: enquiry.locale,
    confirmed_at: confirmedAt,
  };
}

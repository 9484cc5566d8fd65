/**
 * An enquiry as the CMS's `enquiries` item shows it (src/content/directus/enquiry-collection.ts):
 * every field the sender filled in, the language to answer in, when it arrived and when its
 * sender confirmed the address (empty until then).
 * The status and the notes are the staff's: the site never sends them. Pure.
 */
import type { StoredEnquiry } from '../enquiries/store/enquiry-store.ts';

export function enquiryItem({ enquiry, createdAt, confirmedAt }: StoredEnquiry): Record<string, unknown> {
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
    received_at: createdAt,
    confirmed_at: confirmedAt,
  };
}

/**
 * The manage links in a registration's mails: which link each participant's mail carries
 * (the registration's to the address that registered, else the place's own), and the
 * paragraph and link that present it. Pure.
 */
import type { StoredRegistration } from '../registrations/rules/stored-entry.ts';
import type { ChangeTexts } from './change-texts.ts';
import type { Block } from './document.ts';

/** A participant's private link, and whether it manages the whole registration (the submitter's) or only their place. */
export interface PersonalLink {
  readonly href: string;
  readonly whole: boolean;
}

/**
 * The private links a confirmation's mails carry: the whole registration's, to the
 * address that registered, and each place's, to its participant.
 */
export interface ManageLinks {
  readonly whole: string;
  readonly places: readonly string[];
}

/** Which link participant `index`'s mail carries: the registration's to the address that registered, else the place's own. */
export function linkFor(registration: StoredRegistration, links: ManageLinks | null, index: number): PersonalLink | null {
  const participant = registration.payload.participants[index];
  if (!links || !participant) return null;
  const whole = participant.email.toLowerCase() === registration.email.toLowerCase();
  const href = whole ? links.whole : links.places[index];
  return href ? { href, whole } : null;
}

/** The manage link's paragraph and link, in the words of the registration's mails (event-texts.ts changeTextsFor). */
export function manageBlocks(texts: ChangeTexts, link: PersonalLink | null): Block[] {
  if (!link) return [];
  const words = texts.manage;
  return [
    { kind: 'paragraph', text: link.whole ? words.whole : words.place },
    { kind: 'link', text: words.link, href: link.href },
  ];
}

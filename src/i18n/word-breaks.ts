/**
 * Where the long words of headings may break on a phone: at the joints of their compounds
 * ("Zertifizierungs|vorbereitung"), written down here by hand, never where hyphenation patterns
 * or a browser's dictionary would put them ("Zertifizierungsvorberei-tung", "Sustainabili-ty").
 * `breakAtJoints()` puts a soft hyphen (U+00AD, invisible unless the line breaks there) at each
 * joint of the words listed; headings themselves set `hyphens: manual` (src/styles/base.css).
 * A heading word of LONG_WORD letters or more must be listed: tests/site/headings.test.ts names
 * any that is not (a new title's long word is added here), since it would not fit a 320 px
 * screen in a page's title. Only for text drawn into a page: titles in <title>, meta tags,
 * structured data, mails and documents stay as they are.
 */
import { memoized } from './memo.ts';

/** The shortest word that may not fit a 320 px screen in a page title (30 px bold). */
export const LONG_WORD = 16;

/** The long words of the site's headings, in both languages, '|' at each joint. */
const JOINTS = [
  'Absolventen|treffen',
  'Analyse|werkzeuge',
  'Ausbildungs|weg',
  'Datenschutz|erklärung',
  'Energie|effizienz',
  'Energie|effizienz|gesetz',
  'Energie|monitoring',
  'Entscheidungs|findung',
  'Ersatz|teilnehmende',
  'Gebäude|konstruktion',
  'Geschäfts|bedingungen',
  'Identifikations|nummer',
  'Rechen|zentrums|projekte',
  'Rechen|zentrums|tag',
  'Schluss|bestimmungen',
  'Seminar|organisation',
  'Seminar|unterlagen',
  'Sicherungs|systeme',
  'Strom|versorgung',
  'Strom|verteilung',
  'Teilnehmer|unterlagen',
  'Tele|communications',
  'Tele|kommunikations|verkabelung',
  'Verantwort|licher',
  'Verbraucher|streit|beilegung',
  'Verfügbarkeits|klassen',
  'Zertifizierungs|vorbereitung',
];

const SOFT_HYPHEN = '\u00ad';
const broken = new Map(JOINTS.map((word) => [word.replaceAll('|', ''), word.replaceAll('|', SOFT_HYPHEN)]));
const memo = new Map<string, string>();

/** `text` with a soft hyphen at each joint of its listed long words. */
export function breakAtJoints(text: string): string {
  return memoized(memo, text, () => text.replace(/\p{L}{2,}/gu, (word) => broken.get(word) ?? word));
}

/** Sanitized HTML with the text of its headings broken at their joints (tags and attributes untouched). */
export function breakHeadingsAtJoints(html: string): string {
  return html.replace(/(<h[1-6][^>]*>)([\s\S]*?)(<\/h[1-6]>)/g, (_, open: string, inner: string, close: string) => {
    const text = inner.split(/(<[^>]*>)/).map((part) => (part.startsWith('<') ? part : breakAtJoints(part)));
    return open + text.join('') + close;
  });
}

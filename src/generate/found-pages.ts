/**
 * The pages besides seminars that the search without JavaScript finds: events, jobs, trainers,
 * the text pages, the training path and the public downloads whose texts in the page's language
 * hold every word, those with a word in their title first. The seminar list that answers the
 * search (seminar-search.ts) lists them above its seminars.
 */
import { foldText, plainText } from '../content/seminar-words.ts';
import type { Content } from '../content/types.ts';
import type { Locale } from '../i18n/locales.ts';
import type { SearchKind } from '../i18n/search-texts.ts';
import { buildPath } from '../routes/match.ts';

export interface FoundPage {
  readonly href: string;
  readonly title: string;
  readonly kind: SearchKind;
}

interface Candidate extends FoundPage {
  /** Everything else the page says of itself, plain text. */
  readonly text: string;
}

function candidates(content: Content, locale: Locale): Candidate[] {
  const events = content.events.map((event) => {
    const { title, teaser, description } = event.translations[locale];
    return {
      kind: 'event' as const,
      title,
      href: buildPath('event', locale, { eventId: event.id }),
      text: `${teaser} ${plainText(description)}`,
    };
  });
  const jobs = content.jobs.map((job) => {
    const { title, teaser, description } = job.translations[locale];
    return {
      kind: 'job' as const,
      title,
      href: buildPath('job', locale, { jobSlug: job.slug }),
      text: `${teaser} ${plainText(description)}`,
    };
  });
  const trainers = content.trainers.map((trainer) => {
    const { role, experience, topics } = trainer.translations[locale];
    const text = `${role} ${experience} ${topics.join(' ')} ${trainer.standards.join(' ')}`;
    return { kind: 'trainer' as const, title: trainer.name, href: buildPath('trainer', locale, { trainerId: trainer.id }), text };
  });
  const pages = content.sitePages.map((page) => {
    const { title, lead, body } = page.translations[locale];
    return { kind: 'page' as const, title, href: buildPath(page.key, locale, {}), text: `${lead} ${plainText(body)}` };
  });
  const paths = content.trainingPaths.map((path) => {
    const { title, teaser, description } = path.translations[locale];
    return { kind: 'page' as const, title, href: buildPath('trainingPath', locale, {}), text: `${teaser} ${plainText(description)}` };
  });
  const downloads = content.downloads
    .filter((download) => download.hiddenPage === null)
    .map((download) => {
      const { title, description } = download.translations[locale];
      return { kind: 'page' as const, title, href: buildPath('download', locale, { id: download.id }), text: description };
    });
  return [...events, ...jobs, ...trainers, ...pages, ...paths, ...downloads];
}

/** The pages whose texts hold every word (folded as queryWords folds them), a word in the title first. */
export function foundPages(content: Content, locale: Locale, words: readonly string[]): FoundPage[] {
  if (words.length === 0) return [];
  return candidates(content, locale)
    .map(({ text, ...page }) => {
      const title = foldText(page.title);
      const all = `${title} ${foldText(text)}`;
      const matches = words.every((word) => all.includes(word));
      return { page, matches, inTitle: words.filter((word) => title.includes(word)).length };
    })
    .filter(({ matches }) => matches)
    .sort((a, b) => b.inTitle - a.inTitle)
    .map(({ page }) => page);
}

/**
 * Redirect-only paths: old addresses that must keep working. Each is a permanent
 * redirect. Targets are built from the route table, so a renamed route cannot leave a
 * redirect pointing nowhere. The server, the deploy files and the tests read this table.
 */
import { LOCALES } from '../i18n/locales.ts';
import { buildPath } from './match.ts';

export interface Redirect {
  readonly from: string;
  readonly to: string;
  readonly status: 301;
  /**
   * The addresses one numeric segment below `from` redirect too (an old seminar's dates):
   * 'keep' to the same segment below `to`, 'drop' to `to` itself.
   */
  readonly below?: 'keep' | 'drop';
}

/** Where the sitemap lives; /sitemap.xml in both languages points here. */
export const SITEMAP_INDEX_PATH = '/sitemap_index.xml';

/**
 * Seminar slugs from the previous site and the seminar that replaced each. `null` means
 * the seminar has no successor and the visitor lands on the seminar overview.
 * The first is an id-like slug the old CMS generated before seminars had readable slugs.
 */
export const OLD_SEMINAR_SLUGS: Readonly<Record<string, string | null>> = {
  '5e8f1c2a9b3d': null,
  'nachhaltigkeit-im-rechenzentrum': 'energieeffizienz-und-nachhaltigkeit',
  'tsi-professional-training': 'en-50600-professional',
  'tsi-professional-update-training': 'en-50600-professional-update',
};

function buildRedirects(): Redirect[] {
  const redirects: Redirect[] = [];
  const add = (from: string, to: string, below?: Redirect['below']) =>
    redirects.push(below ? { from, to, status: 301, below } : { from, to, status: 301 });
  for (const locale of LOCALES) {
    const prefix = locale === 'en' ? '/en/training-paths' : '/ausbildungswege';
    add(`${prefix}/${locale === 'en' ? 'for-companies' : 'fuer-unternehmen'}`, buildPath('corporateSolutions', locale, {}));
    for (const [oldSlug, newSlug] of Object.entries(OLD_SEMINAR_SLUGS)) {
      const target = newSlug === null ? buildPath('seminars', locale, {}) : buildPath('seminar', locale, { slug: newSlug });
      // Its dates go to the same date of the successor, or to the overview with it.
      add(buildPath('seminar', locale, { slug: oldSlug }), target, newSlug === null ? 'drop' : 'keep');
    }
  }
  add('/sitemap.xml', SITEMAP_INDEX_PATH);
  add('/en/sitemap.xml', SITEMAP_INDEX_PATH);
  // The English job route keeps the German word; without a slug it is the career overview.
  add(buildPath('job', 'en', { jobSlug: '' }), buildPath('career', 'en', {}));
  return redirects;
}

export const REDIRECTS: readonly Redirect[] = buildRedirects();

const bySource = new Map(REDIRECTS.map((redirect) => [redirect.from, redirect]));

/** The redirect of a canonical path (no trailing slash): its own entry, or its parent's for a numeric segment below it. */
export function findRedirect(path: string): Redirect | undefined {
  const exact = bySource.get(path);
  if (exact) return exact;
  const cut = path.lastIndexOf('/');
  const parent = bySource.get(path.slice(0, cut));
  const segment = path.slice(cut + 1);
  if (!parent?.below || !/^\d+$/.test(segment)) return undefined;
  return { from: path, to: parent.below === 'keep' ? `${parent.to}/${segment}` : parent.to, status: parent.status };
}

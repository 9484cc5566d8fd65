/**
 * The site the server serves: the release a rebuild published since the last full build,
 * else the build itself, with its build id and the day it was made for; where rebuilds
 * read the content; and whether a registration changed the seats its date's pages show.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigError } from '../config/settings.ts';
import { type FewSeats, seatsLeft, seatsShown } from '../content/bookings.ts';
import { loadContentCache } from '../content/cache.ts';
import { findDate } from '../content/content-index.ts';
import { pullContent } from '../content/directus/pull.ts';
import type { Content } from '../content/types.ts';
import { ContentError } from '../content/validate.ts';
import { vatPlaceProblems } from '../content/vat-places.ts';
import { LATEST_BUILD_PATH } from '../routes/build-files.ts';
import { currentRelease } from './rebuild/releases.ts';
import { type LiveSite, liveSite } from './rebuild/site-state.ts';
import type { SeatStore } from './registrations/store/seats.ts';
import type { ServerConfig } from './server-config.ts';

/** The id of the build a site directory holds, and the day it judged dates by (builds/latest.json). */
async function servedBuild(root: string): Promise<{ id: string | null; today: string | null }> {
  try {
    const latest = JSON.parse(await readFile(join(root, LATEST_BUILD_PATH), 'utf8')) as { id?: unknown; today?: unknown };
    return { id: typeof latest.id === 'string' ? latest.id : null, today: typeof latest.today === 'string' ? latest.today : null };
  } catch {
    return { id: null, today: null };
  }
}

/**
 * Where rebuilds get the content: the CMS when a read token is set, else the content folder
 * (edited by hand). Content with a date held where no VAT rule is set is refused like invalid
 * content (src/content/vat-places.ts): the pages stay as they are.
 */
export function contentLoader(config: ServerConfig): () => Promise<Content> {
  const source = config.contentSource;
  const load = source.kind === 'directus' ? () => pullContent(source) : () => loadContentCache(config.contentDir);
  return async () => {
    const content = await load();
    const untaxed = vatPlaceProblems(content, config.stated.invoicing.vat.venues);
    if (untaxed.length > 0) throw new ContentError(untaxed);
    return content;
  };
}

export function assertBuiltSite(dir: string): void {
  if (!existsSync(join(dir, 'index.html'))) {
    throw new ConfigError(`No built site in ${dir}: run \`npm run build\` first (or \`npm start\`, which builds and serves).`);
  }
}

/** The site to serve: the release a rebuild published since the last full build, else the build itself. */
export async function openServedSite(config: ServerConfig) {
  const release = await currentRelease(config.releasesDir);
  const root = release?.root ?? config.distDir;
  const built = await servedBuild(root);
  const site = liveSite({ root, content: release?.content ?? (await loadContentCache(config.contentDir)), buildId: built.id });
  return { root, built, site };
}

/**
 * Whether a date's pages show a changed number of seats (few, or none) after `change`
 * seats were taken (a registration held or confirmed them) or freed (negative: a hold
 * ended): they are rebuilt then. A change the pages do not show needs no rebuild.
 */
export async function seatsChangeShows(
  seats: SeatStore,
  site: LiveSite,
  dateId: number,
  change: number,
  fewSeats: FewSeats,
  now: number,
): Promise<boolean> {
  const date = findDate(site.current().content, dateId)?.date;
  // Without a seat limit the pages show no seats, however many are taken.
  if (date === undefined || date.seats === null) return false;
  const taken = await seats.forDate(date.id, now);
  const shown = (count: number) => seatsShown(seatsLeft(date, count), date.seats, fewSeats);
  return shown(taken) || shown(Math.max(0, taken - change));
}

/**
 * The images the site draws and how wide: the layouts of the home hero, the seminar card,
 * the seminar page and the event page (their sizes follow the page grid in
 * src/styles/main.css: 16 px page padding, 72rem page width), and which image of the
 * content is drawn in which layouts. The build prepares each image for exactly its
 * layouts; a page that draws an image in a layout not listed here fails the build.
 */
import type { Content } from '../content/types.ts';
import type { ImageLayout } from './layout.ts';

/** The home page's hero illustration (a file of content-images/; its alt text is in the interface texts). */
export const HOME_HERO_IMAGE = 'home/hero.svg';

export const IMAGE_LAYOUTS = {
  /** Beside the hero text from lg: half the page less the 2.5rem gap. */
  homeHero: { sizes: { base: 'calc(100vw - 32px)', lg: 'calc(50vw - 36px)', xl: '540px' } },
  /** Top of a seminar card in the 1, 2 and 3 column grids (1rem gaps). */
  seminarCard: { sizes: { base: 'calc(100vw - 32px)', md: 'calc(50vw - 24px)', lg: 'calc(33.33vw - 21px)', xl: '363px' } },
  /** Top of the facts card on a seminar's page: full width, then the 20rem side column. */
  seminarPage: { sizes: { base: 'calc(100vw - 32px)', lg: '320px' } },
  /** Below an event page's header, as wide as its text (48rem). */
  eventPage: { sizes: { base: 'calc(100vw - 32px)', lg: '768px' } },
  /** A trainer's portrait: 6rem round on lists, pages and seminar pages alike. */
  trainerPortrait: { sizes: { base: '96px' } },
} as const satisfies Record<string, ImageLayout>;

/** Every image reference the pages draw for a content, with the layouts each is drawn in. */
export function imageUsages(content: Content): Map<string, ImageLayout[]> {
  const usages = new Map<string, ImageLayout[]>();
  const use = (reference: string | null, ...layouts: ImageLayout[]) => {
    if (reference === null) return;
    const known = usages.get(reference) ?? [];
    for (const layout of layouts) if (!known.includes(layout)) known.push(layout);
    usages.set(reference, known);
  };
  use(HOME_HERO_IMAGE, IMAGE_LAYOUTS.homeHero);
  for (const seminar of content.seminars) use(seminar.image, IMAGE_LAYOUTS.seminarCard, IMAGE_LAYOUTS.seminarPage);
  for (const event of content.events) use(event.image, IMAGE_LAYOUTS.eventPage);
  for (const trainer of content.trainers) use(trainer.image, IMAGE_LAYOUTS.trainerPortrait);
  return usages;
}

/**
 * The three hidden seminar-material download pages. Each slug is fixed,
 * random and URL-safe so that only participants who were sent the link find the page.
 * They are defined here once; the route table, the build (noindex, no sitemap entry)
 * and the tests read them from this module. Changing one breaks links already sent out.
 */
export const HIDDEN_DOWNLOAD_SLUGS = {
  hiddenDownloadA: 'L_F4S-qh1-pv96WqacZl',
  hiddenDownloadB: '74AIGGknmCiVdyKh0Rr4',
  hiddenDownloadC: '7nrudHJ7d2xsHwg490OM',
} as const;

export type HiddenDownloadRouteId = keyof typeof HIDDEN_DOWNLOAD_SLUGS;

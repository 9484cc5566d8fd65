/**
 * Every icon the site draws, in one place: the build resolves exactly these (local Lucide
 * set first, the icon API for any it lacks) before rendering, and <Icon name> accepts only
 * these, so an icon cannot be used without being resolved.
 */
export const ICON_NAMES = [
  'calendar',
  'map-pin',
  'clock',
  'globe',
  'monitor',
  'sun',
  'moon',
  'check',
  'download',
  'user',
  'x',
  'external-link',
  'mail',
  'chevron-right',
  'info',
  'alert-triangle',
  'refresh-cw',
  'circle-check',
  'circle-alert',
  'search',
] as const;

export type SiteIconName = (typeof ICON_NAMES)[number];

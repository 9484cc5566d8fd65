/**
 * The icons of the page frame, the header's (the search button's magnifier, the colour
 * modes') and the toasts', live in the stylesheet as CSS masks instead of inline SVG: the
 * stylesheet is cached after the first page, so each page carries a class name where the
 * header's four inline icons weighed about 350 B compressed, and the islands draw them in the
 * browser without an icon registry. Icons of single pages stay inline SVG (<Icon>). The client
 * build appends these rules to the stylesheet (the `icon-styles` plugin of vite.config.ts);
 * <StyleIcon> draws one. Pure: the icons come resolved.
 */
import { type IconData, type IconRegistry, iconKey } from './icon-data.ts';
import type { SiteIconName } from './icon-names.ts';

export const STYLESHEET_ICONS = [
  'search',
  'monitor',
  'sun',
  'moon',
  'circle-check',
  'info',
  'alert-triangle',
  'circle-alert',
  'refresh-cw',
] as const satisfies readonly SiteIconName[];

export type StylesheetIconName = (typeof STYLESHEET_ICONS)[number];

/** strokeWidth -> stroke-width: IconData keeps paint attributes as React props. */
const attributeName = (prop: string) => prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * An icon as a standalone SVG document in a data: URL, written for a CSS string: the
 * characters that would end the string or the URL, or start an escape, are percent-encoded.
 */
export function iconDataUrl(icon: IconData): string {
  const paint = Object.entries(icon.attributes)
    .map(([prop, value]) => ` ${attributeName(prop)}="${value}"`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${icon.viewBox}"${paint}>${icon.body}</svg>`;
  return `url("data:image/svg+xml,${svg.replace(/[^\S ]|["%#<>\\]/g, encodeURIComponent)}")`;
}

/**
 * The rules: `.icon` paints the current text colour through the mask its `icon-<name>` class
 * names (nothing for an icon that could not be resolved), 1.25rem square unless a rule of the
 * component sizes it; in forced colours it keeps the colour the system gave its text.
 */
export function iconStyles(registry: IconRegistry): string {
  const icons = STYLESHEET_ICONS.flatMap((name) => {
    const icon = registry.get(iconKey(name));
    return icon ? [`  .icon-${name} { --icon: ${iconDataUrl(icon)}; }`] : [];
  });
  return [
    '@layer components {',
    '  .icon { --icon: linear-gradient(transparent, transparent); display: inline-block; flex: none; width: 1.25rem; height: 1.25rem;',
    '    background-color: currentColor; mask: var(--icon) center / contain no-repeat; }',
    '  @media (forced-colors: active) { .icon { forced-color-adjust: none; } }',
    ...icons,
    '}',
    '',
  ].join('\n');
}

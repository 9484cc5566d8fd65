/**
 * What a resolved icon is, and how icon names are written. Free of any icon-set code, so
 * the <Icon> component (and an island that draws a resolved icon) imports only this.
 *
 * A name is `prefix:name` (Iconify's form, e.g. `lucide:calendar`, `mdi:home`) or just
 * `name`, which means the local Lucide set. The registry is keyed by the full form.
 */

/** The prefix of the local icon set, assumed when a name has none. */
export const DEFAULT_ICON_PREFIX = 'lucide';

/**
 * One icon, ready to be drawn as inline SVG. A type (not an interface) made of strings and
 * numbers only, so it survives JSON: the page frame's icons travel in a module the bundle makes.
 */
export type IconData = {
  /** The SVG markup inside <svg>: from the local set or checked when it was resolved. */
  readonly body: string;
  /** e.g. "0 0 24 24". */
  readonly viewBox: string;
  /** Width and height of the viewBox: an icon is drawn `size` high and as wide as its ratio says. */
  readonly width: number;
  readonly height: number;
  /**
   * Paint attributes of the icon for the <svg> element, as React props (fill, stroke,
   * strokeWidth, strokeLinecap, strokeLinejoin, fillRule), lifted from the icon's markup.
   */
  readonly attributes: Readonly<Record<string, string>>;
};

/** The icons resolved before rendering, by full name (`lucide:calendar`). */
export type IconRegistry = ReadonlyMap<string, IconData>;

export interface IconName {
  readonly prefix: string;
  readonly name: string;
}

// Iconify's rule for prefixes and names; it also keeps names safe in URLs and file paths.
const NAME_PART = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `calendar` -> lucide/calendar, `mdi:home` -> mdi/home; null if it is no valid icon name. */
export function parseIconName(value: string): IconName | null {
  const parts = value.split(':');
  const [prefix, name] = parts.length === 1 ? [DEFAULT_ICON_PREFIX, parts[0]] : parts.length === 2 ? parts : [];
  if (prefix === undefined || name === undefined || !NAME_PART.test(prefix) || !NAME_PART.test(name)) return null;
  return { prefix, name };
}

/** The registry key of a name: `calendar` -> `lucide:calendar` (an invalid name stays as it is). */
export function iconKey(value: string): string {
  const parsed = parseIconName(value);
  return parsed ? `${parsed.prefix}:${parsed.name}` : value;
}

/**
 * Icons from an Iconify icon set, at build time: the local Lucide set
 * (`@iconify-json/lucide`, its icons.json, read once on first use) and the conversion of an
 * icon set's entry into IconData that remote-icons.ts shares for sets fetched from the API.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { getIconData, iconToSVG, quicklyValidateIconSet } from '@iconify/utils';
import { DEFAULT_ICON_PREFIX, type IconData, parseIconName } from './icon-data.ts';

/** An icon set in Iconify's JSON format (the type @iconify/utils works on). */
export type IconifyIconSet = Parameters<typeof getIconData>[0];

// Paint attributes that SVG content inherits, so they may move from the icon's one root
// element up to <svg>; with their React prop names.
const INHERITED_PAINT: Readonly<Record<string, string>> = {
  fill: 'fill',
  'fill-rule': 'fillRule',
  stroke: 'stroke',
  'stroke-width': 'strokeWidth',
  'stroke-linecap': 'strokeLinecap',
  'stroke-linejoin': 'strokeLinejoin',
};

const ATTRIBUTES = String.raw`((?:\s+[\w:-]+="[^"]*")*)\s*`;
const SINGLE_ELEMENT = new RegExp(`^<([a-z]+)${ATTRIBUTES}/>$`);
const GROUP = new RegExp(String.raw`^<g${ATTRIBUTES}>([\s\S]*)</g>$`);
const ATTRIBUTE = /\s+([\w:-]+)="([^"]*)"/g;

/**
 * Markup that must not reach a page: scripts and event handlers, embedded HTML or styles,
 * and any reference to another resource (the site makes no icon request at run time).
 * Lucide has none of it; an icon from the API that has any is refused.
 */
const UNSAFE_MARKUP =
  /<\s*(?:script|foreignObject|iframe|style|image)\b|\son[a-z]+\s*=|javascript:|[\s:]href\s*=\s*"(?!#)|url\(\s*['"]?(?!#)/i;

/**
 * Moves the inherited paint attributes of the body's single root element (Lucide's
 * `<g fill="none" stroke="currentColor" …>` or `<path fill="none" … d="…"/>`) to <svg>;
 * a group left without attributes is unwrapped. Anything else stays as it is.
 */
function liftPaint(body: string): { body: string; attributes: Record<string, string> } {
  const trimmed = body.trim();
  const group = GROUP.exec(trimmed);
  const single = group ? null : SINGLE_ELEMENT.exec(trimmed);
  // A group whose content has groups may be two sibling groups: leave it.
  if (group && /<\/?g[\s>]/.test(group[2] ?? '')) return { body, attributes: {} };
  if (!group && !single) return { body, attributes: {} };

  const attributes: Record<string, string> = {};
  const kept: string[] = [];
  for (const [, name = '', value = ''] of (group?.[1] ?? single?.[2] ?? '').matchAll(ATTRIBUTE)) {
    const prop = INHERITED_PAINT[name];
    if (prop) attributes[prop] = value;
    else kept.push(` ${name}="${value}"`);
  }
  if (group) {
    const inner = group[2] ?? '';
    return { body: kept.length ? `<g${kept.join('')}>${inner}</g>` : inner, attributes };
  }
  return { body: `<${single?.[1] ?? 'g'}${kept.join('')}/>`, attributes };
}

/** Gives the body's ids (masks, gradients) a prefix of their own, so two icons never share one. */
function scopeIds(body: string, scope: string): string {
  let result = body;
  for (const [, id = ''] of body.matchAll(/\sid="([^"]+)"/g)) {
    const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    result = result.replace(new RegExp(`([#;"])(${escaped})(["')]|\\.[a-z])`, 'g'), `$1${scope}-$2$3`);
  }
  return result;
}

/** The IconData of `name` in `set` (aliases followed), or null if the set lacks it or its markup is refused. */
export function iconFromSet(set: IconifyIconSet, name: string): IconData | null {
  // Own properties only: a name such as "constructor" must not find Object.prototype's.
  if (!Object.hasOwn(set.icons, name) && !Object.hasOwn(set.aliases ?? {}, name)) return null;
  const icon = getIconData(set, name);
  if (!icon || typeof icon.body !== 'string' || UNSAFE_MARKUP.test(icon.body)) return null;
  const svg = iconToSVG(icon);
  const [, , width = 0, height = 0] = svg.viewBox;
  if (!(width > 0 && height > 0)) return null;
  const lifted = liftPaint(scopeIds(svg.body, `icon-${set.prefix}-${name}`));
  return { body: lifted.body, viewBox: svg.attributes.viewBox, width, height, attributes: lifted.attributes };
}

/** An icon set from untrusted JSON (an API answer, a cache file), or null if it is none. */
export function parseIconSet(value: unknown): IconifyIconSet | null {
  return quicklyValidateIconSet(value);
}

let localSet: Promise<IconifyIconSet> | undefined;

/** The local Lucide set, read and parsed on first use (about 1 MB, so only when icons are resolved). */
export function loadLocalIconSet(): Promise<IconifyIconSet> {
  localSet ??= (async () => {
    const file = createRequire(import.meta.url).resolve('@iconify-json/lucide/icons.json');
    const set = parseIconSet(JSON.parse(await readFile(file, 'utf8')));
    if (!set || set.prefix !== DEFAULT_ICON_PREFIX) throw new Error(`${file} is not the ${DEFAULT_ICON_PREFIX} icon set`);
    return set;
  })();
  return localSet;
}

/**
 * An icon from the local set: `calendar` or `lucide:calendar`. Null for any other prefix,
 * a name the set lacks, or an invalid name; never makes a request.
 */
export async function localIcon(value: string): Promise<IconData | null> {
  const parsed = parseIconName(value);
  if (!parsed || parsed.prefix !== DEFAULT_ICON_PREFIX) return null;
  return iconFromSet(await loadLocalIconSet(), parsed.name);
}

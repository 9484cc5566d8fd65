/**
 * Inline SVG icons of single pages, drawn from the registry that resolveIcons() filled before
 * rendering (passed down with <IconRegistryProvider>), so a page never requests an icon.
 * Decorative by default (aria-hidden); with a label the icon is an image with that name. An
 * icon that could not be resolved draws nothing: its warning was logged when it was resolved.
 * The page frame's icons come with the bundle instead (<FrameIcon>).
 */
// biome-ignore-all lint/security/noDangerouslySetInnerHtml: an icon's body is SVG markup from the Lucide set or the icon API, read at build time, never from a visitor
import { createContext, useContext } from 'react';
import { type IconData, type IconRegistry, iconKey } from './icon-data.ts';
import type { SiteIconName } from './icon-names.ts';

const IconRegistryContext = createContext<IconRegistry | null>(null);

export const IconRegistryProvider = IconRegistryContext.Provider;

interface IconLookProps {
  /** Height in CSS pixels; the width follows the icon's aspect ratio. Default 20. */
  readonly size?: number;
  /** The icon's accessible name; without one the icon is decorative and hidden from assistive technology. */
  readonly label?: string;
  readonly className?: string;
}

/**
 * The paint of a line icon (Lucide's, and an icon set's drawn the same way), which the
 * stylesheet's `.icon-line` gives instead of five attributes on each such icon of a page.
 */
const LINE_PAINT: Readonly<Record<string, string>> = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '2',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
};

function isLinePaint(attributes: Readonly<Record<string, string>>): boolean {
  const names = Object.keys(attributes);
  return names.length === Object.keys(LINE_PAINT).length && names.every((name) => attributes[name] === LINE_PAINT[name]);
}

/** Draws one resolved icon (<Icon> from the registry, <FrameIcon> from the frame's icons). */
export function IconSvg({ icon, size = 20, label, className }: IconLookProps & { readonly icon: IconData }) {
  const width = Math.round(((size * icon.width) / icon.height) * 100) / 100;
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  const line = isLinePaint(icon.attributes);
  return (
    <svg
      {...(line ? {} : icon.attributes)}
      className={line ? ['icon-line', className].filter(Boolean).join(' ') : className}
      width={width}
      height={size}
      viewBox={icon.viewBox}
      {...a11y}
      dangerouslySetInnerHTML={{ __html: icon.body }}
    />
  );
}

export interface IconProps extends IconLookProps {
  /** One of ICON_NAMES (src/icons/icon-names.ts): the names the build resolves. */
  readonly name: SiteIconName;
}

export function Icon({ name, ...props }: IconProps) {
  const registry = useContext(IconRegistryContext);
  if (!registry)
    throw new Error('Icon: no <IconRegistryProvider> above this component (resolve the icons with resolveIcons() before rendering)');
  const icon = registry.get(iconKey(name));
  return icon ? <IconSvg icon={icon} {...props} /> : null;
}

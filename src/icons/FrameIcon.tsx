/**
 * An icon of the page frame (src/icons/frame-icons.ts), as inline SVG: decorative, hidden from
 * assistive technology. Its data was resolved when the code was bundled, so islands draw it in
 * the browser as the server does.
 */
import icons from 'virtual:frame-icons';
import type { FrameIconName } from './frame-icons.ts';
import { IconSvg } from './Icon.tsx';

export function FrameIcon({
  name,
  size,
  className,
}: {
  readonly name: FrameIconName;
  readonly size?: number;
  readonly className?: string;
}) {
  const icon = icons[name];
  return icon ? <IconSvg icon={icon} size={size} className={className} /> : null;
}

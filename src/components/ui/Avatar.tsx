/**
 * A round avatar: an image, and while it is missing, loading or broken, a fallback of
 * initials (from `text`, else from `alt`) or a person icon. Radix Avatar decides which is
 * shown; it loads the image in the browser only, so server-rendered HTML always carries
 * the fallback and the image appears once the component has hydrated.
 */
import * as AvatarPrimitive from '@radix-ui/react-avatar';
import type { HTMLAttributes } from 'react';
import { initialsOf } from './avatar-initials.ts';

/** Width and height in CSS pixels. */
export const AVATAR_SIZES = {
  '3xs': 16,
  '2xs': 20,
  xs: 24,
  sm: 28,
  md: 32,
  lg: 36,
  xl: 40,
  '2xl': 44,
  '3xl': 48,
} as const;

export type AvatarSize = keyof typeof AVATAR_SIZES;

type AvatarProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  /** The image; without one the fallback shows. */
  readonly src?: string;
  /** The image's text alternative, also the fallback's accessible name; '' makes the avatar decorative. */
  readonly alt: string;
  /** Where the initials come from instead of `alt`. */
  readonly text?: string;
  /** 'icon' always falls back to the person icon; 'initials' (default) uses the icon only when there are no initials. */
  readonly fallback?: 'initials' | 'icon';
  readonly size?: AvatarSize;
};

function PersonIcon() {
  return (
    <svg data-slot="avatar-icon" aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className="size-3/5">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0z" />
    </svg>
  );
}

export function Avatar({ src, alt, text, fallback = 'initials', size = 'md', className = '', style, ...props }: AvatarProps) {
  const px = AVATAR_SIZES[size];
  const initials = fallback === 'initials' ? initialsOf(text ?? alt) : '';
  const named = alt === '' ? { 'aria-hidden': true } : { role: 'img', 'aria-label': alt };
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      data-size={size}
      className={`relative inline-flex shrink-0 select-none overflow-hidden rounded-full bg-(--badge-bg) align-middle text-(--fg) ${className}`.trim()}
      style={{ width: px, height: px, ...style }}
      {...props}
    >
      <AvatarPrimitive.Image data-slot="avatar-image" src={src} alt={alt} className="size-full object-cover" />
      <AvatarPrimitive.Fallback
        data-slot="avatar-fallback"
        data-fallback={initials === '' ? 'icon' : 'initials'}
        className="flex size-full items-center justify-center font-semibold leading-none"
        style={{ fontSize: Math.round(px * 0.4) }}
        {...named}
      >
        {initials === '' ? <PersonIcon /> : <span aria-hidden="true">{initials}</span>}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}

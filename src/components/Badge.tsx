/** A small label on cards and headers: format, language, new, fully booked. */
import type { HTMLAttributes } from 'react';

const VARIANTS = {
  neutral: 'badge',
  accent: 'badge badge-accent',
  warning: 'badge badge-warning',
} as const;

type BadgeProps = HTMLAttributes<HTMLSpanElement> & { readonly variant?: keyof typeof VARIANTS };

export function Badge({ variant = 'neutral', className = '', ...props }: BadgeProps) {
  return <span data-slot="badge" className={`${VARIANTS[variant]} ${className}`.trim()} {...props} />;
}

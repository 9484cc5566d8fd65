/** A small label on cards and headers: format, language, new, fully booked. */
import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';

const badgeVariants = cva('badge', {
  variants: {
    variant: {
      neutral: '',
      accent: 'badge-accent',
      warning: 'badge-warning',
    },
  },
  defaultVariants: { variant: 'neutral' },
});

type BadgeProps = HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badgeVariants>;

export function Badge({ variant, className, ...props }: BadgeProps) {
  return <span className={badgeVariants({ variant, className })} {...props} />;
}

/**
 * The site's buttons, declared once: `buttonVariants` gives the classes of a variant (for
 * links drawn as buttons, e.g. `<RouteLink className={buttonVariants({ variant: 'primary' })}>`),
 * `Button` draws a <button> with them. The look of each class is in src/styles/main.css.
 */
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';

export const buttonVariants = cva('', {
  variants: {
    variant: {
      /** The one main action of a section. */
      primary: 'btn btn-primary',
      /** Any other action. */
      secondary: 'btn btn-secondary',
      /** A quiet control in the header or a dialog. */
      ghost: 'btn-ghost',
    },
  },
  defaultVariants: { variant: 'secondary' },
});

export type ButtonVariant = NonNullable<VariantProps<typeof buttonVariants>['variant']>;

/** A button's attributes and its ref (React 19 passes a ref as a prop). */
type ButtonProps = ComponentPropsWithRef<'button'> & {
  readonly type: 'button' | 'submit';
  readonly variant?: ButtonVariant;
};

export function Button({ variant, className, ...props }: ButtonProps) {
  return <button {...props} className={buttonVariants({ variant, className })} />;
}

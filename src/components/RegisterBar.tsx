/**
 * The way to register, kept in view: on a phone and a tablet a bar fixed to the bottom of the
 * screen on a bookable date's page (to its form) and a seminar's page (to its next bookable
 * date), whatever the scroll; from the large breakpoint up, where the form sits beside the
 * date's facts, only its note stays, above the form (src/styles/site.css).
 */
import { buttonVariants } from './ui/Button.tsx';

export function RegisterBar({ href, label, note }: { href: string; label: string; note?: string | null }) {
  return (
    // No margin below on a phone: the bar sits on the screen's edge, whatever spacing its column gives it.
    <div className="register-bar max-lg:mb-0">
      {note && (
        <p className="font-semibold" data-slot="seats-left">
          {note}
        </p>
      )}
      <a href={href} className={buttonVariants({ variant: 'primary', className: 'register-bar-link' })}>
        {label}
      </a>
    </div>
  );
}

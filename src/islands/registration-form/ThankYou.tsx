/** What the registration form gives way to: the thank-you message, which asks to confirm by mail, focused so it is read out. */
import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/Button.tsx';

interface ThankYouProps {
  readonly heading: string;
  readonly text: string;
  /** Further short paragraphs (where else to look for the mail, the reference number). */
  readonly more?: readonly string[];
  readonly another: string;
  /** Starts a new registration for the same date; absent on the page that answers a form post. */
  readonly onAnother?: () => void;
  /** Move focus here on mount (after a submit in the page, not on a page load). */
  readonly focus: boolean;
}

export function ThankYou({ heading, text, more = [], another, onAnother, focus }: ThankYouProps) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <section ref={ref} tabIndex={-1} aria-labelledby="registration-thanks" data-slot="registration-thanks" className="card">
      <h2 id="registration-thanks" className="text-2xl font-semibold">
        {heading}
      </h2>
      <p className="mt-2">{text}</p>
      {more.map((paragraph) => (
        <p key={paragraph} className="mt-2">
          {paragraph}
        </p>
      ))}
      {onAnother && (
        <Button type="button" variant="secondary" className="mt-4" onClick={onAnother}>
          {another}
        </Button>
      )}
    </section>
  );
}

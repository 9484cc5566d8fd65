/**
 * The toast region. It hydrates when the first toast is announced (see TOAST_EVENT);
 * until then it is an empty, labelled region that costs nothing.
 */
export interface ToasterProps {
  readonly [key: string]: string;
  readonly label: string;
}

export function Toaster({ label }: ToasterProps) {
  return (
    <section aria-label={label} data-slot="toaster" className="toaster">
      <ol />
    </section>
  );
}

/** What a form posted without JavaScript got wrong, above it: a heading and a link to each field in error. */
export function ErrorSummary({
  heading,
  items,
}: {
  heading: string;
  items: ReadonlyArray<{ readonly id: string; readonly text: string }>;
}) {
  if (items.length === 0) return null;
  return (
    <div role="alert" className="form-errors mt-4">
      <p className="font-semibold">{heading}</p>
      <ul className="mt-1 list-disc ps-5">
        {items.map(({ id, text }) => (
          <li key={id}>
            <a href={`#${id}`}>{text}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

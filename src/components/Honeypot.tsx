/** The field only a bot fills in: out of sight and out of the tab order, with a label no autofill takes for the visitor's. */
export function Honeypot({ label, name }: { label: string; name: string }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        {label}
        <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

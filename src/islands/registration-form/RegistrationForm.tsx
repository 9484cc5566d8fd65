/**
 * Registration for one seminar date. For now it tells visitors how to register; the form
 * with validation and the registration API replace this body (issue: registration).
 */
export interface RegistrationFormProps {
  readonly [key: string]: string | number;
  readonly dateId: number;
  readonly heading: string;
  readonly text: string;
  readonly email: string;
  readonly subject: string;
}

export function RegistrationForm({ dateId, heading, text, email, subject }: RegistrationFormProps) {
  return (
    <section aria-labelledby={`registration-${dateId}`} data-slot="registration-form" className="card">
      <h2 id={`registration-${dateId}`} className="text-xl font-semibold">
        {heading}
      </h2>
      <p className="mt-2">
        {text} <a href={`mailto:${email}?subject=${encodeURIComponent(subject)}`}>{email}</a>
      </p>
    </section>
  );
}

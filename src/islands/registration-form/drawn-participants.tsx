/**
 * The participants' sections as the server draws them, for a browser without JavaScript: the
 * first person's, and each further person's closed behind a line that opens it, the next
 * inside the one before ("Person 2 hinzufügen", then within it "Person 3 hinzufügen"), open
 * from the start where it was filled in. Once the form's code runs, "add another participant"
 * takes their place (RegistrationForm.tsx).
 */
import { buttonVariants } from '../../components/ui/Button.tsx';
import { interpolate } from '../../i18n/messages.ts';
import type { RegistrationInput } from '../../registration-contract/schema.ts';
import { ParticipantFields } from './sections.tsx';
import { blankParticipant, isBlankParticipant } from './values.ts';

interface DrawnProps {
  readonly count: number;
  readonly initial: RegistrationInput;
  /** 'Person {n} hinzufügen' */
  readonly label: string;
}

function Further({ index, count, initial, label }: DrawnProps & { readonly index: number }) {
  if (index >= count) return null;
  const filled = (from: number) => initial.participants.slice(from).some((person) => !isBlankParticipant(person ?? blankParticipant()));
  return (
    <details className="optional-participant" open={filled(index)}>
      <summary className={buttonVariants({ variant: 'secondary' })}>{interpolate(label, { n: index + 1 })}</summary>
      <ParticipantFields index={index} optional />
      <Further index={index + 1} count={count} initial={initial} label={label} />
    </details>
  );
}

export function DrawnParticipants(props: DrawnProps) {
  return (
    <>
      <ParticipantFields index={0} optional={false} />
      <Further index={1} {...props} />
    </>
  );
}

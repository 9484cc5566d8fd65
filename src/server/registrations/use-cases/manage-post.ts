/**
 * What every change asked through a manage link works with (manage-actions.ts, manage-moves.ts):
 * the post's context (the link's state and page, the fields, whether the review's button made
 * it, who asked), the mails of a change, and whether a place's link reaches beyond its place.
 */
import { type ManageView, SUBSTITUTE_FIELDS, SUBSTITUTE_PREFIX, type SubstituteField } from '../../../registration-contract/manage.ts';
import { fieldErrorMessage } from '../../../registration-contract/messages.ts';
import { participantSchema } from '../../../registration-contract/schema.ts';
import type { ChangedBy } from '../../database/column-values.ts';
import type { ChangeMailParts } from '../../mail/composer.ts';
import type { OutgoingMail } from '../../outbox/mail-message.ts';
import type { ManageState } from '../rules/manage-view.ts';
import type { StoredRegistration } from '../rules/stored-entry.ts';
import type { ChangeMails } from '../store/change-steps.ts';
import type { ManageDeps } from './manage-answers.ts';

/** A post's fields, by name. */
export type Fields = Readonly<Record<string, string | undefined>>;

export interface PostContext {
  readonly deps: ManageDeps;
  readonly state: ManageState;
  readonly view: ManageView;
  readonly fields: Fields;
  readonly confirm: boolean;
  readonly by: ChangedBy;
  readonly token: string;
  /** Staff waived the cancellation fee. */
  readonly feeWaived?: boolean;
}

/** The mails of a change, composed with the registration's places as the change leaves them; none without a composer. */
export function changeMails(
  deps: ManageDeps,
  by: ChangedBy,
  compose: (parts: ChangeMailParts, registration: StoredRegistration) => readonly OutgoingMail[],
): ChangeMails {
  return async (registration, change) => {
    const places = (await deps.stores.changes.booking(registration.id))?.places ?? [];
    return deps.mails ? compose(deps.mails.changeParts(by, places, change), registration) : [];
  };
}

/** Whether a place's link asks to change another place. */
export const outsideScope = (state: ManageState, positions: readonly number[]) =>
  state.position !== null && positions.some((position) => position !== state.position);

/** A person's fields as posted (a substitute's, a person added), by field name. */
const personValues = (fields: Fields) =>
  Object.fromEntries(SUBSTITUTE_FIELDS.map((field) => [field, (fields[`${SUBSTITUTE_PREFIX}${field}`] ?? '').trim()])) as Record<
    SubstituteField,
    string
  >;

type Person = StoredRegistration['payload']['participants'][number];

/**
 * A person posted for a registration (a substitute, a person added), judged with the form's
 * participant schema: a company's people each name their company, and at a hybrid date
 * (`hybrid`) a person added says how they attend. The person, or the messages by field name.
 */
export function personPosted(
  fields: Fields,
  { registration }: ManageState,
  hybrid: boolean,
): { readonly values: Record<SubstituteField, string>; readonly person: Person } | { readonly errors: Record<string, string> } {
  const values = personValues(fields);
  const attendance = (fields[`${SUBSTITUTE_PREFIX}attendance`] ?? '').trim();
  const parsed = participantSchema.safeParse({ ...values, ...(hybrid ? { attendance } : {}) });
  const issues = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => ({ field: String(issue.path[0]), message: issue.message }))),
    ...(!registration.payload.consumer && values.company === '' ? [{ field: 'company', message: 'required' }] : []),
    ...(hybrid && attendance !== 'onSite' && attendance !== 'online' ? [{ field: 'attendance', message: 'choice' }] : []),
  ];
  if (!parsed.success || issues.length > 0) {
    const errors: Record<string, string> = {};
    for (const { field, message } of issues)
      errors[`${SUBSTITUTE_PREFIX}${field}`] ??= fieldErrorMessage(`participants.0.${field}`, message, registration.locale);
    return { errors };
  }
  return { values, person: parsed.data };
}

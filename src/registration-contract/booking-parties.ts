/**
 * Who books a registration and as whom (schema.ts puts them together): the first participant,
 * or someone booking for others, who then confirms and manages the whole registration (not one
 * of its participants); a company, whose participants each name their company, or a private
 * person, whose billing keeps no VAT ID or public buyer's reference.
 */
import { z } from 'zod';
import { MAX_COMPANY_LENGTH, MAX_NAME_LENGTH } from './fields.ts';
import { emailField, phoneField, requiredText, typeError } from './text-fields.ts';

/** Required only when the person booking does not take part themselves. */
const separateBookerSchema = z.object({
  name: requiredText(MAX_NAME_LENGTH),
  email: emailField,
  phone: phoneField,
  company: requiredText(MAX_COMPANY_LENGTH),
});

/** Who books: one of the participants (the first), or someone booking for others, who then confirms and manages the whole registration. */
export type Booker = { forOthers: false } | ({ forOthers: true } & z.output<typeof separateBookerSchema>);

export const bookerSchema = z
  .object(
    {
      forOthers: z.boolean({ error: typeError }),
      name: z.string({ error: typeError }).optional(),
      email: z.string({ error: typeError }).optional(),
      phone: z.string({ error: typeError }).optional(),
      company: z.string({ error: typeError }).optional(),
    },
    { error: typeError },
  )
  .transform((booker, context): Booker => {
    // The fields of a booker who takes part (the first participant books) are ignored, whatever they hold (the no-JavaScript form still sends them).
    if (!booker.forOthers) return { forOthers: false };
    const separate = separateBookerSchema.safeParse(booker);
    if (separate.success) return { forOthers: true, ...separate.data };
    for (const issue of separate.error.issues)
      context.issues.push({ code: 'custom', message: issue.message, path: issue.path, input: booker });
    return z.NEVER;
  });

/** A booker who does not take part, named among the participants by their address: they take part after all. */
export function bookerNotParticipant(payload: { booker?: unknown; participants?: unknown }, context: z.RefinementCtx): void {
  const booker = payload.booker as { forOthers?: unknown; email?: unknown } | undefined;
  if (booker?.forOthers !== true || typeof booker.email !== 'string' || !Array.isArray(payload.participants)) return;
  const address = booker.email.trim().toLowerCase();
  if (payload.participants.some((person) => typeof person?.email === 'string' && person.email.trim().toLowerCase() === address))
    context.addIssue({ code: 'custom', path: ['booker', 'email'], message: 'bookerParticipant' });
}

/** Where a company books, each participant's company is required (a private person's may stay empty). */
export function companyRequired(payload: { consumer?: unknown; participants?: unknown }, context: z.RefinementCtx): void {
  if (payload.consumer === true || !Array.isArray(payload.participants)) return;
  payload.participants.forEach((person, index) => {
    if (typeof person?.company !== 'string' || person.company.trim() === '')
      context.addIssue({ code: 'custom', path: ['participants', index, 'company'], message: 'required' });
  });
}

/** A private person's billing has no VAT ID and no public buyer's reference: what the form still sent of them is dropped. */
export function withoutBusinessReferences<Payload extends { consumer: boolean; billing: { vatId?: string; buyerReference?: string } }>(
  payload: Payload,
): Payload {
  if (!payload.consumer) return payload;
  const { vatId: _vatId, buyerReference: _reference, ...billing } = payload.billing;
  return { ...payload, billing };
}

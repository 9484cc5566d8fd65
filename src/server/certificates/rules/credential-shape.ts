/**
 * What a credential of the academy's (open-badge.ts) can look like, with every string and list
 * bounded: a credential given to the verification page in another shape cannot be one the
 * academy issued and is refused before its signature is checked, which canonicalizes the whole
 * document and is the costly part. One proof, the academy's kind; the fields the academy writes
 * and no others. Pure.
 */
import { z } from 'zod';

/** The longest text the academy writes into a credential (a seminar's teaser, a criteria narrative). */
const MAX_TEXT = 2000;

const text = z.string().max(MAX_TEXT);
const types = z.array(z.string().max(40)).min(1).max(3);

const identity = z.strictObject({
  type: z.literal('IdentityObject'),
  identityType: z.enum(['emailAddress', 'name']),
  hashed: z.boolean(),
  identityHash: z.string().max(300),
  salt: z.string().max(64).optional(),
});

const proof = z.strictObject({
  type: z.literal('DataIntegrityProof'),
  cryptosuite: z.literal('eddsa-rdfc-2022'),
  created: z.string().max(40),
  verificationMethod: text,
  proofPurpose: z.literal('assertionMethod'),
  proofValue: z.string().max(200),
});

const academyCredential = z.strictObject({
  '@context': z.array(text).length(2),
  id: text,
  type: types,
  name: text,
  issuer: z.strictObject({ id: text, type: types, name: text, url: text }),
  validFrom: z.string().max(40),
  credentialSubject: z.strictObject({
    type: types,
    identifier: z.array(identity).min(1).max(2),
    achievement: z.strictObject({
      id: text,
      type: types,
      achievementType: z.string().max(40),
      name: text,
      description: text,
      criteria: z.strictObject({ narrative: text }),
      inLanguage: z.string().max(10),
    }),
  }),
  evidence: z.array(z.strictObject({ id: text, type: types, name: text })).length(1),
  credentialStatus: z.strictObject({
    id: text,
    type: z.literal('BitstringStatusListEntry'),
    statusPurpose: z.literal('revocation'),
    statusListIndex: z.string().max(10),
    statusListCredential: text,
  }),
  proof,
});

/** Whether `value` has the shape of a credential the academy issues. */
export const hasAcademyShape = (value: unknown): boolean => academyCredential.safeParse(value).success;

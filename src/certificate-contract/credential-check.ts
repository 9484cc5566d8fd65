/**
 * An Open Badges credential checked on the verification page: pasted into its field or
 * uploaded as its file, with the holder's address typed optionally, sent by POST to the page;
 * the answer says whether the academy issued it unchanged (its signature, against the keys of
 * the academy's DID document), for whom, whether the address typed is the one it was issued to,
 * and whether it is revoked. Shared by the server, which checks it, and the page, which draws
 * the answer. Pure.
 */

/** The form's fields. */
export const CREDENTIAL_FIELDS = { text: 'credential', file: 'credentialFile', email: 'holderEmail' } as const;

/** The longest credential read: room for the longest the academy issues (rules/credential-shape.ts bounds its texts). */
export const MAX_CREDENTIAL_CHARS = 16 * 1024;
/** The longest address read. */
export const MAX_EMAIL_CHARS = 254;

/** What the visitor gave, to show in the form again (a file cannot be). */
export interface TypedCredential {
  readonly text: string;
  readonly email: string;
}

export type CredentialVerdict =
  /** Nothing given, or not a credential (not JSON, or not an object), or more than a credential can be. */
  | { readonly kind: 'unreadable' }
  /** Sent from another site's page: not checked. */
  | { readonly kind: 'elsewhere' }
  /** Not signed by the academy, or changed since. */
  | { readonly kind: 'notGenuine' }
  | {
      readonly kind: 'genuine';
      readonly issuer: string;
      /** Whom it names; empty when it names nobody by name. */
      readonly holder: string;
      /** What it certifies (the achievement's name). */
      readonly title: string;
      /** 'YYYY-MM-DD', in Germany. */
      readonly issueDate: string;
      /** The certificate's number, read from its evidence; null when it names none. */
      readonly number: string | null;
      readonly revoked: boolean;
      /** Whether the address typed is the one it was issued to; null when none was typed. */
      readonly recipient: 'matches' | 'differs' | null;
    };

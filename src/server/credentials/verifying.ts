/**
 * Verifying a credential with the verifying side of Digital Bazaar's library (not the code that
 * signs): its Data Integrity proof against the key the document loader finds for it (only the
 * academy's DID document and the bundled contexts, document-loader.ts), its validity at `now`,
 * and its revocation in the status list it names, whose own signature is checked at `now` too.
 * A revoked credential is still genuine: the answer says both.
 */
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { type CheckStatus, verifyCredential } from '@digitalbazaar/vc';
import { checkStatus } from '@digitalbazaar/vc-bitstring-status-list';

export interface Verified {
  /** Signed by a key of the academy and unchanged since, valid at `now`, its status list read. */
  readonly genuine: boolean;
  /** Set in its status list; null when that could not be read (then it is not genuine either). */
  readonly revoked: boolean | null;
  /** Why it is not genuine (for the log and the tests; the page says it in its own words). */
  readonly problem: string | null;
}

const suite = () => new DataIntegrityProof({ cryptosuite });

/** The status check with the status list's own signature verified at `now` (the library's would read the clock). */
function statusAt(now: Date): CheckStatus {
  return async ({ credential, documentLoader }) => {
    const entry = (credential as { credentialStatus?: { statusListCredential?: unknown } }).credentialStatus;
    const url = typeof entry?.statusListCredential === 'string' ? entry.statusListCredential : null;
    if (!url) return { verified: false, error: new Error('the credential names no status list') };
    const loaded = await documentLoader(url);
    const listChecked = await verifyCredential({ credential: loaded.document as object, suite: suite(), documentLoader, now });
    if (!listChecked.verified) return { verified: false, error: listChecked.error ?? new Error('its status list is not genuine') };
    // The list just verified, not loaded again.
    const withList: JsonLdDocumentLoader = async (address) => (address === url ? loaded : documentLoader(address));
    return checkStatus({ credential, documentLoader: withList, suite: suite(), verifyBitstringStatusListCredential: false });
  };
}

const problemOf = (error: (Error & { errors?: readonly Error[] }) | undefined): string =>
  error?.errors?.map((each) => each.message).join('; ') || error?.message || 'not verified';

export async function verifyAt(credential: object, documentLoader: JsonLdDocumentLoader, now: Date): Promise<Verified> {
  const result = await verifyCredential({ credential, suite: suite(), documentLoader, checkStatus: statusAt(now), now });
  const status = result.statusResult;
  const revoked = status?.verified ? (status.results ?? []).some((each) => each.status === true) : null;
  if (result.verified) return { genuine: true, revoked, problem: null };
  const statusProblem = status && !status.verified ? (status.error?.message ?? 'its status list could not be read') : null;
  return { genuine: false, revoked, problem: statusProblem ?? problemOf(result.error) };
}

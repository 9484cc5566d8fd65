/**
 * An Open Badges credential pasted or uploaded on the verification page, checked
 * (../../credentials/verifying.ts) with a document loader that reads only the bundled contexts,
 * the academy's own DID document and its own status lists: genuine (signed by a key of the
 * academy, unchanged, its status list read) or not, and one in another shape than the academy's
 * credentials (rules/credential-shape.ts) not before its signature is checked; then what it says, whether the address typed
 * is its holder's (its salted hash), and whether it is revoked.
 */
import type { CredentialVerdict } from '../../../certificate-contract/credential-check.ts';
import { berlinDate } from '../../../content/calendar.ts';
import type { DidDocument } from '../../credentials/did-document.ts';
import { documentLoader } from '../../credentials/document-loader.ts';
import { STATUS_LIST_PATH } from '../../credentials/status-list.ts';
import { verifyAt } from '../../credentials/verifying.ts';
import { hasAcademyShape } from '../rules/credential-shape.ts';
import { type IdentityObject, identifies } from '../rules/open-badge.ts';
import type { StatusLists } from './status-lists.ts';

export interface CredentialCheckDeps {
  /** The academy's DID document as the site serves it; null while it has no key. */
  readonly didDocument: () => Promise<DidDocument | null>;
  readonly statusLists: StatusLists;
  readonly siteUrl: string;
  readonly now: () => Date;
}

/** A list of the site's own by its URL; null for any other address. */
function ownStatusList(deps: CredentialCheckDeps): (url: string) => Promise<object | null> {
  const prefix = new URL(`${STATUS_LIST_PATH}/`, deps.siteUrl).href;
  return async (url) => {
    const list = url.startsWith(prefix) ? url.slice(prefix.length) : '';
    return /^[1-9][0-9]{0,5}$/.test(list) ? deps.statusLists(Number(list)) : null;
  };
}

const parsed = (text: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

type Said = {
  issuer?: { name?: unknown };
  validFrom?: unknown;
  credentialSubject?: { identifier?: unknown; achievement?: { name?: unknown } };
  evidence?: unknown;
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The certificate's number from the verification link it gives as evidence. */
function numberOf(evidence: unknown): string | null {
  const first = Array.isArray(evidence) ? (evidence[0] as { id?: unknown } | undefined) : undefined;
  try {
    return new URL(text(first?.id)).searchParams.get('number');
  } catch {
    return null;
  }
}

export async function checkCredential(deps: CredentialCheckDeps, given: string, email: string): Promise<CredentialVerdict> {
  const credential = parsed(given);
  if (!credential) return { kind: 'unreadable' };
  if (!hasAcademyShape(credential)) return { kind: 'notGenuine' };
  const loader = documentLoader({ didDocument: await deps.didDocument(), statusList: ownStatusList(deps) });
  const verified = await verifyAt(credential, loader, deps.now());
  if (!verified.genuine) return { kind: 'notGenuine' };
  const said = credential as Said;
  const identifiers = (
    Array.isArray(said.credentialSubject?.identifier) ? said.credentialSubject.identifier : []
  ) as Partial<IdentityObject>[];
  const typed = email.trim();
  return {
    kind: 'genuine',
    issuer: text(said.issuer?.name),
    holder: text(identifiers.find((each) => each.identityType === 'name' && each.hashed === false)?.identityHash),
    title: text(said.credentialSubject?.achievement?.name),
    issueDate: berlinDate(new Date(text(said.validFrom))),
    number: numberOf(said.evidence),
    revoked: verified.revoked === true,
    recipient: typed === '' ? null : identifiers.some((each) => identifies(each, typed)) ? 'matches' : 'differs',
  };
}

/**
 * Revocation the world can read (W3C Bitstring Status List 1.0): each credential names a place
 * in one of the academy's status lists (`credentialStatus`, a `BitstringStatusListEntry` for
 * revocation), and the list, a credential the academy signs, has that place's bit set once it is
 * revoked. A list holds 131,072 places, the smallest length the standard allows, so a verifier
 * who fetches it learns nothing of whose credential it checks; place n of the register is place
 * n mod 131,072 of list n div 131,072 + 1. Pure.
 */
import { createCredential, createList } from '@digitalbazaar/vc-bitstring-status-list';

export const STATUS_LIST_LENGTH = 131_072;

/** The series (../database/number-series.ts) whose numbers less one are the register's places. */
export const STATUS_SERIES = 'status-list';

/** Where the site serves its status lists: `/api/credentials/status/1`, … */
export const STATUS_LIST_PATH = '/api/credentials/status';

export const statusListUrl = (siteUrl: string, list: number): string => new URL(`${STATUS_LIST_PATH}/${list}`, siteUrl).href;

/** The list (from 1) that holds the register's place `index` (from 0). */
export const listOf = (index: number): number => Math.floor(index / STATUS_LIST_LENGTH) + 1;

export interface StatusEntry {
  readonly id: string;
  readonly type: 'BitstringStatusListEntry';
  readonly statusPurpose: 'revocation';
  readonly statusListIndex: string;
  readonly statusListCredential: string;
}

/** The `credentialStatus` of the credential at the register's place `index`. */
export function statusEntry(siteUrl: string, index: number): StatusEntry {
  const list = statusListUrl(siteUrl, listOf(index));
  const place = index % STATUS_LIST_LENGTH;
  return {
    id: `${list}#${place}`,
    type: 'BitstringStatusListEntry',
    statusPurpose: 'revocation',
    statusListIndex: String(place),
    statusListCredential: list,
  };
}

/** List `list` (unsigned), issued by `issuer`, with the bits of the revoked places of the register set. */
export async function statusListCredential(siteUrl: string, issuer: string, list: number, revoked: Iterable<number>) {
  const bits = await createList({ length: STATUS_LIST_LENGTH });
  for (const index of revoked) if (listOf(index) === list) bits.setStatus(index % STATUS_LIST_LENGTH, true);
  const credential = await createCredential({ id: statusListUrl(siteUrl, list), list: bits, statusPurpose: 'revocation' });
  return { ...credential, issuer };
}

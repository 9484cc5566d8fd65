/**
 * The settings of the certificates the server issues after a course (a group of
 * src/config/settings.ts). The default is the example academy's: a real academy sets its own.
 */
import { capitals, documented as d, text } from './setting-types.ts';

export const CERTIFICATES = {
  CERTIFICATE_PREFIX: d(
    capitals('RWA'),
    'server',
    'what certificate numbers start with (2 to 6 capital letters): one gap-free series per year, `RWA-2027-00001`',
  ),
  CREDENTIAL_KEYS_FILE: d(
    text(),
    'server, commands',
    "the file of the academy's keys that sign its credentials, the newest first (`npm run credentials:key` makes the first and rotates; readable by its owner only, never in the repository); its public halves are the DID document at `/.well-known/did.json`",
    '`credential-keys.json` in `DATA_DIR`',
  ),
};

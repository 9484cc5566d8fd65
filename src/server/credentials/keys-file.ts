/** Where the academy's signing keys are (signing-keys.ts): CREDENTIAL_KEYS_FILE, else `credential-keys.json` in the data folder. */
import { join, resolve } from 'node:path';
import type { Settings } from '../../config/settings.ts';

export const keysFileOf = (settings: Pick<Settings, 'CREDENTIAL_KEYS_FILE' | 'DATA_DIR'>): string =>
  settings.CREDENTIAL_KEYS_FILE ? resolve(settings.CREDENTIAL_KEYS_FILE) : join(settings.DATA_DIR, 'credential-keys.json');

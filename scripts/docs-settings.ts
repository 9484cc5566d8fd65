/** npm run docs:settings: writes docs/settings.md from the settings' schema (src/config/settings-doc.ts). */
import { writeFileSync } from 'node:fs';
import { SETTINGS_DOC_FILE, settingsDoc } from '../src/config/settings-doc.ts';

writeFileSync(SETTINGS_DOC_FILE, settingsDoc());
console.log(`wrote ${SETTINGS_DOC_FILE}`);

/** Part of npm run lint:architecture: fails when a folder of src/server holds more than MAX_FILES_PER_FOLDER source files. */
import { crowdedFolders, MAX_FILES_PER_FOLDER, sourcesUnder } from './architecture/folder-sizes.ts';

const crowded = crowdedFolders(sourcesUnder('src/server'));
for (const { folder, files } of crowded)
  console.error(`${folder} holds ${files} source files, more than ${MAX_FILES_PER_FOLDER}: split it into rooms`);
if (crowded.length > 0) process.exit(1);
console.log(`every folder of src/server holds at most ${MAX_FILES_PER_FOLDER} source files`);

/** npm run docs:rooms: draws src/server's rooms into docs/architecture.md (scripts/architecture/rooms-drawing.ts). */
import { readFileSync, writeFileSync } from 'node:fs';
import { ARCHITECTURE_DOC, roomsDrawing, withDrawing } from './architecture/rooms-drawing.ts';

writeFileSync(ARCHITECTURE_DOC, withDrawing(readFileSync(ARCHITECTURE_DOC, 'utf8'), await roomsDrawing()));
console.log(`wrote the rooms of src/server into ${ARCHITECTURE_DOC}`);

/**
 * The drawing of src/server's rooms in docs/architecture.md: each room (bottom first), its
 * files, what it holds and the rooms below it that it imports, from the imports
 * dependency-cruiser finds. `npm run docs:rooms` writes it; a unit test keeps it true.
 */
import { createRequire } from 'node:module';
import { cruise } from 'dependency-cruiser';

const ROOMS: readonly { readonly room: string; readonly holds: string }[] = createRequire(import.meta.url)('./server-rooms.cjs');

export const ARCHITECTURE_DOC = 'docs/architecture.md';
const START = '<!-- server-rooms: drawn by npm run docs:rooms -->';
const END = '<!-- /server-rooms -->';

/** The room a module of src/server is in; "root" for the wiring at the folder's root. */
function roomOf(path: string): string | null {
  if (!path.startsWith('src/server/')) return null;
  const rest = path.slice('src/server/'.length);
  return ROOMS.find(({ room }) => rest.startsWith(`${room}/`))?.room ?? (rest.includes('/') ? rest.split('/')[0]! : 'root');
}

/** The rooms each room imports, and how many files it has, from src/server's imports. */
async function roomImports(): Promise<Map<string, { files: number; imports: Set<string> }>> {
  const result = await cruise(['src/server'], { includeOnly: '^src/server/', tsPreCompilationDeps: true });
  if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text');
  const rooms = new Map<string, { files: number; imports: Set<string> }>();
  for (const module of result.output.modules) {
    const from = roomOf(module.source);
    if (!from) continue;
    const entry = rooms.get(from) ?? { files: 0, imports: new Set<string>() };
    entry.files += 1;
    for (const dependency of module.dependencies) {
      const to = roomOf(dependency.resolved);
      if (to && to !== from) entry.imports.add(to);
    }
    rooms.set(from, entry);
  }
  return rooms;
}

/** The table, top room first (as a building is drawn), the wiring above them all. */
export async function roomsDrawing(): Promise<string> {
  const found = await roomImports();
  const order = ROOMS.map(({ room }) => room);
  const imports = (room: string) =>
    [...(found.get(room)?.imports ?? [])]
      .sort((a, b) => order.indexOf(b) - order.indexOf(a))
      .map((name) => `\`${name}\``)
      .join(', ') || '—';
  const rows = [...ROOMS]
    .reverse()
    .map(({ room, holds }) => `| \`${room}/\` | ${found.get(room)?.files ?? 0} | ${holds} | ${imports(room)} |`);
  const root = `| (root) | ${found.get('root')?.files ?? 0} | the wiring: settings, the app, start and serve, the stores of one database (\`open-stores.ts\`), the events that follow a registration | every room |`;
  return [START, '', '| Room | Files | Holds | Imports |', '| --- | ---: | --- | --- |', root, ...rows, '', END].join('\n');
}

/** `text` (docs/architecture.md) with its drawing of the rooms replaced by `drawing`. */
export function withDrawing(text: string, drawing: string): string {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${ARCHITECTURE_DOC} has no ${START} … ${END}`);
  return text.slice(0, start) + drawing + text.slice(end + END.length);
}

/** The drawing docs/architecture.md holds now. */
export function currentDrawing(text: string): string {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  return start < 0 || end < start ? '' : text.slice(start, end + END.length);
}

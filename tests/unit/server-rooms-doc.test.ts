import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARCHITECTURE_DOC, currentDrawing, roomsDrawing, withDrawing } from '../../scripts/architecture/rooms-drawing.ts';

describe("the drawing of the server's rooms in docs/architecture.md", () => {
  it('is what the imports are now (npm run docs:rooms draws it)', async () => {
    expect(currentDrawing(readFileSync(ARCHITECTURE_DOC, 'utf8'))).toBe(await roomsDrawing());
  });

  it('names every room with its files, bottom room last, and what each imports', async () => {
    const drawing = await roomsDrawing();
    const rows = drawing.split('\n').filter((line) => line.startsWith('| `'));
    expect(rows.at(-1)).toMatch(/^\| `log\/` \| 3 \| .* \| — \|$/);
    expect(rows[0]).toMatch(/^\| `enquiries\/http\/` /);
    const store = rows.find((row) => row.startsWith('| `registrations/store/`'))!;
    expect(store).toContain('`registrations/rules`');
    expect(store).not.toContain('`mail`');
  });

  it('replaces only the drawing of a document', () => {
    const text = 'before\n<!-- server-rooms: drawn by npm run docs:rooms -->\nold\n<!-- /server-rooms -->\nafter\n';
    expect(withDrawing(text, 'new')).toBe('before\nnew\nafter\n');
    expect(() => withDrawing('no drawing', 'new')).toThrow(/has no/);
  });
});

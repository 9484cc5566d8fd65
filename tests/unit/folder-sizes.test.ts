import { describe, expect, it } from 'vitest';
import { crowdedFolders } from '../../scripts/architecture/folder-sizes.ts';

describe('the folders of src/server', () => {
  it('name each folder that holds more files than allowed directly, not counting its subfolders', () => {
    const files = [
      ...Array.from({ length: 3 }, (_, index) => `src/server/edge/file-${index}.ts`),
      ...Array.from({ length: 2 }, (_, index) => `src/server/edge/inner/file-${index}.ts`),
      'src/server/app.ts',
    ];
    expect(crowdedFolders(files, 2)).toEqual([{ folder: 'src/server/edge', files: 3 }]);
    expect(crowdedFolders(files, 3)).toEqual([]);
  });
});

/** npm run test:cms: against a real Directus booted from cms/ (slow: a cold install compiles native modules). */
import { defineConfig } from 'vitest/config';
import { chunkUrls, frameIcons } from './vite.config.ts';

export default defineConfig({
  // The page frame's icons and the loader's chunk URLs are modules the bundle makes.
  plugins: [frameIcons(), chunkUrls()],
  test: {
    include: ['tests/cms/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 900_000,
    fileParallelism: false,
  },
});

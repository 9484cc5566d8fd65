/**
 * npm run build: the site (scripts/build-site.ts says what is built and which settings it
 * reads), with Node's compile cache in .build/compile-cache. The build's modules, the SSR
 * bundle and the render pool's threads then load their compiled code from there while
 * their files are unchanged: the cache is keyed by each file's content and Node's version,
 * so a changed file is compiled anew (NODE_DISABLE_COMPILE_CACHE=1 turns it off).
 */
import { enableCompileCache } from 'node:module';
import { join } from 'node:path';

const cacheDir = join(import.meta.dirname, '../.build/compile-cache');
enableCompileCache(cacheDir);
// The render pool's threads and the bundler's process take it from the environment.
process.env.NODE_COMPILE_CACHE ??= cacheDir;
await import('./build-site.ts');
